/**
 * Sign-in and account schemas, shared by the API and the console's forms. Written with zod/mini
 * (the same engine as zod, tree-shakable) so the login page stays light.
 */
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ONE_LINE_TEXT } from '../fields';

/** A required one-line text (no control characters: domain/fields.ts). */
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.regex(ONE_LINE_TEXT));
const int = () => z.int();

/** A password of 6–20 characters (SPEC §5). */
export const passwordSchema = z.string().check(z.minLength(1), z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

export const loginRequestSchema = z.object({
  username: text(50),
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const profileShape = {
  id: int(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.nullable(z.string()),
  role: z.string(),
  role_name: z.string(),
  group_id: z.nullable(int()),
  facilities_ids: z.array(int()),
  views_ids: z.array(int()),
  permissions_ids: z.array(int()),
};

/** The logged-in user of SPEC §3. */
export const userProfileSchema = z.object(profileShape);
export type UserProfile = z.infer<typeof userProfileSchema>;

export const loginResponseDataSchema = z.object({ ...profileShape, access_token: z.string(), refresh_token: z.string() });
export type LoginResponseData = z.infer<typeof loginResponseDataSchema>;

/** A refresh replaces both tokens (SPEC §7): the refresh token it was given is used up. */
export const refreshResponseDataSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type RefreshResponseData = z.infer<typeof refreshResponseDataSchema>;

export const logoutRequestSchema = z.object({ refresh_token: z.string().check(z.minLength(1)) });

/** New password and its confirmation must match ('passwords do not match'). */
const confirmed = z.refine<{ new_password: string; confirm_password: string }>((v) => v.new_password === v.confirm_password, {
  path: ['confirm_password'],
  message: 'validation.passwordsDoNotMatch',
});

const required = () => z.string().check(z.minLength(1));

export const changePasswordRequestSchema = z.object({ current_password: required(), new_password: passwordSchema, confirm_password: required() }).check(confirmed);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ username: text(100) });

export const resetPasswordRequestSchema = z.object({ token: required(), new_password: passwordSchema, confirm_password: required() }).check(confirmed);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Self-registration: a console account with the client role (SPEC §2.1 /register). */
export const registerRequestSchema = z
  .object({
    first_name: text(50),
    last_name: text(50),
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(50), z.regex(/^[a-zA-Z0-9._-]+$/)),
    email: z.string().check(z.trim(), z.maxLength(100), z.email()),
    new_password: passwordSchema,
    confirm_password: required(),
  })
  .check(confirmed);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
