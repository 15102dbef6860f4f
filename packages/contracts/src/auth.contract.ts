import { z } from 'zod'
import { emailField, passwordField, requiredText } from './common/fields'
import { LOCALES } from './common/locale'
import { positionSchema, USER_KINDS } from './users.contract'

export const LOGIN_MAX_ATTEMPTS = 5
export const LOGIN_WINDOW_MINUTES = 15
export const PASSWORD_RESET_TTL_MINUTES = 60
/** A sign-up's confirmation link is valid this long; the company exists only once it is opened. */
export const SIGNUP_CONFIRMATION_TTL_HOURS = 24
export const PROFILE_PICTURE_SIZE = 300
export const PROFILE_PICTURE_MAX_MB = 2

export const loginInputSchema = z.strictObject({
  email: emailField(),
  password: z.string().min(1).max(128),
  remember: z.boolean().optional(),
})
export type LoginInput = z.infer<typeof loginInputSchema>

export const meSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  event_company_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  kind: z.enum(USER_KINDS),
  is_admin: z.union([z.literal(0), z.literal(1)]),
  language: z.enum(LOCALES),
  position: positionSchema.nullable(),
  division_id: z.number().int().nullable(),
  team_id: z.number().int().nullable(),
  reports_to: z.number().int().nullable(),
  profile_picture_full: z.string().nullable(),
  unread_notifications_count: z.number().int(),
  memberships: z.array(z.object({ name: z.string() })),
  calendars: z.array(z.object({ platform: z.string() })),
})
export type Me = z.infer<typeof meSchema>

export const loginResponseSchema = z.object({ token: z.string(), user: meSchema })
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const forgotPasswordInputSchema = z.strictObject({ email: emailField() })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>

const withConfirmation = <T extends { password: string; password_confirmation: string }>(value: T) =>
  value.password === value.password_confirmation

export const resetPasswordInputSchema = z
  .strictObject({
    token: z.string().min(1).max(200),
    email: emailField(),
    password: passwordField(),
    password_confirmation: z.string().min(1).max(128),
  })
  .refine(withConfirmation, { message: 'passwords_mismatch', path: ['password_confirmation'] })
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>

export const registerInputSchema = z
  .strictObject({
    company_name: requiredText(150),
    full_name: requiredText(150),
    email: emailField(),
    password: passwordField(),
    password_confirmation: z.string().min(1).max(128),
    language: z.enum(LOCALES).optional(),
  })
  .refine(withConfirmation, { message: 'passwords_mismatch', path: ['password_confirmation'] })
export type RegisterInput = z.infer<typeof registerInputSchema>

/** The secret of the confirmation link a sign-up e-mails (`/register/confirm/{token}`). */
export const confirmRegistrationInputSchema = z.strictObject({ token: z.string().min(1).max(200) })
export type ConfirmRegistrationInput = z.infer<typeof confirmRegistrationInputSchema>

export const updateProfileInputSchema = z.strictObject({
  full_name: requiredText(150),
  language: z.enum(LOCALES),
})
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>

export const changePasswordInputSchema = z
  .strictObject({
    current_password: z.string().min(1).max(128),
    password: passwordField(),
    password_confirmation: z.string().min(1).max(128),
  })
  .refine(withConfirmation, { message: 'passwords_mismatch', path: ['password_confirmation'] })
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>

/** The cropped 300x300 square, as the avatar widget hands it over: a data URL. */
export const profilePictureInputSchema = z.strictObject({
  image: z
    .string()
    .min(1)
    .max(Math.ceil(PROFILE_PICTURE_MAX_MB * 1024 * 1024 * 1.37) + 64),
})
export type ProfilePictureInput = z.infer<typeof profilePictureInputSchema>

export const meResponseSchema = z.object({ user: meSchema, message: z.string() })
