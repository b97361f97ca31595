import { Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../domain/resources/resource';
import { FacilityNotice } from '../../shell/facility-notice';
import { Panel } from '../../ui/panel';

/** Shown instead of a list or form while no organization / facility is chosen in the top bar. */
export function ChooseTenant({ def, loading }: { def: ResourceDef; loading: boolean }) {
  const { t } = useTranslation();
  if (def.scope === 'facility') return <FacilityNotice />;
  if (loading) return <Spinner label={t('app.loading')} />;
  return (
    <Panel role="status">
      <Text>{t('resources.chooseGroup')}</Text>
    </Panel>
  );
}
