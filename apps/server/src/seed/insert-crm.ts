import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { eq } from 'drizzle-orm'
import { composeIBAN } from 'ibantools'
import { notes, phoneCallLogs } from '../modules/activities/activities.table'
import { clients } from '../modules/clients/clients.table'
import { contacts } from '../modules/contacts/contacts.table'
import {
  clientIndustries,
  contactPositions,
  supplierCategories,
} from '../modules/definitions/definitions.table'
import { supplierCategoryLinks, suppliers } from '../modules/suppliers/suppliers.table'
import { newPublicCode } from '../platform/codes'
import type { DbOrTx } from '../platform/db'
import { checkPhone } from '../platform/phone-numbers'
import type { CallSpec, ContactSpec, CrmSpec, NoteSpec } from './crm-spec'
import { byName, idOf } from './name-map'

const DAY_MS = 24 * 3600 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

/** The API stores phones in international form; a typo in the seed fails loudly here. */
function phone(value: string | undefined): string | null {
  if (!value) return null
  const checked = checkPhone(value, 'any')
  if (!checked.ok) throw new Error(`Seed data: invalid phone ${value}`)
  return checked.value
}

async function namesOf(db: DbOrTx, companyId: number) {
  const of = async (table: typeof clientIndustries | typeof supplierCategories | typeof contactPositions) =>
    byName(
      await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(eq(table.event_company_id, companyId)),
    )
  // One after the other: the seed runs in one transaction, whose single connection takes one statement at a time.
  const industries = await of(clientIndustries)
  const categories = await of(supplierCategories)
  const positions = await of(contactPositions)
  return { industries, categories, positions }
}

interface Owner {
  type: 'C' | 'S'
  id: number
  created: Date
  contacts: readonly ContactSpec[]
  notes: readonly NoteSpec[]
  calls: readonly CallSpec[]
}

/**
 * A company's clients, suppliers and their contacts, notes and calls, in a handful of multi-row inserts
 * (one per table), with the same stored forms the API writes (folded names, international phones).
 */
export async function insertCrm(
  db: DbOrTx,
  companyId: number,
  spec: CrmSpec,
  userIds: ReadonlyMap<string, number>,
) {
  const names = await namesOf(db, companyId)
  const user = (email: string) => idOf(userIds, email, 'user')
  const owners: Owner[] = []
  const own = { event_company_id: companyId }

  const clientRows = spec.clients.map((c) => ({
    ...own,
    code: newPublicCode(),
    name: c.name,
    name_search: foldTurkish(c.name),
    legal_name: c.legal_name ?? null,
    industry_id: idOf(names.industries, c.industry, 'client industry'),
    tax_number: c.tax_number ?? null,
    address: c.address ?? null,
    country: 'TR',
    city: c.city,
    phone: phone(c.phone),
    email: c.email ?? null,
    website: c.website ?? null,
    fin_fee_type: c.fee?.type ?? null,
    fin_fee_rate: c.fee?.rate ?? null,
    fin_fee_currency: c.fee?.currency ?? (c.fee ? 'TRY' : null),
    profit_target: c.profit_target ?? null,
    first_confirmed_at: c.confirmed_days_ago === undefined ? null : daysAgo(c.confirmed_days_ago),
    created_by: user(c.by),
    created_at: daysAgo(c.days_ago),
    updated_at: daysAgo(c.days_ago),
  }))
  if (clientRows.length > 0) {
    const inserted = await db
      .insert(clients)
      .values(clientRows)
      .returning({ id: clients.id, code: clients.code })
    const idOfCode = new Map(inserted.map((row) => [row.code, row.id]))
    spec.clients.forEach((c, index) => {
      const row = clientRows[index] as (typeof clientRows)[number]
      owners.push({
        type: 'C',
        id: idOfCode.get(row.code) as number,
        created: row.created_at,
        contacts: c.contacts ?? [],
        notes: c.notes ?? [],
        calls: c.calls ?? [],
      })
    })
  }

  const supplierRows = spec.suppliers.map((s) => ({
    ...own,
    code: newPublicCode(),
    name: s.name,
    name_search: foldTurkish(s.name),
    legal_name: s.legal_name ?? null,
    tax_number: s.tax_number ?? null,
    address: s.address ?? null,
    country: 'TR',
    city: s.city,
    phone: phone(s.phone),
    email: s.email ?? null,
    website: s.website ?? null,
    iban: s.bank
      ? (composeIBAN({ countryCode: 'TR', bban: `${s.bank.code}0${s.bank.account}` }) ?? null)
      : null,
    bank_name: s.bank?.name ?? null,
    first_confirmed_at: s.confirmed_days_ago === undefined ? null : daysAgo(s.confirmed_days_ago),
    created_by: user(s.by),
    created_at: daysAgo(s.days_ago),
    updated_at: daysAgo(s.days_ago),
  }))
  if (supplierRows.length > 0) {
    const inserted = await db
      .insert(suppliers)
      .values(supplierRows)
      .returning({ id: suppliers.id, code: suppliers.code })
    const idOfCode = new Map(inserted.map((row) => [row.code, row.id]))
    const links = spec.suppliers.flatMap((s, index) => {
      const id = idOfCode.get((supplierRows[index] as (typeof supplierRows)[number]).code) as number
      owners.push({
        type: 'S',
        id,
        created: daysAgo(s.days_ago),
        contacts: s.contacts ?? [],
        notes: s.notes ?? [],
        calls: s.calls ?? [],
      })
      return s.categories.map((category) => ({
        supplier_id: id,
        supplier_category_id: idOf(names.categories, category, 'supplier category'),
      }))
    })
    if (links.length > 0) await db.insert(supplierCategoryLinks).values(links)
  }

  await insertPeopleAndActivities(db, companyId, owners, names.positions, user)
}

async function insertPeopleAndActivities(
  db: DbOrTx,
  companyId: number,
  owners: readonly Owner[],
  positions: ReadonlyMap<string, number>,
  user: (email: string) => number,
) {
  const subject = (owner: Owner) => ({
    client_id: owner.type === 'C' ? owner.id : null,
    supplier_id: owner.type === 'S' ? owner.id : null,
  })
  const contactRows = owners.flatMap((owner) =>
    owner.contacts.map((c) => ({
      event_company_id: companyId,
      name: c.name,
      name_search: foldTurkish(c.name),
      position_id: idOf(positions, c.position, 'contact position'),
      contact_type: owner.type,
      ...subject(owner),
      email: c.email,
      phone: phone(c.phone),
      mobile: phone(c.mobile),
      created_at: owner.created,
      updated_at: owner.created,
    })),
  )
  const contactIds = new Map<string, number>()
  if (contactRows.length > 0) {
    const inserted = await db.insert(contacts).values(contactRows).returning({
      id: contacts.id,
      name: contacts.name,
      client_id: contacts.client_id,
      supplier_id: contacts.supplier_id,
    })
    for (const row of inserted)
      contactIds.set(`${row.client_id ?? `S${row.supplier_id}`}:${row.name}`, row.id)
  }
  const contactOf = (owner: Owner, name: string) =>
    idOf(contactIds, `${owner.type === 'C' ? owner.id : `S${owner.id}`}:${name}`, 'contact')

  const noteRows = owners.flatMap((owner) =>
    owner.notes.map((n) => ({
      event_company_id: companyId,
      note_type: owner.type,
      ...subject(owner),
      note_title: n.title,
      note_content: n.content,
      created_by: user(n.by),
      created_at: daysAgo(n.days_ago),
      updated_at: daysAgo(n.days_ago),
    })),
  )
  if (noteRows.length > 0) await db.insert(notes).values(noteRows)
  const callRows = owners.flatMap((owner) =>
    owner.calls.map((c) => ({
      event_company_id: companyId,
      call_type: owner.type,
      ...subject(owner),
      contact_id: c.contact ? contactOf(owner, c.contact) : null,
      call_direction: c.direction,
      // Calls happen in office hours: mid-morning of that day.
      called_at: new Date(daysAgo(c.days_ago).setUTCHours(8, 30, 0, 0)),
      description: c.description,
      created_by: user(c.by),
      created_at: daysAgo(c.days_ago),
      updated_at: daysAgo(c.days_ago),
    })),
  )
  if (callRows.length > 0) await db.insert(phoneCallLogs).values(callRows)
}
