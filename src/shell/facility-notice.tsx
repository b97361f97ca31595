import { Button, Spinner, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canAct } from '../../domain/access/can-act';
import { facilities as facilitiesDef } from '../../domain/resources/facilities';
import { formPath } from '../../domain/resources/resource';
import { useSessionUser } from '../session/use-session';
import { useSelection } from './selection';
import { Panel } from '../ui/panel';

/**
 * Shown instead of a facility's screen while it has no facility to show: loading, an organization
 * without any facility (said so, with the way to create one for those allowed), or none chosen yet
 * (role A before choosing an organization).
 */
export function FacilityNotice({ chooseText }: { chooseText?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const { loadingFacilities, noFacilities } = useSelection();
  if (loadingFacilities) return <Spinner label={t('app.loading')} />;
  if (noFacilities) {
    return (
      <Panel role="status">
        <Text>{t('resources.noFacility')}</Text>
        {canAct(user, facilitiesDef, 'create') && (
          <div>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(formPath(facilitiesDef))}>
              {t('resources.createFacility')}
            </Button>
          </div>
        )}
      </Panel>
    );
  }
  return <Panel role="status">{chooseText ?? t('resources.chooseFacility')}</Panel>;
}
