import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SearchInput } from '../../ui/search-input';
import { Notice } from '../../ui/notice';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '../../ui/table';
import { Field, Input, Select, Textarea } from '../../ui/field-controls';
import { Skeleton, SkeletonItem } from '../../ui/skeleton';
import { ArrowLeftRegular, SaveRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { instantLabel } from '../../../domain/time/local';
import type { StockRow } from '../../../domain/inventory/api';
import {
  ADJUSTMENT_KINDS,
  ADJUSTMENT_REASONS,
  changedLines,
  countRefusal,
  emptySheetRefusal,
  difference,
  inventoryRefusalKey,
  lineCost,
  receiptRefusal,
  type AdjustmentKind,
  type CountLine,
} from '../../../domain/inventory/rules';
import { is12Hour } from '../../../domain/organization/clock';
import { toApiError } from '../../api/client';
import { inventoryKey, saveAdjustment, uploadAttachment, useAdjustment, useStockSheet } from '../../api/inventory';
import { PageTitle } from '../../layouts/page-title';
import { FacilityNotice } from '../../shell/facility-notice';
import { useSelection } from '../../shell/selection';
import { useNotify } from '../../ui/notify';
import { money } from '../bookings/money';
import { Panel } from '../../ui/panel';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBottom: tokens.spacingVerticalM },
  grow: { flexGrow: 1, minWidth: '220px' },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '760px' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  counted: { width: '110px' },
  footer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  changed: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  gap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** `/views/inventory/form/:id?` (view 29): a new count, or an adjustment read back. */
export default function InventoryFormPage({ title }: { title: string }) {
  const { id } = useParams();
  const { t } = useTranslation();
  const { facility, loadingFacilities } = useSelection();
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <>
      <PageTitle title={t(title)} />
      {!facility ? (
        loadingFacilities ? (
          <Skeleton aria-label={t('app.loading')}>
            <SkeletonItem />
          </Skeleton>
        ) : (
          <FacilityNotice />
        )
      ) : numeric !== null ? (
        <AdjustmentView id={numeric} />
      ) : (
        <CountSheet key={facility.id} facilityId={facility.id} currency={facility.currency} />
      )}
    </>
  );
}

/**
 * The count sheet: every active product with its system stock; a counted figure, then a reason,
 * on each line that changed. Search (or a scanned code and Enter, which jumps to that product)
 * and a category narrow the lines shown; what was typed stays. The rules are domain/inventory's,
 * asked before sending; the server asks them again.
 */
function CountSheet({ facilityId, currency }: { facilityId: number; currency: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sheet = useStockSheet(facilityId);
  const rows = useMemo(() => sheet.data?.data ?? [], [sheet.data]);
  const [counted, setCounted] = useState<Record<number, string>>({});
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [observation, setObservation] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A count (counted stock, a reason per changed line) or a receipt of goods (units received).
  const [kind, setKind] = useState<AdjustmentKind>('count');
  const receiving = kind === 'receipt';

  const categories = useMemo(() => [...new Map(rows.map((r) => [r.category_id, r.category_name])).entries()], [rows]);
  const needle = search.trim().toLowerCase();
  const shown = rows.filter((r) => (category === '' || String(r.category_id) === category) && (needle === '' || r.name.toLowerCase().includes(needle) || r.code.toLowerCase().includes(needle)));
  const countedOf = (r: StockRow): number | null => {
    const text = (counted[r.id] ?? '').trim();
    if (text === '') return null;
    const value = Number(text);
    return Number.isFinite(value) ? value : Number.NaN;
  };
  /** A receipt's units read as the stock they lead to: the same difference and cost as a count. */
  const lines: (CountLine & { row: StockRow })[] = rows.map((r) => {
    const typed = countedOf(r);
    return { productId: r.id, systemStock: r.stock, counted: receiving && typed !== null ? r.stock + typed : typed, reason: reasons[r.id] || null, row: r };
  });
  const changed = changedLines(lines.filter((l) => l.counted === null || Number.isFinite(l.counted)));
  const totalCost = changed.reduce((sum, l) => sum + lineCost(difference(l), l.row.cost_cents), 0);

  /** Enter in the search box: the product with that code (or the only one found) gets the cursor in its counted box. */
  const jump = () => {
    const code = search.trim().toLowerCase();
    if (!code) return;
    const match = rows.find((r) => r.code.toLowerCase() === code) ?? (shown.length === 1 ? shown[0] : undefined);
    if (!match) {
      notify(t('inventory.sheet.noCode', { code: search.trim() }), 'warning');
      return;
    }
    setSearch('');
    setCategory('');
    requestAnimationFrame(() => document.getElementById(`counted-${match.id}`)?.focus());
  };

  const save = async () => {
    const empty = emptySheetRefusal(lines.length);
    if (empty) return setProblem(t(inventoryRefusalKey(empty)));
    const typed = lines.filter((l) => l.counted !== null);
    if (typed.some((l) => Number.isNaN(l.counted))) return setProblem(t(inventoryRefusalKey(receiving ? 'quantity_not_positive' : 'counted_not_whole')));
    const refusal = receiving ? receiptRefusal(typed.map((l) => ({ productId: l.productId, quantity: l.counted! - l.systemStock }))) : countRefusal(typed);
    if (refusal) return setProblem(t(inventoryRefusalKey(refusal)));
    setProblem(null);
    setSaving(true);
    try {
      const saved = await saveAdjustment({
        facility_id: facilityId,
        kind,
        observation,
        lines: receiving ? typed.map((l) => ({ product_id: l.productId, quantity: l.counted! - l.systemStock })) : changed.map((l) => ({ product_id: l.productId, counted: l.counted!, reason: l.reason })),
      });
      if (file) await uploadAttachment(saved.id, file).catch((e: unknown) => notify(t('inventory.sheet.attachmentFailed', { message: toApiError(e).text }), 'error'));
      await queryClient.invalidateQueries({ queryKey: inventoryKey });
      notify(t('inventory.sheet.saved'), 'success');
      void navigate('/views/inventory/list');
    } catch (e) {
      setProblem(toApiError(e).text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel>
      <div className={styles.toolbar} role="search" aria-label={t('inventory.sheet.title')}>
        <Field className={styles.grow} label={t('inventory.sheet.search')} hint={t('inventory.sheet.searchHint')}>
          <SearchInput
            value={search}
            onValue={setSearch}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                jump();
              }
            }}
          />
        </Field>
        <Field label={t('inventory.list.kind')}>
          <Select
            value={kind}
            onChange={(_, d) => {
              // What was typed meant counted stock or units received: a new kind starts a clean sheet.
              setKind(d.value as AdjustmentKind);
              setCounted({});
              setReasons({});
              setProblem(null);
            }}
          >
            {ADJUSTMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`inventory.kinds.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('inventory.sheet.category')}>
          <Select value={category} onChange={(_, d) => setCategory(d.value)}>
            <option value="">{t('inventory.sheet.allCategories')}</option>
            {categories.map(([id, name]) => (
              <option key={id} value={String(id)}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {sheet.isPending ? (
        <Skeleton aria-label={t('app.loading')}>
          <SkeletonItem />
          <SkeletonItem />
        </Skeleton>
      ) : shown.length === 0 ? (
        <Text>{t('inventory.sheet.empty')}</Text>
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} aria-label={t('inventory.sheet.title')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('inventory.sheet.product')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('inventory.sheet.system')}</TableHeaderCell>
                <TableHeaderCell>{t(receiving ? 'inventory.sheet.received' : 'inventory.sheet.counted')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('inventory.sheet.difference')}</TableHeaderCell>
                <TableHeaderCell>{t('inventory.sheet.reason')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('inventory.sheet.cost')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((r) => {
                const value = countedOf(r);
                const diff = value === null || Number.isNaN(value) ? 0 : receiving ? value : value - r.stock;
                return (
                  <TableRow key={r.id} className={diff !== 0 ? styles.changed : undefined} data-product={r.name}>
                    <TableCell>
                      <Text weight="semibold">{r.name}</Text>
                      {r.code && <Text size={200}> · {r.code}</Text>}
                    </TableCell>
                    <TableCell className={styles.number}>{r.stock}</TableCell>
                    <TableCell>
                      <Input
                        id={`counted-${r.id}`}
                        className={styles.counted}
                        type="number"
                        inputMode="numeric"
                        min={receiving ? 1 : 0}
                        aria-label={t(receiving ? 'inventory.sheet.received' : 'inventory.sheet.counted') + ': ' + r.name}
                        value={counted[r.id] ?? ''}
                        onChange={(_, d) => setCounted((c) => ({ ...c, [r.id]: d.value }))}
                      />
                    </TableCell>
                    <TableCell className={styles.number}>{diff > 0 ? `+${diff}` : diff}</TableCell>
                    <TableCell>
                      <Select
                        aria-label={t('inventory.sheet.reason') + ': ' + r.name}
                        value={receiving ? '' : (reasons[r.id] ?? '')}
                        disabled={diff === 0 || receiving}
                        onChange={(_, d) => setReasons((c) => ({ ...c, [r.id]: d.value }))}
                      >
                        <option value="">{t('inventory.sheet.chooseReason')}</option>
                        {ADJUSTMENT_REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            {t(`inventory.reasons.${reason}`)}
                          </option>
                        ))}
                      </Select>
                    </TableCell>
                    <TableCell className={styles.number}>{diff === 0 ? '' : money(lineCost(diff, r.cost_cents), currency)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      <div className={styles.footer}>
        <Field label={t('inventory.sheet.observation')}>
          <Textarea value={observation} maxLength={500} onChange={(_, d) => setObservation(d.value)} />
        </Field>
        <Field label={t('inventory.sheet.attachment')}>
          <input type="file" aria-label={t('inventory.sheet.attachment')} accept="image/png,image/jpeg,image/webp,image/gif,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        {problem && (
          <Notice intent="warning" role="alert">
            {problem}
          </Notice>
        )}
        <div className={styles.actions}>
          <Button appearance="primary" icon={<SaveRegular />} disabled={saving || sheet.isPending} onClick={() => void save()}>
            {t('inventory.sheet.save')}
          </Button>
          <Text>{t('inventory.sheet.changed', { count: changed.length })}</Text>
          <Text>
            {t('inventory.sheet.total')}: {money(totalCost, currency)}
          </Text>
        </div>
      </div>
    </Panel>
  );
}

/** An adjustment read back: who, when, cost, observation, attachment and its lines. */
function AdjustmentView({ id }: { id: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { facility } = useSelection();
  const adjustment = useAdjustment(id);
  const a = adjustment.data;
  if (adjustment.isError) {
    return <Notice intent="error">{toApiError(adjustment.error).text}</Notice>;
  }
  if (!a) {
    return (
      <Skeleton aria-label={t('app.loading')}>
        <SkeletonItem />
      </Skeleton>
    );
  }
  const zone = facility?.timezone ?? 'UTC';
  return (
    <Panel>
      <div className={styles.gap}>
        <div className={styles.actions}>
          <Button icon={<ArrowLeftRegular />} onClick={() => void navigate('/views/inventory/list')}>
            {t('inventory.detail.back')}
          </Button>
          <Text weight="semibold" size={500}>
            {t('inventory.detail.title', { id: a.id })}
          </Text>
        </div>
        <Text>
          {t(`inventory.kinds.${a.kind}`)} · {instantLabel(a.created_at, zone, is12Hour(facility?.time_format ?? ''), i18n.language)} · {a.creator ?? ''} · {t('inventory.list.cost')}:{' '}
          {money(a.cost_cents, a.currency)}
        </Text>
        <Text>{a.observation || t('inventory.detail.noObservation')}</Text>
        {a.attachment && (
          <Link href={a.attachment} target="_blank" rel="noreferrer">
            {t('inventory.detail.attachment')}
          </Link>
        )}
        <div className={styles.scroll}>
          <Table className={styles.table} aria-label={t('inventory.detail.title', { id: a.id })} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('inventory.sheet.product')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('inventory.sheet.system')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('inventory.sheet.counted')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('inventory.sheet.difference')}</TableHeaderCell>
                <TableHeaderCell>{t('inventory.sheet.reason')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('inventory.sheet.cost')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {a.lines.map((l) => (
                <TableRow key={l.product_id}>
                  <TableCell>{l.product_name}</TableCell>
                  <TableCell className={styles.number}>{l.system_stock}</TableCell>
                  <TableCell className={styles.number}>{l.counted_stock}</TableCell>
                  <TableCell className={styles.number}>{l.difference > 0 ? `+${l.difference}` : l.difference}</TableCell>
                  <TableCell>{l.reason ? t(`inventory.reasons.${l.reason}`) : ''}</TableCell>
                  <TableCell className={styles.number}>{money(l.cost_cents, a.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </div>
    </Panel>
  );
}
