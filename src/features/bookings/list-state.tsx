import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ApiError } from '../../api/client';
import { LoadingSpinner } from '../../ui/loading-spinner';

const useStyles = makeStyles({ empty: { padding: tokens.spacingVerticalL, display: 'block' } });

/** Under a list's table: a spinner while it loads, the server's message if it failed, `emptyText` when it has no rows. */
export function ListState({ query, rows, emptyText }: { query: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown }; rows: number; emptyText: string }) {
  const styles = useStyles();
  return (
    <>
      {query.isPending && <LoadingSpinner size="small" />}
      {query.isError && (
        <Text role="alert" className={styles.empty}>
          {(query.error as ApiError).text}
        </Text>
      )}
      {query.isSuccess && rows === 0 && (
        <Text role="status" className={styles.empty}>
          {emptyText}
        </Text>
      )}
    </>
  );
}
