import path from 'node:path'
import {
  attendeeImportResultSchema,
  attendeeMailingDetailSchema,
  attendeeMailingSchema,
} from '@ajanda/contracts/attendees.contract'
import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '../../platform/storage'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { forms } from '../forms/forms.table'
import { ATTENDEE_MAILING_JOB, sendMailing } from './attendee-mailing'
import { attendeeHistory, attendees } from './attendees.table'

let testApp: TestApp
let admin: Api
let other: Api
let headers: Record<string, string>
let congressId: number
let personalFormId: number
let personalSlug: string
let publicFormId: number | undefined

beforeAll(async () => {
  testApp = await createTestApp()
  headers = (await loginAs(testApp.app, DEMO_EMAILS.admin)).headers
  admin = apiAs(testApp.app, headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, DEMO_EMAILS.otherAdmin)).headers)
  const [form] = await testApp.database.db
    .select({ id: forms.id, project_id: forms.project_id, slug: forms.slug })
    .from(forms)
    .where(eq(forms.slug, 'kongre-kayit'))
  congressId = form?.project_id as number
  personalFormId = form?.id as number
  personalSlug = form?.slug as string
  const [publicForm] = await testApp.database.db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.project_id, congressId), eq(forms.type, 'PUBLIC')))
  publicFormId = publicForm?.id
})
afterAll(async () => {
  await testApp?.close()
})

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Liste')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

function upload(projectId: number, file: Buffer, as = headers) {
  const boundary = '----ajanda-test-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="liste.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/project/${projectId}/attendees/import/parse`,
    headers: { ...as, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  })
}

async function readWorkbook(payload: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(payload as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
  const rows: string[][] = []
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? '' : String(value))))
  })
  return rows
}

const unique = () => Math.random().toString(36).slice(2, 8)

describe('GET /project/{id}/attendees/export', () => {
  it('answers an .xlsx of the filtered list with fixed, list and answer columns', async () => {
    const email = `export.${unique()}@ornek.test`
    const added = await admin.post(`/project/${congressId}/attendees`, {
      first_name: 'Dışa',
      last_name: 'Aktarım',
      email,
      status: 'REGISTERED',
    })
    expect(added.statusCode, added.body).toBe(200)
    const response = await admin.get(
      `/project/${congressId}/attendees/export?search=${encodeURIComponent(email)}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('spreadsheetml')
    expect(response.headers['content-disposition']).toMatch(/katilimcilar-\d{4}-\d\d-\d\d\.xlsx/)
    const rows = await readWorkbook(response.rawPayload)
    const header = rows[0] as string[]
    expect(header.slice(0, 4)).toEqual(['Ad', 'Soyad', 'E-posta', 'Telefon'])
    expect(header).toContain('Listeler')
    expect(header).toContain('Durum')
    // One column per answerable field of the project's forms, "Form · Field".
    expect(header.some((cell) => cell.includes(' · '))).toBe(true)
    expect(rows).toHaveLength(2)
    expect(rows[1]?.slice(0, 3)).toEqual(['Dışa', 'Aktarım', email])
    expect(rows[1]?.[header.indexOf('Durum')]).toBe('Kayıtlı')
  })

  it('exports the whole project with answers named by their option texts', async () => {
    const response = await admin.get(`/project/${congressId}/attendees/export?locale=en`)
    expect(response.statusCode, response.body).toBe(200)
    const rows = await readWorkbook(response.rawPayload)
    expect(rows[0]?.[0]).toBe('First name')
    expect(rows.length).toBeGreaterThan(250)
    const answerColumns = (rows[0] as string[]).flatMap((cell, index) =>
      cell.includes(' · ') ? [index] : [],
    )
    const answered = rows
      .slice(1)
      .flatMap((row) => answerColumns.map((index) => row[index] ?? ''))
      .filter(Boolean)
    expect(answered.length).toBeGreaterThan(0)
    // Option ids are turned into texts: no bare id lists.
    expect(answered.every((cell) => !/^\d{3,}(, \d+)*$/.test(cell))).toBe(true)
  })

  it('is 404 for another company', async () => {
    expect((await other.get(`/project/${congressId}/attendees/export`)).statusCode).toBe(404)
  })
})

describe('POST /project/{id}/attendees/import/parse', () => {
  it('reads the sheet and suggests a mapping from Turkish and English headers', async () => {
    const file = await xlsx([
      ['Adı', 'Soyadı', 'E-posta', 'Company', 'Telefon'],
      ['Ayşe', 'Yılmaz', 'ayse@ornek.test', 'Şifa', 5321234567],
    ])
    const response = await upload(congressId, file)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      headers: ['Adı', 'Soyadı', 'E-posta', 'Company', 'Telefon'],
      total: 1,
      suggested_mappings: {
        first_name: 'Adı',
        last_name: 'Soyadı',
        email: 'E-posta',
        company: 'Company',
        phone: 'Telefon',
      },
    })
    expect(response.json().rows[1]).toEqual(['Ayşe', 'Yılmaz', 'ayse@ornek.test', 'Şifa', '5321234567'])
  })

  it('is 404 for another company', async () => {
    const file = await xlsx([['Ad'], ['x']])
    const otherHeaders = (await loginAs(testApp.app, DEMO_EMAILS.otherAdmin)).headers
    expect((await upload(congressId, file, otherHeaders)).statusCode).toBe(404)
  })
})

describe('POST /project/{id}/attendees/import', () => {
  const headersRow = ['Ad', 'Soyad', 'E-posta', 'Durum']
  const mappings = { first_name: 'Ad', last_name: 'Soyad', email: 'E-posta', status: 'Durum' }

  async function listId(): Promise<number> {
    const created = await admin.post(`/project/${congressId}/attendees/lists`, {
      name: `İçe aktarım ${unique()}`,
    })
    expect(created.statusCode, created.body).toBe(200)
    return created.json().data.id
  }

  it('checks on a dry run and writes nothing', async () => {
    const email = `kuru.${unique()}@ornek.test`
    const response = await admin.post(`/project/${congressId}/attendees/import`, {
      mappings,
      headers: headersRow,
      data: [
        ['Kuru', 'Çalışma', email, 'Kayıtlı'],
        ['', 'Adsız', `adsiz.${unique()}@ornek.test`, ''],
        ['Bozuk', 'Posta', 'bozuk-adres', ''],
      ],
      dry_run: true,
    })
    expect(response.statusCode, response.body).toBe(200)
    const result = attendeeImportResultSchema.parse(response.json())
    expect(result).toMatchObject({ dry_run: true, created: 1, updated: 0, failed: 2 })
    expect(result.rows.map((row) => [row.row, row.status])).toEqual([
      [2, 'created'],
      [3, 'error'],
      [4, 'error'],
    ])
    expect(Object.keys(result.rows[1]?.errors ?? {})).toEqual(['first_name'])
    expect(Object.keys(result.rows[2]?.errors ?? {})).toEqual(['email'])
    const stored = await testApp.database.db.select().from(attendees).where(eq(attendees.email, email))
    expect(stored).toHaveLength(0)
  })

  it('creates new attendees, updates those matched by e-mail, joins the lists and writes history', async () => {
    const existingEmail = `mevcut.${unique()}@ornek.test`
    const added = await admin.post(`/project/${congressId}/attendees`, {
      first_name: 'Eski',
      last_name: 'Ad',
      email: existingEmail,
    })
    const existingId = added.json().data.id as number
    const newEmail = `yeni.${unique()}@ornek.test`
    const list = await listId()
    const response = await admin.post(`/project/${congressId}/attendees/import`, {
      mappings,
      headers: headersRow,
      data: [
        ['Yeni', 'Kişi', newEmail, 'Kayıtlı'],
        ['Güncel', 'Ad', existingEmail.toUpperCase(), ''],
        ['Hatalı', '', '', ''],
      ],
      list_ids: [list],
      dry_run: false,
    })
    expect(response.statusCode, response.body).toBe(200)
    const result = attendeeImportResultSchema.parse(response.json())
    expect(result).toMatchObject({ dry_run: false, created: 1, updated: 1, failed: 1 })
    expect(result.rows[1]).toMatchObject({ status: 'updated', attendee_id: existingId })
    const [created] = await testApp.database.db.select().from(attendees).where(eq(attendees.email, newEmail))
    expect(created).toMatchObject({ first_name: 'Yeni', source: 'IMPORT', status: 'REGISTERED' })
    expect(created?.registered_at).not.toBeNull()
    expect(result.rows[0]?.attendee_id).toBe(created?.id)
    const updated = (await admin.get(`/attendees/${existingId}`)).json()
    expect(updated.first_name).toBe('Güncel')
    expect(updated.lists.map((entry: { id: number }) => entry.id)).toContain(list)
    const history = await testApp.database.db
      .select()
      .from(attendeeHistory)
      .where(eq(attendeeHistory.attendee_id, created?.id as number))
    expect(history.map((entry) => entry.action)).toEqual(['imported'])
    expect((await admin.get(`/project/${congressId}/attendees?list_id=${list}`)).json().total).toBe(2)
  })

  it('refuses a mapping without the names or to an unknown field', async () => {
    const response = await admin.post(`/project/${congressId}/attendees/import`, {
      mappings: { email: 'E-posta', shoe_size: 'Ad' },
      headers: headersRow,
      data: [['a', 'b', 'c', '']],
    })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'mappings.first_name',
      'mappings.last_name',
      'mappings.shoe_size',
    ])
  })

  it('is 404 for another company', async () => {
    const response = await other.post(`/project/${congressId}/attendees/import`, {
      mappings,
      headers: headersRow,
      data: [['a', 'b', 'c', '']],
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('POST /project/{id}/attendees/invitations', () => {
  it('queues one job; the job mails each personal link and marks the recipients sent', async () => {
    const people = []
    for (const [index, language] of ['tr', 'en'].entries()) {
      const response = await admin.post(`/project/${congressId}/attendees`, {
        first_name: `Davetli${index}`,
        last_name: 'Kişi',
        email: `davet.${index}.${unique()}@ornek.test`,
        language,
      })
      people.push(response.json().data as { id: number; pcode: string; email: string })
    }
    const withoutMail = (
      await admin.post(`/project/${congressId}/attendees`, { first_name: 'Postasız', last_name: 'Kişi' })
    ).json().data as { id: number }
    const response = await admin.post(`/project/${congressId}/attendees/invitations`, {
      attendee_ids: [...people.map((person) => person.id), withoutMail.id],
      form_id: personalFormId,
      kind: 'invitation',
    })
    expect(response.statusCode, response.body).toBe(200)
    const mailing = attendeeMailingSchema.parse(response.json().data)
    expect(mailing).toMatchObject({ total: 3, sent: 0, failed: 0, kind: 'invitation', finished_at: null })
    const job = testApp.jobs.enqueued.find(
      (entry) => entry.name === ATTENDEE_MAILING_JOB && entry.data.mailingId === mailing.id,
    )
    expect(job).toBeDefined()

    const before = testApp.mails.length
    await sendMailing(
      {
        db: testApp.database.db,
        mailer: { send: async (message) => void testApp.mails.push(message) },
        config: { appUrl: 'http://ajanda.test' } as never,
        storage: createLocalStorage(path.join(testApp.dataDir, 'files'), 'http://ajanda.test'),
      },
      job?.data,
    )
    const sent = testApp.mails.slice(before)
    expect(sent.map((mail) => mail.to).sort()).toEqual(people.map((person) => person.email).sort())
    for (const person of people) {
      const mail = sent.find((each) => each.to === person.email)
      expect(mail?.text).toContain(`http://ajanda.test/web-form/${personalSlug}/${person.pcode}`)
    }

    const detail = attendeeMailingDetailSchema.parse(
      (await admin.get(`/project/${congressId}/attendees/mailings/${mailing.id}`)).json(),
    )
    expect(detail).toMatchObject({ total: 3, sent: 2, failed: 1 })
    expect(detail.finished_at).not.toBeNull()
    const statuses = Object.fromEntries(detail.recipients.map((entry) => [entry.attendee_id, entry.status]))
    expect(statuses).toEqual({
      [people[0]?.id as number]: 'sent',
      [people[1]?.id as number]: 'sent',
      [withoutMail.id]: 'failed',
    })
    const list = (await admin.get(`/project/${congressId}/attendees/mailings`)).json()
    expect(list.data[0]).toMatchObject({ id: mailing.id, sent: 2, failed: 1 })

    // A second run of the same job sends nothing again.
    const count = testApp.mails.length
    await sendMailing(
      {
        db: testApp.database.db,
        mailer: { send: async (message) => void testApp.mails.push(message) },
        config: { appUrl: 'http://ajanda.test' } as never,
        storage: createLocalStorage(path.join(testApp.dataDir, 'files'), 'http://ajanda.test'),
      },
      job?.data,
    )
    expect(testApp.mails.length).toBe(count)
  })

  it('refuses a form that is not a personal form of the project', async () => {
    if (publicFormId === undefined) return
    const response = await admin.post(`/project/${congressId}/attendees/invitations`, {
      attendee_ids: [1],
      form_id: publicFormId,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.form_id).toBeDefined()
  })

  it('is 404 for another company', async () => {
    const response = await other.post(`/project/${congressId}/attendees/invitations`, {
      attendee_ids: [1],
      form_id: personalFormId,
    })
    expect(response.statusCode).toBe(404)
    expect((await other.get(`/project/${congressId}/attendees/mailings`)).statusCode).toBe(404)
  })
})
