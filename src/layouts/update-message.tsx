import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { sessionActor, useUpdateAvailable } from '../session/use-session';

/** 'A new version is available! Please click here to update' when the server runs another version. */
export function UpdateBanner() {
  const { t } = useTranslation();
  if (!useUpdateAvailable()) return null;
  return (
    <MessageBar intent="info" layout="singleline" role="status">
      <MessageBarBody>
        <Link onClick={() => sessionActor.send({ type: 'update.confirm' })}>{t('update.banner')}</Link>
      </MessageBarBody>
    </MessageBar>
  );
}
