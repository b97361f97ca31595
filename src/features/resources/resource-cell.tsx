import { Badge, Image } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useGroups } from '../../api/organizations';
import { refNameField, type ResourceColumn, type ResourceRecord } from '../../../domain/resources/resource';
import { DEFAULT_CURRENCY, formatMoney } from '../../../domain/money';
import { formatValue } from './link-inputs';
import { optionLabelKey } from './resource-field';

/** Colours of the status labels of SPEC §3 (codes A and I are active and inactive). */
const STATUS_COLORS: Record<string, 'success' | 'danger' | 'warning' | 'informative' | 'subtle'> = {
  A: 'success',
  I: 'danger',
};

/** The organizations a record names, by name; none means every organization. */
function GroupNames({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const groups = useGroups();
  if (ids.length === 0) return <>{t('resources.everyone')}</>;
  const names = ids.map((id) => groups.data?.data.find((g) => g.id === id)?.name ?? `#${id}`);
  return <>{names.join(', ')}</>;
}

/** One cell of a resource list, by the column's kind. */
export function ResourceCell({ column, row }: { column: ResourceColumn; row: ResourceRecord }) {
  const { t, i18n } = useTranslation();
  const value = row[column.field];
  switch (column.kind) {
    case 'status': {
      const code = String(value ?? '');
      return (
        <Badge appearance="tint" color={STATUS_COLORS[code] ?? 'informative'}>
          {t(`resources.status.${code}`, { defaultValue: code })}
        </Badge>
      );
    }
    case 'option':
      return value === '' || value === null || value === undefined ? null : <>{t(optionLabelKey(column.options ?? column.field, String(value)))}</>;
    case 'reference':
      return <>{String(row[refNameField(column.field)] ?? '')}</>;
    case 'boolean':
      return value === true ? <CheckmarkRegular aria-label={t('resources.yes')} /> : <span role="img" aria-label={t('resources.no')} />;
    case 'money':
      // Cents in the row's currency (an organization's own, or its organization's for fields and products).
      return <>{typeof value === 'number' ? formatMoney(value, typeof row.currency === 'string' ? row.currency : DEFAULT_CURRENCY, i18n.language) : ''}</>;
    case 'number':
      return <>{typeof value === 'number' ? value.toLocaleString(i18n.language) : ''}</>;
    case 'flag':
      return value === true ? (
        <Badge appearance="tint" color="brand">
          {t(column.label)}
        </Badge>
      ) : null;
    case 'datetime':
      return <>{formatValue(value, '', i18n.language)}</>;
    case 'groups':
      return <GroupNames ids={Array.isArray(value) ? (value as number[]) : []} />;
    case 'image':
      return typeof value === 'string' && value ? <Image src={value} alt="" width={48} height={32} fit="cover" shape="rounded" /> : null;
    default:
      return <>{String(value ?? '')}</>;
  }
}
