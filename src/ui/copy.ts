import { useTranslation } from 'react-i18next';
import { useNotify } from './notify';

/** Copies a text to the clipboard and says so: 'Copied', or 'Can not copy' when the browser refuses. */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useTranslation();
  const notify = useNotify();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(t('menu.copied'), 'success');
    } catch {
      notify(t('menu.cannotCopy'), 'error');
    }
  };
}
