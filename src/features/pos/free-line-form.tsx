import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input } from '../../ui/field-controls';
import { AddRegular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/form/money-input';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  description: { flexGrow: 2, minWidth: '180px' },
  amount: { flexGrow: 1, minWidth: '120px' },
});

/** A free amount with a description ("Clase particular", 20,00): Enter adds it. The machine's rules refuse what is not an amount. */
export const FreeLineForm = memo(function FreeLineForm(props: { currency: string; disabled: boolean; onAdd: (description: string, amount: number) => boolean }) {
  const { currency, disabled, onAdd } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  return (
    <form
      className={styles.form}
      aria-label={t('checkout.freeLine')}
      onSubmit={(e) => {
        e.preventDefault();
        if (onAdd(description, amount ?? 0)) {
          setDescription('');
          setAmount(null);
        }
      }}
    >
      <Field label={t('checkout.description')} className={styles.description}>
        <Input size="large" value={description} maxLength={100} disabled={disabled} onChange={(_, d) => setDescription(d.value)} />
      </Field>
      <Field label={t('checkout.amount')} className={styles.amount}>
        <MoneyInput size="large" currency={currency} value={amount} disabled={disabled} onChange={setAmount} />
      </Field>
      <Button size="large" type="submit" icon={<AddRegular />} disabled={disabled}>
        {t('checkout.add')}
      </Button>
    </form>
  );
});
