import { gunzipSync } from 'node:zlib'
import {
  type CheckinPoint,
  type CheckinRoster,
  type CheckinScanBatchResponse,
  checkinRosterSchema,
} from '@ajanda/contracts/checkin.contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newPublicCode } from '../../platform/codes'
import { DEMO_CHECKIN_POINTS } from '../../seed/demo-checkin'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { attendeeListMembers, attendeeLists, attendees } from '../attendees/attendees.table'
import { forms } from '../forms/forms.table'
import { nextIp } from '../webform/webform-test-fixtures'
import { checkinScans } from './checkin.table'

let testApp: TestApp
let staff: { authorization: string }
let projectId: number
let companyId: number

beforeAll(async () => {
  testApp = await createTestApp()
  staff = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  const [congress] = await db().select().from(forms).where(eq(forms.slug, 'kongre-kayit'))
  if (!congress?.project_id) throw new Error('demo congress missing')
  projectId = congress.project_id
  companyId = congress.event_company_id
})
afterAll(async () => {
  await testApp?.close()
})

const db = () => testApp.database.db

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers, payload, remoteAddress: nextIp() })
}

async function points(): Promise<CheckinPoint[]> {
  const response = await call('GET', `/project/${projectId}/checkin-points`, staff)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: CheckinPoint[] }).data
}

async function createPoint(body: object): Promise<CheckinPoint> {
  const response = await call('POST', `/project/${projectId}/checkin-points`, staff, body)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: CheckinPoint }).data
}

let sequence = 0
async function insertAttendee(status = 'REGISTERED', mainId: number | null = null) {
  const [row] = await db()
    .insert(attendees)
    .values({
      event_company_id: companyId,
      project_id: projectId,
      pcode: newPublicCode(),
      acode: newPublicCode(),
      dcode: newPublicCode(),
      first_name: 'Çağrı',
      last_name: `Kapı ${++sequence}`,
      name_search: `cagri kapi ${sequence}`,
      status,
      main_attendee_id: mainId,
    })
    .returning()
  if (!row) throw new Error('no attendee')
  return row
}

let clientSeq = 0
const scan = (acode: string, extra: object = {}) => ({
  client_id: `test-client-${++clientSeq}`,
  acode,
  direction: 'IN',
  method: 'QR',
  scanned_at: new Date(Date.now() + clientSeq * 1000).toISOString(),
  device_id: 'test-device',
  ...extra,
})

async function sync(code: string, scans: object[]) {
  const response = await call('POST', `/checkin/${code}/scans`, {}, { scans })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as CheckinScanBatchResponse
}

describe('check-in points (staff)', () => {
  it('lists the demo points with their counters and one conflict', async () => {
    const list = await points()
    const main = list.find((p) => p.name === DEMO_CHECKIN_POINTS.main)
    const gala = list.find((p) => p.name === DEMO_CHECKIN_POINTS.gala)
    expect(main?.admits).toBe('ALL')
    expect(main?.counts.conflicts).toBe(1)
    expect(main?.counts.inside).toBe(20)
    expect(gala?.with_exit).toBe(true)
    expect(gala?.admits).toBe('LISTS')
    expect(gala?.counts.exits).toBe(2)
    expect(main?.url).toMatch(/\/checkin\/[\w-]{20,}$/)
  })

  it('creates, edits and revokes a point; a LISTS point needs lists of its own project', async () => {
    const point = await createPoint({ name: 'Yan Kapı', admits: 'ALL' })
    expect(point.active).toBe(true)
    const noLists = await call('POST', `/project/${projectId}/checkin-points`, staff, {
      name: 'Liste',
      admits: 'LISTS',
      list_ids: [],
    })
    expect(noLists.statusCode).toBe(422)
    expect(noLists.json().errors.list_ids).toBeDefined()
    const foreignList = await call('POST', `/project/${projectId}/checkin-points`, staff, {
      name: 'Liste',
      admits: 'LISTS',
      list_ids: [999999],
    })
    expect(foreignList.statusCode).toBe(422)
    const edited = await call('PUT', `/project/${projectId}/checkin-points/${point.id}`, staff, {
      name: 'Yan Kapı 2',
      admits: 'ALL',
      with_exit: true,
    })
    expect(edited.json().data).toMatchObject({ name: 'Yan Kapı 2', with_exit: true })
    const revoked = await call('DELETE', `/project/${projectId}/checkin-points/${point.id}`, staff)
    expect(revoked.json().data.active).toBe(false)
    const roster = await call('GET', `/checkin/${point.code}`)
    expect(roster.statusCode).toBe(410)
    expect(roster.json().message).toMatch(/iptal edildi/)
    const late = await call('POST', `/checkin/${point.code}/scans`, {}, { scans: [scan('x')] })
    expect(late.statusCode).toBe(410)
  })

  it('a CLIENT user is refused', async () => {
    const client = await loginAs(testApp.app, 'client@demo.ajanda.test')
    const response = await call('GET', `/project/${projectId}/checkin-points`, client.headers)
    expect(response.statusCode).toBe(403)
  })

  it("another company's user gets 404", async () => {
    const other = await loginAs(testApp.app, 'admin@other.ajanda.test')
    const response = await call('GET', `/project/${projectId}/checkin-points`, other.headers)
    expect(response.statusCode).toBe(404)
    const post = await call('POST', `/project/${projectId}/checkin-points`, other.headers, {
      name: 'X',
      admits: 'ALL',
    })
    expect(post.statusCode).toBe(404)
  })
})

describe('/checkin/{code} (public)', () => {
  it('an unknown code is 404', async () => {
    expect((await call('GET', `/checkin/${newPublicCode()}`)).statusCode).toBe(404)
  })

  it('gives the roster with each person flagged for the point', async () => {
    const cancelled = await insertAttendee('CANCELLED')
    const invited = await insertAttendee('INVITED')
    const main = (await points()).find((p) => p.name === DEMO_CHECKIN_POINTS.main) as CheckinPoint
    const response = await call('GET', `/checkin/${main.code}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const roster = checkinRosterSchema.parse(response.json()) as CheckinRoster
    expect(roster.point).toMatchObject({ name: DEMO_CHECKIN_POINTS.main, with_exit: false })
    const byId = new Map(roster.roster.map((r) => [r.id, r]))
    expect(byId.get(cancelled.id)?.refusal).toBe('cancelled')
    expect(byId.get(invited.id)?.refusal).toBe('not_registered')
    const inside = roster.roster.filter((r) => r.here?.direction === 'IN')
    expect(inside).toHaveLength(20)
    expect(inside[0]?.last_entry?.point_name).toBeDefined()
  })

  it('a LISTS point admits its lists and companions of people on them, refuses the others', async () => {
    const [list] = await db()
      .insert(attendeeLists)
      .values({ event_company_id: companyId, project_id: projectId, name: 'Kapı Testi' })
      .returning()
    const member = await insertAttendee()
    await db()
      .insert(attendeeListMembers)
      .values({ attendee_id: member.id, list_id: list?.id as number })
    const companion = await insertAttendee('REGISTERED', member.id)
    const outsider = await insertAttendee()
    const point = await createPoint({ name: 'Salon', admits: 'LISTS', list_ids: [list?.id], with_exit: true })
    const roster = (await call('GET', `/checkin/${point.code}`)).json() as CheckinRoster
    const refusal = (id: number) => roster.roster.find((r) => r.id === id)?.refusal
    expect(refusal(member.id)).toBeNull()
    expect(refusal(companion.id)).toBeNull()
    expect(refusal(outsider.id)).toBe('not_for_point')
    expect(roster.roster.find((r) => r.id === member.id)?.lists).toEqual(['Kapı Testi'])
    const result = await sync(point.code, [
      scan(member.acode),
      { ...scan('ignored'), acode: undefined, attendee_id: companion.id, method: 'NAME' },
      scan(outsider.acode),
      scan('no-such-acode'),
      scan(member.acode, { direction: 'OUT' }),
    ])
    expect(result.results.map((r) => r.result)).toEqual(['saved', 'saved', 'refused', 'unknown', 'saved'])
    expect(result.counts).toMatchObject({ inside: 1, entries: 2, exits: 1, conflicts: 0 })
  })

  it('a reloaded roster is the same text, but a saved scan shows in the next one at once', async () => {
    const person = await insertAttendee()
    const point = await createPoint({ name: 'Vestiyer', admits: 'ALL' })
    const first = await call('GET', `/checkin/${point.code}`)
    const second = await call('GET', `/checkin/${point.code}`)
    expect(second.body).toBe(first.body)
    // A browser gets the same text gzipped.
    const zipped = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/checkin/${point.code}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      remoteAddress: nextIp(),
    })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body)
    expect(checkinRosterSchema.parse(first.json()).roster.find((r) => r.id === person.id)?.here).toBeNull()
    await sync(point.code, [scan(person.acode)])
    const after = checkinRosterSchema.parse((await call('GET', `/checkin/${point.code}`)).json())
    expect(after.roster.find((r) => r.id === person.id)?.here).toMatchObject({ direction: 'IN' })
    // The code is checked on every call, not reused: a revoked point stops at once.
    await call('DELETE', `/project/${projectId}/checkin-points/${point.id}`, staff)
    expect((await call('GET', `/checkin/${point.code}`)).statusCode).toBe(410)
  })

  it('batches are idempotent by client id, and an entry while in is kept as a conflict', async () => {
    const person = await insertAttendee()
    const point = await createPoint({ name: 'Fuaye', admits: 'ALL' })
    const first = scan(person.acode, { device_id: 'A' })
    const second = scan(person.acode, { device_id: 'B' })
    const once = await sync(point.code, [first])
    expect(once.results[0]).toMatchObject({ result: 'saved', conflict: false })
    const again = await sync(point.code, [first, second])
    expect(again.results).toEqual([
      { client_id: first.client_id, result: 'duplicate', conflict: false },
      { client_id: second.client_id, result: 'saved', conflict: true },
    ])
    const resent = await sync(point.code, [first, second])
    expect(resent.results.map((r) => r.result)).toEqual(['duplicate', 'duplicate'])
    const rows = await db()
      .select()
      .from(checkinScans)
      .where(and(eq(checkinScans.point_id, point.id), eq(checkinScans.attendee_id, person.id)))
    expect(rows).toHaveLength(2)
    expect(again.counts).toMatchObject({ inside: 1, entries: 2, conflicts: 1 })
    // An exit at an entry-only point is refused.
    const exit = await sync(point.code, [scan(person.acode, { direction: 'OUT' })])
    expect(exit.results[0]?.result).toBe('refused')

    const conflicts = await call('GET', `/project/${projectId}/checkin-conflicts`, staff)
    const mine = (
      conflicts.json().data as { scan_id: number; device_id: string; previous_device_id: string }[]
    ).find((c) => c.device_id === 'B' && c.previous_device_id === 'A')
    expect(mine).toBeDefined()
    const resolved = await call(
      'POST',
      `/project/${projectId}/checkin-conflicts/${mine?.scan_id}/resolve`,
      staff,
    )
    expect(resolved.statusCode).toBe(200)
    const after = (await points()).find((p) => p.id === point.id)
    expect(after?.counts.conflicts).toBe(0)
  })

  it('publishes a realtime change when scans are saved', async () => {
    const person = await insertAttendee()
    const point = await createPoint({ name: 'Canlı', admits: 'ALL' })
    const events: string[] = []
    const stop = testApp.app.realtime.subscribe((_company, event) => events.push(event.type))
    await sync(point.code, [scan(person.acode)])
    stop()
    expect(events).toContain('checkin/changed')
  })

  it('refuses a malformed batch with a 422', async () => {
    const point = await createPoint({ name: 'Bozuk', admits: 'ALL' })
    const response = await call('POST', `/checkin/${point.code}/scans`, {}, { scans: [{ client_id: 'x' }] })
    expect(response.statusCode).toBe(422)
  })
})
