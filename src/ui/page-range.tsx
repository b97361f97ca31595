import { Button, Text } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/**
 * "1–5 of 5" beside a list's pager. It takes its direction from its own words (`dir="auto"`,
 * isolated), so a right-to-left layout does not reorder it into "of 5 5–1".
 */
function PageRange({ text }: { text: string }) {
  return (
    <Text aria-live="polite" dir="auto">
      {text}
    </Text>
  );
}

/**
 * A list's pager, in its footer: "26–50 of 120" and the Previous and Next page buttons, for page
 * `page` (from 1) of `pageSize` rows showing `shown` of `total`; `onPage` gets the page asked for.
 * `capped`: the total is a lower bound (past the server's count cap, "of more than 10,000"): a
 * full page may have more after it, up to the cap (server/resources/crud.ts).
 */
export function Pager({ page, pageSize, shown, total, onPage, capped = false }: { page: number; pageSize: number; shown: number; total: number; onPage: (page: number) => void; capped?: boolean }) {
  const { t, i18n } = useTranslation();
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  const hasNext = (!capped || shown === pageSize) && page * pageSize < total;
  // In the language's digits: "1–100 of more than 10,000" ("10.000" in Spanish).
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <PageRange text={t(capped ? 'resources.rangeMore' : 'resources.range', { from: number.format(from), to: number.format(to), total: number.format(total) })} />
      <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('resources.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
      <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('resources.next')} disabled={!hasNext} onClick={() => onPage(page + 1)} />
    </>
  );
}
