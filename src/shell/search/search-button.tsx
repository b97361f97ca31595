import { Button, Tooltip } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaded } from '../../ui/on-demand';

/**
 * The search dialog (Fluent's Dialog, its input, the hits' queries) is not in the shell's first
 * load: hovering, focusing or pressing the button fetches it, and it opens as soon as it is there.
 */
const loadDialog = () => import('./search-dialog');
const preload = () => void loadDialog();

/** The top bar's navigation search: the button, and Ctrl/Cmd+K anywhere. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = useLoaded(loadDialog, open);

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
      <Tooltip content={t('search.shortcut')} relationship="description">
        <Button appearance="subtle" icon={<SearchRegular />} aria-label={t('search.open')} onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)} />
      </Tooltip>
      {dialog && <dialog.default open={open} setOpen={setOpen} />}
    </>
  );
}
