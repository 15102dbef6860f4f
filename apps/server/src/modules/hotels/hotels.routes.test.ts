import type { HotelOption, RoomBlock, RoomingList } from '@ajanda/contracts/hotels.contract'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { attendees } from '../attendees/attendees.table'
import { forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'

let testApp: TestApp
let admin: Api
let client: Api
let other: Api
let congressId: number
let code: string
let hotel: HotelOption

beforeAll(async () => {
  testApp = await createTestApp()
  const session = async (email: string) => apiAs(testApp.app, (await loginAs(testApp.app, email)).headers)
  admin = await session(DEMO_EMAILS.admin)
  client = await session(DEMO_EMAILS.client)
  other = await session(DEMO_EMAILS.otherAdmin)
  const [form] = await testApp.database.db
    .select({ project_id: forms.project_id })
    .from(forms)
    .where(eq(forms.slug, 'kongre-kayit'))
  congressId = form?.project_id as number
  const [project] = await testApp.database.db
    .select({ code: projects.code })
    .from(projects)
    .where(eq(projects.id, congressId))
  code = project?.code as string
  const found = (await admin.get('/hotels/auto-complete?query=lara')).json().data as HotelOption[]
  hotel = found[0] as HotelOption
})
afterAll(async () => {
  await testApp?.close()
})

async function addAttendee(first: string, last: string): Promise<number> {
  const response = await admin.post(`/project/${congressId}/attendees`, {
    first_name: first,
    last_name: last,
    email: `misafir.${Math.random().toString(36).slice(2)}@ornek.test`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.id
}

async function addBlock(body: Record<string, unknown> = {}): Promise<RoomBlock> {
  const response = await admin.post(`/project/${code}/room-blocks`, {
    hotel_id: hotel.id,
    room_type: 'DOUBLE',
    release_on: '2026-04-01',
    note: 'Deniz manzaralı',
    nights: [
      { night: '2026-05-14', rooms: 1 },
      { night: '2026-05-15', rooms: 2 },
    ],
    ...body,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

async function rooming(query = 'page_size=200'): Promise<RoomingList> {
  const response = await admin.get(`/project/${code}/rooming?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('demo data', () => {
  it('gives the demo congress two hotels’ blocks and a rooming list with a pair of room mates', async () => {
    const blocks = (await admin.get(`/project/${code}/room-blocks`)).json().data as RoomBlock[]
    expect(new Set(blocks.map((b) => b.hotel.id)).size).toBe(2)
    expect(blocks.map((b) => b.room_type).sort()).toEqual(['DOUBLE', 'SINGLE', 'TWIN'])
    const list = await rooming()
    expect(list.data.some((room) => room.guests.length === 2)).toBe(true)
    expect(list.warnings.map((w) => w.kind)).toContain('no_mate')
  })
})

describe('rooming list pages', () => {
  it('pages the rooms, finds a guest by name and keeps to the rooms with warnings', async () => {
    const all = await rooming()
    expect(all.total).toBe(all.data.length)
    expect(all.warning_total).toBeGreaterThan(0)
    const first = await rooming('page_size=2&page=1')
    const second = await rooming('page_size=2&page=2')
    expect(first).toMatchObject({ per_page: 2, total: all.total, last_page: Math.ceil(all.total / 2) })
    expect([...first.data, ...second.data]).toEqual(all.data.slice(0, 4))
    // A page's warnings are its guests' and every over-booked night.
    const onFirst = new Set(first.data.flatMap((room) => room.guests.map((guest) => guest.attendee_id)))
    expect(first.warnings.every((w) => w.attendee_id === null || onFirst.has(w.attendee_id))).toBe(true)
    const guest = all.data[0]?.guests[0]
    const surname = guest?.name.split(' ').at(-1) ?? ''
    const found = await rooming(`search=${encodeURIComponent(surname.toLocaleLowerCase('tr'))}`)
    expect(found.data.some((room) => room.guests.some((g) => g.attendee_id === guest?.attendee_id))).toBe(
      true,
    )
    expect(found.total).toBeLessThanOrEqual(all.total)
    const warned = await rooming('warnings_only=1&page_size=200')
    const warnedIds = new Set(all.warnings.flatMap((w) => (w.attendee_id === null ? [] : [w.attendee_id])))
    expect(warned.total).toBeGreaterThan(0)
    expect(warned.data.every((room) => room.guests.some((g) => warnedIds.has(g.attendee_id)))).toBe(true)
    expect((await admin.get(`/project/${code}/rooming?page_size=500`)).statusCode).toBe(422)
  })
})

describe('GET /hotels/auto-complete', () => {
  it('finds the company’s suppliers of a hotel category by name, Turkish letters folded', async () => {
    expect(hotel.name).toBe('Lara Resort Antalya')
    const bosphorus = (await admin.get('/hotels/auto-complete?query=BOSPHORUS')).json().data as HotelOption[]
    expect(bosphorus.map((h) => h.name)).toEqual(['Grand Bosphorus Otel'])
    // A supplier without a hotel category is not offered.
    const created = await admin.post('/supplier', { name: 'Lara Catering Hizmetleri' })
    expect(created.statusCode, created.body).toBe(200)
    const lara = (await admin.get('/hotels/auto-complete?query=lara')).json().data as HotelOption[]
    expect(lara.map((h) => h.name)).toEqual(['Lara Resort Antalya'])
  })

  it('asks for two letters (422) and is the company’s own', async () => {
    const short = await admin.get('/hotels/auto-complete?query=l')
    expect(short.statusCode).toBe(422)
    expect(short.json().errors.query).toBeDefined()
    expect((await other.get('/hotels/auto-complete?query=lara')).json().data).toEqual([])
    expect((await client.get('/hotels/auto-complete?query=lara')).statusCode).toBe(403)
    expect((await apiAs(testApp.app).get('/hotels/auto-complete?query=lara')).statusCode).toBe(401)
  })
})

describe('POST /hotels', () => {
  it('adds a supplier with the hotel category, found by the autocomplete next', async () => {
    const response = await admin.post('/hotels', { name: 'Çamlık Butik Otel' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('Otel eklendi.')
    const found = (await admin.get('/hotels/auto-complete?query=camlik')).json().data as HotelOption[]
    expect(found.map((h) => h.name)).toEqual(['Çamlık Butik Otel'])
    const detail = (await admin.get(`/supplier/${response.json().data.code}`)).json()
    const supplier = detail.data ?? detail
    expect(supplier.categories.map((c: { name: string }) => c.name)).toEqual(['Otel'])
  })

  it('makes the hotel category for a company that has none', async () => {
    const response = await other.post('/hotels', { name: 'Öteki Otel' })
    expect(response.statusCode, response.body).toBe(200)
    expect((await other.get('/hotels/auto-complete?query=oteki')).json().data).toHaveLength(1)
  })

  it('422 without a name; 403 for a CLIENT user', async () => {
    const empty = await admin.post('/hotels', { name: ' ' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.name).toBeDefined()
    expect((await client.post('/hotels', { name: 'X Otel' })).statusCode).toBe(403)
  })
})

describe('room blocks', () => {
  it('creates, lists, edits and deletes a block with its nights', async () => {
    const block = await addBlock()
    expect(block).toMatchObject({
      hotel: { id: hotel.id, name: 'Lara Resort Antalya' },
      room_type: 'DOUBLE',
      release_on: '2026-04-01',
      note: 'Deniz manzaralı',
      total_rooms: 3,
      total_used: 0,
      over_booked: false,
      stays: 0,
    })
    expect(block.nights.map((n) => [n.night, n.rooms])).toEqual([
      ['2026-05-14', 1],
      ['2026-05-15', 2],
    ])
    const listed = (await admin.get(`/project/${code}/room-blocks`)).json().data as RoomBlock[]
    expect(listed.map((b) => b.id)).toContain(block.id)

    const edited = await admin.put(`/project/${code}/room-blocks/${block.id}`, {
      hotel_id: hotel.id,
      room_type: 'TWIN',
      release_on: null,
      nights: [{ night: '2026-05-16', rooms: 4 }],
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().message).toBe('Oda bloğu güncellendi.')
    expect(edited.json().data).toMatchObject({
      room_type: 'TWIN',
      release_on: null,
      note: null,
      total_rooms: 4,
    })

    const removed = await admin.delete(`/project/${code}/room-blocks/${block.id}`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await admin.delete(`/project/${code}/room-blocks/${block.id}`)).statusCode).toBe(404)
  })

  it('422s in Laravel’s shape with Turkish messages', async () => {
    const post = (body: Record<string, unknown>) =>
      admin.post(`/project/${code}/room-blocks`, {
        hotel_id: hotel.id,
        room_type: 'DOUBLE',
        nights: [{ night: '2026-05-14', rooms: 1 }],
        ...body,
      })
    const badType = await post({ room_type: 'QUAD' })
    expect(badType.statusCode).toBe(422)
    expect(badType.json().errors.room_type).toBeDefined()
    const noNights = await post({ nights: [] })
    expect(noNights.statusCode).toBe(422)
    expect(noNights.json().errors.nights).toBeDefined()
    const twice = await post({
      nights: [
        { night: '2026-05-14', rooms: 1 },
        { night: '2026-05-14', rooms: 2 },
      ],
    })
    expect(twice.json().errors).toEqual({ nights: ['Aynı gece bir kez yazılabilir.'] })
    const late = await post({ release_on: '2026-05-20' })
    expect(late.json().errors).toEqual({ release_on: ['Opsiyon tarihi ilk geceden sonra olamaz.'] })
    const supplier = await admin.post('/supplier', { name: 'Ses Işık Ltd.' })
    const notHotel = await post({ hotel_id: supplier.json().data.id })
    expect(notHotel.statusCode).toBe(422)
    expect(notHotel.json().errors).toEqual({ hotel_id: ['Seçilen tedarikçi bir otel değil.'] })
    const othersHotel = (await other.get('/hotels/auto-complete?query=oteki')).json().data[0] as HotelOption
    expect((await post({ hotel_id: othersHotel.id })).statusCode).toBe(422)
    const negative = await post({ nights: [{ night: '2026-05-14', rooms: -1 }] })
    expect(negative.statusCode).toBe(422)
  })

  it('404 for another company, 403 for a CLIENT user', async () => {
    const block = await addBlock()
    const body = { hotel_id: hotel.id, room_type: 'SINGLE', nights: [{ night: '2026-05-14', rooms: 1 }] }
    expect((await other.get(`/project/${code}/room-blocks`)).statusCode).toBe(404)
    expect((await other.post(`/project/${code}/room-blocks`, body)).statusCode).toBe(404)
    expect((await other.put(`/project/${code}/room-blocks/${block.id}`, body)).statusCode).toBe(404)
    expect((await other.delete(`/project/${code}/room-blocks/${block.id}`)).statusCode).toBe(404)
    expect((await client.get(`/project/${code}/room-blocks`)).statusCode).toBe(403)
    expect((await client.delete(`/project/${code}/room-blocks/${block.id}`)).statusCode).toBe(403)
    await admin.delete(`/project/${code}/room-blocks/${block.id}`)
  })
})

describe('rooming list', () => {
  it('pairs room mates into one room, counts them once and exports one row per room', async () => {
    const block = await addBlock()
    const ayse = await addAttendee('Ayşe', 'Yılmaz')
    const zeynep = await addAttendee('Zeynep', 'Kaya')
    const can = await addAttendee('Can', 'Demir')
    const stay = { block_id: block.id, check_in: '2026-05-14', check_out: '2026-05-16' }
    const saved = await admin.put(`/project/${code}/rooming/${ayse}`, { ...stay, note: 'Erken giriş' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe('Konaklama kaydedildi.')
    expect(
      (await admin.put(`/project/${code}/rooming/${zeynep}`, { ...stay, room_mate_id: ayse })).statusCode,
    ).toBe(200)
    expect(
      (await admin.put(`/project/${code}/rooming/${can}`, { ...stay, check_out: '2026-05-15' })).statusCode,
    ).toBe(200)

    // Both sides point at each other, confirmed.
    const mates = await testApp.database.db
      .select({ id: attendees.id, mate: attendees.room_mate_id, ok: attendees.room_mate_confirmed })
      .from(attendees)
      .where(eq(attendees.project_id, congressId))
    expect(mates.find((m) => m.id === ayse)).toMatchObject({ mate: zeynep, ok: true })
    expect(mates.find((m) => m.id === zeynep)).toMatchObject({ mate: ayse, ok: true })

    const list = await rooming()
    const rooms = list.data.filter((room) => room.block_id === block.id)
    expect(rooms.map((room) => room.guests.map((g) => g.name).sort())).toEqual([
      ['Can Demir'],
      ['Ayşe Yılmaz', 'Zeynep Kaya'],
    ])
    // 14th: the pair + Can = 2 rooms of 1 (over-booked); 15th: the pair = 1 of 2.
    const blocks = (await admin.get(`/project/${code}/room-blocks`)).json().data as RoomBlock[]
    const picked = blocks.find((b) => b.id === block.id) as RoomBlock
    expect(picked.nights.map((n) => [n.night, n.used, n.over_booked])).toEqual([
      ['2026-05-14', 2, true],
      ['2026-05-15', 1, false],
    ])
    const warnings = list.warnings.filter((w) => w.block_id === block.id)
    expect(warnings.map((w) => [w.kind, w.attendee_id, w.night])).toEqual([
      ['over_booked', null, '2026-05-14'],
      ['no_mate', can, null],
    ])

    const file = await admin.get(`/project/${code}/rooming/export`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="rooming-.*\.xlsx"/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Otel',
      'Oda Tipi',
      'Misafirler',
      'Giriş',
      'Çıkış',
      'Gece',
      'Notlar',
    ])
    const rows: unknown[][] = []
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1))
    })
    const pair = rows.find(
      (row) => row[0] === 'Lara Resort Antalya' && String(row[2]).includes('Zeynep Kaya'),
    ) as unknown[]
    expect(pair[0]).toBe('Lara Resort Antalya')
    expect(pair[1]).toBe('Çift (Double)')
    expect(String(pair[2]).split(' / ').sort()).toEqual(['Ayşe Yılmaz', 'Zeynep Kaya'])
    expect((pair[3] as Date).toISOString().slice(0, 10)).toBe('2026-05-14')
    expect((pair[4] as Date).toISOString().slice(0, 10)).toBe('2026-05-16')
    expect(pair[5]).toBe(2)
    expect(pair[6]).toBe('Ayşe Yılmaz: Erken giriş')

    // A block with stays is kept.
    const refused = await admin.delete(`/project/${code}/room-blocks/${block.id}`)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.block[0]).toBe(
      'Bu blokta 3 konaklama var; önce konaklamaları taşıyın ya da silin.',
    )

    // Re-pairing Can with Ayşe lets Zeynep go; null unpairs.
    await admin.put(`/project/${code}/rooming/${can}`, { ...stay, room_mate_id: ayse })
    const [zeynepNow] = await testApp.database.db
      .select({ mate: attendees.room_mate_id, ok: attendees.room_mate_confirmed })
      .from(attendees)
      .where(eq(attendees.id, zeynep))
    expect(zeynepNow).toEqual({ mate: null, ok: false })
    await admin.put(`/project/${code}/rooming/${can}`, { ...stay, room_mate_id: null })
    const [ayseNow] = await testApp.database.db
      .select({ mate: attendees.room_mate_id })
      .from(attendees)
      .where(eq(attendees.id, ayse))
    expect(ayseNow).toEqual({ mate: null })

    for (const id of [ayse, zeynep, can]) {
      const removed = await admin.delete(`/project/${code}/rooming/${id}`)
      expect(removed.statusCode, removed.body).toBe(200)
      expect(removed.json().message).toBe('Konaklama silindi.')
    }
    expect((await admin.delete(`/project/${code}/rooming/${can}`)).statusCode).toBe(404)
    expect((await admin.delete(`/project/${code}/room-blocks/${block.id}`)).statusCode).toBe(200)
  })

  it('422s a stay in Laravel’s shape with Turkish messages', async () => {
    const block = await addBlock()
    const ayse = await addAttendee('Ayşe', 'Deneme')
    const stay = { block_id: block.id, check_in: '2026-05-14', check_out: '2026-05-16' }
    const put = (body: Record<string, unknown>) =>
      admin.put(`/project/${code}/rooming/${ayse}`, { ...stay, ...body })
    expect((await put({ check_out: '2026-05-14' })).json().errors).toEqual({
      check_out: ['Çıkış tarihi giriş tarihinden sonra olmalı.'],
    })
    expect((await put({ block_id: 999999 })).json().errors).toEqual({
      block_id: ['Seçilen oda bloğu bu projede yok.'],
    })
    expect((await put({ room_mate_id: ayse })).json().errors).toEqual({
      room_mate_id: ['Katılımcı kendisinin oda arkadaşı olamaz.'],
    })
    expect((await put({ room_mate_id: 999999 })).json().errors).toEqual({
      room_mate_id: ['Seçilen oda arkadaşı bu projenin katılımcısı değil.'],
    })
    const badDate = await put({ check_in: '2026-02-30' })
    expect(badDate.statusCode).toBe(422)
    expect(badDate.json().errors.check_in).toBeDefined()
    expect((await admin.put(`/project/${code}/rooming/999999`, stay)).statusCode).toBe(404)
    await admin.delete(`/project/${code}/room-blocks/${block.id}`)
  })

  it('404 for another company, 403 for a CLIENT user, 401 anonymous', async () => {
    const block = await addBlock()
    const ayse = await addAttendee('Ayşe', 'Başka')
    const stay = { block_id: block.id, check_in: '2026-05-14', check_out: '2026-05-15' }
    const anonymous = apiAs(testApp.app)
    for (const [who, api, status] of [
      ['other', other, 404],
      ['client', client, 403],
      ['anonymous', anonymous, 401],
    ] as const) {
      const calls = [
        await api.get(`/project/${code}/rooming`),
        await api.get(`/project/${code}/rooming/export`),
        await api.put(`/project/${code}/rooming/${ayse}`, stay),
        await api.delete(`/project/${code}/rooming/${ayse}`),
      ]
      expect(
        calls.map((r) => r.statusCode),
        who,
      ).toEqual([status, status, status, status])
    }
    await admin.delete(`/project/${code}/room-blocks/${block.id}`)
  })
})
