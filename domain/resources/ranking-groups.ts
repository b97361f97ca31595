import { defineResource } from './resource';

/**
 * Ranking groups of the platform (view 40): players of a sport rated within [min_rating, max_rating].
 * SPEC §2.3: "the form shares the sport form path". It is `/views/sport/form/:id??type=ranking-group`:
 * the route's path stays the spec's (`/views/sport/form/:id?`, views 11 and 40) and the query says
 * which form it is, so a ranking group's id never clashes with a sport's. min < max is checked by the
 * server (WRITE_HOOKS), its message on max_rating.
 */
export const rankingGroups = defineResource({
  name: 'ranking-groups',
  path: '/ranking_group/',
  scope: 'platform',
  refs: { sport_id: 'sports' },
  sample: { min_rating: 1000, max_rating: 1500 },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'sport_id', label: 'fields.sport_id', kind: 'reference', required: true },
    { field: 'description', label: 'fields.description', kind: 'textarea' },
    { field: 'min_rating', label: 'fields.min_rating', kind: 'number', required: true, initial: 0 },
    { field: 'max_rating', label: 'fields.max_rating', kind: 'number', required: true, initial: 3000 },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'sport_id', label: 'fields.sport_id', sortable: true, kind: 'reference' },
    { field: 'min_rating', label: 'fields.min_rating', sortable: true, kind: 'number' },
    { field: 'max_rating', label: 'fields.max_rating', sortable: true, kind: 'number' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'sport_id', 'status'],
});
