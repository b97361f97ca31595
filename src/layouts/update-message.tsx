import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { sessionActor } from '../session/use-session';

/** 'A new version is available! Please click here to update' (UpdateBanner's chunk, loaded when the server runs another version). */
export default function UpdateMessage() {
  const { t } = useTranslation();
  return (
    <MessageBar intent="info" layout="singleline" role="status">
      <MessageBarBody>
        <Link onClick={() => sessionActor.send({ type: 'update.confirm' })}>{t('update.banner')}</Link>
      </MessageBarBody>
    </MessageBar>
  );
}
