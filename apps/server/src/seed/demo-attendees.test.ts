import { ATTENDEE_STATUSES } from '@ajanda/contracts/attendees.contract'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  attendeeAnswers,
  attendeeListMembers,
  attendees,
  attendeeWaitlist,
} from '../modules/attendees/attendees.table'
import { formFieldOptions, formFields, formFlightOptions, forms } from '../modules/forms/forms.table'
import type { DbOrTx } from '../platform/db'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { DEMO_ATTENDEE_COUNTS } from './demo-attendees'

let testApp: TestApp
let db: DbOrTx
let projectId: number

beforeAll(async () => {
  testApp = await createTestApp()
  db = testApp.database.db
  const [form] = await db
    .select({ project_id: forms.project_id })
    .from(forms)
    .where(eq(forms.slug, 'kongre-kayit'))
  projectId = form?.project_id as number
})
afterAll(async () => {
  await testApp?.close()
})

describe('demo attendees', () => {
  it('puts about 300 people on the demo congress in every status, mostly registered', async () => {
    const rows = await db
      .select({ status: attendees.status, count: sql<number>`count(*)::int` })
      .from(attendees)
      .where(eq(attendees.project_id, projectId))
      .groupBy(attendees.status)
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.count]))
    const total = rows.reduce((sum, row) => sum + row.count, 0)
    expect(total).toBe(Object.values(DEMO_ATTENDEE_COUNTS).reduce((sum, n) => sum + n, 0))
    expect(total).toBeGreaterThanOrEqual(280)
    for (const status of ATTENDEE_STATUSES) expect(byStatus[status], status).toBeGreaterThan(0)
    expect(byStatus.REGISTERED).toBeGreaterThan(total / 2)
  })

  it('has lists, companions, room mates and a waiting list', async () => {
    const [members] = await db
      .select({ lists: sql<number>`count(distinct ${attendeeListMembers.list_id})::int` })
      .from(attendeeListMembers)
      .innerJoin(attendees, eq(attendees.id, attendeeListMembers.attendee_id))
      .where(eq(attendees.project_id, projectId))
    expect(members?.lists).toBeGreaterThanOrEqual(3)
    const companions = await db
      .select({ id: attendees.id })
      .from(attendees)
      .where(and(eq(attendees.project_id, projectId), isNotNull(attendees.main_attendee_id)))
    expect(companions).toHaveLength(DEMO_ATTENDEE_COUNTS.companions)
    const mates = await db
      .select({
        id: attendees.id,
        mate: attendees.room_mate_id,
        confirmed: attendees.room_mate_confirmed,
        code: attendees.room_mate_code,
      })
      .from(attendees)
      .where(and(eq(attendees.project_id, projectId), isNotNull(attendees.room_mate_id)))
    expect(mates.length).toBeGreaterThanOrEqual(4)
    // Confirmed pairs point at each other; one chooser waits for the mate's approval (with the link's code).
    const mateOf = new Map(mates.map((row) => [row.id, row]))
    const pending = mates.filter((row) => !row.confirmed)
    expect(pending).toHaveLength(1)
    expect(pending[0]?.code).toBeTruthy()
    expect(mateOf.has(pending[0]?.mate as number)).toBe(false)
    for (const row of mates.filter((mate) => mate.confirmed))
      expect(mateOf.get(row.mate as number)).toMatchObject({ mate: row.id, confirmed: true })
    const waiting = await db
      .select({ status: attendees.status })
      .from(attendeeWaitlist)
      .innerJoin(attendees, eq(attendees.id, attendeeWaitlist.attendee_id))
      .where(eq(attendees.project_id, projectId))
    expect(waiting).toHaveLength(DEMO_ATTENDEE_COUNTS.waitlisted)
    expect(new Set(waiting.map((row) => row.status))).toEqual(new Set(['WAITLISTED']))
  })

  it('answers both forms, and every quota_allocated equals the seats the answers hold', async () => {
    const answered = await db
      .select({ slug: forms.slug, count: sql<number>`count(*)::int` })
      .from(attendeeAnswers)
      .innerJoin(forms, eq(forms.id, attendeeAnswers.form_id))
      .groupBy(forms.slug)
    const bySlug = Object.fromEntries(answered.map((row) => [row.slug, row.count]))
    expect(bySlug['kongre-kayit']).toBe(
      DEMO_ATTENDEE_COUNTS.tam + DEMO_ATTENDEE_COUNTS.gunluk + DEMO_ATTENDEE_COUNTS.ogrenci,
    )
    expect(bySlug['gala-yemegi-lcv']).toBeGreaterThan(10)
    const counted = await db.select({ slug: forms.slug, answers_count: forms.answers_count }).from(forms)
    for (const form of counted) expect(form.answers_count, form.slug).toBe(bySlug[form.slug] ?? 0)

    const held = await db.select({ seats: attendeeAnswers.seats }).from(attendeeAnswers)
    const options = new Map<number, number>()
    const flights = new Map<number, number>()
    for (const { seats } of held) {
      for (const id of seats.options) options.set(id, (options.get(id) ?? 0) + 1)
      for (const id of seats.flight_options) flights.set(id, (flights.get(id) ?? 0) + 1)
    }
    const optionRows = await db
      .select({
        id: formFieldOptions.id,
        allocated: formFieldOptions.quota_allocated,
        available: formFieldOptions.quota_available,
      })
      .from(formFieldOptions)
      .innerJoin(formFields, eq(formFields.id, formFieldOptions.field_id))
      .innerJoin(forms, eq(forms.id, formFields.form_id))
      .where(eq(forms.project_id, projectId))
    for (const row of optionRows) {
      expect(row.allocated, `option ${row.id}`).toBe(options.get(row.id) ?? 0)
      if (row.available !== null) expect(row.allocated).toBeLessThanOrEqual(row.available)
    }
    // The student option is exactly full: the waiting list waits for it.
    expect(optionRows.some((row) => row.available === 50 && row.allocated === 50)).toBe(true)
    const flightRows = await db
      .select({
        id: formFlightOptions.id,
        allocated: formFlightOptions.quota_allocated,
        available: formFlightOptions.quota_available,
      })
      .from(formFlightOptions)
    for (const row of flightRows) {
      expect(row.allocated, `flight option ${row.id}`).toBe(flights.get(row.id) ?? 0)
      if (row.available !== null) expect(row.allocated).toBeLessThanOrEqual(row.available)
    }
    expect([...flights.values()].reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0)
  })
})
