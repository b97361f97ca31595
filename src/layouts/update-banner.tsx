import { useUpdateAvailable } from '../session/use-session';
import { useLoaded } from '../ui/on-demand';

/** The message and its Fluent parts load only when there is an update to announce. */
const loadMessage = () => import('./update-message');

/** The update banner, when the server runs another version of the console. */
export function UpdateBanner() {
  const available = useUpdateAvailable();
  const message = useLoaded(loadMessage, available);
  return available && message ? <message.default /> : null;
}
