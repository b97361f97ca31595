import { LoadingSpinner } from '../ui/loading-spinner';

/** What a route shows while its layout or screen chunk loads (named: a screen reader says what it is). */
export function Loading() {
  return <LoadingSpinner style={{ marginTop: '30vh' }} />;
}
