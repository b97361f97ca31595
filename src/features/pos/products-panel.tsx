import { Badge, Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SearchInput } from '../../ui/search-input';
import { Field } from '../../ui/field-controls';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosFacts, PosProductRow } from '../../../domain/pos/api';
import type { PosProduct } from '../../../domain/pos/cart';
import { stockLevel } from '../../../domain/inventory/rules';
import { getPosProducts, posKeys, usePosProducts } from '../../api/pos';
import { useNotify } from '../../ui/notify';
import { useMoney } from './pos-ui';
import { LoadingSpinner } from '../../ui/loading-spinner';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  categories: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // The chosen category as Fluent's ToggleButton draws a checked one (a Button with aria-pressed: not its own component on the first load).
  checked: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1Selected,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1Hover}` },
  },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalS },
  product: { minHeight: '88px', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'space-between', textAlign: 'start', gap: tokens.spacingVerticalXS },
  name: { fontWeight: tokens.fontWeightSemibold },
  stockLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/** A product row as the cart takes it. */
export const posProduct = (row: PosProductRow): PosProduct => ({ id: row.id, name: row.name, priceCents: row.price_cents, stock: row.stock });

/**
 * The facility's products: a search box that also takes a code (typed or scanned, then Enter adds
 * the product with that code), category buttons, and a big button per product.
 */
/** What the counter typed in the search box and the category it chose. */
export interface ProductsFilter {
  readonly typed: string;
  readonly category: number | null;
}
export const NO_PRODUCTS_FILTER: ProductsFilter = { typed: '', category: null };

/**
 * Drawn again only when its own props change (not on every change of the cart). Its search and
 * category are the checkout's (`filter`, `onFilter`): they stay while the sale goes to the payment
 * and comes back to the cart (a Charge refused or not saved, Back to the cart).
 */
export const ProductsPanel = memo(function ProductsPanel(props: {
  facts: PosFacts;
  disabled: boolean;
  onAdd: (product: PosProduct) => boolean;
  filter: ProductsFilter;
  onFilter: (change: (filter: ProductsFilter) => ProductsFilter) => void;
}) {
  const { facts, disabled, onAdd, filter, onFilter } = props;
  const { typed, category } = filter;
  const setTyped = (value: string) => onFilter((f) => ({ ...f, typed: value }));
  const setCategory = (value: number | null) => onFilter((f) => ({ ...f, category: value }));
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const format = useMoney(facts.currency);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState(() => typed.trim());
  useEffect(() => {
    const id = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(id);
  }, [typed]);
  const products = usePosProducts(facts.facility_id, search, category);
  const rows = products.data ?? [];

  /** Enter: the product whose code is the one typed (or the only one found) goes into the cart. */
  const addByCode = async () => {
    const code = typed.trim();
    if (!code) return;
    const found = await queryClient.fetchQuery({ queryKey: posKeys.products(facts.facility_id, code, null), queryFn: () => getPosProducts(facts.facility_id, code) }).catch(() => []);
    const match = found.find((p) => p.code.toLowerCase() === code.toLowerCase()) ?? (found.length === 1 ? found[0] : undefined);
    if (!match) {
      notify(t('checkout.noCode', { code }), 'warning');
      return;
    }
    // Cleared for the next code once in the cart; a refused one stays, beside its reason.
    if (onAdd(posProduct(match))) setTyped('');
  };

  return (
    <section className={styles.panel} aria-label={t('checkout.products')}>
      <Field label={t('checkout.search')} hint={t('checkout.searchHint')}>
        <SearchInput
          size="large"
          autoFocus
          value={typed}
          disabled={disabled}
          onValue={setTyped}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void addByCode();
            }
          }}
        />
      </Field>
      {facts.categories.length > 0 && (
        <div className={styles.categories} role="group" aria-label={t('checkout.categories')}>
          <Button size="large" aria-pressed={category === null} className={category === null ? styles.checked : undefined} onClick={() => setCategory(null)}>
            {t('checkout.allCategories')}
          </Button>
          {facts.categories.map((c) => (
            <Button key={c.id} size="large" aria-pressed={category === c.id} className={category === c.id ? styles.checked : undefined} onClick={() => setCategory(category === c.id ? null : c.id)}>
              {c.name}
            </Button>
          ))}
        </div>
      )}
      {products.isPending ? (
        <LoadingSpinner size="small" />
      ) : rows.length === 0 ? (
        <Text>{t('checkout.noProducts')}</Text>
      ) : (
        <div className={styles.grid}>
          {rows.map((p) => (
            <Button
              key={p.id}
              className={styles.product}
              size="large"
              disabled={disabled}
              aria-label={t('checkout.addProduct', { name: p.name, price: format(p.price_cents) })}
              onClick={() => onAdd(posProduct(p))}
            >
              <span className={styles.name}>{p.name}</span>
              <span>{format(p.price_cents)}</span>
              <span className={styles.stockLine}>
                <Caption1>{t('checkout.stock', { count: p.stock })}</Caption1>
                <StockBadge stock={p.stock} low={p.low_stock} />
              </span>
            </Button>
          ))}
        </div>
      )}
    </section>
  );
});

/** Out (no units) or low (at or under the product's threshold), as staff see it before a sale. */
function StockBadge({ stock, low }: { stock: number; low: number }) {
  const { t } = useTranslation();
  const level = stockLevel(stock, low);
  if (level === 'ok') return null;
  return (
    <Badge appearance="tint" color={level === 'out' ? 'danger' : 'warning'} size="small">
      {t(level === 'out' ? 'checkout.outOfStock' : 'checkout.lowStock')}
    </Badge>
  );
}
