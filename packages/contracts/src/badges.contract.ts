import { z } from 'zod'
import { hexColor, idField, idParam, isoMoment, requiredText } from './common/fields'

/**
 * Badges (event-side.md section 3; staff-app.md `/project/{code}/badges/{badge_id}`, `/event-badge/{acode}`):
 * a project's badge designs, their elements positioned in millimetres within the badge, printing to PDF
 * and the attendee's own badge page.
 */

/** The paper sizes a design starts from, portrait, in millimetres; CUSTOM takes the staff's own. */
export const BADGE_SIZES = {
  A6: { width_mm: 105, height_mm: 148 },
  '10X15': { width_mm: 100, height_mm: 150 },
  CR80: { width_mm: 53.98, height_mm: 85.6 },
} as const
export const BADGE_SIZE_KINDS = ['A6', '10X15', 'CR80', 'CUSTOM'] as const
export type BadgeSizeKind = (typeof BADGE_SIZE_KINDS)[number]
/** A badge fits on an A4 sheet (the sheet layout needs at least one per page). */
export const BADGE_MIN_MM = 20
export const BADGE_MAX_WIDTH_MM = 200
export const BADGE_MAX_HEIGHT_MM = 287
export const BADGE_MAX_ELEMENTS = 40

/** Attendee fields a text element may show; `lists` joins the attendee's list names. */
export const BADGE_FIELDS = [
  'full_name',
  'first_name',
  'last_name',
  'company',
  'title',
  'city',
  'country',
  'email',
  'lists',
  'event_name',
] as const
export type BadgeField = (typeof BADGE_FIELDS)[number]

export const BADGE_ALIGNS = ['left', 'center', 'right'] as const

const mm = z.number().finite().min(0).max(BADGE_MAX_HEIGHT_MM)
const size = z.number().finite().min(1).max(BADGE_MAX_HEIGHT_MM)

const placed = {
  /** The designer's own id of the element (stable across saves, for selection). */
  id: z.string().min(1).max(40),
  x_mm: mm,
  y_mm: mm,
  width_mm: size,
  height_mm: size,
}

const textStyle = {
  font_size_pt: z.number().finite().min(4).max(96),
  bold: z.boolean(),
  align: z.enum(BADGE_ALIGNS),
  color: hexColor(),
}

export const badgeFieldElementSchema = z.object({
  type: z.literal('field'),
  ...placed,
  ...textStyle,
  field: z.enum(BADGE_FIELDS),
})
export const badgeTextElementSchema = z.object({
  type: z.literal('text'),
  ...placed,
  ...textStyle,
  text: requiredText(200),
})
/** The event company's logo (Şirket ayarları), fitted into the box. */
export const badgeLogoElementSchema = z.object({ type: z.literal('logo'), ...placed })
/** An image uploaded for this design (POST /badges/{id}/images): its storage key and public address. */
export const badgeImageElementSchema = z.object({
  type: z.literal('image'),
  ...placed,
  file_key: z
    .string()
    .max(300)
    .regex(/^badge-images\/[0-9]+\/[A-Za-z0-9._-]+$/),
  url: z.string().max(1000),
})
/** A colour band: the colour of the first of the attendee's lists that has one, else `default_color`. */
export const badgeBandElementSchema = z.object({
  type: z.literal('band'),
  ...placed,
  colors: z.array(z.object({ list_id: idField(), color: hexColor() })).max(50),
  default_color: hexColor().nullable(),
})
/** The QR code of the attendee's `acode` (what check-in scans). */
export const badgeQrElementSchema = z.object({ type: z.literal('qr'), ...placed })

export const badgeElementSchema = z.discriminatedUnion('type', [
  badgeFieldElementSchema,
  badgeTextElementSchema,
  badgeLogoElementSchema,
  badgeImageElementSchema,
  badgeBandElementSchema,
  badgeQrElementSchema,
])
export type BadgeElement = z.infer<typeof badgeElementSchema>
export type BadgeElementType = BadgeElement['type']
export type BadgeTextLike = z.infer<typeof badgeFieldElementSchema> | z.infer<typeof badgeTextElementSchema>

/** Adding or saving a design: elements must lie within the badge (half a millimetre of slack). */
export const badgeInputSchema = z
  .object({
    name: requiredText(120),
    size: z.enum(BADGE_SIZE_KINDS),
    width_mm: z.number().finite().min(BADGE_MIN_MM).max(BADGE_MAX_WIDTH_MM),
    height_mm: z.number().finite().min(BADGE_MIN_MM).max(BADGE_MAX_HEIGHT_MM),
    elements: z.array(badgeElementSchema).max(BADGE_MAX_ELEMENTS).default([]),
  })
  .superRefine((input, ctx) => {
    input.elements.forEach((element, index) => {
      if (
        element.x_mm + element.width_mm > input.width_mm + 0.5 ||
        element.y_mm + element.height_mm > input.height_mm + 0.5
      )
        ctx.addIssue({ code: 'custom', path: ['elements', index], message: 'badge_element_outside' })
    })
  })
export type BadgeInput = z.input<typeof badgeInputSchema>

export const badgeSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  size: z.enum(BADGE_SIZE_KINDS),
  width_mm: z.number(),
  height_mm: z.number(),
  elements: z.array(badgeElementSchema),
  /** Attendees this design was printed for at least once. */
  printed_count: z.number().int(),
  updated_at: isoMoment(),
})
export type Badge = z.infer<typeof badgeSchema>
export const badgeResponseSchema = z.object({ data: badgeSchema })
export const badgeListSchema = z.object({ data: z.array(badgeSchema) })

export const badgeIdParams = z.object({ id: idParam })

/** One attendee as a badge shows them: each bound field's text, their lists (for bands), the QR's code. */
export const badgeAttendeeSchema = z.object({
  id: z.number().int(),
  acode: z.string(),
  values: z.record(z.string(), z.string()),
  list_ids: z.array(z.number().int()),
  printed: z.boolean(),
})
export type BadgeAttendee = z.infer<typeof badgeAttendeeSchema>
export const badgePreviewQuerySchema = z.object({ search: z.string().trim().max(100).optional() })
export const badgePreviewSchema = z.object({
  data: z.array(badgeAttendeeSchema),
  /** The company logo's public address, for logo elements; null when the company has none. */
  logo_url: z.string().nullable(),
})
export type BadgePreview = z.infer<typeof badgePreviewSchema>

export const badgeImageInputSchema = z.object({ data_url: z.string().min(1).max(8_000_000) })
export const badgeImageResponseSchema = z.object({
  data: z.object({ file_key: z.string(), url: z.string() }),
})

export const BADGE_LAYOUTS = ['single', 'sheet'] as const
export const BADGE_TARGETS = ['all', 'list', 'selection'] as const
export const BADGE_PRINT_MAX_SELECTION = 5000
/**
 * POST /badges/{id}/print: single badges (each page the badge's size) or A4 sheets with crop marks, for
 * every registered attendee, a list's registered attendees or chosen attendees. A set with attendees
 * printed before is refused (409, `printed_before`) until `confirm_reprint` is true.
 */
export const badgePrintInputSchema = z
  .object({
    layout: z.enum(BADGE_LAYOUTS),
    target: z.enum(BADGE_TARGETS),
    list_id: idField().nullish(),
    attendee_ids: z.array(idField()).max(BADGE_PRINT_MAX_SELECTION).nullish(),
    confirm_reprint: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.target === 'list' && !input.list_id)
      ctx.addIssue({ code: 'custom', path: ['list_id'], message: 'required' })
    if (input.target === 'selection' && !input.attendee_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['attendee_ids'], message: 'required' })
  })
export type BadgePrintInput = z.input<typeof badgePrintInputSchema>
/** The 409 of a print that would reprint: the message (in the caller's language) and how many. */
export const badgeReprintRefusalSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  printed_before: z.number().int(),
  total: z.number().int(),
})

/** GET /event-badge/{acode}: what the attendee's badge page shows (public, no login). */
export const eventBadgeParams = z.object({ acode: z.string().min(16).max(64) })
export const eventBadgeSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  acode: z.string(),
  lists: z.array(z.string()),
  event: z.object({
    name: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
  /** The attendee's chosen items (options that hold seats: sessions, courses, the gala…); may be empty. */
  programme: z.array(z.object({ title: z.string(), group: z.string() })),
})
export type EventBadge = z.infer<typeof eventBadgeSchema>
export const eventBadgeResponseSchema = z.object({ data: eventBadgeSchema })
