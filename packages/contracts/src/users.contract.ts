import { z } from 'zod'
import { zeroOrOne } from './common/fields'

export const POSITION_SCOPES = ['AGENCY', 'DIVISION', 'TEAM', 'USER'] as const
export type PositionScope = (typeof POSITION_SCOPES)[number]
export const USER_KINDS = ['AGENCY', 'CLIENT'] as const
export type UserKind = (typeof USER_KINDS)[number]

export const positionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The English name; null: `name` is shown in English too. */
  name_en: z.string().nullable(),
  scope: z.enum(POSITION_SCOPES),
  scope_text: z.string(),
})
export type Position = z.infer<typeof positionSchema>

export const teamSchema = z.object({
  id: z.number().int(),
  division_id: z.number().int().nullable(),
  name: z.string(),
  color: z.string().nullable(),
})
export type Team = z.infer<typeof teamSchema>

export const divisionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  auto_project_ref: zeroOrOne,
  project_ref_prefix: z.string().nullable(),
})
export type Division = z.infer<typeof divisionSchema>

/** One row of GET /users: what the startup load keeps for pickers, avatars and the org chart. */
export const userListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  full_name: z.string(),
  email: z.string(),
  kind: z.enum(USER_KINDS),
  profile_picture_full: z.string().nullable(),
  reports_to: z.number().int().nullable(),
  division_id: z.number().int().nullable(),
  team_id: z.number().int().nullable(),
  team: z.object({ id: z.number().int(), name: z.string(), color: z.string().nullable() }).nullable(),
  position: positionSchema.nullable(),
  deleted_at: z.string().nullable(),
})
export type UserListItem = z.infer<typeof userListItemSchema>
export const userListResponseSchema = z.array(userListItemSchema)
export const teamListResponseSchema = z.array(teamSchema)
export const divisionListResponseSchema = z.array(divisionSchema)

/** The authority level's label (admin "Positions" page, `scope_text`). */
export const POSITION_SCOPE_TEXT = {
  tr: { AGENCY: 'Tüm ajans', DIVISION: 'Departman', TEAM: 'Takım', USER: 'Kişisel' },
  en: { AGENCY: 'Whole agency', DIVISION: 'Division', TEAM: 'Team', USER: 'Personal' },
} as const satisfies Record<'tr' | 'en', Record<PositionScope, string>>
