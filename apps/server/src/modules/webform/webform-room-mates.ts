import type { Locale } from '@ajanda/contracts/common/locale'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import {
  ROOM_MATE_SEARCH_LIMIT,
  ROOM_MATE_SEARCH_MIN,
  type WebformRoomMateDecisionResponse,
  type WebformRoomMateRequest,
  type WebformRoomMates,
} from '@ajanda/contracts/webform-room-mates.contract'
import { and, asc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import type { DbOrTx, Tx } from '../../platform/db'
import { NotFoundError, WordedError } from '../../platform/errors'
import { companyGroup } from '../../platform/jobs'
import { MAIL_SEND } from '../../platform/jobs/mail-send.job'
import { containsPattern } from '../../platform/text-search'
import { attendeeHistory, attendeeListMembers, attendees } from '../attendees/attendees.table'
import type { FormRow } from '../forms/forms.repository'
import { formAttendeeListMatches, formFields } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { createWebformRepository } from './webform.repository'
import { mailLocale } from './webform-mail'

/**
 * Room mates on the public form (admin-area.md "Form field"; event-side.md section 2; issue 21 item 4).
 * Who may be chosen: CHOOSE_ANYONE → the project's REGISTERED attendees; MACTHED_LIST_CHOOSE → the
 * attendees (not cancelled, not declined) of the lists the field's attendee_list_matches pair with one
 * of the chooser's lists (list one → list two). Never the chooser, never someone already confirmed
 * with another mate. A submission's choice is checked by the same rule, then pairs at once or, with
 * room_mate_approve, waits for the mate's confirmation through a mailed link.
 */

const MESSAGES = {
  tr: {
    not_allowed: 'Bu kişiyi oda arkadaşı olarak seçemezsiniz.',
    confirmed: 'Oda arkadaşlığını onayladınız.',
    declined: 'Oda arkadaşlığı isteğini reddettiniz.',
    subject: 'Oda arkadaşlığı isteği',
    hello: (name: string) => (name ? `Merhaba ${name},` : 'Merhaba,'),
    asks: (name: string, event: string) =>
      `${name}, ${event} için sizi oda arkadaşı olarak seçti. Onaylamak ya da reddetmek için bu bağlantıyı açın:`,
    event: 'etkinlik',
  },
  en: {
    not_allowed: 'You cannot choose this person as your room mate.',
    confirmed: 'You have confirmed the room sharing.',
    declined: 'You have declined the room-sharing request.',
    subject: 'Room-sharing request',
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    asks: (name: string, event: string) =>
      `${name} has chosen you as their room mate for ${event}. Open this link to confirm or decline:`,
    event: 'the event',
  },
} as const

type Person = typeof attendees.$inferSelect
type FieldRow = typeof formFields.$inferSelect
type Chooser = Pick<Person, 'id' | 'project_id' | 'event_company_id'>

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim()
const actorName = (person: { first_name: string; last_name: string }) =>
  fullName(person).slice(0, 150) || null

async function roomMateFields(db: DbOrTx, formId: number): Promise<FieldRow[]> {
  return db
    .select()
    .from(formFields)
    .where(and(eq(formFields.form_id, formId), eq(formFields.type, 'room_mates')))
    .orderBy(asc(formFields.sort_order), asc(formFields.id))
}

/** The list ids the chooser may pick from through the field's matches (none: nobody). */
async function matchedListIds(db: DbOrTx, field: FieldRow, chooserId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: formAttendeeListMatches.attendee_list_id_two })
    .from(formAttendeeListMatches)
    .innerJoin(
      attendeeListMembers,
      and(
        eq(attendeeListMembers.list_id, formAttendeeListMatches.attendee_list_id_one),
        eq(attendeeListMembers.attendee_id, chooserId),
      ),
    )
    .where(eq(formAttendeeListMatches.field_id, field.id))
  return rows.map((row) => row.id)
}

/** The condition an attendee must meet to be chosen by `chooser` on `field` (null: nobody may be). */
async function allowedCondition(db: DbOrTx, field: FieldRow, chooser: Chooser): Promise<SQL | null> {
  const common = [
    eq(attendees.project_id, chooser.project_id),
    eq(attendees.event_company_id, chooser.event_company_id),
    ne(attendees.id, chooser.id),
    // Someone confirmed with another mate is taken.
    sql`not (${attendees.room_mate_confirmed} and ${attendees.room_mate_id} is not null and ${attendees.room_mate_id} <> ${chooser.id})`,
  ]
  if (field.room_mate_type !== 'MACTHED_LIST_CHOOSE')
    return and(...common, eq(attendees.status, 'REGISTERED')) as SQL
  const lists = await matchedListIds(db, field, chooser.id)
  if (lists.length === 0) return null
  return and(
    ...common,
    notInArray(attendees.status, ['CANCELLED', 'NOT_ATTENDING']),
    sql`exists (select 1 from ${attendeeListMembers} where ${attendeeListMembers.attendee_id} = ${attendees.id} and ${inArray(attendeeListMembers.list_id, lists)})`,
  ) as SQL
}

/** Is `mateId` a mate `chooser` may choose on `field`? */
async function mayChoose(db: DbOrTx, field: FieldRow, chooser: Chooser, mateId: number): Promise<boolean> {
  const allowed = await allowedCondition(db, field, chooser)
  if (!allowed) return false
  const [row] = await db
    .select({ id: attendees.id })
    .from(attendees)
    .where(and(allowed, eq(attendees.id, mateId)))
    .limit(1)
  return row !== undefined
}

function notAllowed(locale: Locale, fieldId: number) {
  const message = MESSAGES[mailLocale(locale)].not_allowed
  return new WordedError(422, () => message, { errors: { [`answers.${fieldId}`]: [message] } })
}

/** Points everyone else who points at `personId` (their mate changed) away, with history. */
async function dropOthersPointingAt(tx: Tx, personId: number, keep: number | null) {
  const dropped = await tx
    .update(attendees)
    .set({ room_mate_id: null, room_mate_confirmed: false, room_mate_code: null, updated_at: sql`now()` })
    .where(and(eq(attendees.room_mate_id, personId), keep === null ? undefined : ne(attendees.id, keep)))
    .returning({ id: attendees.id })
  if (dropped.length > 0)
    await tx.insert(attendeeHistory).values(
      dropped.map((row) => ({
        attendee_id: row.id,
        actor_type: 'SYSTEM',
        actor_name: null,
        action: 'room_mate',
        changes: { room_mate: [personId, null] },
      })),
    )
}

/** Both sides point at each other, confirmed; whoever pointed at either before is let go. */
async function pair(tx: Tx, one: Person, two: Person, actor: Person) {
  await dropOthersPointingAt(tx, one.id, two.id)
  await dropOthersPointingAt(tx, two.id, one.id)
  for (const [self, other] of [
    [one, two],
    [two, one],
  ] as const) {
    await tx
      .update(attendees)
      .set({
        room_mate_id: other.id,
        room_mate_confirmed: true,
        room_mate_code: null,
        updated_at: sql`now()`,
      })
      .where(eq(attendees.id, self.id))
    await tx.insert(attendeeHistory).values({
      attendee_id: self.id,
      actor_type: 'ATTENDEE',
      actor_name: actorName(actor),
      action: 'room_mate',
      changes: {
        room_mate: [self.room_mate_id, other.id],
        room_mate_confirmed: [self.room_mate_confirmed, true],
      },
    })
  }
}

export interface RoomMateSubmit {
  form: FormRow
  detail: FormDetail
  /** The engine's kept values and the fields it showed. */
  values: Record<string, unknown>
  visibleFields: ReadonlySet<number>
  pcode: string
  locale: Locale
}

export function createWebformRoomMates(ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>) {
  const repository = createWebformRepository(ctx.db)
  const appUrl = ctx.config.appUrl

  async function personByCode(db: DbOrTx, code: string, lock = false): Promise<Person | null> {
    const query = db.select().from(attendees).where(eq(attendees.room_mate_code, code)).limit(1)
    const [row] = lock ? await query.for('update') : await query
    return row ?? null
  }

  async function mailMate(tx: Tx, chooser: Person, mate: Person, code: string) {
    if (!mate.email) return
    const locale = mailLocale(mate.language)
    const t = MESSAGES[locale]
    const [project] = await tx
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, chooser.project_id))
    const text = [
      t.hello(mate.first_name),
      '',
      t.asks(fullName(chooser), project?.name ?? t.event),
      `${appUrl}/web-form/room-mate/${code}`,
      '',
    ].join('\n')
    await ctx.jobs.enqueueMany(
      MAIL_SEND,
      [{ to: mate.email, subject: `${t.subject}: ${project?.name ?? ''}`.replace(/: $/, ''), text }],
      { tx, group: companyGroup(chooser.event_company_id) },
    )
  }

  return {
    /** GET /webform/{slug}/{pcode}/room-mates: whom the person may choose (names only). */
    async choices(
      slug: string,
      pcode: string,
      query: { field?: number; search?: string },
    ): Promise<WebformRoomMates> {
      const form = await repository.formBySlug(slug)
      if (!form) throw new NotFoundError()
      const chooser = await repository.attendeeByPcode(form, pcode)
      if (!chooser) throw new NotFoundError()
      const fields = await roomMateFields(ctx.db, form.id)
      const field = query.field === undefined ? fields[0] : fields.find((row) => row.id === query.field)
      if (!field) throw new NotFoundError()
      const anyone = field.room_mate_type !== 'MACTHED_LIST_CHOOSE'
      const search = foldTurkish(query.search?.trim() ?? '')
      const out = {
        field_id: field.id,
        type: anyone ? ('CHOOSE_ANYONE' as const) : ('MACTHED_LIST_CHOOSE' as const),
        search_required: anyone,
      }
      if (anyone && search.length < ROOM_MATE_SEARCH_MIN) return { ...out, choices: [] }
      const allowed = await allowedCondition(ctx.db, field, chooser)
      if (!allowed) return { ...out, choices: [] }
      const rows = await ctx.db
        .select({ id: attendees.id, first_name: attendees.first_name, last_name: attendees.last_name })
        .from(attendees)
        .where(
          and(allowed, search ? sql`${attendees.name_search} like ${containsPattern(search)}` : undefined),
        )
        .orderBy(asc(attendees.name_search), asc(attendees.id))
        .limit(anyone ? ROOM_MATE_SEARCH_LIMIT : 1000)
      return { ...out, choices: rows.map((row) => ({ attendee_id: row.id, name: fullName(row) })) }
    },

    /**
     * After a submission, in its transaction: each shown room_mates field's choice is checked (422 under
     * answers.{fieldId}) and applied. An attendee chosen (by id, or by an e-mail an allowed attendee of
     * the project has) pairs at once, or with room_mate_approve waits: the chooser points at them
     * unconfirmed with a room_mate_code and the mate gets the confirm link. The same mate again changes
     * nothing; an emptied choice lets the former mate go. Someone named who has not registered is only
     * kept in the answers.
     */
    async afterSubmit(tx: Tx, input: RoomMateSubmit): Promise<void> {
      const fieldIds = input.detail.sections
        .flatMap((section) => section.fields)
        .filter((field) => field.type === 'room_mates' && input.visibleFields.has(field.id))
        .map((field) => field.id)
      if (fieldIds.length === 0) return
      const [chooser] = await tx
        .select()
        .from(attendees)
        .where(and(eq(attendees.pcode, input.pcode), eq(attendees.project_id, input.form.project_id ?? 0)))
        .for('update')
      if (!chooser) return
      const fields = await roomMateFields(tx, input.form.id)
      for (const field of fields.filter((row) => fieldIds.includes(row.id))) {
        const answer = input.values[String(field.id)] as
          | { attendee_id: number }
          | { full_name: string; email: string }
          | undefined
        let mateId: number | null = null
        if (answer && 'attendee_id' in answer) {
          if (!(await mayChoose(tx, field, chooser, answer.attendee_id)))
            throw notAllowed(input.locale, field.id)
          mateId = answer.attendee_id
        } else if (answer && 'email' in answer) {
          const allowed = await allowedCondition(tx, field, chooser)
          const [known] = allowed
            ? await tx
                .select({ id: attendees.id })
                .from(attendees)
                .where(and(allowed, sql`lower(${attendees.email}) = ${answer.email}`))
                .limit(1)
            : []
          mateId = known?.id ?? null
        }
        if (mateId === chooser.room_mate_id && mateId !== null) continue
        if (mateId === null) {
          if (chooser.room_mate_id === null) continue
          await dropOthersPointingAt(tx, chooser.id, null)
          await tx
            .update(attendees)
            .set({
              room_mate_id: null,
              room_mate_confirmed: false,
              room_mate_code: null,
              updated_at: sql`now()`,
            })
            .where(eq(attendees.id, chooser.id))
          await tx.insert(attendeeHistory).values({
            attendee_id: chooser.id,
            actor_type: 'ATTENDEE',
            actor_name: actorName(chooser),
            action: 'room_mate',
            changes: { room_mate: [chooser.room_mate_id, null] },
          })
          chooser.room_mate_id = null
          continue
        }
        const [mate] = await tx.select().from(attendees).where(eq(attendees.id, mateId)).for('update')
        if (!mate) throw notAllowed(input.locale, field.id)
        if (!field.room_mate_approve) {
          await pair(tx, chooser, mate, chooser)
          chooser.room_mate_id = mate.id
          continue
        }
        // Waits for the mate: whoever pointed at the chooser before is let go.
        await dropOthersPointingAt(tx, chooser.id, null)
        const code = newPublicCode()
        await tx
          .update(attendees)
          .set({
            room_mate_id: mate.id,
            room_mate_confirmed: false,
            room_mate_code: code,
            updated_at: sql`now()`,
          })
          .where(eq(attendees.id, chooser.id))
        await tx.insert(attendeeHistory).values({
          attendee_id: chooser.id,
          actor_type: 'ATTENDEE',
          actor_name: actorName(chooser),
          action: 'room_mate',
          changes: {
            room_mate: [chooser.room_mate_id, mate.id],
            room_mate_confirmed: [chooser.room_mate_confirmed, false],
          },
        })
        chooser.room_mate_id = mate.id
        await mailMate(tx, chooser, mate, code)
      }
    },

    /** The chosen mate's name and confirmation for the chooser's page, when a field shows it. */
    async shown(formId: number, person: Pick<Person, 'room_mate_id' | 'room_mate_confirmed'>) {
      if (person.room_mate_id === null) return null
      const [visible] = await ctx.db
        .select({ id: formFields.id })
        .from(formFields)
        .where(
          and(
            eq(formFields.form_id, formId),
            eq(formFields.type, 'room_mates'),
            eq(formFields.selected_room_mate_visible, true),
          ),
        )
        .limit(1)
      if (!visible) return null
      const [mate] = await ctx.db
        .select({ first_name: attendees.first_name, last_name: attendees.last_name })
        .from(attendees)
        .where(eq(attendees.id, person.room_mate_id))
      return mate ? { name: fullName(mate), confirmed: person.room_mate_confirmed } : null
    },

    /** GET /webform/room-mate/{code}: who asks. */
    async request(code: string): Promise<WebformRoomMateRequest> {
      const chooser = await personByCode(ctx.db, code)
      if (!chooser || chooser.room_mate_id === null) throw new NotFoundError()
      const [mate] = await ctx.db.select().from(attendees).where(eq(attendees.id, chooser.room_mate_id))
      if (!mate) throw new NotFoundError()
      const [project] = await ctx.db
        .select({ name: projects.name, starts_at: projects.starts_at, ends_at: projects.ends_at })
        .from(projects)
        .where(eq(projects.id, chooser.project_id))
      return {
        requester_name: fullName(chooser),
        mate_first_name: mate.first_name,
        project: project ?? null,
        locale: mailLocale(mate.language),
      }
    },

    /** POST /webform/room-mate/{code}: the mate confirms (both point at each other) or declines. */
    async decide(
      code: string,
      decision: 'confirm' | 'decline',
      requestLocale: Locale,
    ): Promise<WebformRoomMateDecisionResponse> {
      return ctx.db.transaction(async (tx) => {
        const chooser = await personByCode(tx, code, true)
        if (!chooser || chooser.room_mate_id === null) throw new NotFoundError()
        const [mate] = await tx
          .select()
          .from(attendees)
          .where(eq(attendees.id, chooser.room_mate_id))
          .for('update')
        if (!mate) throw new NotFoundError()
        const t = MESSAGES[mailLocale(mate.language ?? requestLocale)]
        if (decision === 'confirm') {
          await pair(tx, chooser, mate, mate)
          return { message: t.confirmed, confirmed: true }
        }
        await tx
          .update(attendees)
          .set({
            room_mate_id: null,
            room_mate_confirmed: false,
            room_mate_code: null,
            updated_at: sql`now()`,
          })
          .where(eq(attendees.id, chooser.id))
        await tx.insert(attendeeHistory).values(
          [chooser, mate].map((person) => ({
            attendee_id: person.id,
            actor_type: 'ATTENDEE',
            actor_name: actorName(mate),
            action: 'room_mate',
            changes: {
              room_mate_declined: { requester_id: chooser.id, mate_id: mate.id },
              ...(person.id === chooser.id ? { room_mate: [mate.id, null] } : {}),
            },
          })),
        )
        return { message: t.declined, confirmed: false }
      })
    },
  }
}
export type WebformRoomMatesService = ReturnType<typeof createWebformRoomMates>
