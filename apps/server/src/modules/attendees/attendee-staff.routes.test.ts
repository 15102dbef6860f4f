import { attendeeDetailSchema, attendeePageSchema } from '@ajanda/contracts/attendees.contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { forms } from '../forms/forms.table'
import { attendeeHistory, attendees } from './attendees.table'

let testApp: TestApp
let admin: Api
let client: Api
let other: Api
let anonymous: Api
let congressId: number
let registrationFormId: number

beforeAll(async () => {
  testApp = await createTestApp()
  const session = async (email: string) => apiAs(testApp.app, (await loginAs(testApp.app, email)).headers)
  admin = await session(DEMO_EMAILS.admin)
  client = await session(DEMO_EMAILS.client)
  other = await session(DEMO_EMAILS.otherAdmin)
  anonymous = apiAs(testApp.app)
  const [form] = await testApp.database.db
    .select({ id: forms.id, project_id: forms.project_id })
    .from(forms)
    .where(eq(forms.slug, 'kongre-kayit'))
  congressId = form?.project_id as number
  registrationFormId = form?.id as number
})
afterAll(async () => {
  await testApp?.close()
})

/** A URL with its query string. */
const withQuery = (url: string, query: Record<string, unknown>) =>
  `${url}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)] as [string, string])).toString()}`

async function listIds(): Promise<Record<string, number>> {
  const { data } = (await admin.get(`/project/${congressId}/attendees/lists`)).json()
  return Object.fromEntries(data.map((list: { id: number; name: string }) => [list.name, list.id]))
}

async function addAttendee(body: Record<string, unknown> = {}) {
  const response = await admin.post(`/project/${congressId}/attendees`, {
    first_name: 'Şükrü',
    last_name: 'Işıkoğlu',
    email: `sukru.${Math.random().toString(36).slice(2)}@ornek.test`,
    company: 'Deneme Hastanesi',
    ...body,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: number; pcode: string; acode: string }
}

describe('GET /project/{id}/attendees', () => {
  it('pages the demo attendees in Laravel’s shape', async () => {
    const response = await admin.get(`/project/${congressId}/attendees?page_size=10&page=2`)
    expect(response.statusCode, response.body).toBe(200)
    const page = attendeePageSchema.parse(response.json())
    expect(page.data).toHaveLength(10)
    expect(page.current_page).toBe(2)
    expect(page.total).toBeGreaterThan(250)
    expect(page.links[0]?.url).toContain(`/api/v1/project/${congressId}/attendees?`)
  })

  it('searches names the Turkish way, e-mails and companies', async () => {
    const added = await addAttendee({ first_name: 'Gülşah', last_name: 'Çağlayan', company: 'Zümrüt Klinik' })
    for (const term of ['gulsah cag', 'GÜLŞAH', 'zümrüt kli']) {
      const { data } = (
        await admin.get(withQuery(`/project/${congressId}/attendees`, { search: term }))
      ).json()
      expect(
        data.map((row: { id: number }) => row.id),
        term,
      ).toContain(added.id)
    }
  })

  it('filters by status and list, and sorts by name', async () => {
    const waiting = (
      await admin.get(withQuery(`/project/${congressId}/attendees`, { status: 'WAITLISTED' }))
    ).json()
    expect(waiting.total).toBeGreaterThan(0)
    expect(new Set(waiting.data.map((row: { status: string }) => row.status))).toEqual(
      new Set(['WAITLISTED']),
    )
    const vip = (await listIds()).VIP as number
    const onVip = (await admin.get(withQuery(`/project/${congressId}/attendees`, { list_id: vip }))).json()
    expect(onVip.total).toBeGreaterThan(0)
    for (const row of onVip.data) expect(row.lists.map((l: { id: number }) => l.id)).toContain(vip)
    const sorted = (
      await admin.get(withQuery(`/project/${congressId}/attendees`, { sort_by: 'name', page_size: 50 }))
    ).json()
    const names = sorted.data.map((row: { first_name: string; last_name: string }) =>
      `${row.first_name} ${row.last_name}`.toLocaleLowerCase('tr-TR'),
    )
    expect(names.length).toBe(50)
  })

  it('filters by an option answer (jsonb containment) and by a text answer', async () => {
    const form = (await admin.get(`/form/${registrationFormId}`)).json()
    const fields = form.sections.flatMap((s: { fields: unknown[] }) => s.fields) as {
      id: number
      type: string
      options: { id: number; quota_allocated: number }[]
    }[]
    const kayit = fields.find((f) => f.type === 'radio' && f.options.length === 3)
    const student = kayit?.options[2]
    const byOption = (
      await admin.get(
        withQuery(`/project/${congressId}/attendees`, {
          form_id: registrationFormId,
          answer_field: kayit?.id,
          answer_value: student?.id,
        }),
      )
    ).json()
    expect(byOption.total).toBe(student?.quota_allocated)
    const kurum = fields.find((f) => f.type === 'short_answer') as { id: number }
    const sample = byOption.data[0] as { company: string }
    const byText = (
      await admin.get(
        withQuery(`/project/${congressId}/attendees`, {
          form_id: registrationFormId,
          answer_field: kurum.id,
          answer_value: sample.company,
        }),
      )
    ).json()
    expect(byText.total).toBeGreaterThan(0)
    for (const row of byText.data) expect(row.company).toBe(sample.company)
  })
})

describe('GET /project/{id}/attendees: rows written by the database', () => {
  const rowKeys = Object.keys(attendeePageSchema.shape.data.element.shape)

  it('writes each row as the detail reads it (lists, companions, declaration, custom), in every sort', async () => {
    // A main attendee with a companion, on a list, with a custom value: every part of a row is filled.
    const vip = (await listIds()).VIP as number
    const main = await addAttendee({ last_name: 'Zeybekoğlu', list_ids: [vip] })
    await addAttendee({ first_name: 'Eşi', last_name: 'Zeybekoğlu', main_attendee_id: main.id })
    const sorts = ['created_at', 'name', 'status', 'registered_at'] as const
    let checked = 0
    for (const sort_by of sorts)
      for (const sort_order of ['asc', 'desc'] as const) {
        const query = { page_size: 30, page: 1, sort_by, sort_order }
        const first = await admin.get(withQuery(`/project/${congressId}/attendees`, query))
        expect(first.statusCode, first.body).toBe(200)
        const page = attendeePageSchema.parse(first.json())
        const next = attendeePageSchema.parse(
          (await admin.get(withQuery(`/project/${congressId}/attendees`, { ...query, page: 2 }))).json(),
        )
        // Pages in the asked order never overlap.
        const ids = new Set(page.data.map((row) => row.id))
        expect(next.data.filter((row) => ids.has(row.id))).toEqual([])
        if (sort_by === 'status') {
          const keys = page.data.map((row) => `${row.status}`)
          expect(keys).toEqual(sort_order === 'asc' ? [...keys].sort() : [...keys].sort().reverse())
        }
        for (const row of page.data.slice(0, 4)) {
          const detail = attendeeDetailSchema.parse((await admin.get(`/attendees/${row.id}`)).json())
          expect(row).toEqual(
            Object.fromEntries(rowKeys.map((key) => [key, detail[key as keyof typeof detail]])),
          )
          checked++
        }
      }
    expect(checked).toBe(sorts.length * 2 * 4)
    const found = attendeePageSchema.parse(
      (await admin.get(withQuery(`/project/${congressId}/attendees`, { search: 'zeybekoğlu' }))).json(),
    )
    const mainRow = found.data.find((row) => row.id === main.id)
    expect(mainRow?.companions_count).toBe(1)
    expect(mainRow?.lists).toEqual([{ id: vip, name: 'VIP' }])
    const detail = attendeeDetailSchema.parse((await admin.get(`/attendees/${main.id}`)).json())
    expect(mainRow).toEqual(
      Object.fromEntries(rowKeys.map((key) => [key, detail[key as keyof typeof detail]])),
    )
  })
})

describe('GET /attendees', () => {
  it('lists attendees of every visible project with page_size', async () => {
    const response = await admin.get(withQuery('/attendees', { page_size: 5 }))
    expect(response.statusCode, response.body).toBe(200)
    const page = attendeePageSchema.parse(response.json())
    expect(page.data).toHaveLength(5)
    expect(page.data[0]?.project_name).toBeTruthy()
    const foreign = (await other.get('/attendees')).json()
    expect(foreign.data.some((row: { project_id: number }) => row.project_id === congressId)).toBe(false)
    expect((await client.get('/attendees')).statusCode).toBe(403)
    expect((await anonymous.get('/attendees')).statusCode).toBe(401)
  })
})

describe('GET /attendees/{id}', () => {
  it('gives lists, companions, room mate, answers with the form and history newest first', async () => {
    const [withMate] = await testApp.database.db
      .select({ id: attendees.id, mate: attendees.room_mate_id })
      .from(attendees)
      .where(eq(attendees.project_id, congressId))
      .orderBy(attendees.room_mate_id)
      .limit(1)
    const response = await admin.get(`/attendees/${withMate?.id}`)
    expect(response.statusCode, response.body).toBe(200)
    const detail = attendeeDetailSchema.parse(response.json())
    expect(detail.room_mate?.id).toBe(withMate?.mate)
    expect(detail.answers[0]?.form_name).toContain('Kayıt Formu')
    expect(detail.answers[0]?.form_type).toBe('registration')
    expect(detail.history.length).toBeGreaterThan(0)
    const [main] = await testApp.database.db
      .select({ main: attendees.main_attendee_id })
      .from(attendees)
      .where(eq(attendees.project_id, congressId))
      .orderBy(attendees.main_attendee_id)
      .limit(1)
    const parent = (await admin.get(`/attendees/${main?.main}`)).json()
    expect(parent.companions.length).toBeGreaterThan(0)
    expect(parent.companions_count).toBe(parent.companions.length)
  })
})

describe('staff add and edit', () => {
  it('adds with fresh codes, source STAFF, lists and a created history entry', async () => {
    const { VIP, Basın } = await listIds()
    const added = await addAttendee({
      list_ids: [VIP, Basın],
      status: 'REGISTERED',
      custom: { uzmanlik: 'Acil' },
    })
    const detail = (await admin.get(`/attendees/${added.id}`)).json()
    expect(detail.source).toBe('STAFF')
    expect(detail.pcode).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(detail.pcode).not.toBe(detail.acode)
    expect(detail.lists.map((l: { name: string }) => l.name)).toEqual(['VIP', 'Basın'])
    expect(detail.registered_at).not.toBeNull()
    expect(detail.custom).toEqual({ uzmanlik: 'Acil' })
    expect(detail.history).toHaveLength(1)
    expect(detail.history[0]).toMatchObject({ actor_type: 'USER', action: 'created' })
    expect(detail.history[0].actor_name).toBeTruthy()
  })

  it('edits only the keys sent and records old → new', async () => {
    const { Sponsor } = await listIds()
    const added = await addAttendee({ city: 'İzmir', language: 'en' })
    const response = await admin.put(`/attendees/${added.id}`, { last_name: 'Öztürk', list_ids: [Sponsor] })
    expect(response.statusCode, response.body).toBe(200)
    const detail = response.json().data
    expect(detail.last_name).toBe('Öztürk')
    expect(detail.city).toBe('İzmir')
    expect(detail.language).toBe('en')
    expect(detail.history[0].action).toBe('updated')
    expect(detail.history[0].changes).toEqual({
      last_name: { old: 'Işıkoğlu', new: 'Öztürk' },
      list_ids: { old: [], new: [Sponsor] },
    })
    const found = (
      await admin.get(withQuery(`/project/${congressId}/attendees`, { search: 'sukru ozturk' }))
    ).json()
    expect(found.data.map((row: { id: number }) => row.id)).toContain(added.id)
  })

  it('refuses lists, main attendees and custom keys that are not the project’s (422, Turkish or English)', async () => {
    const bad = await admin.post(`/project/${congressId}/attendees`, {
      first_name: 'A',
      last_name: 'B',
      list_ids: [999999999],
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.list_ids[0]).toBe('Liste bu projede bulunamadı.')
    const added = await addAttendee()
    const self = await admin.put(`/attendees/${added.id}?locale=en`, { main_attendee_id: added.id })
    expect(self.statusCode).toBe(422)
    expect(self.json().errors.main_attendee_id[0]).toBe('An attendee cannot be their own main attendee.')
    const custom = await admin.put(`/attendees/${added.id}`, { custom: { yok: 'x' } })
    expect(custom.statusCode).toBe(422)
    expect(Object.keys(custom.json().errors)).toEqual(['custom.yok'])
    const missing = await admin.post(`/project/${congressId}/attendees`, { last_name: 'B' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.first_name).toBeDefined()
    const companion = await addAttendee({ main_attendee_id: added.id })
    const chained = await admin.post(`/project/${congressId}/attendees`, {
      first_name: 'C',
      last_name: 'D',
      main_attendee_id: companion.id,
    })
    expect(chained.statusCode).toBe(422)
  })

  it('revokes codes: all three change, the history says so', async () => {
    const added = await addAttendee()
    const [before] = await testApp.database.db.select().from(attendees).where(eq(attendees.id, added.id))
    const response = await admin.post(`/attendees/${added.id}/revoke-codes`)
    expect(response.statusCode, response.body).toBe(200)
    const [after] = await testApp.database.db.select().from(attendees).where(eq(attendees.id, added.id))
    expect(after?.pcode).not.toBe(before?.pcode)
    expect(after?.acode).not.toBe(before?.acode)
    expect(after?.dcode).not.toBe(before?.dcode)
    expect(response.json().data.history[0].action).toBe('codes_revoked')
  })

  it('deletes an attendee without seats; 409 while they hold seats', async () => {
    const added = await addAttendee()
    const deleted = await admin.delete(`/attendees/${added.id}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await admin.get(`/attendees/${added.id}`)).statusCode).toBe(404)
    const [holder] = await testApp.database.db
      .select({ id: attendees.id })
      .from(attendees)
      .where(eq(attendees.status, 'REGISTERED'))
      .orderBy(attendees.id)
      .limit(1)
    const refused = await admin.delete(`/attendees/${holder?.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('kontenjanlı')
  })
})

describe('POST /project/{id}/attendees/bulk', () => {
  it('changes status and lists in one go with a history entry per attendee', async () => {
    const { VIP, Konuşmacı } = await listIds()
    const one = await addAttendee({ list_ids: [VIP] })
    const two = await addAttendee()
    const response = await admin.post(`/project/${congressId}/attendees/bulk`, {
      attendee_ids: [one.id, two.id],
      status: 'NOT_ATTENDING',
      add_list_ids: [Konuşmacı],
      remove_list_ids: [VIP],
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: '2 katılımcı güncellendi.', updated: 2 })
    const detail = (await admin.get(`/attendees/${one.id}`)).json()
    expect(detail.status).toBe('NOT_ATTENDING')
    expect(detail.lists.map((l: { name: string }) => l.name)).toEqual(['Konuşmacı'])
    expect(detail.history[0].changes).toEqual({
      status: { old: 'INVITED', new: 'NOT_ATTENDING' },
      lists_added: [Konuşmacı],
      lists_removed: [VIP],
    })
    const history = await testApp.database.db
      .select()
      .from(attendeeHistory)
      .where(eq(attendeeHistory.attendee_id, two.id))
    expect(history.map((row) => row.action).sort()).toEqual(['bulk', 'created'])
  })

  it('refuses attendees of another project and unknown lists (422), changing nothing', async () => {
    const one = await addAttendee()
    const stranger = await admin.post(`/project/${congressId}/attendees/bulk`, {
      attendee_ids: [one.id, 999999999],
      status: 'CANCELLED',
    })
    expect(stranger.statusCode).toBe(422)
    expect(stranger.json().errors.attendee_ids).toBeDefined()
    const list = await admin.post(`/project/${congressId}/attendees/bulk`, {
      attendee_ids: [one.id],
      status: 'CANCELLED',
      add_list_ids: [999999999],
    })
    expect(list.statusCode).toBe(422)
    expect((await admin.get(`/attendees/${one.id}`)).json().status).toBe('INVITED')
  })
})

describe('lists', () => {
  it('adds, renames and deletes a list; names are unique per project', async () => {
    const created = await admin.post(`/project/${congressId}/attendees/lists`, { name: 'Davetli Hocalar' })
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().data).toMatchObject({ name: 'Davetli Hocalar', attendees_count: 0 })
    const id = created.json().data.id
    const duplicate = await admin.post(`/project/${congressId}/attendees/lists`, { name: 'vip' })
    expect(duplicate.statusCode).toBe(422)
    expect(duplicate.json().errors.name[0]).toBe('Bu projede bu adla bir liste zaten var.')
    const renamed = await admin.put(`/project/${congressId}/attendees/lists/${id}`, {
      name: 'Onur Konukları',
    })
    expect(renamed.json().data.name).toBe('Onur Konukları')
    const clash = await admin.put(`/project/${congressId}/attendees/lists/${id}?locale=en`, { name: 'Basın' })
    expect(clash.statusCode).toBe(422)
    expect(clash.json().errors.name[0]).toBe('This project already has a list with this name.')
    expect((await admin.delete(`/project/${congressId}/attendees/lists/${id}`)).statusCode).toBe(200)
    expect((await admin.delete(`/project/${congressId}/attendees/lists/${id}`)).statusCode).toBe(404)
  })
})

describe('GET /project/{id}/attendees/column', () => {
  it('adds the project’s custom columns as custom.{key}', async () => {
    const { data } = (await admin.get(`/project/${congressId}/attendees/column`)).json()
    expect(data).toContainEqual({ key: 'custom.uzmanlik', text: 'Uzmanlık alanı' })
  })
})

describe('permissions', () => {
  it('404 for another company, 403 CLIENT, 401 anonymous on every call', async () => {
    const added = await addAttendee()
    const { VIP } = await listIds()
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', `/project/${congressId}/attendees`],
      ['POST', `/project/${congressId}/attendees`, { first_name: 'X', last_name: 'Y' }],
      ['GET', `/attendees/${added.id}`],
      ['PUT', `/attendees/${added.id}`, { city: 'Van' }],
      ['DELETE', `/attendees/${added.id}`],
      ['PUT', `/attendees/${added.id}/answers/${registrationFormId}`, { answers: {} }],
      ['POST', `/attendees/${added.id}/revoke-codes`],
      ['POST', `/project/${congressId}/attendees/bulk`, { attendee_ids: [added.id], status: 'CANCELLED' }],
      ['POST', `/project/${congressId}/attendees/lists`, { name: 'Yabancı' }],
      ['PUT', `/project/${congressId}/attendees/lists/${VIP}`, { name: 'Yabancı' }],
      ['DELETE', `/project/${congressId}/attendees/lists/${VIP}`],
    ]
    for (const [method, url, body] of calls) {
      const send = (api: Api) => api[method.toLowerCase() as 'get'](url, body)
      expect((await send(other)).statusCode, `${method} ${url} other`).toBe(404)
      expect((await send(client)).statusCode, `${method} ${url} client`).toBe(403)
      expect((await send(anonymous)).statusCode, `${method} ${url} anonymous`).toBe(401)
    }
    expect((await admin.get(`/attendees/${added.id}`)).json().city).toBeNull()
    expect((await admin.get('/project/999999999/attendees')).statusCode).toBe(404)
  })
})
