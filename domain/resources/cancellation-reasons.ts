import { defineResource } from './resource';

/**
 * Cancellation reasons of an organization (SPEC §3, §4 "Reason lists", view 39). Reports refer to a
 * reason by id, so renaming one changes its name in reports; old ones are deactivated (status I).
 */
export const cancellationReasons = defineResource({
  name: 'cancellation-reasons',
  path: '/cancellation_reason/',
  // Cancelling a booking (schedule 23, reservation 31 and 35) picks one of them.
  alsoReadBy: [23, 31, 35],
  scope: 'group',
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    // The reasons Sideline seeds read in the console's language (options.reasonName); others as they are.
    { field: 'name', label: 'fields.name', sortable: true, kind: 'option', options: 'reasonName' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name'],
});
