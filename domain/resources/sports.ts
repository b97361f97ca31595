import { defineResource } from './resource';

/** Sports of the platform with their rating parameters (SPEC §3 Sport, view 11). */
export const sports = defineResource({
  name: 'sports',
  path: '/sport/',
  scope: 'platform',
  image: { field: 'logo', upload: 'upload_logo/' },
  form: [
    { field: 'name', label: 'fields.name', kind: 'text', required: true },
    { field: 'description', label: 'fields.description', kind: 'textarea' },
    { field: 'playing_time', label: 'fields.playing_time', kind: 'number', required: true, initial: 90 },
    { field: 'additional_players', label: 'fields.additional_players', kind: 'number', initial: 0 },
    { field: 'max_score_difference', label: 'fields.max_score_difference', kind: 'number', initial: 10 },
    { field: 'score_k_factor', label: 'fields.score_k_factor', kind: 'number', initial: 1 },
    { field: 'base_k_factor', label: 'fields.base_k_factor', kind: 'number', initial: 32 },
    { field: 'denominator_factor', label: 'fields.denominator_factor', kind: 'number', initial: 400 },
    { field: 'normalization_base', label: 'fields.normalization_base', kind: 'number', initial: 1500 },
    { field: 'normalization_cap', label: 'fields.normalization_cap', kind: 'number', initial: 3000 },
    { field: 'matches_played_factor', label: 'fields.matches_played_factor', kind: 'number', initial: 1 },
    { field: 'base_decay_rate', label: 'fields.base_decay_rate', kind: 'number', initial: 0.01 },
    { field: 'decay_rate_factor', label: 'fields.decay_rate_factor', kind: 'number', initial: 1 },
    { field: 'decay_rate_period', label: 'fields.decay_rate_period', kind: 'number', initial: 30 },
    { field: 'status', label: 'fields.status', kind: 'status' },
  ],
  columns: [
    { field: 'logo', label: 'fields.logo', sortable: false, kind: 'image' },
    { field: 'name', label: 'fields.name', sortable: true, kind: 'text' },
    { field: 'playing_time', label: 'fields.playing_time', sortable: true, kind: 'number' },
    { field: 'base_k_factor', label: 'fields.base_k_factor', sortable: true, kind: 'number' },
    { field: 'status', label: 'fields.status', sortable: true, kind: 'status' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: ['name', 'status'],
});
