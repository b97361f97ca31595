import { Field, Select } from '../../ui/field-controls';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../../domain/resources/resource';

/** One of the organization's active cancellation reasons (a booking's or a series' cancellation). */
export function ReasonSelect(props: { label: string; reasons: readonly ResourceRecord[]; value: string; onChange: (value: string) => void; problem?: string | undefined }) {
  const { label, reasons, value, onChange, problem } = props;
  const { t } = useTranslation();
  return (
    <Field label={label} required validationMessage={problem}>
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">{t('schedule.chooseReason')}</option>
        {reasons.map((r) => (
          <option key={r.id} value={r.id}>
            {reasonName(t, String(r.name))}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A cancellation reason's name: the ones Sideline seeds in the console's language (options.reasonName), others as typed. */
export const reasonName = (t: TFunction, name: string): string => t(`options.reasonName.${name}`, { defaultValue: name });
