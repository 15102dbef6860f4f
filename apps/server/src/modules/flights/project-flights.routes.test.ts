import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { attendeeAnswers, attendees } from '../attendees/attendees.table'
import { formFlightOptions, forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { projectFlights } from './flights.table'

let testApp: TestApp
let admin: Api
let client: Api
let other: Api
/** The demo congress (its registration form's project), with two group flights some attendees took. */
let congress: { id: number; code: string }

beforeAll(async () => {
  testApp = await createTestApp()
  const session = async (email: string) => apiAs(testApp.app, (await loginAs(testApp.app, email)).headers)
  admin = await session(DEMO_EMAILS.admin)
  client = await session(DEMO_EMAILS.client)
  other = await session(DEMO_EMAILS.otherAdmin)
  const [row] = await testApp.database.db
    .select({ id: projects.id, code: projects.code })
    .from(forms)
    .innerJoin(projects, eq(projects.id, forms.project_id))
    .where(eq(forms.slug, 'kongre-kayit'))
  congress = row as { id: number; code: string }
})
afterAll(async () => {
  await testApp?.close()
})

const flight = (extra: Record<string, unknown> = {}) => ({
  airline_code: 'tk',
  flight_code: '2135',
  flight_date: '2026-05-13',
  departure_airport_code: 'esb',
  departure_airport_name: 'Ankara Esenboğa',
  arrival_airport_code: 'IST',
  arrival_airport_name: 'İstanbul Havalimanı',
  departs_at: '09:45',
  arrives_at: '11:00',
  seats: 40,
  ...extra,
})

describe('POST, PUT, DELETE /project/{code}/flights', () => {
  it('adds a flight with its codes in capitals, lists it for the form builder, edits and deletes it', async () => {
    const created = await admin.post(`/project/${congress.code}/flights`, flight())
    expect(created.statusCode, created.body).toBe(200)
    const { data, message } = created.json()
    expect(message).toBe('Uçuş eklendi.')
    expect(data).toMatchObject({
      airline_code: 'TK',
      flight_code: '2135',
      departure_airport_code: 'ESB',
      arrival_airport_code: 'IST',
      departs_at: '09:45',
      arrives_at: '11:00',
      seats: 40,
    })
    const listed = (await admin.get(`/project/${congress.id}/flights`)).json().data as { id: number }[]
    expect(listed.map((row) => row.id)).toContain(data.id)
    // The same list by the project's code, for its flights tab, with the arrival's name and the times.
    const byCode = await admin.get(`/project/${congress.code}/flights`)
    expect(byCode.statusCode, byCode.body).toBe(200)
    expect(byCode.json().data).toEqual(listed)
    expect(byCode.json().data.find((row: { id: number }) => row.id === data.id)).toMatchObject({
      outbound_departure_airport_code: 'ESB',
      arrival_airport_name: 'İstanbul Havalimanı',
      departs_at: '09:45',
      arrives_at: '11:00',
    })
    expect((await other.get(`/project/${congress.code}/flights`)).statusCode).toBe(404)

    const edited = await admin.put(
      `/project/${congress.code}/flights/${data.id}?locale=en`,
      flight({ seats: 0, departs_at: null, arrives_at: '' }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({
      message: 'Flight updated.',
      data: { seats: 0, departs_at: null, arrives_at: null },
    })

    const deleted = await admin.delete(`/project/${congress.code}/flights/${data.id}`)
    expect(deleted.json()).toEqual({ message: 'Uçuş silindi.' })
    expect((await admin.delete(`/project/${congress.code}/flights/${data.id}`)).statusCode).toBe(404)
  })

  it('answers 422 with every field and its Turkish sentence', async () => {
    const response = await admin.post(
      `/project/${congress.code}/flights`,
      flight({ airline_code: 'T', flight_code: 'ABC', departure_airport_code: 'IS', departs_at: '25:00' }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      airline_code: ['Havayolu kodu 2 ya da 3 harf veya rakam olmalı (ör. TK)'],
      flight_code: ['Uçuş numarası 1–4 rakam ve isteğe bağlı bir harf olmalı (ör. 1981)'],
      departure_airport_code: ['Havalimanı kodu 3 harf olmalı (ör. IST)'],
      departs_at: ['Saati SS:DD biçiminde girmelisin (ör. 09:45)'],
    })
    const same = await admin.post(
      `/project/${congress.code}/flights`,
      flight({ departure_airport_code: 'IST' }),
    )
    expect(same.json().errors).toEqual({ arrival_airport_code: ['Kalkış ve varış havalimanı aynı olamaz'] })
    const schema = await admin.post(
      `/project/${congress.code}/flights`,
      flight({ seats: -1, departure_airport_name: '', flight_date: '13.05.2026' }),
    )
    expect(schema.statusCode).toBe(422)
    expect(Object.keys(schema.json().errors).sort()).toEqual([
      'departure_airport_name',
      'flight_date',
      'seats',
    ])
  })

  it('refuses another company (404), a flight of another project (404) and CLIENT users (403)', async () => {
    const [existing] = await testApp.database.db
      .select({ id: projectFlights.id })
      .from(projectFlights)
      .where(eq(projectFlights.project_id, congress.id))
    expect((await other.post(`/project/${congress.code}/flights`, flight())).statusCode).toBe(404)
    expect((await other.delete(`/project/${congress.code}/flights/${existing?.id}`)).statusCode).toBe(404)
    const elsewhere = (await admin.get('/projects?page_size=50'))
      .json()
      .data.find((row: { code: string }) => row.code !== congress.code) as { code: string }
    expect((await admin.put(`/project/${elsewhere.code}/flights/${existing?.id}`, flight())).statusCode).toBe(
      404,
    )
    expect((await client.post(`/project/${congress.code}/flights`, flight())).statusCode).toBe(403)
  })
})

describe('GET /project/{code}/flights/{flightId}/manifest', () => {
  it("lists the attendees holding a seat of the flight's options, surname first", async () => {
    const db = testApp.database.db
    const flights = await db
      .select({ id: projectFlights.id, option: formFlightOptions.id })
      .from(projectFlights)
      .innerJoin(formFlightOptions, eq(formFlightOptions.flight_id, projectFlights.id))
      .where(eq(projectFlights.project_id, congress.id))
    const answers = await db
      .select({ seats: attendeeAnswers.seats, last_name: attendees.last_name })
      .from(attendeeAnswers)
      .innerJoin(attendees, eq(attendees.id, attendeeAnswers.attendee_id))
      .where(eq(attendees.project_id, congress.id))
    const first = flights[0] as { id: number; option: number }
    const options = new Set(flights.filter((row) => row.id === first.id).map((row) => row.option))
    const expected = answers.filter((a) => a.seats.flight_options.some((id) => options.has(id)))
    expect(expected.length).toBeGreaterThan(0)

    const response = await admin.get(`/project/${congress.code}/flights/${first.id}/manifest`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-disposition']).toMatch(/manifest-[A-Z0-9]+-\d{4}-\d{2}-\d{2}\.xlsx/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Sıra',
      'Soyadı',
      'Adı',
      'E-posta',
      'Telefon',
      'Durum',
    ])
    expect(sheet.rowCount - 1).toBe(expected.length)
    const surnames = expected.map((a) => a.last_name.toLocaleUpperCase('tr-TR')).sort()
    const written = Array.from({ length: expected.length }, (_, i) =>
      String(sheet.getRow(i + 2).getCell(2).value),
    )
    expect([...written].sort()).toEqual(surnames)

    expect((await other.get(`/project/${congress.code}/flights/${first.id}/manifest`)).statusCode).toBe(404)
    expect((await client.get(`/project/${congress.code}/flights/${first.id}/manifest`)).statusCode).toBe(403)
  })
})
