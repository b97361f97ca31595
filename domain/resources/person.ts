import { z } from 'zod';
import { isoDate, optionalLongText, optionalText, type ResourceFormField } from './resource';

export const GENDERS = ['male', 'female', 'other'] as const;

/** What console users and app users tell about themselves (SPEC §3 Console user; an app user has "the profile fields above"). */
export const personDetails = {
  gender: z.union([z.enum(GENDERS), z.literal('')]).default(''),
  birthday: z.union([isoDate(), z.literal('')]).default(''),
  bio: optionalLongText(500),
  address: optionalText(200),
  country: optionalText(60),
  state: optionalText(60),
  city: optionalText(60),
};

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
