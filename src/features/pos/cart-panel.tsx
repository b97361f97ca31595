import { Button, Caption1, Divider, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SubtractRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PosLine } from '../../../domain/pos/cart';
import { lineGross } from '../../../domain/pos/cart';
import type { SaleFigures } from '../../../machines/checkout.machine';
import type { CheckoutSnapshot } from './use-checkout';
import { useMoney } from './pos-ui';

const useStyles = makeStyles({
  // A heading's own margins (h2, h3) would open gaps in the step's even spacing.
  heading: { margin: 0 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, overflowY: 'auto', maxHeight: '40vh', margin: 0, padding: 0, listStyle: 'none' },
  /**
   * A line out of the list's view (scrolled away: a long cart shows a handful of its lines) is
   * neither laid out nor painted until it scrolls near, so adding a product to a long cart paints
   * the lines on screen only. 40 px is a line's height (a large button's) until the line has been
   * drawn once; from then on its own height is kept (`auto`). Never shrunk by the list's column
   * (a line not drawn has no content to hold its height).
   */
  line: { display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: tokens.spacingHorizontalS, flexShrink: 0, contentVisibility: 'auto', containIntrinsicSize: 'auto 40px' },
  controls: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  quantity: { minWidth: '2.5em', textAlign: 'center' },
  totals: { display: 'grid', gridTemplateColumns: '1fr auto', rowGap: tokens.spacingVerticalXXS, columnGap: tokens.spacingHorizontalM, margin: 0 },
  figure: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', margin: 0 },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  remaining: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

interface CartLineProps {
  line: PosLine;
  editable: boolean;
  t: TFunction;
  format: (cents: number) => string;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}

/** One line of the cart: drawn again only when it changes (a product added to a long cart repaints one line, not all). */
const CartLine = memo(function CartLine({ line, editable, t, format, onQuantity, onRemove }: CartLineProps) {
  const styles = useStyles();
  return (
    <li className={styles.line}>
      <div>
        <Text block>{line.description}</Text>
        <Caption1>
          {line.quantity} × {format(line.unitPrice)} = {format(lineGross(line))}
        </Caption1>
      </div>
      {editable && (
        <div className={styles.controls}>
          {line.kind === 'product' && (
            <>
              <Button
                size="large"
                icon={<SubtractRegular />}
                aria-label={t('checkout.less', { name: line.description })}
                onClick={() => (line.quantity > 1 ? onQuantity(line.key, line.quantity - 1) : onRemove(line.key))}
              />
              <Text className={styles.quantity} aria-label={t('checkout.quantity', { name: line.description })}>
                {line.quantity}
              </Text>
              <Button size="large" icon={<AddRegular />} aria-label={t('checkout.more', { name: line.description })} onClick={() => onQuantity(line.key, line.quantity + 1)} />
            </>
          )}
          <Button size="large" appearance="subtle" icon={<DeleteRegular />} aria-label={t('checkout.remove', { name: line.description })} onClick={() => onRemove(line.key)} />
        </div>
      )}
    </li>
  );
});

/**
 * The cart and its totals (subtotal, tax, fees, tip, total, paid, remaining), always on screen.
 * Its lines change only while the sale is in the cart step (quantity − / +, remove).
 */
export function CartPanel(props: {
  snapshot: CheckoutSnapshot;
  /** The snapshot's `figuresOf` (the screen computes them once for the panel and its Charge button). */
  figures: SaleFigures;
  currency: string;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}) {
  const { snapshot, figures, currency, onQuantity, onRemove } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const format = useMoney(currency);
  const { context } = snapshot;
  const editable = snapshot.matches('cart');
  const { totals, paid, remaining } = figures;

  return (
    <section className={styles.panel} aria-label={t('checkout.cart')}>
      <Subtitle2 as="h2" className={styles.heading}>
        {context.tabName ? t('checkout.tab', { name: context.tabName }) : t('checkout.cart')}
      </Subtitle2>
      {context.cart.lines.length === 0 ? (
        <Text>{t('checkout.emptyCart')}</Text>
      ) : (
        <ul className={styles.lines}>
          {context.cart.lines.map((line) => (
            <CartLine key={line.key} line={line} editable={editable} t={t} format={format} onQuantity={onQuantity} onRemove={onRemove} />
          ))}
        </ul>
      )}
      {context.cart.contact && (
        <Text>
          {t('checkout.contact')}: {context.cart.contact.name}
        </Text>
      )}
      <Divider />
      <dl className={styles.totals} aria-label={t('checkout.total')}>
        <dt>{t('checkout.subtotal')}</dt>
        <dd className={styles.figure}>{format(totals.subtotal)}</dd>
        <dt>{t('checkout.tax', { percent: context.facility?.taxPercent ?? 0 })}</dt>
        <dd className={styles.figure}>{format(totals.tax)}</dd>
        {totals.fees > 0 && (
          <>
            <dt>{t('checkout.fees')}</dt>
            <dd className={styles.figure}>{format(totals.fees)}</dd>
          </>
        )}
        <dt>{t('checkout.tip')}</dt>
        <dd className={styles.figure}>{format(totals.tip)}</dd>
        <dt className={styles.total}>{t('checkout.total')}</dt>
        <dd className={mergeClasses(styles.figure, styles.total)} data-testid="cart-total">
          {format(totals.total)}
        </dd>
        <dt>{t('checkout.paid')}</dt>
        <dd className={styles.figure}>{format(paid)}</dd>
        <dt className={remaining > 0 ? styles.remaining : undefined}>{t('checkout.remaining')}</dt>
        <dd className={mergeClasses(styles.figure, remaining > 0 && styles.remaining)} data-testid="cart-remaining">
          {format(remaining)}
        </dd>
      </dl>
    </section>
  );
}
