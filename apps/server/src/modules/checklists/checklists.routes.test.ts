import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { notifications } from '../notifications/notifications.table'
import { sheetForm } from './checklists-cross-company-cases'

let testApp: TestApp
let admin: Api
let adminHeaders: Record<string, string>
let user: Api
let other: Api
let sequence = 0
let teamId = 0

/** The notifications of a type a user received. */
const noticesOf = (type: string, userId: number) =>
  testApp.database.db
    .select({ data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.user_id, userId)))
beforeAll(async () => {
  testApp = await createTestApp()
  adminHeaders = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  admin = apiAs(testApp.app, adminHeaders)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  teamId = (await loginAs(testApp.app, 'team@demo.ajanda.test')).user.id
})
afterAll(async () => {
  await testApp?.close()
})

async function freshType(): Promise<number> {
  const response = await admin.post('/definition/project-types', {
    name: `Kontrol Türü ${++sequence}`,
    budget_type: 1,
    divisions: [],
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.id
}
async function freshChecklist(typeId?: number) {
  const response = await admin.post('/checklists', {
    name: `Liste ${++sequence}`,
    project_type_id: typeId ?? (await freshType()),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: number; project_type_id: number }
}
async function section(checklistId: number, name: string): Promise<number> {
  const response = await admin.post(`/checklists/${checklistId}/section`, { name })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id
}

describe('checklists (admin)', () => {
  it('creates, lists by type, reads, renames and deletes a checklist', async () => {
    const typeId = await freshType()
    const created = await admin.post('/checklists', { name: 'Kongre listesi', project_type_id: typeId })
    expect(created.json()).toMatchObject({
      message: 'Kontrol listesi oluşturuldu.',
      data: { name: 'Kongre listesi', project_type_id: typeId, sections: [], items: [] },
    })
    const id = created.json().data.id
    const listed = (await admin.get(`/checklists?project_type=${typeId}`)).json()
    expect(listed).toEqual([
      {
        id,
        name: 'Kongre listesi',
        project_type: { id: typeId, name: expect.any(String) },
        sections_count: 0,
        items_count: 0,
      },
    ])
    const renamed = await admin.put(`/checklists/${id}`, { name: 'Kongre', project_type_id: typeId })
    expect(renamed.json()).toMatchObject({
      message: 'Kontrol listesi güncellendi.',
      data: { name: 'Kongre' },
    })
    expect((await admin.delete(`/checklists/${id}`)).json()).toEqual({ message: 'Kontrol listesi silindi.' })
    expect((await admin.get(`/checklists/${id}`)).statusCode).toBe(404)
  })

  it('requires names; one checklist per project type', async () => {
    const missing = await admin.post('/checklists', { name: ' ' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ name: ['Bu alan zorunludur'] })
    const list = await freshChecklist()
    const taken = await admin.post('/checklists', { name: 'İkinci', project_type_id: list.project_type_id })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors).toEqual({
      project_type_id: ['Bu proje türünün zaten bir kontrol listesi var.'],
    })
    const other = await freshChecklist()
    const moved = await admin.put(`/checklists/${other.id}`, {
      name: 'x',
      project_type_id: list.project_type_id,
    })
    expect(moved.statusCode).toBe(422)
    const noSection = await admin.post(`/checklists/${list.id}/section`, { name: '' })
    expect(noSection.json().errors).toEqual({ name: ['Bu alan zorunludur'] })
  })

  it('adds, renames, resets and deletes sections and rows', async () => {
    const list = await freshChecklist()
    const added = await admin.post(`/checklists/${list.id}/section`, { name: 'Hazırlık' })
    expect(added.json()).toEqual({ message: 'Bölüm eklendi.', id: expect.any(Number) })
    const sectionId = added.json().id
    expect(
      (await admin.put(`/checklists/${list.id}/section/${sectionId}`, { name: 'Ön Hazırlık' })).statusCode,
    ).toBe(200)
    const first = await admin.post(`/checklists/${list.id}/item`, {
      section_id: sectionId,
      description: 'Mekanı rezerve et',
      starts_at: 60,
      ends_at: 45,
    })
    expect(first.json()).toMatchObject({
      message: 'Satır eklendi.',
      data: {
        description: 'Mekanı rezerve et',
        recurrence: 'once',
        starts_at: 60,
        ends_at: 45,
        section_id: sectionId,
      },
    })
    const firstId = first.json().data.id
    const second = await admin.post(`/checklists/${list.id}/item`, {
      section_id: sectionId,
      description: 'Haftalık durum toplantısı',
      recurrence: 'interval',
      interval: 'weekly',
      interval_day: 1,
      starts_at: 30,
      ends_at: 0,
      dependent_to: firstId,
    })
    expect(second.json().data).toMatchObject({ interval: 'weekly', interval_day: 1, dependent_to: firstId })
    const updated = await admin.put(`/checklists/${list.id}/item/${firstId}`, {
      section_id: sectionId,
      description: 'Mekanı kesinleştir',
      recurrence: 'specific_date',
      specific_date: '2027-03-01',
    })
    expect(updated.json()).toMatchObject({
      message: 'Satır güncellendi.',
      data: { description: 'Mekanı kesinleştir', specific_date: '2027-03-01', recurrence: 'specific_date' },
    })
    const selfDependent = await admin.put(`/checklists/${list.id}/item/${firstId}`, {
      section_id: sectionId,
      description: 'x',
      dependent_to: firstId,
    })
    expect(selfDependent.json().errors).toEqual({ dependent_to: ['Geçersiz seçim'] })

    let detail = (await admin.get(`/checklists/${list.id}`)).json()
    expect(detail.sections).toEqual([{ id: sectionId, section_title: 'Ön Hazırlık', items_count: 2 }])

    // Deleting a row unlinks the rows that depended on it.
    expect((await admin.delete(`/checklists/${list.id}/item/${firstId}`)).json()).toEqual({
      message: 'Satır silindi.',
    })
    detail = (await admin.get(`/checklists/${list.id}`)).json()
    expect(detail.items).toEqual([
      expect.objectContaining({ description: 'Haftalık durum toplantısı', dependent_to: null }),
    ])

    // Reset keeps the section, empty; delete removes it.
    const reset = await admin.delete(`/checklists/${list.id}/section/${sectionId}?reset=true`)
    expect(reset.json()).toEqual({ message: 'Bölümün içeriği sıfırlandı.' })
    detail = (await admin.get(`/checklists/${list.id}`)).json()
    expect(detail.sections).toEqual([{ id: sectionId, section_title: 'Ön Hazırlık', items_count: 0 }])
    expect(detail.items).toEqual([])
    expect((await admin.delete(`/checklists/${list.id}/section/${sectionId}`)).json()).toEqual({
      message: 'Bölüm silindi.',
    })
    expect((await admin.get(`/checklists/${list.id}`)).json().sections).toEqual([])
  })

  it('validates rows: description, weekday for weekly, day 1 to 31 for monthly', async () => {
    const list = await freshChecklist()
    const sectionId = await section(list.id, 'Genel')
    const post = (body: Record<string, unknown>) =>
      admin.post(`/checklists/${list.id}/item`, { section_id: sectionId, ...body })
    expect((await post({ description: '' })).json().errors).toEqual({ description: ['Bu alan zorunludur'] })
    const weekly = await post({ description: 'Haftalık', recurrence: 'interval', interval: 'weekly' })
    expect(weekly.statusCode).toBe(422)
    expect(weekly.json().errors).toEqual({ interval_day: ['Bu alan zorunludur'] })
    const weekday8 = await post({
      description: 'Haftalık',
      recurrence: 'interval',
      interval: 'biweekly',
      interval_day: 8,
    })
    expect(weekday8.json().errors).toEqual({ interval_day: ['En fazla 7 olmalı'] })
    const day0 = await post({
      description: 'Aylık',
      recurrence: 'interval',
      interval: 'monthly',
      interval_day: 0,
    })
    expect(day0.statusCode).toBe(422)
    expect(day0.json().errors).toEqual({ interval_day: ['En az 1 olmalı'] })
    const day32 = await post({
      description: 'Aylık',
      recurrence: 'interval',
      interval: 'monthly',
      interval_day: 32,
    })
    expect(day32.json().errors).toEqual({ interval_day: ['En fazla 31 olmalı'] })
    expect(
      (await post({ description: 'Aylık', recurrence: 'interval', interval: 'monthly', interval_day: 31 }))
        .statusCode,
    ).toBe(200)
    const noDate = await post({ description: 'Tarihli', recurrence: 'specific_date' })
    expect(noDate.json().errors).toEqual({ specific_date: ['Bu alan zorunludur'] })
    const otherList = await freshChecklist()
    const foreignSection = await admin.post(`/checklists/${otherList.id}/item`, {
      section_id: sectionId,
      description: 'x',
    })
    expect(foreignSection.json().errors).toEqual({ section_id: ['Geçersiz seçim'] })
  })

  it('uploads sheet rows through a mapping; the description column must be mapped', async () => {
    const list = await freshChecklist()
    const mappings = {
      section: 'Bölüm',
      description: 'Görev',
      starts_at: 'Başlangıçtan önce',
      ends_at: 'Bitişten önce',
      frequency: 'Sıklık',
      dependent_to: 'Bağlı',
    }
    const data = [
      {
        Bölüm: 'Mekan',
        Görev: 'Mekan keşfi',
        'Başlangıçtan önce': 60,
        'Bitişten önce': 50,
        Sıklık: 'Bir kez',
        Bağlı: null,
      },
      {
        Bölüm: null,
        Görev: 'Sözleşme',
        'Başlangıçtan önce': '45',
        'Bitişten önce': '40',
        Sıklık: '',
        Bağlı: 'mekan keşfi',
      },
      {
        Bölüm: 'Ulaşım',
        Görev: 'Transfer kontrolü',
        'Başlangıçtan önce': 14,
        'Bitişten önce': 0,
        Sıklık: 'Haftalık Cuma',
      },
      {
        Bölüm: 'Ulaşım',
        Görev: 'Fatura takibi',
        'Başlangıçtan önce': 90,
        'Bitişten önce': 0,
        Sıklık: 'Aylık 31',
      },
      { Bölüm: 'Ulaşım', Görev: 'Lansman günü', Sıklık: '2027-05-10' },
      { Bölüm: 'Ulaşım', Görev: '', Sıklık: 'boş satır' },
    ]
    const missing = await admin.post(`/checklists/${list.id}/upload`, {
      mappings: { ...mappings, description: '' },
      data,
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ 'mappings.description': ['Bu alan zorunludur'] })

    const response = await admin.post(`/checklists/${list.id}/upload`, { mappings, data })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: '2 bölüm ve 5 satır yüklendi.', sections: 2, items: 5 })
    const detail = (await admin.get(`/checklists/${list.id}`)).json()
    expect(
      detail.sections.map((s: { section_title: string; items_count: number }) => [
        s.section_title,
        s.items_count,
      ]),
    ).toEqual([
      ['Mekan', 2],
      ['Ulaşım', 3],
    ])
    const byName = Object.fromEntries(detail.items.map((i: { description: string }) => [i.description, i]))
    expect(byName.Sözleşme).toMatchObject({
      starts_at: 45,
      ends_at: 40,
      recurrence: 'once',
      dependent_to: byName['Mekan keşfi'].id,
    })
    expect(byName['Transfer kontrolü']).toMatchObject({
      recurrence: 'interval',
      interval: 'weekly',
      interval_day: 5,
    })
    expect(byName['Fatura takibi']).toMatchObject({ interval: 'monthly', interval_day: 31 })
    expect(byName['Lansman günü']).toMatchObject({ recurrence: 'specific_date', specific_date: '2027-05-10' })

    const empty = await admin.post(`/checklists/${list.id}/upload`, { mappings, data: [{ Görev: '' }] })
    expect(empty.json().errors).toEqual({ data: ['Bu alan zorunludur'] })
  })

  it('reads an uploaded .xlsx into headers and rows for the mapping screen', async () => {
    const list = await freshChecklist()
    const form = await sheetForm([
      ['Bölüm', 'Görev', 'Başlangıçtan önce'],
      ['Mekan', 'Mekan keşfi', 30],
    ])
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/checklists/${list.id}/parse`,
      headers: adminHeaders,
      payload: form as unknown as string,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      headers: ['Bölüm', 'Görev', 'Başlangıçtan önce'],
      rows: [['Mekan', 'Mekan keşfi', '30']],
    })
    const notXlsx = new FormData()
    notXlsx.append('file', new Blob(['a,b']), 'liste.csv')
    const refused = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/checklists/${list.id}/parse`,
      headers: adminHeaders,
      payload: notXlsx as unknown as string,
    })
    expect(refused.statusCode).toBe(422)
  })

  it('resets a whole checklist and keeps it', async () => {
    const list = await freshChecklist()
    await section(list.id, 'A')
    expect((await admin.delete(`/checklists/${list.id}?reset=true`)).json()).toEqual({
      message: 'Kontrol listesinin içeriği sıfırlandı.',
    })
    expect((await admin.get(`/checklists/${list.id}`)).json()).toMatchObject({ sections: [], items: [] })
  })

  it('is for admins only; another company gets 404', async () => {
    const list = await freshChecklist()
    expect((await user.get('/checklists')).statusCode).toBe(403)
    expect((await user.get(`/checklists/${list.id}`)).statusCode).toBe(403)
    expect((await user.post('/checklists', { name: 'x' })).statusCode).toBe(403)
    expect((await other.get(`/checklists/${list.id}`)).statusCode).toBe(404)
    expect((await other.put(`/checklists/${list.id}`, { name: 'x' })).statusCode).toBe(404)
    expect((await other.post(`/checklists/${list.id}/section`, { name: 'x' })).statusCode).toBe(404)
    expect((await other.delete(`/checklists/${list.id}?reset=true`)).statusCode).toBe(404)
    expect((await other.get('/checklists')).json()).not.toContainEqual(
      expect.objectContaining({ id: list.id }),
    )
  })
})

describe('a project checklist', () => {
  let code: string
  let typeId: number
  beforeAll(async () => {
    typeId = await freshType()
    const list = await freshChecklist(typeId)
    const prep = await section(list.id, 'Hazırlık')
    const event = await section(list.id, 'Etkinlik')
    const add = async (body: Record<string, unknown>) =>
      (await admin.post(`/checklists/${list.id}/item`, body)).json().data.id as number
    const venue = await add({ section_id: prep, description: 'Mekan', starts_at: 10, ends_at: 2 })
    await add({
      section_id: prep,
      description: 'Durum toplantısı',
      recurrence: 'interval',
      interval: 'weekly',
      interval_day: 3,
      starts_at: 14,
      ends_at: 0,
    })
    await add({
      section_id: event,
      description: 'Yemek',
      starts_at: 5,
      ends_at: 0,
      dependent_to: venue,
    })
    const client = (await admin.post('/client', { name: `Kontrol Müşterisi ${++sequence}` })).json().data.id
    const positionId = (await admin.get('/definition/contact-positions')).json()[0].id
    const contact = (
      await admin.post('/contacts', {
        name: 'Kontrol Kişisi',
        position_id: positionId,
        company_id: `C-${client}`,
        email: `kontrol-${sequence}@ornek.com.tr`,
      })
    ).json().data.id
    const lead = await admin.post('/leads', {
      name: 'Kontrol Projesi',
      // 10 May 2027 is a Monday.
      dates: ['2027-05-10', '2027-05-12'],
      city: 'İstanbul',
      type: typeId,
      client,
      contact,
      responsible: teamId,
      status: 'LEAD-0',
      lead_close_date: '2027-04-01',
      lead_value: '1000',
      project_ref: `KONTROL-${Date.now()}`,
    })
    expect(lead.statusCode, lead.body).toBe(200)
    code = lead.json().code
  })

  it('shows the dated occurrences, applies them once and ticks a task', async () => {
    const before = (await admin.get(`/project/${code}/checklist`)).json()
    expect(before.missing_tasks).toBe(4)
    const [prep, event] = before.sections
    expect(prep.section_title).toBe('Hazırlık')
    const dates = (item: { occurrences: { starts_on: string; due_on: string }[] }) =>
      item.occurrences.map((o) => [o.starts_on, o.due_on])
    expect(dates(prep.items[0])).toEqual([['2027-04-30', '2027-05-08']])
    // Wednesdays between Monday 26 April and Monday 10 May.
    expect(dates(prep.items[1])).toEqual([
      ['2027-04-28', '2027-04-28'],
      ['2027-05-05', '2027-05-05'],
    ])
    // 5 → 10 May, moved to start on the venue's deadline (8 May): 8 → 13 May.
    expect(dates(event.items[0])).toEqual([['2027-05-08', '2027-05-13']])

    const applied = await admin.post(`/project/${code}/checklist/apply`)
    expect(applied.json()).toEqual({ message: '4 görev oluşturuldu.', created: 4 })
    expect((await admin.post(`/project/${code}/checklist/apply`)).json().created).toBe(0)
    // One TaskCreated for the lot, to the project's responsible.
    const created = await noticesOf('TaskCreated', teamId)
    expect(created.filter((n) => (n.data as { subject: string }).subject === 'Kontrol Projesi')).toHaveLength(
      1,
    )

    const after = (await admin.get(`/project/${code}/checklist`)).json()
    expect(after.missing_tasks).toBe(0)
    const task = after.sections[0].items[0].occurrences[0].task
    expect(task).toEqual({ id: expect.any(Number), completed_at: null })
    const ticked = await admin.put(`/project/${code}/checklist/task/${task.id}`, { completed: true })
    expect(ticked.json()).toMatchObject({
      message: 'Görev tamamlandı.',
      data: { id: task.id, completed_at: expect.any(String) },
    })
    expect(
      (await admin.get(`/project/${code}/checklist`)).json().sections[0].items[0].occurrences[0].task
        .completed_at,
    ).not.toBeNull()
    const completedNotices = await noticesOf('TaskCompleted', teamId)
    expect(
      completedNotices.filter(
        (n) => (n.data as { record: { code: string } }).record.code === String(task.id),
      ),
    ).toHaveLength(1)
    const unticked = await admin.put(`/project/${code}/checklist/task/${task.id}`, { completed: false })
    expect(unticked.json()).toMatchObject({ message: 'Görev yeniden açıldı.', data: { completed_at: null } })

    // The tasks: 09:00 and 18:00 in Istanbul, in a project section named after the checklist section.
    const rows = await testApp.database.db.execute(
      `select t.starts_at, t.deadline_at, s.title, t.is_checklist from tasks t join task_sections s on s.id = t.section_id where t.id = ${task.id}` as never,
    )
    const row = ((rows as unknown as { rows?: unknown[] }).rows ??
      (rows as unknown as unknown[]))[0] as Record<string, unknown>
    expect(new Date(row.starts_at as string).toISOString()).toBe('2027-04-30T06:00:00.000Z')
    expect(new Date(row.deadline_at as string).toISOString()).toBe('2027-05-08T15:00:00.000Z')
    expect(row).toMatchObject({ title: 'Hazırlık', is_checklist: true })
  })

  it('respects scope and company: 404 for a project out of reach', async () => {
    expect((await user.get(`/project/${code}/checklist`)).statusCode).toBe(404)
    expect((await user.post(`/project/${code}/checklist/apply`)).statusCode).toBe(404)
    expect((await other.get(`/project/${code}/checklist`)).statusCode).toBe(404)
    const taskId = (await admin.get(`/project/${code}/checklist`)).json().sections[0].items[0].occurrences[0]
      .task.id
    expect(
      (await other.put(`/project/${code}/checklist/task/${taskId}`, { completed: true })).statusCode,
    ).toBe(404)
  })

  it('a project of a type without a checklist has none', async () => {
    const response = await admin.get('/projects?page_size=1')
    const project = response.json().data[0]
    const view = await admin.get(`/project/${project.code}/checklist`)
    expect(view.statusCode).toBe(200)
    expect(view.json()).toHaveProperty('checklist')
  })
})
