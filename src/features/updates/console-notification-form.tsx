import type { ComponentType } from 'react';
import { consoleNotifications } from '../../../domain/resources/console-notifications';
import { loadedComponent } from '../../routing/loaded-component';
import type { Control } from '../../ui/form/use-zod-form';
import { withoutRefs } from '../resources/declarations';
import { formScreen } from '../resources/resource-form-page';

/** The live preview (the Updates menu's card and its HTML sanitizer, 17 KB) is a chunk fetched beside the form: the form is drawn without waiting for it. */
const NotificationPreview = loadedComponent<{ control: Control }>(() => import('./notification-preview').then((m) => ({ default: m.NotificationPreview })), null);

/** `/views/console-notification/form/:id?`: the declared form with a live preview beside it. */
const ConsoleNotificationForm: ComponentType<{ title: string }> = formScreen(withoutRefs(consoleNotifications), { aside: NotificationPreview });
export default ConsoleNotificationForm;
