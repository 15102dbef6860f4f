import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { and, eq, isNull } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { notes } from '../modules/activities/activities.table'
import { clients } from '../modules/clients/clients.table'
import { contacts } from '../modules/contacts/contacts.table'
import { projectTypes } from '../modules/definitions/definitions.table'
import { eventCompanies } from '../modules/event-companies/event-companies.table'
import {
  projectContacts,
  projectEvents,
  projectRefCounters,
  projects,
} from '../modules/projects/projects.table'
import { divisions, users } from '../modules/users/users.table'
import { newPublicCode } from '../platform/codes'
import type { DbOrTx } from '../platform/db'
import { daysBefore, todayIn } from './exchange-rate-history'
import { byName, idOf } from './name-map'
import type { ProjectSpec } from './project-spec'

const DAY_MS = 24 * 3600 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

/**
 * The stages a demo record passed through to reach `stage`, a plausible road through the pipeline:
 * offers climb the Teklif column, confirmed projects went through client approval, the archive was
 * reached from an offer (postponed, cancelled, lost) or after the operation (closed).
 */
export function stagePath(stage: number): number[] {
  const offer = [0, 1, 4, 5, 7].filter((step) => step < stage)
  if (stage <= 7) return [...offer, stage]
  if (stage <= 10) return [0, 4, 7, ...Array.from({ length: stage - 7 }, (_, i) => 8 + i)]
  if (stage === 11) return [0, 4, 7, 8, 9, 10, 11]
  return [0, 4, stage]
}

/** Moments spread evenly from `from` to `to`, the first at `from`. */
function spread(from: Date, to: Date, count: number): Date[] {
  const span = Math.max(0, to.getTime() - from.getTime())
  return Array.from(
    { length: count },
    (_, i) => new Date(from.getTime() + (count <= 1 ? 0 : (span * i) / (count - 1))),
  )
}

async function lookups(db: DbOrTx, companyId: number) {
  const own = (table: { event_company_id: AnyPgColumn }) => eq(table.event_company_id, companyId)
  // One after the other: the seed runs in one transaction, whose single connection takes one statement at a time.
  const clientRows = await db
    .select({
      id: clients.id,
      name: clients.name,
      fin_fee_type: clients.fin_fee_type,
      fin_fee_rate: clients.fin_fee_rate,
      fin_fee_currency: clients.fin_fee_currency,
      profit_target: clients.profit_target,
    })
    .from(clients)
    .where(and(own(clients), isNull(clients.deleted_at)))
  const contactRows = await db
    .select({ id: contacts.id, name: contacts.name, client_id: contacts.client_id })
    .from(contacts)
    .where(and(own(contacts), eq(contacts.contact_type, 'C')))
  const typeRows = await db
    .select({ id: projectTypes.id, name: projectTypes.name })
    .from(projectTypes)
    .where(own(projectTypes))
  const userRows = await db
    .select({ id: users.id, email: users.email, division_id: users.division_id })
    .from(users)
    .where(own(users))
  const divisionRows = await db
    .select({ id: divisions.id, auto: divisions.auto_project_ref, prefix: divisions.project_ref_prefix })
    .from(divisions)
    .where(own(divisions))
  const company = await db
    .select({
      timezone: eventCompanies.timezone,
      fin_fee_type: eventCompanies.fin_fee_type,
      fin_fee_amount: eventCompanies.fin_fee_amount,
      fin_expected_profit_ratio: eventCompanies.fin_expected_profit_ratio,
    })
    .from(eventCompanies)
    .where(eq(eventCompanies.id, companyId))
  return {
    clients: new Map(clientRows.map((row) => [row.name, row])),
    contacts: new Map(contactRows.map((row) => [`${row.client_id}:${row.name}`, row.id])),
    types: byName(typeRows),
    users: new Map(userRows.map((row) => [row.email, row])),
    divisions: new Map(divisionRows.map((row) => [row.id, row])),
    company: company[0] as NonNullable<(typeof company)[0]>,
  }
}

/**
 * A company's demo leads and projects with their contacts, stage moves and notes. References follow the
 * API's rule: generated `{prefix}-{year}-{sequence}` for divisions that generate them (and the counters
 * left where the API continues), typed ones otherwise.
 */
export async function insertProjects(db: DbOrTx, companyId: number, specs: readonly ProjectSpec[]) {
  if (specs.length === 0) return
  const found = await lookups(db, companyId)
  const today = todayIn(found.company.timezone)
  const counters = new Map<string, { division_id: number; year: number; last_value: number }>()
  const user = (email: string) => {
    const row = found.users.get(email)
    if (!row) throw new Error(`Seed data: unknown user "${email}"`)
    return row
  }
  // Generated references number the records of a division and year in the order they were entered.
  const ordered = [...specs].sort((a, b) => b.created_days_ago - a.created_days_ago)
  const rows = ordered.map((spec) => {
    const client = found.clients.get(spec.client)
    if (!client) throw new Error(`Seed data: unknown client "${spec.client}"`)
    const responsible = user(spec.responsible)
    const division = responsible.division_id ? found.divisions.get(responsible.division_id) : undefined
    const created = daysAgo(spec.created_days_ago)
    let projectRef = spec.ref ?? null
    if (division?.auto && division.prefix) {
      const year = Number(todayIn(found.company.timezone, created).slice(0, 4))
      const key = `${division.id}:${year}`
      const counter = counters.get(key) ?? { division_id: division.id, year, last_value: 0 }
      counter.last_value += 1
      counters.set(key, counter)
      projectRef = `${division.prefix}-${year}-${String(counter.last_value).padStart(3, '0')}`
    } else if (!projectRef) {
      throw new Error(`Seed data: "${spec.name}" needs a typed reference`)
    }
    const startsAt = daysBefore(today, -spec.starts_in)
    const fee =
      client.fin_fee_type === null
        ? { type: found.company.fin_fee_type, rate: found.company.fin_fee_amount, currency: 'TRY' }
        : { type: client.fin_fee_type, rate: client.fin_fee_rate, currency: client.fin_fee_currency }
    return {
      spec,
      clientId: client.id,
      contactId: idOf(found.contacts, `${client.id}:${spec.contact}`, 'contact'),
      actorId: responsible.id,
      creatorId: user(spec.by).id,
      path: stagePath(spec.stage),
      created,
      values: {
        event_company_id: companyId,
        code: newPublicCode(),
        name: spec.name,
        name_search: foldTurkish(spec.name),
        project_ref: projectRef,
        stage: spec.stage,
        client_id: client.id,
        project_type_id: idOf(found.types, spec.type, 'project type'),
        format: spec.format,
        starts_at: startsAt,
        ends_at: daysBefore(startsAt, -(spec.days - 1)),
        country: spec.country ?? 'TR',
        city: spec.city,
        expected_attendee_count: spec.attendees,
        languages: [...(spec.languages ?? ['tr'])],
        currency: spec.currency,
        fin_fee_type: fee.type,
        fin_fee_percentage: fee.type === 'PERCENTAGE' ? fee.rate : null,
        fin_fee_fixed_amount: fee.type === 'FIXED' ? fee.rate : null,
        fin_fee_currency: fee.type === 'FIXED' ? fee.currency : null,
        profit_target: client.profit_target ?? found.company.fin_expected_profit_ratio,
        responsible_id: responsible.id,
        lead_close_date: daysBefore(today, -spec.close_in),
        lead_value: spec.value,
        lead_currency: spec.currency,
        client_response_date:
          spec.proposal_days_ago === undefined ? null : daysBefore(today, spec.proposal_days_ago),
        status_info: spec.status_info ?? null,
        note: spec.note ?? null,
        created_by: user(spec.by).id,
        created_at: created,
      },
    }
  })
  const inserted = await db
    .insert(projects)
    .values(
      rows.map((row) => {
        const moves = spread(row.created, daysAgo(Math.min(1, row.spec.created_days_ago)), row.path.length)
        const last = moves[moves.length - 1] as Date
        return { ...row.values, stage_changed_at: last, updated_at: last }
      }),
    )
    .returning({ id: projects.id, code: projects.code })
  const idOfCode = new Map(inserted.map((row) => [row.code, row.id]))

  const contactRows: (typeof projectContacts.$inferInsert)[] = []
  const eventRows: (typeof projectEvents.$inferInsert)[] = []
  const noteRows: (typeof notes.$inferInsert)[] = []
  for (const row of rows) {
    const projectId = idOfCode.get(row.values.code) as number
    contactRows.push({ event_company_id: companyId, project_id: projectId, contact_id: row.contactId })
    const moves = spread(row.created, daysAgo(Math.min(1, row.spec.created_days_ago)), row.path.length)
    row.path.forEach((stage, index) => {
      const at = moves[index] as Date
      eventRows.push({
        event_company_id: companyId,
        project_id: projectId,
        // The creator entered it; the responsible user moved it on from there.
        actor_id: index === 0 ? row.creatorId : row.actorId,
        kind: index === 0 ? 'created' : 'stage_changed',
        data: { from_stage: index === 0 ? null : row.path[index - 1], to_stage: stage },
        created_at: at,
      })
    })
    for (const note of row.spec.notes ?? []) {
      noteRows.push({
        event_company_id: companyId,
        note_type: 'C',
        client_id: row.clientId,
        project_id: projectId,
        note_title: note.title,
        note_content: note.content,
        created_by: user(note.by).id,
        created_at: daysAgo(note.days_ago),
        updated_at: daysAgo(note.days_ago),
      })
    }
  }
  await db.insert(projectContacts).values(contactRows)
  await db.insert(projectEvents).values(eventRows)
  if (noteRows.length > 0) await db.insert(notes).values(noteRows)
  if (counters.size > 0)
    await db
      .insert(projectRefCounters)
      .values([...counters.values()].map((counter) => ({ ...counter, event_company_id: companyId })))
}
