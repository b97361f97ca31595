import { Button, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeContent: 'center', justifyItems: 'center', gap: tokens.spacingVerticalL, textAlign: 'center', padding: tokens.spacingHorizontalXL },
});

/** A blank-layout page with a title, a line of text and a way back home. */
export function MessagePage({ title, text }: { title: string; text: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Title1 as="h1">{title}</Title1>
      <Text>{text}</Text>
      <Link to="/">
        <Button appearance="primary">{t('pages.backHome')}</Button>
      </Link>
    </main>
  );
}
