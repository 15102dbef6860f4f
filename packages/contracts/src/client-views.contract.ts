import { z } from 'zod'
import { paginatedSchema } from './common/pagination'
import { projectTypeSchema } from './definitions.contract'
import { eventCompanySchema } from './event-companies.contract'
import { homeTodaySchema } from './home.contract'
import { projectListItemSchema, projectSchema } from './projects.contract'
import { userListItemSchema } from './users.contract'

/**
 * What a CLIENT-kind user (a client-side requester, decisions.md 1) is answered: the field allow-list of
 * every call they may make (docs/decisions/0017-client-users.md). Each schema picks the client-safe keys of
 * the full answer; anything not picked (internal notes, calls, the timeline, fees, profit target, lead
 * value, staff e-mails and reporting lines, company settings, credit cards) never reaches them.
 */

/** The keys of a project row a CLIENT user sees: its facts, its client, its responsible's name and picture. */
const CLIENT_PROJECT_ROW = {
  id: true,
  code: true,
  name: true,
  project_ref: true,
  stage: true,
  current_status: true,
  current_status_group: true,
  starts_at: true,
  ends_at: true,
  client: true,
  responsible: true,
  city: true,
  country: true,
  project_type: true,
  expected_attendee_count: true,
  updated_at: true,
  created_at: true,
} as const

/** A row of GET /projects. */
export const clientProjectListItemSchema = projectListItemSchema.pick(CLIENT_PROJECT_ROW)
export type ClientProjectListItem = z.infer<typeof clientProjectListItemSchema>
export const clientProjectListResponseSchema = z.union([
  paginatedSchema(clientProjectListItemSchema),
  z.array(clientProjectListItemSchema),
])

/** GET /project/{code}: the list row plus the event's format, languages, currency and contacts. */
export const clientProjectSchema = projectSchema.pick({
  ...CLIENT_PROJECT_ROW,
  format: true,
  languages: true,
  currency: true,
  contacts: true,
  creator: true,
  can_edit: true,
  can_delete: true,
})
export type ClientProject = z.infer<typeof clientProjectSchema>
export const clientProjectResponseSchema = z.object({ data: clientProjectSchema })
/** POST /projects (the simple project form). */
export const clientProjectWriteResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: clientProjectSchema,
})

/** GET /users: the people on their projects, a name and a picture each. */
export const clientUserSchema = userListItemSchema.pick({
  id: true,
  full_name: true,
  profile_picture_full: true,
})
export type ClientUser = z.infer<typeof clientUserSchema>

/**
 * GET /event-companies/{id}: what the app needs to run for them: the name and logos, languages and
 * currencies, time zone, and the stage names the project badge shows.
 */
export const clientEventCompanySchema = eventCompanySchema.pick({
  id: true,
  code: true,
  name: true,
  app_name: true,
  timezone: true,
  currency: true,
  language: true,
  currencies: true,
  languages: true,
  logo: true,
  square_logo: true,
  bizdev_stages: true,
})
export type ClientEventCompany = z.infer<typeof clientEventCompanySchema>

/** GET /definition/project-types: the types linked to their division (the simple project form's choice). */
export const clientProjectTypeSchema = projectTypeSchema.pick({
  id: true,
  name: true,
  name_en: true,
  divisions: true,
})
export type ClientProjectType = z.infer<typeof clientProjectTypeSchema>

/** GET /home/today: their day and their projects; none of the agency's sections (tasks, approvals...). */
export const clientHomeTodaySchema = homeTodaySchema.pick({
  date: true,
  time_zone: true,
  week: true,
  projects: true,
})
export type ClientHomeToday = z.infer<typeof clientHomeTodaySchema>
/** Full first: a full answer never falls into the client shape. */
export const homeTodayResponseSchema = z.union([homeTodaySchema, clientHomeTodaySchema])
