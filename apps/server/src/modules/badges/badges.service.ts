import type {
  Badge,
  BadgeAttendee,
  BadgeElement,
  BadgePreview,
  badgeInputSchema,
  badgePrintInputSchema,
} from '@ajanda/contracts/badges.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { decodeImageDataUrl } from '../../platform/data-url'
import type { DbOrTx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { attendeeListMembers, attendeeLists, attendees } from '../attendees/attendees.table'
import { eventCompanies } from '../event-companies/event-companies.table'
import { visibleProjectId } from '../flights/visible-project'
import { projects } from '../projects/projects.table'
import { badgeFieldError, reprintRefusal } from './badge-messages'
import { renderBadgesInWorker } from './badge-pdf'
import type { BadgeRenderAttendee } from './badge-render'
import { badgePrints, badges } from './badges.table'

type BadgeRow = typeof badges.$inferSelect
type BadgeWrite = z.output<typeof badgeInputSchema>
type PrintInput = z.output<typeof badgePrintInputSchema>

export const BADGE_IMAGE_MAX_MB = 5
const PREVIEW_LIMIT = 20

const countryNames = new Intl.DisplayNames(['tr'], { type: 'region' })
function countryName(code: string | null): string {
  if (!code) return ''
  try {
    return countryNames.of(code) ?? code
  } catch {
    return code
  }
}

interface AttendeeRow {
  id: number
  acode: string
  first_name: string
  last_name: string
  company: string | null
  title: string | null
  city: string | null
  country: string | null
  email: string | null
  list_ids: number[] | null
  list_names: string[] | null
  printed: boolean
}

/** The texts a badge's field elements show for one attendee (BADGE_FIELDS). */
export function badgeValues(row: AttendeeRow, eventName: string): Record<string, string> {
  return {
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    first_name: row.first_name,
    last_name: row.last_name,
    company: row.company ?? '',
    title: row.title ?? '',
    city: row.city ?? '',
    country: countryName(row.country),
    email: row.email ?? '',
    lists: (row.list_names ?? []).join(', '),
    event_name: eventName,
  }
}

function toBadge(row: BadgeRow, printedCount: number): Badge {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    size: row.size as Badge['size'],
    width_mm: row.width_mm,
    height_mm: row.height_mm,
    elements: row.elements as BadgeElement[],
    printed_count: printedCount,
    updated_at: row.updated_at.toISOString(),
  }
}

const isPngOrJpeg = (bytes: Buffer) =>
  (bytes[0] === 0x89 && bytes[1] === 0x50) || (bytes[0] === 0xff && bytes[1] === 0xd8)

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/**
 * A project's badge designs (issue 22 item 4): CRUD in the project's scope (the project of the caller's
 * company and visible to them, else 404), previews with real attendees, and printing to PDF in a
 * worker thread, recorded per attendee.
 */
export function createBadgesService(ctx: AppContext) {
  const db = ctx.db

  async function printedCounts(tx: DbOrTx, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map()
    const rows = await tx
      .select({
        badge_id: badgePrints.badge_id,
        count: sql<number>`count(distinct ${badgePrints.attendee_id})::int`,
      })
      .from(badgePrints)
      .where(inArray(badgePrints.badge_id, ids))
      .groupBy(badgePrints.badge_id)
    return new Map(rows.map((row) => [row.badge_id, row.count]))
  }

  /** The design, when it is of the caller's company and in a project they see; otherwise 404. */
  async function visibleBadge(auth: AuthState, id: number): Promise<BadgeRow> {
    const [row] = await db
      .select()
      .from(badges)
      .where(and(eq(badges.id, id), eq(badges.event_company_id, auth.user.event_company_id)))
      .limit(1)
    if (!row) throw new NotFoundError()
    await visibleProjectId(ctx, auth, row.project_id)
    return row
  }

  async function present(row: BadgeRow): Promise<Badge> {
    return toBadge(row, (await printedCounts(db, [row.id])).get(row.id) ?? 0)
  }

  /** Image keys must be this design's own uploads (another design's or company's files are not read). */
  function checkImages(badgeId: number | null, elements: BadgeElement[]) {
    elements.forEach((element, index) => {
      if (element.type !== 'image') return
      const owner = Number(element.file_key.split('/')[1])
      if (badgeId === null || owner !== badgeId)
        throw badgeFieldError(`elements.${index}.file_key`, 'image_invalid')
    })
  }

  // Subqueries name the outer row as "attendees"."id": drizzle writes a bare "id" in a select list,
  // which inside the subquery would bind to the subquery's own table.
  async function attendeeRows(
    badge: BadgeRow,
    where: SQL | undefined,
    options: { limit?: number } = {},
  ): Promise<AttendeeRow[]> {
    const query = db
      .select({
        id: attendees.id,
        acode: attendees.acode,
        first_name: attendees.first_name,
        last_name: attendees.last_name,
        company: attendees.company,
        title: attendees.title,
        city: attendees.city,
        country: attendees.country,
        email: attendees.email,
        list_ids: sql<
          number[] | null
        >`(select array_agg(m.list_id::int order by l.sort_order, l.id) from ${attendeeListMembers} m join ${attendeeLists} l on l.id = m.list_id where m.attendee_id = "attendees"."id")`,
        list_names: sql<
          string[] | null
        >`(select array_agg(l.name order by l.sort_order, l.id) from ${attendeeListMembers} m join ${attendeeLists} l on l.id = m.list_id where m.attendee_id = "attendees"."id")`,
        printed: sql<boolean>`exists (select 1 from ${badgePrints} p where p.badge_id = ${badge.id} and p.attendee_id = "attendees"."id")`,
      })
      .from(attendees)
      .where(and(eq(attendees.project_id, badge.project_id), where))
      .orderBy(asc(attendees.name_search), asc(attendees.id))
    return options.limit ? query.limit(options.limit) : query
  }

  async function projectName(projectId: number): Promise<string> {
    const [row] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId))
    return row?.name ?? ''
  }

  async function companyLogo(companyId: number): Promise<string | null> {
    const [row] = await db
      .select({ logo: eventCompanies.logo })
      .from(eventCompanies)
      .where(eq(eventCompanies.id, companyId))
    return row?.logo ?? null
  }

  /** The pictures a design draws, as PNG or JPEG bytes for pdfkit (a WebP logo is converted). */
  async function imagesOf(badge: BadgeRow): Promise<Record<string, Uint8Array>> {
    const elements = badge.elements as BadgeElement[]
    const keys = new Map<string, string>()
    if (elements.some((element) => element.type === 'logo')) {
      const logo = await companyLogo(badge.event_company_id)
      if (logo) keys.set('logo', logo)
    }
    for (const element of elements) if (element.type === 'image') keys.set(element.file_key, element.file_key)
    const images: Record<string, Uint8Array> = {}
    for (const [name, key] of keys) {
      try {
        const bytes = await readAll(ctx.storage.read(key))
        images[name] = isPngOrJpeg(bytes) ? bytes : await sharp(bytes).png().toBuffer()
      } catch {
        // A missing or unreadable picture leaves its box empty; the badges still print.
      }
    }
    return images
  }

  async function targetWhere(badge: BadgeRow, input: PrintInput): Promise<SQL | undefined> {
    if (input.target === 'selection') return inArray(attendees.id, input.attendee_ids ?? [])
    const registered = eq(attendees.status, 'REGISTERED')
    if (input.target === 'all') return registered
    const [list] = await db
      .select({ id: attendeeLists.id })
      .from(attendeeLists)
      .where(and(eq(attendeeLists.id, input.list_id ?? 0), eq(attendeeLists.project_id, badge.project_id)))
    if (!list) throw badgeFieldError('list_id', 'list_missing')
    return and(
      registered,
      sql`exists (select 1 from ${attendeeListMembers} m where m.attendee_id = "attendees"."id" and m.list_id = ${list.id})`,
    )
  }

  return {
    visibleBadge,

    async list(auth: AuthState, projectId: number): Promise<Badge[]> {
      const id = await visibleProjectId(ctx, auth, projectId)
      const rows = await db
        .select()
        .from(badges)
        .where(and(eq(badges.project_id, id), eq(badges.event_company_id, auth.user.event_company_id)))
        .orderBy(asc(badges.name), asc(badges.id))
      const counts = await printedCounts(
        db,
        rows.map((row) => row.id),
      )
      return rows.map((row) => toBadge(row, counts.get(row.id) ?? 0))
    },

    async get(auth: AuthState, id: number): Promise<Badge> {
      return present(await visibleBadge(auth, id))
    },

    async create(auth: AuthState, projectId: number, input: BadgeWrite): Promise<Badge> {
      const id = await visibleProjectId(ctx, auth, projectId)
      // A new design has no uploads yet: images come after its first save.
      checkImages(null, input.elements)
      const [row] = await db
        .insert(badges)
        .values({ event_company_id: auth.user.event_company_id, project_id: id, ...input })
        .returning()
      if (!row) throw new Error('badge insert returned nothing')
      return toBadge(row, 0)
    },

    async update(auth: AuthState, id: number, input: BadgeWrite): Promise<Badge> {
      const badge = await visibleBadge(auth, id)
      checkImages(badge.id, input.elements)
      const [row] = await db
        .update(badges)
        .set({ ...input, updated_at: new Date() })
        .where(eq(badges.id, badge.id))
        .returning()
      if (!row) throw new NotFoundError()
      return present(row)
    },

    async remove(auth: AuthState, id: number): Promise<void> {
      const badge = await visibleBadge(auth, id)
      await db.delete(badges).where(eq(badges.id, badge.id))
    },

    /** Stores a picture for the design (converted to PNG, which every PDF reader and pdfkit take). */
    async addImage(auth: AuthState, id: number, dataUrl: string): Promise<{ file_key: string; url: string }> {
      const badge = await visibleBadge(auth, id)
      const image = await decodeImageDataUrl(dataUrl, BADGE_IMAGE_MAX_MB * 1024 * 1024)
      if (!image.ok)
        throw image.reason === 'too_large'
          ? badgeFieldError('data_url', 'image_too_large', { max: BADGE_IMAGE_MAX_MB })
          : badgeFieldError('data_url', 'image_invalid')
      const png = image.extension === 'webp' ? await sharp(image.bytes).png().toBuffer() : image.bytes
      const key = await ctx.storage.put(
        `badge-images/${badge.id}`,
        png,
        image.extension === 'webp' ? 'png' : image.extension,
      )
      return { file_key: key, url: ctx.storage.url(key) }
    },

    /** A few real attendees to preview the design with: registered first, by name, or by a name search. */
    async preview(auth: AuthState, id: number, search: string | undefined): Promise<BadgePreview> {
      const badge = await visibleBadge(auth, id)
      const folded = search ? foldTurkish(search) : ''
      const where = folded
        ? sql`${attendees.name_search} like ${`%${folded.replace(/[\\%_]/g, '\\$&')}%`}`
        : sql`${attendees.status} <> 'CANCELLED'`
      const [rows, eventName, logo] = await Promise.all([
        attendeeRows(badge, where, { limit: PREVIEW_LIMIT }),
        projectName(badge.project_id),
        companyLogo(badge.event_company_id),
      ])
      const data: BadgeAttendee[] = rows.map((row) => ({
        id: row.id,
        acode: row.acode,
        values: badgeValues(row, eventName),
        list_ids: row.list_ids ?? [],
        printed: row.printed,
      }))
      return { data, logo_url: logo ? ctx.storage.url(logo) : null }
    },

    /**
     * The PDF of the chosen attendees' badges, recorded as printed by the caller. A set with someone
     * printed before with this design is refused (409) unless the caller confirmed the reprint.
     */
    async print(
      auth: AuthState,
      id: number,
      input: PrintInput,
    ): Promise<{ pdf: Buffer; name: string; count: number }> {
      const badge = await visibleBadge(auth, id)
      const where = await targetWhere(badge, input)
      const rows = await attendeeRows(badge, where)
      if (input.target === 'selection' && rows.length !== new Set(input.attendee_ids ?? []).size)
        throw badgeFieldError('attendee_ids', 'attendees_missing')
      if (rows.length === 0) throw badgeFieldError('target', 'nobody')
      const printedBefore = rows.filter((row) => row.printed).length
      if (printedBefore > 0 && !input.confirm_reprint) throw reprintRefusal(printedBefore, rows.length)
      const eventName = await projectName(badge.project_id)
      const people: BadgeRenderAttendee[] = rows.map((row) => ({
        acode: row.acode,
        values: badgeValues(row, eventName),
        list_ids: row.list_ids ?? [],
      }))
      const pdf = await renderBadgesInWorker({
        title: `${badge.name} – ${eventName}`,
        width_mm: badge.width_mm,
        height_mm: badge.height_mm,
        elements: badge.elements as BadgeElement[],
        layout: input.layout,
        attendees: people,
        images: await imagesOf(badge),
      })
      // Recorded once the PDF exists: a failed render prints nothing and records nothing.
      const printedAt = new Date()
      for (let start = 0; start < rows.length; start += 1000)
        await db.insert(badgePrints).values(
          rows.slice(start, start + 1000).map((row) => ({
            event_company_id: badge.event_company_id,
            badge_id: badge.id,
            attendee_id: row.id,
            printed_by: auth.user.id,
            printed_at: printedAt,
          })),
        )
      return { pdf, name: badge.name, count: rows.length }
    },
  }
}
