import { memo } from 'react';
import { Field, Input, Select } from '../../ui/field-controls';
import { SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../domain/resources/resource';
import { useActiveRows } from '../../api/resources';
import type { RefDeclarations } from './declarations';
import { optionLabelKey, refOptionLabel } from './value-text';

interface Props {
  def: ResourceDef;
  /** The declarations `def`'s reference fields point at: a reference is filtered by choosing one of its rows. */
  refs: RefDeclarations;
  field: string;
  tenant: number | null;
  value: string;
  onChange: (value: string) => void;
}

function ReferenceFilter({ target, tenant, value, onChange, label }: Props & { target: ResourceDef; label: string }) {
  const { t } = useTranslation();
  // The choices come after the list's rows (a main call): nothing to choose from is lost meanwhile.
  const rows = useActiveRows(target, tenant, { beside: true });
  return (
    <Field label={label}>
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">{t('resources.all')}</option>
        {(rows.data?.data ?? []).map((row) => (
          <option key={row.id} value={String(row.id)}>
            {refOptionLabel(t, target, row)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * One filter of a list: text fields are searched as typed; codes, flags and references are chosen from their values.
 * Memoized: a list drawing a new page of rows leaves its filters as they are (their handlers never change).
 */
export const ListFilter = memo(function ListFilter(props: Props) {
  const { def, refs, field, value, onChange } = props;
  const { t } = useTranslation();
  const label = t('resources.filterBy', { field: t(`fields.${field}`) });
  const target = refs[field];
  if (target) return <ReferenceFilter {...props} target={target} label={label} />;
  const spec = def.form.find((f) => f.field === field);
  const choices: [string, string][] | null =
    field === def.statusField || spec?.kind === 'status'
      ? [
          ['A', t('resources.status.A')],
          ['I', t('resources.status.I')],
        ]
      : spec?.kind === 'select'
        ? (spec.values ?? []).map((v) => [v, t(optionLabelKey(spec.options ?? field, v))])
        : spec?.kind === 'switch'
          ? [
              ['true', t('resources.yes')],
              ['false', t('resources.no')],
            ]
          : null;
  if (choices)
    return (
      <Field label={label}>
        <Select value={value} onChange={(_, d) => onChange(d.value)}>
          <option value="">{t('resources.all')}</option>
          {choices.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </Select>
      </Field>
    );
  return (
    <Field label={label}>
      <Input contentBefore={<SearchRegular />} value={value} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
});
