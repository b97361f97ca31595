import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/** A password of 6–20 characters (SPEC §5). */
export const passwordSchema = z.string().min(1).min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(50),
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The logged-in user of SPEC §3. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  role_name: z.string(),
  group_id: z.number().int().nullable(),
  facilities_ids: z.array(z.number().int()),
  views_ids: z.array(z.number().int()),
  permissions_ids: z.array(z.number().int()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const loginResponseDataSchema = userProfileSchema.extend({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type LoginResponseData = z.infer<typeof loginResponseDataSchema>;

export const refreshResponseDataSchema = z.object({ access_token: z.string() });

export const logoutRequestSchema = z.object({ refresh_token: z.string().min(1) });

/** New password and its confirmation must match ('passwords do not match'). */
function confirmed<T extends { new_password: string; confirm_password: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.new_password !== value.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'validation.passwordsDoNotMatch' });
  }
}

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string().min(1),
    new_password: passwordSchema,
    confirm_password: z.string().min(1),
  })
  .superRefine(confirmed);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ username: z.string().trim().min(1).max(100) });

export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(1),
    new_password: passwordSchema,
    confirm_password: z.string().min(1),
  })
  .superRefine(confirmed);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Self-registration: a console account with the client role (SPEC §2.1 /register). */
export const registerRequestSchema = z
  .object({
    first_name: z.string().trim().min(1).max(50),
    last_name: z.string().trim().min(1).max(50),
    username: z.string().trim().min(1).max(50).regex(/^[a-zA-Z0-9._-]+$/),
    email: z.email().max(100),
    new_password: passwordSchema,
    confirm_password: z.string().min(1),
  })
  .superRefine(confirmed);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
