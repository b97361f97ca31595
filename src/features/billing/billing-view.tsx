import { paymentMethods } from '../../../domain/resources/payment-methods';
import { withoutRefs } from '../resources/declarations';
import { SettingsView, type BespokeTab } from '../resources/settings-view';
import { StatementsTab } from './statements-tab';

/** The statements (view 3) as a tab of the billing history, beside the saved payment methods (view 4). */
const STATEMENTS_TAB: BespokeTab = { area: 'statements', title: 'billing.statements', view: 3, Component: StatementsTab };

/** `/views/billing/view` (views 3 and 4): the organization's statements and its payment methods. */
export default function BillingView({ title }: { title: string }) {
  return <SettingsView title={title} resources={[withoutRefs(paymentMethods)]} bespoke={[STATEMENTS_TAB]} />;
}
