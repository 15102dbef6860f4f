import { z } from 'zod'
import {
  CHECKLIST_INTERVALS,
  CHECKLIST_RECURRENCES,
  intervalNeedsMonthDay,
  intervalNeedsWeekday,
} from './checklist-recurrence'
import { idField, idParam, isoDate, requiredMultilineText, requiredText } from './common/fields'

/**
 * Checklists (admin-area.md "Checklist detail", entities "Checklist" and "Checklist item"; staff-app.md
 * "Checklist item"): one per project type, sections of items, turned into a project's dated tasks.
 */
export const CHECKLIST_NAME_MAX = 255
export const SECTION_TITLE_MAX = 300
export const ITEM_DESCRIPTION_MAX = 500
/** Offsets beyond ten years before or after an event are typing mistakes. */
export const OFFSET_DAYS_MAX = 3650
/** An uploaded sheet's rows: a checklist, not a data warehouse. */
export const UPLOAD_ROWS_MAX = 1000

export const checklistSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  project_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sections_count: z.number().int(),
  items_count: z.number().int(),
})
export type ChecklistSummary = z.infer<typeof checklistSummarySchema>

export const checklistSectionSchema = z.object({
  id: z.number().int(),
  section_title: z.string(),
  items_count: z.number().int(),
})
export type ChecklistSection = z.infer<typeof checklistSectionSchema>

export const checklistItemSchema = z.object({
  id: z.number().int(),
  checklist_id: z.number().int(),
  section_id: z.number().int(),
  description: z.string(),
  recurrence: z.enum(CHECKLIST_RECURRENCES),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  interval: z.enum(CHECKLIST_INTERVALS).nullable(),
  interval_day: z.number().int().nullable(),
  specific_date: z.string().nullable(),
  dependent_to: z.number().int().nullable(),
  recurrence_detail: z.unknown().nullable(),
})
export type ChecklistItem = z.infer<typeof checklistItemSchema>

/** GET checklists/{id}: name, id, sections, items. */
export const checklistDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  project_type_id: z.number().int().nullable(),
  sections: z.array(checklistSectionSchema),
  items: z.array(checklistItemSchema),
})
export type ChecklistDetail = z.infer<typeof checklistDetailSchema>

export const checklistListQuerySchema = z.object({
  project_type: idParam.optional(),
})

/** POST/PUT checklists: name required; the project type is unique per company. */
export const checklistInputSchema = z.strictObject({
  name: requiredText(CHECKLIST_NAME_MAX),
  project_type_id: idField().nullish(),
})
export type ChecklistInput = z.infer<typeof checklistInputSchema>

/** POST checklists/{id}/section and its rename: name required. */
export const sectionInputSchema = z.strictObject({ name: requiredText(SECTION_TITLE_MAX) })
export type SectionInput = z.infer<typeof sectionInputSchema>

const offset = () => z.number().int().min(-OFFSET_DAYS_MAX).max(OFFSET_DAYS_MAX)

/**
 * A checklist row: description required; an interval needs its kind, weekly variants an ISO weekday
 * (1 Monday … 7 Sunday), monthly a day 1 to 31; a specific date needs the date.
 */
export const itemInputSchema = z
  .strictObject({
    section_id: idField(),
    description: requiredMultilineText(ITEM_DESCRIPTION_MAX),
    recurrence: z.enum(CHECKLIST_RECURRENCES).default('once'),
    starts_at: offset().default(0),
    ends_at: offset().default(0),
    interval: z.enum(CHECKLIST_INTERVALS).nullish(),
    interval_day: z.number().int().min(1).max(31).nullish(),
    specific_date: isoDate().nullish(),
    dependent_to: idField().nullish(),
  })
  .superRefine((value, ctx) => {
    const required = (path: string) =>
      ctx.addIssue({ code: 'invalid_type', expected: 'number', input: undefined, path: [path] })
    if (value.recurrence === 'specific_date' && !value.specific_date) required('specific_date')
    if (value.recurrence !== 'interval') return
    if (!value.interval) return required('interval')
    const day = value.interval_day
    if (intervalNeedsWeekday(value.interval)) {
      if (day === null || day === undefined) required('interval_day')
      else if (day > 7)
        ctx.addIssue({
          code: 'too_big',
          maximum: 7,
          origin: 'number',
          inclusive: true,
          input: day,
          path: ['interval_day'],
        })
    }
    if (intervalNeedsMonthDay(value.interval) && (day === null || day === undefined)) required('interval_day')
  })
export type ItemInput = z.infer<typeof itemInputSchema>

/** The six columns of the upload mapping screen: each names a header of the sheet's first row. */
export const UPLOAD_COLUMNS = [
  'section',
  'description',
  'starts_at',
  'ends_at',
  'frequency',
  'dependent_to',
] as const
export type UploadColumn = (typeof UPLOAD_COLUMNS)[number]
const header = () => z.string().trim().max(255).nullish()
/** POST checklists/{id}/upload: the description column must be mapped. */
export const uploadInputSchema = z.strictObject({
  mappings: z.strictObject({
    section: header(),
    description: z.string().trim().min(1).max(255),
    starts_at: header(),
    ends_at: header(),
    frequency: header(),
    dependent_to: header(),
  }),
  data: z
    .array(z.record(z.string().max(255), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])))
    .min(1)
    .max(UPLOAD_ROWS_MAX),
})
export type UploadInput = z.infer<typeof uploadInputSchema>

export const checklistWriteResponseSchema = z.object({ message: z.string(), data: checklistDetailSchema })
export const sectionWriteResponseSchema = z.object({ message: z.string(), id: z.number().int() })
export const itemWriteResponseSchema = z.object({ message: z.string(), data: checklistItemSchema })
export const uploadResponseSchema = z.object({
  message: z.string(),
  sections: z.number().int(),
  items: z.number().int(),
})

// ---- the project's checklist ----

export const checklistTaskSchema = z.object({
  id: z.number().int(),
  completed_at: z.string().nullable(),
})
export const projectOccurrenceSchema = z.object({
  index: z.number().int(),
  starts_on: z.string(),
  due_on: z.string(),
  /** The task made from this occurrence, once the checklist was applied. */
  task: checklistTaskSchema.nullable(),
})
export const projectChecklistItemSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  recurrence: z.enum(CHECKLIST_RECURRENCES),
  interval: z.enum(CHECKLIST_INTERVALS).nullable(),
  interval_day: z.number().int().nullable(),
  dependent_to: z.number().int().nullable(),
  occurrences: z.array(projectOccurrenceSchema),
})
export type ProjectChecklistItem = z.infer<typeof projectChecklistItemSchema>
/** GET /project/{code}/checklist: the type's checklist in dated occurrences, grouped by section. */
export const projectChecklistSchema = z.object({
  project: z.object({ code: z.string(), name: z.string(), starts_at: z.string(), ends_at: z.string() }),
  checklist: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Occurrences without a task yet: the apply button creates them. */
  missing_tasks: z.number().int(),
  sections: z.array(
    z.object({ id: z.number().int(), section_title: z.string(), items: z.array(projectChecklistItemSchema) }),
  ),
})
export type ProjectChecklist = z.infer<typeof projectChecklistSchema>
export const applyResponseSchema = z.object({ message: z.string(), created: z.number().int() })
export const taskToggleInputSchema = z.strictObject({ completed: z.boolean() })
export const taskToggleResponseSchema = z.object({ message: z.string(), data: checklistTaskSchema })

/** Route parameters. */
export const checklistParams = z.object({ id: idParam })
export const sectionParams = checklistParams.extend({
  sectionId: idParam,
})
export const itemParams = checklistParams.extend({
  itemId: idParam,
})
export const resetQuerySchema = z.object({
  reset: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  locale: z.string().max(10).optional(),
})
export const projectChecklistParams = z.object({ code: z.string().min(1).max(64) })
export const projectTaskParams = projectChecklistParams.extend({
  taskId: idParam,
})

/** POST checklists/{id}/parse (multipart `file`): the sheet's first row as headers and the rows under it. */
export const parsedSheetSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
})
export type ParsedSheet = z.infer<typeof parsedSheetSchema>
