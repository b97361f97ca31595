import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY } from '../../../domain/money';
import { useInvoice } from '../../api/pos';
import { PageTitle } from '../../layouts/page-title';
import { useMoney } from './pos-ui';
import { Panel } from '../../ui/panel';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  done: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorPaletteGreenForeground1 },
});

function InvoiceAmount({ id }: { id: number }) {
  const { t } = useTranslation();
  const invoice = useInvoice(id);
  const format = useMoney(invoice.data?.currency ?? DEFAULT_CURRENCY);
  if (!invoice.data) return null;
  return <Text size={500}>{t('payFinished.invoice', { id: invoice.data.id, amount: format(invoice.data.paid_cents) })}</Text>;
}

/** `/views/pay-finished` (always allowed): the payment is finished; with `?invoice_id=` its number and amount; back to the checkout. */
export default function PayFinishedPage({ title }: { title: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(search.get('invoice_id'));
  return (
    <>
      <PageTitle title={t(title)} />
      <Panel className={styles.card}>
        <div className={styles.done}>
          <CheckmarkCircleRegular fontSize={32} />
          <Text size={500}>{t('payFinished.text')}</Text>
        </div>
        {Number.isInteger(id) && id > 0 && <InvoiceAmount id={id} />}
        <Button appearance="primary" size="large" onClick={() => void navigate('/views/checkout')}>
          {t('payFinished.back')}
        </Button>
      </Panel>
    </>
  );
}
