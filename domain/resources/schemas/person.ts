import { z } from 'zod';
import { isoDate, optionalLongText, optionalText } from '../field-schemas';
import { GENDERS } from '../person';

/** What console users and app users tell about themselves (SPEC §3 Console user; an app user has "the profile fields above"). */
export const personDetails = () => ({
  gender: z.union([z.enum(GENDERS), z.literal('')]).default(''),
  birthday: z.union([isoDate(), z.literal('')]).default(''),
  bio: optionalLongText(500),
  address: optionalText(200),
  country: optionalText(60),
  state: optionalText(60),
  city: optionalText(60),
});
