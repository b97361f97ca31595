import { Button, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeContent: 'center', justifyItems: 'center', gap: tokens.spacingVerticalL, textAlign: 'center' },
});

/** `/error-404`: 'Page Not Found'. */
export default function NotFoundPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Title1 as="h1">{t('pages.notFound')}</Title1>
      <Text>{t('pages.notFoundText')}</Text>
      <Link to="/">
        <Button appearance="primary">{t('pages.backHome')}</Button>
      </Link>
    </main>
  );
}
