import { and, eq, sql } from 'drizzle-orm'
import { attendeeAnswers, attendees } from '../../apps/server/src/modules/attendees/attendees.table'
import { attendeePayments } from '../../apps/server/src/modules/fees/fees.table'
import { formFieldOptions, formFields, forms } from '../../apps/server/src/modules/forms/forms.table'
import {
  attendeeRooms,
  projectRoomBlockNights,
  projectRoomBlocks,
} from '../../apps/server/src/modules/hotels/hotels.table'
import { projects } from '../../apps/server/src/modules/projects/projects.table'
import { loadConfig } from '../../apps/server/src/platform/config'
import { openDatabase } from '../../apps/server/src/platform/db'

/**
 * The logistics benchmark's data set (issue 23 item 8), run after checkin-seed.ts (the congress grown to
 * 5,000 registered attendees): every attendee without a registration answer gets one choosing a
 * registration type (a product, demo-fees.ts) and, for half, accommodation (another product); every
 * attendee gets a stay in one large DOUBLE block, a quarter of them paired as confirmed room mates; a
 * third have paid in full.
 */
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const db = database.db
const [congress] = await db
  .select({ form_id: forms.id, project_id: forms.project_id, company: forms.event_company_id })
  .from(forms)
  .where(eq(forms.slug, 'kongre-kayit'))
if (!congress?.project_id) throw new Error('no demo congress')
const projectId = congress.project_id
const [project] = await db
  .select({ starts_at: projects.starts_at })
  .from(projects)
  .where(eq(projects.id, projectId))
const start = project?.starts_at ?? new Date().toISOString().slice(0, 10)

const optionOf = async (fieldTitle: string, optionText: string) => {
  const [row] = await db
    .select({ id: formFieldOptions.id, field_id: formFieldOptions.field_id })
    .from(formFieldOptions)
    .innerJoin(formFields, eq(formFields.id, formFieldOptions.field_id))
    .where(
      and(
        eq(formFields.form_id, congress.form_id),
        sql`${formFields.title} ->> 'tr' = ${fieldTitle}`,
        sql`${formFieldOptions.option_text} ->> 'tr' = ${optionText}`,
      ),
    )
  if (!row) throw new Error(`no option ${optionText}`)
  return row
}
const registration = await optionOf('Kayıt türü', 'Tam katılım (3 gün)')
const accommodation = await optionOf('Konaklama gerekiyor mu?', 'Evet')

const people = await db
  .select({
    id: attendees.id,
    answered: sql<boolean>`exists (select 1 from ${attendeeAnswers} a where a.attendee_id = ${attendees.id})`,
  })
  .from(attendees)
  .where(and(eq(attendees.project_id, projectId), eq(attendees.status, 'REGISTERED')))
  .orderBy(attendees.id)
const unanswered = people.filter((person) => !person.answered)
const answerRows = unanswered.map((person, index) => {
  const options = index % 2 === 0 ? [registration.id, accommodation.id] : [registration.id]
  return {
    attendee_id: person.id,
    form_id: congress.form_id,
    answers: {
      [String(registration.field_id)]: registration.id,
      [String(accommodation.field_id)]: index % 2 === 0 ? accommodation.id : null,
    },
    seats: { options, flight_options: [] },
  }
})
for (let i = 0; i < answerRows.length; i += 2000)
  await db.insert(attendeeAnswers).values(answerRows.slice(i, i + 2000))

const addDays = (iso: string, days: number) => {
  const day = new Date(`${iso}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}
const [hotel] = await db
  .execute(sql`select hotel_id from project_room_blocks where project_id = ${projectId} limit 1`)
  .then((result) => (result as unknown as { rows: { hotel_id: number }[] }).rows)
if (!hotel) throw new Error('no demo room block')
const [block] = await db
  .insert(projectRoomBlocks)
  .values({
    event_company_id: congress.company,
    project_id: projectId,
    hotel_id: hotel.hotel_id,
    room_type: 'DOUBLE',
  })
  .returning({ id: projectRoomBlocks.id })
if (!block) throw new Error('no block')
await db
  .insert(projectRoomBlockNights)
  .values([-1, 0, 1, 2].map((offset) => ({ block_id: block.id, night: addDays(start, offset), rooms: 3500 })))
const stayed = new Set(
  (await db.select({ id: attendeeRooms.attendee_id }).from(attendeeRooms)).map((row) => row.id),
)
const guests = people.filter((person) => !stayed.has(person.id))
const stays = guests.map((person, index) => ({
  attendee_id: person.id,
  event_company_id: congress.company,
  block_id: block.id,
  check_in: addDays(start, index % 3 === 0 ? -1 : 0),
  check_out: addDays(start, 3),
}))
for (let i = 0; i < stays.length; i += 2000) await db.insert(attendeeRooms).values(stays.slice(i, i + 2000))
// A quarter paired: neighbours in the list, pointing at each other, confirmed.
for (let i = 0; i + 1 < guests.length; i += 8) {
  const [a, b] = [guests[i]?.id as number, guests[i + 1]?.id as number]
  await db.update(attendees).set({ room_mate_id: b, room_mate_confirmed: true }).where(eq(attendees.id, a))
  await db.update(attendees).set({ room_mate_id: a, room_mate_confirmed: true }).where(eq(attendees.id, b))
}
const payments = unanswered
  .filter((_, index) => index % 3 === 0)
  .map((person) => ({
    event_company_id: congress.company,
    attendee_id: person.id,
    amount: '420.00',
    currency: 'EUR',
    paid_on: start,
    method: 'TRANSFER',
  }))
for (let i = 0; i < payments.length; i += 2000)
  await db.insert(attendeePayments).values(payments.slice(i, i + 2000))
await database.close()
