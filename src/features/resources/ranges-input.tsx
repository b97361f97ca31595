import { Button, FieldContextProvider, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input } from '../../ui/field-controls';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PriceRangeInput } from '../../../domain/organization/price-plan';
import { MoneyInput } from '../../ui/form/money-input';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  input: { minWidth: 0 },
  head: { fontWeight: tokens.fontWeightSemibold },
  add: { justifySelf: 'start' },
});

interface Props {
  label: string;
  value: PriceRangeInput[];
  onChange: (value: PriceRangeInput[]) => void;
  /** ISO 4217: the prices' currency. */
  currency: string;
  message: string | undefined;
}

const asNumber = (text: string) => (text.trim() === '' ? null : Number(text));
const asText = (n: number | null) => (n === null || Number.isNaN(n) ? '' : String(n));

/**
 * The `ranges` form kind: price ranges by hours (from, to, price), added and removed as rows. The
 * last row's "to" may stay empty: it then reads "and up". The plan's rules (complete, no overlap)
 * are the schema's (domain/organization/price-plan.ts); its message shows under the rows.
 */
export function RangesInput({ label, value, onChange, currency, message }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const patch = (i: number, change: Partial<PriceRangeInput>) => onChange(value.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const add = () => {
    const last = value[value.length - 1];
    onChange([...value, { from: last ? (last.to ?? null) : 0, to: null, price_cents: null }]);
  };
  return (
    <Field label={label} validationMessage={message}>
      <FieldContextProvider value={undefined}>
        <div className={styles.grid} role="group" aria-label={label}>
          {value.length > 0 && (
            <>
              <span className={styles.head}>{t('fields.from')}</span>
              <span className={styles.head}>{t('fields.to')}</span>
              <span className={styles.head}>{t('fields.price')}</span>
              <span />
            </>
          )}
          {value.map((range, i) => {
            const row = t('ranges.row', { n: i + 1 });
            return (
              <div key={i} style={{ display: 'contents' }}>
                <Input
                  className={styles.input}
                  type="number"
                  min={0}
                  step="1"
                  aria-label={`${row} · ${t('fields.from')}`}
                  value={asText(range.from)}
                  onChange={(_, d) => patch(i, { from: asNumber(d.value) })}
                />
                <Input
                  className={styles.input}
                  type="number"
                  min={0}
                  step="1"
                  aria-label={`${row} · ${t('fields.to')}`}
                  placeholder={i === value.length - 1 ? t('ranges.andUp') : ''}
                  value={asText(range.to)}
                  onChange={(_, d) => patch(i, { to: asNumber(d.value) })}
                />
                <MoneyInput className={styles.input} aria-label={`${row} · ${t('fields.price')}`} value={range.price_cents} currency={currency} onChange={(cents) => patch(i, { price_cents: cents })} />
                <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('ranges.remove', { n: i + 1 })} onClick={() => onChange(value.filter((_, j) => j !== i))} />
              </div>
            );
          })}
          <Button className={styles.add} icon={<AddRegular />} onClick={add}>
            {t('ranges.add')}
          </Button>
        </div>
      </FieldContextProvider>
    </Field>
  );
}
