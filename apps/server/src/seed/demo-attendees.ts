import type { AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { toEngineForm } from '@ajanda/contracts/forms/form-detail'
import { formSchema } from '@ajanda/contracts/forms/form-model'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import { and, asc, eq, sql } from 'drizzle-orm'
import { engineColumns } from '../modules/attendees/attendee-columns'
import type { AttendeeRecordRow } from '../modules/attendees/attendee-read.repository'
import { type SeatIds as Seats, wantedSeats } from '../modules/attendees/attendee-seats'
import {
  attendeeAnswers,
  attendeeCustomColumns,
  attendeeHistory,
  attendeeListMembers,
  attendeeLists,
  attendees,
  attendeeWaitlist,
} from '../modules/attendees/attendees.table'
import { FormAssembly } from '../modules/forms/form-view'
import { createFormsRepository } from '../modules/forms/forms.repository'
import { formFieldOptions, formFlightOptions, forms } from '../modules/forms/forms.table'
import { projects } from '../modules/projects/projects.table'
import { newPublicCode } from '../platform/codes'
import type { DbOrTx } from '../platform/db'

/**
 * Demo attendees (issue 21 item 8): about 300 people on the demo congress in every status, mostly
 * REGISTERED through the personal registration form with answers the engine accepts (the student
 * option filled to its 50 seats, 15 people waiting for one), on the VIP, Konuşmacı, Basın and Sponsor
 * lists, some companions and room-mate pairs, and gala RSVP answers. Every option's quota_allocated is
 * the number of seats the stored answers hold. Names and choices come from a seeded random, so every
 * seed gives the same people; the codes are random (they are secrets). Bulk inserts keep it fast.
 */

// biome-ignore format: a name list reads best in rows
const FIRST_NAMES = [
  'Ayşe', 'Fatma', 'Emine', 'Hatice', 'Zeynep', 'Elif', 'Meryem', 'Şerife', 'Zehra', 'Sultan',
  'Hülya', 'Özlem', 'Gülşen', 'Derya', 'Büşra', 'Ebru', 'Merve', 'Tuğba', 'Sevgi', 'Çiğdem',
  'Mehmet', 'Mustafa', 'Ahmet', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'İsmail', 'Osman', 'Yusuf',
  'Murat', 'Ömer', 'Emre', 'Burak', 'Serkan', 'Gökhan', 'Oğuz', 'Çağlar', 'Uğur', 'Barış',
]
// biome-ignore format: a name list reads best in rows
const LAST_NAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir',
  'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek',
  'Polat', 'Özcan', 'Korkmaz', 'Çakır', 'Erdoğan', 'Güneş', 'Aksoy', 'Tekin', 'Ünal', 'Güler',
]
const HOSPITALS = [
  'Şifa Hastanesi Bornova',
  'Şifa Hastanesi Kadıköy',
  'Ankara Şehir Hastanesi',
  'Ege Üniversitesi Tıp Fakültesi',
  'Hacettepe Üniversitesi Hastaneleri',
  'Dokuz Eylül Üniversitesi Hastanesi',
  'Bursa Uludağ Üniversitesi',
  'Acıbadem Maslak Hastanesi',
]
const TITLES = ['Hemşire', 'Sorumlu Hemşire', 'Başhemşire', 'Ebe', 'Öğretim Üyesi', 'Öğrenci Hemşire']
const CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Eskişehir']
const SPECIALTIES = ['Yoğun bakım', 'Ameliyathane', 'Acil', 'Pediatri', 'Onkoloji', 'Enfeksiyon kontrol']

/** mulberry32: a small seeded random, the same sequence on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** How many of each kind (about 300 in all). */
export const DEMO_ATTENDEE_COUNTS = {
  tam: 110,
  gunluk: 50,
  ogrenci: 50,
  invited: 40,
  waitlisted: 15,
  notAttending: 12,
  cancelled: 10,
  companions: 16,
} as const

const addDays = (day: string, days: number) => {
  const moment = new Date(`${day}T00:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() + days)
  return moment.toISOString().slice(0, 10)
}

async function formDetail(tx: DbOrTx, companyId: number, formId: number): Promise<FormDetail> {
  const repository = createFormsRepository(tx)
  const row = await repository.findById(companyId, formId)
  if (!row) throw new Error(`demo form ${formId} missing`)
  return new FormAssembly(await repository.load(row)).detail('tr')
}

const fieldOfType = (detail: FormDetail, type: string) => {
  const field = detail.sections.flatMap((section) => section.fields).find((f) => f.type === type)
  if (!field) throw new Error(`demo form ${detail.slug} has no ${type} field`)
  return field
}

interface Person {
  first_name: string
  last_name: string
  email: string
  phone: string
  company: string
  title: string
  city: string
  status: AttendeeStatus
  source: 'PERSONAL' | 'IMPORT' | 'STAFF'
  kind: 'tam' | 'gunluk' | 'ogrenci' | 'other'
  stays: boolean
  companionOf: number | null
  lists: string[]
  specialty: string
}

/** Inserts the demo congress's attendees; nothing when the company has no registration form. */
export async function insertDemoAttendees(tx: DbOrTx, companyId: number): Promise<void> {
  const formRows = await tx
    .select({ id: forms.id, slug: forms.slug, project_id: forms.project_id })
    .from(forms)
    .where(
      and(eq(forms.event_company_id, companyId), sql`${forms.slug} in ('kongre-kayit', 'gala-yemegi-lcv')`),
    )
  const registrationRow = formRows.find((row) => row.slug === 'kongre-kayit')
  const rsvpRow = formRows.find((row) => row.slug === 'gala-yemegi-lcv')
  if (!registrationRow?.project_id) return
  const projectId = registrationRow.project_id
  const [project] = await tx
    .select({ starts_at: projects.starts_at, ends_at: projects.ends_at })
    .from(projects)
    .where(eq(projects.id, projectId))
  if (!project) return
  const registration = await formDetail(tx, companyId, registrationRow.id)
  const rsvp = rsvpRow ? await formDetail(tx, companyId, rsvpRow.id) : null
  const lists = await tx
    .select({ id: attendeeLists.id, name: attendeeLists.name })
    .from(attendeeLists)
    .where(eq(attendeeLists.project_id, projectId))
    .orderBy(asc(attendeeLists.sort_order))
  const listId = new Map(lists.map((list) => [list.name, list.id]))
  /** A demo person's lists as the engine reads them (attendee-columns.ts). */
  const listsOf = (person: { lists: string[] }) =>
    person.lists.flatMap((name) => (listId.has(name) ? [{ id: listId.get(name) as number, name }] : []))

  await tx.insert(attendeeCustomColumns).values([
    {
      event_company_id: companyId,
      project_id: projectId,
      key: 'uzmanlik',
      label: 'Uzmanlık alanı',
      sort_order: 0,
    },
    { event_company_id: companyId, project_id: projectId, key: 'sicil_no', label: 'Sicil no', sort_order: 1 },
  ])

  // The people, deterministic.
  const random = seededRandom(21_2026)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const people: Person[] = []
  const usedNames = new Set<string>()
  const person = (status: AttendeeStatus, kind: Person['kind'], source: Person['source']): Person => {
    let first = pick(FIRST_NAMES)
    let last = pick(LAST_NAMES)
    while (usedNames.has(`${first} ${last}`)) {
      first = pick(FIRST_NAMES)
      last = pick(LAST_NAMES)
    }
    usedNames.add(`${first} ${last}`)
    const mail = `${foldTurkish(first)}.${foldTurkish(last)}`.replace(/[^a-z.]/g, '')
    return {
      first_name: first,
      last_name: last,
      email: `${mail}@ornek-hastane.com.tr`,
      phone: `05${pick(['32', '33', '42', '44', '55', '05'])}${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`,
      company: pick(HOSPITALS),
      title: kind === 'ogrenci' ? 'Öğrenci Hemşire' : pick(TITLES.slice(0, 5)),
      city: pick(CITIES),
      status,
      source,
      kind,
      stays: kind !== 'gunluk' && random() < 0.45,
      companionOf: null,
      lists: [],
      specialty: pick(SPECIALTIES),
    }
  }
  const counts = DEMO_ATTENDEE_COUNTS
  for (let i = 0; i < counts.tam; i++) people.push(person('REGISTERED', 'tam', 'PERSONAL'))
  for (let i = 0; i < counts.gunluk; i++) people.push(person('REGISTERED', 'gunluk', 'PERSONAL'))
  for (let i = 0; i < counts.ogrenci; i++) people.push(person('REGISTERED', 'ogrenci', 'PERSONAL'))
  for (let i = 0; i < counts.invited; i++)
    people.push(person('INVITED', 'other', i % 4 === 0 ? 'STAFF' : 'IMPORT'))
  for (let i = 0; i < counts.waitlisted; i++) people.push(person('WAITLISTED', 'ogrenci', 'PERSONAL'))
  for (let i = 0; i < counts.notAttending; i++) people.push(person('NOT_ATTENDING', 'other', 'IMPORT'))
  for (let i = 0; i < counts.cancelled; i++) people.push(person('CANCELLED', 'other', 'PERSONAL'))
  const mains = people.length
  for (let i = 0; i < counts.companions; i++) {
    const companion = person('REGISTERED', 'other', 'STAFF')
    companion.companionOf = (i * 7) % counts.tam
    companion.company = (people[companion.companionOf] as Person).company
    people.push(companion)
  }
  // Lists: speakers and VIPs among the full registrations, press and sponsors among the others.
  for (const [index, someone] of people.entries()) {
    if (someone.companionOf !== null) continue
    if (index < 24 && someone.kind === 'tam') someone.lists.push('Konuşmacı')
    if (index % 13 === 0) someone.lists.push('VIP')
    if (someone.kind === 'other' && index % 9 === 0) someone.lists.push('Basın')
    if (index % 17 === 5) someone.lists.push('Sponsor')
  }

  const now = Date.now()
  const startedAgo = (index: number) => new Date(now - (40 - (index % 40)) * 86_400_000 - index * 60_000)
  const inserted = await tx
    .insert(attendees)
    .values(
      people.map((p, index) => ({
        event_company_id: companyId,
        project_id: projectId,
        pcode: newPublicCode(),
        acode: newPublicCode(),
        dcode: newPublicCode(),
        first_name: p.first_name,
        last_name: p.last_name,
        name_search: foldTurkish(`${p.first_name} ${p.last_name}`),
        email: p.email,
        phone: p.phone,
        company: p.company,
        title: p.title,
        country: 'TR',
        city: p.city,
        language: index % 15 === 0 ? 'en' : 'tr',
        status: p.status,
        source: p.source,
        custom: { uzmanlik: p.specialty, sicil_no: String(100_000 + index) },
        registered_at: p.status === 'REGISTERED' || p.status === 'CANCELLED' ? startedAgo(index) : null,
        cancelled_at: p.status === 'CANCELLED' ? new Date(now - (index % 5) * 86_400_000) : null,
        created_at: startedAgo(index),
        updated_at: startedAgo(index),
      })),
    )
    .returning()
  const ids = inserted.map((row) => row.id)
  const idOf = (index: number) => ids[index] as number

  // Companions and room mates (pairs among the full registrations who stay).
  for (const [index, p] of people.entries())
    if (p.companionOf !== null)
      await tx
        .update(attendees)
        .set({ main_attendee_id: idOf(p.companionOf) })
        .where(eq(attendees.id, idOf(index)))
  const stayers = people
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => p.kind === 'tam' && p.stays && p.status === 'REGISTERED' && p.companionOf === null)
  // The room-mate field asks the mate's approval (demo-forms.ts): the pairs are confirmed both ways, and
  // the last chooser still waits for the mate's answer (pointing at them with the confirm link's code).
  const mateOf = new Map<number, number>()
  const pairs = Math.floor(Math.min(stayers.length, 24) / 2)
  for (let k = 0; k < pairs; k++) {
    const a = (stayers[2 * k] as { index: number }).index
    const b = (stayers[2 * k + 1] as { index: number }).index
    mateOf.set(a, b)
    if (k === pairs - 1) {
      await tx
        .update(attendees)
        .set({ room_mate_id: idOf(b), room_mate_confirmed: false, room_mate_code: newPublicCode() })
        .where(eq(attendees.id, idOf(a)))
      continue
    }
    mateOf.set(b, a)
    for (const [one, other] of [
      [a, b],
      [b, a],
    ] as const)
      await tx
        .update(attendees)
        .set({ room_mate_id: idOf(other), room_mate_confirmed: true })
        .where(eq(attendees.id, idOf(one)))
  }

  const members = people.flatMap((p, index) =>
    p.lists.flatMap((name) =>
      listId.has(name) ? [{ attendee_id: idOf(index), list_id: listId.get(name) as number }] : [],
    ),
  )
  if (members.length) await tx.insert(attendeeListMembers).values(members)

  // Registration answers, checked by the engine, and the seats they hold.
  const engineForm = formSchema.parse(toEngineForm(registration))
  const kayit = registration.sections
    .flatMap((s) => s.fields)
    .find((f) => f.type === 'radio' && f.options.length === 3)
  const konaklama = registration.sections
    .flatMap((s) => s.fields)
    .find((f) => f.type === 'radio' && f.options.length === 2)
  if (!kayit || !konaklama) throw new Error('demo registration form without its choice fields')
  const optionFor = { tam: kayit.options[0]?.id, gunluk: kayit.options[1]?.id, ogrenci: kayit.options[2]?.id }
  const [yes, no] = konaklama.options.map((option) => option.id) as [number, number]
  const field = (type: string) => String(fieldOfType(registration, type).id)
  const flightField = fieldOfType(registration, 'flight')
  const stayTo =
    addDays(project.starts_at, 3) <= project.ends_at ? addDays(project.starts_at, 3) : project.ends_at
  const answerRows: (typeof attendeeAnswers.$inferInsert)[] = []
  const seatCount = new Map<string, number>()
  const hold = (seats: Seats) => {
    for (const id of seats.options) seatCount.set(`o${id}`, (seatCount.get(`o${id}`) ?? 0) + 1)
    for (const id of seats.flight_options) seatCount.set(`f${id}`, (seatCount.get(`f${id}`) ?? 0) + 1)
  }
  const flightTaken = new Map<number, number>()
  for (const [index, p] of people.entries()) {
    if (p.status !== 'REGISTERED' || p.kind === 'other') continue
    const raw: Record<string, unknown> = {
      [field('name')]: { first_name: p.first_name, last_name: p.last_name },
      [field('email_input')]: p.email,
      [field('phone_number')]: p.phone,
      [field('short_answer')]: p.company,
      [String(kayit.id)]: optionFor[p.kind],
      [String(konaklama.id)]: p.stays ? yes : no,
      [field('contract')]: true,
      [field('signature')]: {
        url: `demo/imza-${index}.png`,
        name: 'imza.png',
        size: 2048,
        mime: 'image/png',
      },
    }
    if (p.stays) {
      raw[field('date_range')] = [addDays(project.starts_at, -1), stayTo]
      const mate = mateOf.get(index)
      if (mate !== undefined) raw[field('room_mates')] = { attendee_id: idOf(mate) }
      const offer = flightField.flight_options[index % 3]
      if (offer && (flightTaken.get(offer.id) ?? 0) < (offer.quota_available ?? Number.POSITIVE_INFINITY)) {
        raw[String(flightField.id)] = offer.flight_id
        flightTaken.set(offer.id, (flightTaken.get(offer.id) ?? 0) + 1)
      }
    }
    const row = inserted[index] as AttendeeRecordRow
    const check = validateAnswers(engineForm, raw, engineColumns(row, listsOf(p)), 'tr')
    if (!check.ok) throw new Error(`demo answers refused: ${JSON.stringify(check.errors)}`)
    const seats = wantedSeats(registration, check.values)
    hold(seats)
    answerRows.push({
      attendee_id: row.id,
      form_id: registration.id,
      answers: check.values,
      seats,
      submitted_at: row.registered_at ?? row.created_at,
    })
  }
  // Gala RSVP answers: most registered full attendees say yes with a menu, some no.
  if (rsvp) {
    const rsvpForm = formSchema.parse(toEngineForm(rsvp))
    const attendance = fieldOfType(rsvp, 'attendance')
    const menu = fieldOfType(rsvp, 'dropdown')
    const note = fieldOfType(rsvp, 'short_answer')
    for (const [index, p] of people.entries()) {
      if (p.status !== 'REGISTERED' || p.kind !== 'tam' || index % 2 === 1) continue
      const attending = index % 10 !== 0
      const raw: Record<string, unknown> = { [String(attendance.id)]: attending ? 1 : 0 }
      if (attending) {
        raw[String(menu.id)] = menu.options[index % menu.options.length]?.id
        if (index % 8 === 0) raw[String(note.id)] = 'Glutensiz lütfen.'
      }
      const row = inserted[index] as AttendeeRecordRow
      const check = validateAnswers(rsvpForm, raw, engineColumns(row, listsOf(p)), 'tr')
      if (!check.ok) throw new Error(`demo RSVP refused: ${JSON.stringify(check.errors)}`)
      const seats = wantedSeats(rsvp, check.values)
      hold(seats)
      answerRows.push({ attendee_id: row.id, form_id: rsvp.id, answers: check.values, seats })
    }
  }
  if (answerRows.length) await tx.insert(attendeeAnswers).values(answerRows)
  for (const formId of new Set(answerRows.map((row) => row.form_id)))
    await tx
      .update(forms)
      .set({ answers_count: answerRows.filter((row) => row.form_id === formId).length })
      .where(eq(forms.id, formId))
  for (const [key, count] of seatCount) {
    const id = Number(key.slice(1))
    if (key.startsWith('o'))
      await tx.update(formFieldOptions).set({ quota_allocated: count }).where(eq(formFieldOptions.id, id))
    else
      await tx.update(formFlightOptions).set({ quota_allocated: count }).where(eq(formFlightOptions.id, id))
  }

  // The waiting list for the full student option, oldest first.
  const waiting = people.flatMap((p, index) => (p.status === 'WAITLISTED' ? [index] : []))
  if (waiting.length)
    await tx.insert(attendeeWaitlist).values(
      waiting.map((index, order) => ({
        attendee_id: idOf(index),
        form_id: registration.id,
        option_id: optionFor.ogrenci ?? null,
        created_at: new Date(now - (waiting.length - order) * 3_600_000),
      })),
    )

  // History: how each came, and the registration's answers.
  const history: (typeof attendeeHistory.$inferInsert)[] = []
  for (const [index, p] of people.entries()) {
    const created = inserted[index]?.created_at as Date
    history.push({
      attendee_id: idOf(index),
      actor_type: p.source === 'PERSONAL' ? 'ATTENDEE' : 'SYSTEM',
      action: 'created',
      changes: { source: p.source, status: p.status },
      created_at: created,
    })
    if (index >= mains) continue
    if (p.status === 'WAITLISTED')
      history.push({
        attendee_id: idOf(index),
        actor_type: 'ATTENDEE',
        action: 'waitlisted',
        changes: {},
        created_at: created,
      })
    if (p.status === 'CANCELLED')
      history.push({
        attendee_id: idOf(index),
        actor_type: 'ATTENDEE',
        action: 'status',
        changes: { status: { old: 'REGISTERED', new: 'CANCELLED' } },
        created_at: inserted[index]?.cancelled_at ?? created,
      })
  }
  await tx.insert(attendeeHistory).values(history)
}
