/** Fluent's MessageBar: a chunk of its own, loaded by ./notice.tsx's Notice (a form's problem is shown on a problem, not on every first load). */
export { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
