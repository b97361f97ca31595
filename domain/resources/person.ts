import type { ResourceFormField } from './resource';

export const GENDERS = ['male', 'female', 'other'] as const;

/** Their inputs: gender and birthday, then (`personAboutForm`) the bio and where they live. */
export const personBirthForm: readonly ResourceFormField[] = [
  { field: 'gender', label: 'fields.gender', kind: 'select', values: GENDERS },
  { field: 'birthday', label: 'fields.birthday', kind: 'date' },
];
export const personAboutForm: readonly ResourceFormField[] = [
  { field: 'bio', label: 'fields.bio', kind: 'textarea' },
  { field: 'address', label: 'fields.address', kind: 'text' },
  { field: 'country', label: 'fields.country', kind: 'text' },
  { field: 'state', label: 'fields.state', kind: 'text' },
  { field: 'city', label: 'fields.city', kind: 'text' },
];
