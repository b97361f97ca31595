import { Spinner, type SpinnerProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * Fluent's Spinner, named "Loading" / "Cargando" (`app.loading`): a spinner is a progressbar, and one
 * without a name is read as "progress bar" and nothing else (axe aria-progressbar-name). A button's own
 * spinner is ButtonSpinner, unnamed: its name would join the button's.
 */
export function LoadingSpinner(props: Omit<SpinnerProps, 'aria-label'>) {
  const { t } = useTranslation();
  return <Spinner {...props} aria-label={t('app.loading')} />;
}
