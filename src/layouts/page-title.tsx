import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ title: { display: 'block', marginBottom: tokens.spacingVerticalL } });

/** The page heading; also names the browser tab. */
export function PageTitle({ title }: { title: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <Title2 as="h1" className={styles.title}>
      {title}
    </Title2>
  );
}
