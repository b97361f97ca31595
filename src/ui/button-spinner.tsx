import { Spinner } from '@fluentui/react-components';

/** The tiny spinner of a button at work, a chunk of its own: the sign-in page loads it as the user types, not with its first paint. */
export default function ButtonSpinner() {
  return <Spinner size="tiny" />;
}
