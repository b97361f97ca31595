import { Dialog, DialogBody, DialogSurface, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Input } from '../../ui/field-controls';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { itemPath, visibleItems } from '../../../domain/access/menu';
import { holdsAny } from '../../../domain/access/views';
import { API_PATHS } from '../../../domain/api/paths';
import { is12Hour } from '../../../domain/organization/clock';
import { VIDEO_VIEWS } from '../../../domain/videos/access';
import type { Video } from '../../../domain/videos/video';
import { requestList } from '../../api/client';
import { useSelection } from '../selection';
import { useSessionUser } from '../../session/use-session';

/** At most this many hits per group (SPEC §9). */
export const SEARCH_LIMIT = 5;
const CONTACTS_VIEW = 36;
/** Typing pauses this long before the API is asked for contacts and files. */
const API_DEBOUNCE_MS = 250;

export interface SearchHit {
  id: string;
  label: string;
  to: string;
}
export interface SearchGroup {
  key: 'pages' | 'files' | 'contacts';
  hits: SearchHit[];
}

const useStyles = makeStyles({
  surface: { maxWidth: '560px', padding: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: 0, padding: tokens.spacingHorizontalM },
  groupTitle: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 2px`, color: tokens.colorNeutralForeground3, textTransform: 'uppercase' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  hit: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusMedium, cursor: 'pointer' },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
});

const matches = (text: string, query: string) => text.toLocaleLowerCase().includes(query.toLocaleLowerCase());

/** The search text once typing pauses; the API is asked only from 2 characters on. */
function useApiText(query: string): string {
  const [text, setText] = useState(query.trim());
  useEffect(() => {
    const id = setTimeout(() => setText(query.trim()), API_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [query]);
  return text.length >= 2 ? text : '';
}

/** Contacts of the chosen facility whose name contains the text (view 36). */
function useContactHits(text: string): SearchGroup {
  const { user } = useSessionUser();
  const { facilityId } = useSelection();
  const allowed = holdsAny(user?.views_ids ?? [], [CONTACTS_VIEW]) && facilityId !== null && text !== '';
  const contacts = useQuery({
    queryKey: ['resource', 'contacts', 'search', facilityId, text],
    queryFn: () =>
      requestList<{ id: number; name: string; phone: string }>({
        url: API_PATHS.contacts,
        params: { facility_id: facilityId, filter: JSON.stringify({ name: text }), count: SEARCH_LIMIT },
      }),
    enabled: allowed,
    staleTime: 30_000,
  });
  const hits = allowed ? (contacts.data?.data ?? []).map((c) => ({ id: `contact-${c.id}`, label: c.phone ? `${c.name} · ${c.phone}` : c.name, to: `/views/contact/form/1/${c.id}` })) : [];
  return { key: 'contacts', hits: hits.slice(0, SEARCH_LIMIT) };
}

/** `21 Nov 2026, 18:30` in the facility's zone and clock. */
function startLabel(iso: string, zone: string, twelveHour: boolean, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short', hour12: twelveHour }).format(new Date(iso));
}

/** Files: the chosen facility's videos whose field, booking contact or playback code contains the text (views 1, 5). */
function useFileHits(text: string): SearchGroup {
  const { i18n } = useTranslation();
  const { user } = useSessionUser();
  const { facility } = useSelection();
  const allowed = holdsAny(user?.views_ids ?? [], VIDEO_VIEWS) && facility !== null && text !== '';
  const videos = useQuery({
    queryKey: ['videos', 'search', facility?.id, text],
    queryFn: () => requestList<Video>({ url: API_PATHS.videosPaged, params: { facility_id: facility?.id, search: text, count: SEARCH_LIMIT } }),
    enabled: allowed,
    staleTime: 30_000,
  });
  const hits =
    allowed && facility
      ? (videos.data?.data ?? []).map((v) => ({
          id: `video-${v.id}`,
          label: [v.field_name, startLabel(v.started_at, facility.timezone, is12Hour(facility.time_format), i18n.language), v.contact_name].filter(Boolean).join(' · '),
          to: `/views/video/preview/${v.id}`,
        }))
      : [];
  return { key: 'files', hits: hits.slice(0, SEARCH_LIMIT) };
}

/** Pages the user may open. */
function usePageHits(query: string): SearchGroup[] {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  return useMemo(() => {
    const pages = [
      ...visibleItems(user?.views_ids ?? []).map((i) => ({ id: i.key, label: t(`menu.${i.key}`), to: itemPath(i) })),
      { id: 'welcome', label: t('titles.welcome'), to: '/views/welcome' },
      { id: 'change-password', label: t('titles.changePassword'), to: '/reset-password' },
    ];
    const hits = query.trim() ? pages.filter((p) => matches(p.label, query.trim())) : pages;
    return [{ key: 'pages' as const, hits: hits.slice(0, SEARCH_LIMIT) }];
  }, [query, t, user]);
}

/**
 * The navigation search's dialog (SearchButton's chunk on demand, src/shell/search/search-button.tsx):
 * arrow keys move, Enter opens, Escape closes.
 */
export default function SearchDialog({ open, setOpen, typed }: { open: boolean; setOpen: (open: boolean) => void; typed: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  // What was typed while the dialog's chunk was on its way (SearchButton) is the first search text.
  const [query, setQuery] = useState(typed);
  const [active, setActive] = useState(0);
  const apiText = useApiText(query);
  const fileHits = useFileHits(apiText);
  const contactHits = useContactHits(apiText);
  const groups = [...usePageHits(query), fileHits, contactHits].filter((g) => g.hits.length > 0);
  const flat = groups.flatMap((g) => g.hits);

  useEffect(() => setActive(0), [query]);

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    setOpen(false);
    setQuery('');
    void navigate(hit.to);
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
      <DialogSurface className={styles.surface} aria-label={t('search.open')}>
        <DialogBody className={styles.body}>
          <Input
            autoFocus
            size="large"
            contentBefore={<SearchRegular />}
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            value={query}
            onChange={(_, d) => setQuery(d.value)}
            onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setActive((i) => Math.min(i + 1, flat.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((i) => Math.max(i - 1, 0));
              } else if (e.key === 'Enter') {
                go(flat[active]);
              }
            }}
          />
          {flat.length === 0 && <Text className={styles.empty}>{t('search.nothing')}</Text>}
          {groups.map((g) => (
            <section key={g.key} aria-label={t(`search.groups.${g.key}`)}>
              <Text as="h3" size={200} weight="semibold" block className={styles.groupTitle}>
                {t(`search.groups.${g.key}`)}
              </Text>
              <ul className={styles.list} role="listbox" aria-label={t(`search.groups.${g.key}`)}>
                {g.hits.map((hit) => {
                  const index = flat.indexOf(hit);
                  return (
                    <li
                      key={hit.id}
                      role="option"
                      aria-selected={index === active}
                      className={mergeClasses(styles.hit, index === active && styles.active)}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => go(hit)}
                    >
                      {hit.label}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
