import { z } from 'zod'
import { flagField, idField, idParam, isoMoment, optionalMultilineText, requiredText } from './common/fields'
import { paginatedSchema } from './common/pagination'
import { scopeValueSchema } from './scope-options'

/**
 * The to-do list (staff-app.md "Task", issue 8): `list` my open tasks, `assigned` the open tasks I created
 * for others, `team` the open tasks of my scope's people, `all` everything in my scope, `completed` the
 * completed ones within my scope.
 */
export const TASK_LIST_TYPES = ['list', 'assigned', 'team', 'all', 'completed'] as const
export type TaskListType = (typeof TASK_LIST_TYPES)[number]

export const TASK_TITLE_MAX = 255
export const TASK_DESCRIPTION_MAX = 500
export const TASK_SECTION_TITLE_MAX = 300
export const TASK_LABEL_NAME_MAX = 60
/** staff-app.md section 9: a task's project link shows the project's name cut to 25 characters. */
export const TASK_PROJECT_SHORT_NAME_MAX = 25
/** 0 none, 1 low, 2 medium, 3 high. */
export const TASK_PRIORITIES = [0, 1, 2, 3] as const
export type TaskPriority = (typeof TASK_PRIORITIES)[number]
export const TASK_LABEL_COLORS = [
  'blue',
  'green',
  'red',
  'orange',
  'yellow',
  'violet',
  'grape',
  'gray',
] as const
export const TASK_PER_PAGE_DEFAULT = 50
export const TASK_PER_PAGE_MAX = 200

/** The project's short name on a task: at most 25 characters, an ellipsis when cut. */
export function taskProjectShortName(name: string): string {
  const trimmed = name.trim()
  const chars = Array.from(trimmed)
  if (chars.length <= TASK_PROJECT_SHORT_NAME_MAX) return trimmed
  return `${chars
    .slice(0, TASK_PROJECT_SHORT_NAME_MAX - 1)
    .join('')
    .trimEnd()}…`
}

/** An ISO 8601 moment with its offset. */
const moment = () => isoMoment()

export const taskPersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  profile_picture_full: z.string().nullable(),
})
export type TaskPerson = z.infer<typeof taskPersonSchema>

export const taskLabelSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() })
export type TaskLabel = z.infer<typeof taskLabelSchema>

export const taskProjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** `taskProjectShortName(name)`. */
  short_name: z.string(),
})

export const taskSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
})
export type TaskSection = z.infer<typeof taskSectionSchema>

export const taskSchema = z.object({
  id: z.number().int(),
  section_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.number().int(),
  is_milestone: z.boolean(),
  is_checklist: z.boolean(),
  starts_at: z.string().nullable(),
  deadline_at: z.string().nullable(),
  remind_at: z.string().nullable(),
  reminded_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  completed_by: taskPersonSchema.nullable(),
  creator: taskPersonSchema,
  responsibles: z.array(taskPersonSchema),
  labels: z.array(taskLabelSchema),
  project: taskProjectSchema.nullable(),
  position: z.number().int(),
  /** The caller may change it (creator, a responsible, or someone whose scope covers them). */
  can_edit: z.boolean(),
  /** The caller may delete it (its creator or an admin). */
  can_delete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Task = z.infer<typeof taskSchema>

/** GET /tasks: the caller's sections and a page of tasks. */
export const taskListResponseSchema = z.object({
  sections: z.array(taskSectionSchema),
  tasks: paginatedSchema(taskSchema),
})
export type TaskListResponse = z.infer<typeof taskListResponseSchema>

export const taskListQuerySchema = z.object({
  type: z.enum(TASK_LIST_TYPES).default('list'),
  section: idParam.optional(),
  label: idParam.optional(),
  project_id: idParam.optional(),
  q: z.string().trim().max(100).optional(),
  /** A ScopeUserPicker value (`all`, `division|1`, `team|2`, `user|3`): narrows team/all/completed. */
  user: scopeValueSchema.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(TASK_PER_PAGE_MAX).default(TASK_PER_PAGE_DEFAULT),
  locale: z.string().max(10).optional(),
})
export type TaskListQuery = z.infer<typeof taskListQuerySchema>

const description = () => optionalMultilineText(TASK_DESCRIPTION_MAX)
const responsibles = () => z.array(idField()).min(1).max(50)
const labels = () => z.array(idField()).max(20)
const priority = () => z.number().int().min(0).max(3)

/** POST /tasks: title, start, deadline and responsibles required; description at most 500. */
export const taskInputSchema = z.strictObject({
  title: requiredText(TASK_TITLE_MAX),
  description: description(),
  section_id: idField().nullish(),
  responsibles: responsibles(),
  labels: labels().optional(),
  priority: priority().optional(),
  starts_at: moment(),
  deadline_at: moment(),
  remind_at: moment().nullish(),
  project_id: idField().nullish(),
})
export type TaskInput = z.infer<typeof taskInputSchema>

/** PUT /tasks/{id}: any subset; `completed` completes (true) or undoes (false); position orders in a section. */
export const taskUpdateSchema = z.strictObject({
  title: requiredText(TASK_TITLE_MAX).optional(),
  description: description(),
  section_id: idField().nullish(),
  responsibles: responsibles().optional(),
  labels: labels().optional(),
  priority: priority().optional(),
  starts_at: moment().optional(),
  deadline_at: moment().optional(),
  remind_at: moment().nullish(),
  project_id: idField().nullish(),
  position: z.number().int().min(0).max(1_000_000).optional(),
  completed: flagField().optional(),
})
export type TaskUpdate = z.input<typeof taskUpdateSchema>

/** POST /tasks/milestone: title, date and responsibles required. */
export const milestoneInputSchema = z.strictObject({
  title: requiredText(TASK_TITLE_MAX),
  description: description(),
  date: moment(),
  labels: labels().optional(),
  responsibles: responsibles(),
  project_id: idField().nullish(),
})
export type MilestoneInput = z.infer<typeof milestoneInputSchema>

export const taskSectionInputSchema = z.strictObject({ title: requiredText(TASK_SECTION_TITLE_MAX) })
export type TaskSectionInput = z.infer<typeof taskSectionInputSchema>
export const taskSectionOrderSchema = z.strictObject({ ids: z.array(idField()).min(1).max(200) })
export type TaskSectionOrder = z.infer<typeof taskSectionOrderSchema>

export const taskLabelInputSchema = z.strictObject({
  name: requiredText(TASK_LABEL_NAME_MAX),
  color: z.enum(TASK_LABEL_COLORS).optional(),
})
export type TaskLabelInput = z.infer<typeof taskLabelInputSchema>

export const taskParams = z.object({ id: idParam })
export const taskWriteResponseSchema = z.object({ message: z.string(), data: taskSchema })
export const taskSectionWriteResponseSchema = z.object({ message: z.string(), data: taskSectionSchema })
export const taskSectionsResponseSchema = z.object({ message: z.string(), data: z.array(taskSectionSchema) })
export const taskLabelWriteResponseSchema = z.object({ message: z.string(), data: taskLabelSchema })
export const taskLabelsResponseSchema = z.array(taskLabelSchema)
export const taskDetailResponseSchema = z.object({ data: taskSchema })

/** True when the deadline is before the start (both ISO moments; compared as instants). */
export function deadlineBeforeStart(
  startsAt: string | null | undefined,
  deadlineAt: string | null | undefined,
) {
  if (!startsAt || !deadlineAt) return false
  return Date.parse(deadlineAt) < Date.parse(startsAt)
}

/** The task form's checks on top of the input schema: the deadline is not before the start. */
export const taskFormSchema = taskInputSchema.superRefine((value, ctx) => {
  if (deadlineBeforeStart(value.starts_at, value.deadline_at))
    ctx.addIssue({ code: 'custom', path: ['deadline_at'], message: 'end_before_start' })
})
