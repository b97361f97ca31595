import { Dropdown, Option, makeStyles } from '@fluentui/react-components';
import { BuildingRegular, LocationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useGroups } from '../api/organizations';
import { selectionStore, useSelection } from './selection';

const useStyles = makeStyles({ dropdown: { minWidth: '190px', maxWidth: '260px' } });

/**
 * The top bar's organization selector (role A only) and facility selector: disabled until an
 * organization is chosen, read-only when it has one facility, listing only the user's facilities.
 */
export function Selectors() {
  const styles = useStyles();
  const { t } = useTranslation();
  const selection = useSelection();
  const groups = useGroups();
  const groupName = groups.data?.data.find((g) => g.id === selection.groupId)?.name ?? '';
  const single = selection.facilities.length === 1;
  return (
    <>
      {selection.canChooseGroup && (
        <Dropdown
          className={styles.dropdown}
          aria-label={t('shell.organization')}
          placeholder={t('shell.chooseOrganization')}
          expandIcon={<BuildingRegular />}
          value={groupName}
          selectedOptions={selection.groupId ? [String(selection.groupId)] : []}
          onOptionSelect={(_, d) => selectionStore.setGroup(d.optionValue ? Number(d.optionValue) : null)}
        >
          {groups.data?.data.map((g) => (
            <Option key={g.id} value={String(g.id)}>
              {g.name}
            </Option>
          ))}
        </Dropdown>
      )}
      <Dropdown
        className={styles.dropdown}
        aria-label={t('shell.facility')}
        placeholder={selection.loadingFacilities ? t('app.loading') : t('shell.chooseFacility')}
        expandIcon={<LocationRegular />}
        disabled={selection.groupId === null || selection.loadingFacilities || single}
        aria-readonly={single || undefined}
        value={selection.facility?.name ?? ''}
        selectedOptions={selection.facilityId ? [String(selection.facilityId)] : []}
        onOptionSelect={(_, d) => selectionStore.setFacility(d.optionValue ? Number(d.optionValue) : null)}
      >
        {selection.facilities.map((f) => (
          <Option key={f.id} value={String(f.id)}>
            {f.name}
          </Option>
        ))}
      </Dropdown>
    </>
  );
}
