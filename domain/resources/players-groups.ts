import { defineResource } from './resource';

export const PLAYERS_GROUP_TYPES = ['team', 'club', 'academy', 'league'] as const;
export const VISIBILITIES = ['private', 'public'] as const;

/** Players groups of a facility (SPEC §3 Players group, view 25): captain and co-captain with their phone and e-mail, type, visibility, and its members (contacts of the facility, issue 20). */
export const playersGroups = defineResource({
  name: 'players-groups',
  path: '/circle/',
  scope: 'facility',
  links: { members_ids: 'contacts' },
  computed: ['members_count', 'members'],
  sample: { captain_name: 'Lucía Gómez', captain_phone: '+34 611 111 111' },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'type', label: 'fields.type', kind: 'select', values: PLAYERS_GROUP_TYPES, options: 'playersGroupType', required: true },
    { field: 'visibility', label: 'fields.visibility', kind: 'select', values: VISIBILITIES, required: true },
    { field: 'captain_name', label: 'fields.captain_name', kind: 'text', required: true },
    { field: 'captain_phone', label: 'fields.captain_phone', kind: 'phone' },
    { field: 'captain_email', label: 'fields.captain_email', kind: 'email' },
    { field: 'co_captain_name', label: 'fields.co_captain_name', kind: 'text' },
    { field: 'co_captain_phone', label: 'fields.co_captain_phone', kind: 'phone' },
    { field: 'co_captain_email', label: 'fields.co_captain_email', kind: 'email' },
    { field: 'members_ids', label: 'fields.members_ids', kind: 'references' },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'type', label: 'fields.type', sortable: true, kind: 'option', options: 'playersGroupType' },
    { field: 'visibility', label: 'fields.visibility', sortable: true, kind: 'option' },
    { field: 'captain_name', label: 'fields.captain_name', sortable: true, kind: 'text' },
    { field: 'members_count', label: 'fields.members_count', sortable: false, kind: 'number' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'type', 'visibility'],
});
