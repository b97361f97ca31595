import { Button } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaded } from '../../ui/on-demand';
import styles from './search-button.module.css';
import { OnDemandTooltip } from '../../ui/on-demand-tooltip';
import { useModalKeeper } from '../../ui/on-demand-dialogs';

/** The dialog, its hits and their API calls: a chunk of its own, loaded when first opened (or the button hovered). */
const loadDialog = () => import('./search-dialog');

/** Navigation search, opened with Ctrl/Cmd+K or the top bar's button. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = useLoaded(loadDialog, open);
  useModalKeeper(open);
  // What is typed between opening and the dialog's first arrival (a focused input, IME included) becomes its search text.
  const typed = useRef('');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <OnDemandTooltip content={t('search.shortcut')} relationship="description">
        <Button appearance="subtle" icon={<SearchRegular />} aria-label={t('search.open')} onClick={() => setOpen(true)} onPointerEnter={() => void loadDialog()} />
      </OnDemandTooltip>
      {open && !dialog && (
        <input className={styles.catcher} aria-label={t('search.placeholder')} autoFocus onChange={(e) => (typed.current = e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)} />
      )}
      {dialog && <dialog.default open={open} setOpen={setOpen} typed={typed.current} />}
    </>
  );
}
