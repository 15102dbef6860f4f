import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { attendees } from '../modules/attendees/attendees.table'
import { forms } from '../modules/forms/forms.table'
import { hotelCategoryIds } from '../modules/hotels/hotel-categories'
import { attendeeRooms, projectRoomBlockNights, projectRoomBlocks } from '../modules/hotels/hotels.table'
import { nightsOf } from '../modules/hotels/rooming-calc'
import { projects } from '../modules/projects/projects.table'
import { supplierCategoryLinks, suppliers } from '../modules/suppliers/suppliers.table'
import type { DbOrTx } from '../platform/db'

const addDays = (iso: string, days: number) => {
  const day = new Date(`${iso}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/**
 * The demo congress's accommodation (issue 23 item 6): two of the demo hotels (suppliers of the Otel
 * category) with DOUBLE, SINGLE and TWIN blocks over the congress nights plus the night before, and a
 * rooming list: the registered room-mate pairs the form confirmed share DOUBLE rooms, some registered
 * guests have SINGLE rooms, and one guest alone in a TWIN shows the unpaired-sharer warning.
 */
export async function insertDemoHotels(tx: DbOrTx, companyId: number): Promise<void> {
  const [congress] = await tx
    .select({ id: projects.id, starts_at: projects.starts_at, ends_at: projects.ends_at })
    .from(forms)
    .innerJoin(projects, eq(projects.id, forms.project_id))
    .where(and(eq(forms.event_company_id, companyId), eq(forms.slug, 'kongre-kayit')))
  if (!congress) return
  const categories = await hotelCategoryIds(tx, companyId)
  if (categories.length === 0) return
  const hotels = await tx
    .selectDistinct({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .innerJoin(supplierCategoryLinks, eq(supplierCategoryLinks.supplier_id, suppliers.id))
    .where(
      and(
        eq(suppliers.event_company_id, companyId),
        isNull(suppliers.deleted_at),
        inArray(supplierCategoryLinks.supplier_category_id, categories),
      ),
    )
    .orderBy(asc(suppliers.name))
    .limit(2)
  const [main, second] = hotels
  if (!main || !second) return

  const checkIn = congress.starts_at
  const checkOut = congress.ends_at > congress.starts_at ? congress.ends_at : addDays(congress.starts_at, 1)
  // The block also holds the night before, for early arrivals.
  const nights = [addDays(checkIn, -1), ...nightsOf(checkIn, checkOut)]
  const block = async (
    hotelId: number,
    roomType: string,
    rooms: number,
    note: string | null,
  ): Promise<number> => {
    const [row] = await tx
      .insert(projectRoomBlocks)
      .values({
        event_company_id: companyId,
        project_id: congress.id,
        hotel_id: hotelId,
        room_type: roomType,
        release_on: addDays(checkIn, -30),
        note,
      })
      .returning({ id: projectRoomBlocks.id })
    if (!row) throw new Error('demo room block not created')
    await tx
      .insert(projectRoomBlockNights)
      .values(nights.map((night, index) => ({ block_id: row.id, night, rooms: index === 0 ? 4 : rooms })))
    return row.id
  }
  const double = await block(main.id, 'DOUBLE', 12, 'Kongre oteli: double odalar, kahvaltı dahil.')
  const single = await block(main.id, 'SINGLE', 8, null)
  const twin = await block(second.id, 'TWIN', 6, 'Yürüme mesafesinde ikinci otel.')

  const registered = await tx
    .select({ id: attendees.id, mate: attendees.room_mate_id, confirmed: attendees.room_mate_confirmed })
    .from(attendees)
    .where(and(eq(attendees.project_id, congress.id), eq(attendees.status, 'REGISTERED')))
    .orderBy(asc(attendees.id))
  const byId = new Map(registered.map((a) => [a.id, a]))
  const stays: { attendee_id: number; block_id: number; note?: string }[] = []
  const placed = new Set<number>()
  for (const person of registered) {
    const mate = person.mate === null ? undefined : byId.get(person.mate)
    if (stays.length >= 10 || placed.has(person.id) || !mate || !person.confirmed || mate.mate !== person.id)
      continue
    stays.push({ attendee_id: person.id, block_id: double }, { attendee_id: mate.id, block_id: double })
    placed.add(person.id)
    placed.add(mate.id)
  }
  const alone = registered.filter((a) => a.mate === null && !placed.has(a.id))
  for (const person of alone.slice(0, 6)) stays.push({ attendee_id: person.id, block_id: single })
  const sharer = alone[6]
  if (sharer) stays.push({ attendee_id: sharer.id, block_id: twin, note: 'Oda arkadaşı henüz belli değil.' })
  if (stays.length === 0) return
  await tx.insert(attendeeRooms).values(
    stays.map((stay, index) => ({
      attendee_id: stay.attendee_id,
      event_company_id: companyId,
      block_id: stay.block_id,
      // The first pair arrives the night before.
      check_in: index < 2 ? addDays(checkIn, -1) : checkIn,
      check_out: checkOut,
      note: stay.note ?? (index === 0 ? 'Erken giriş rica edildi.' : null),
    })),
  )
}
