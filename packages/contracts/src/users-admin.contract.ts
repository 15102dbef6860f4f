import { z } from 'zod'
import { emailField, flagField, hexColor, idField, requiredText, zeroOrOne } from './common/fields'
import { LOCALES } from './common/locale'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'
import { divisionSchema, positionSchema, teamSchema, USER_KINDS } from './users.contract'

/** The admin's users pages (/admin/organisation, /admin/user/{code}) and the org chart. */
export const USER_STATUSES = ['active', 'inactive', 'all'] as const
export type UserStatus = (typeof USER_STATUSES)[number]
export const USER_SORT_COLUMNS = ['full_name', 'email', 'created_at'] as const
/** How long an invitation link stays usable. */
export const INVITATION_TTL_DAYS = 7

export const adminUserListQuerySchema = paginationQuerySchema.extend({
  sort_by: z.enum(USER_SORT_COLUMNS).default('full_name'),
  /** Matches name or e-mail, ignoring case and Turkish letters (`ayse` finds "Ayşe"). */
  search: z.string().trim().max(100).optional(),
  /** `active` (default): not deactivated; `inactive`: deactivated. */
  status: z.enum(USER_STATUSES).default('active'),
  locale: z.string().max(10).optional(),
})
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>

export const adminUserSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  full_name: z.string(),
  email: z.string(),
  kind: z.enum(USER_KINDS),
  is_admin: zeroOrOne,
  language: z.enum(LOCALES),
  phone: z.string().nullable(),
  profile_picture_full: z.string().nullable(),
  position_id: z.number().int().nullable(),
  position: positionSchema.nullable(),
  division_id: z.number().int().nullable(),
  division: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  team_id: z.number().int().nullable(),
  team: z.object({ id: z.number().int(), name: z.string(), color: z.string().nullable() }).nullable(),
  reports_to: z.number().int().nullable(),
  manager: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  /** Invited and not yet set a password. */
  invitation_pending: z.boolean(),
  /** The person's own annual leave days (null: the company's default) and the days that apply. */
  annual_leave_days: z.number().int().nullable(),
  annual_leave_allowance: z.number().int(),
})
export type AdminUser = z.infer<typeof adminUserSchema>
export const adminUserListResponseSchema = paginatedSchema(adminUserSchema)
export const adminUserResponseSchema = z.object({ user: adminUserSchema, message: z.string() })
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>

/** POST /admin/users/invite: the user gets a mail with a single-use link that sets the password. */
export const inviteUserInputSchema = z.strictObject({
  email: emailField(),
  full_name: requiredText(150),
  kind: z.enum(USER_KINDS).default('AGENCY'),
  position_id: idField().nullish(),
  division_id: idField().nullish(),
  team_id: idField().nullish(),
  reports_to: idField().nullish(),
  is_admin: flagField().default(false),
  language: z.enum(LOCALES).default('tr'),
})
export type InviteUserInput = z.infer<typeof inviteUserInputSchema>

/** The most annual leave days a person can be given. */
export const ANNUAL_LEAVE_DAYS_MAX = 60

/** PUT /users/{id}: any subset; the org chart sends just `reports_to`. */
export const updateUserInputSchema = z
  .strictObject({
    full_name: requiredText(150),
    kind: z.enum(USER_KINDS),
    position_id: idField().nullable(),
    division_id: idField().nullable(),
    team_id: idField().nullable(),
    reports_to: idField().nullable(),
    is_admin: flagField(),
    language: z.enum(LOCALES),
    /** Null returns the person to the company's default. */
    annual_leave_days: z.number().int().min(0).max(ANNUAL_LEAVE_DAYS_MAX).nullable(),
  })
  .partial()
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>
export const updateUserResponseSchema = z.object({ status: z.literal(true), user: adminUserSchema })

/** Divisions and teams (POST /divisions, PUT/DELETE /divisions/{id}; the same for /teams). */
export const divisionInputSchema = z
  .strictObject({
    name: requiredText(100),
    auto_project_ref: flagField().default(false),
    /** Required when auto_project_ref: the `KE` of `KE-2026-0042`. */
    project_ref_prefix: z.string().trim().toUpperCase().max(10).nullish(),
  })
  .superRefine((value, ctx) => {
    const prefix = value.project_ref_prefix
    if (prefix && !/^[A-Z0-9]+$/.test(prefix))
      ctx.addIssue({ code: 'custom', message: 'invalid_ref_prefix', path: ['project_ref_prefix'] })
    if (value.auto_project_ref && !prefix)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['project_ref_prefix'] })
  })
export type DivisionInput = z.infer<typeof divisionInputSchema>
export const divisionWriteResponseSchema = z.object({ message: z.string(), data: divisionSchema })

export const teamInputSchema = z.strictObject({
  name: requiredText(100),
  division_id: idField(),
  color: hexColor(),
})
export type TeamInput = z.infer<typeof teamInputSchema>
export const teamWriteResponseSchema = z.object({ message: z.string(), data: teamSchema })
