import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { userCalendarAccounts } from '../calendar/calendar.table'
import { notifications } from '../notifications/notifications.table'
import { meetings } from './meetings.table'

let testApp: TestApp
let admin: Api
let user: Api
let team: Api
let other: Api
const ids = { admin: 0, user: 0, team: 0, company: 0 }
const types = { client: 0, supplier: 0, internal: 0 }
let client: { id: number; code: string }
let emptyClient: { id: number; code: string }
let supplier: { id: number; code: string }
let contactId: number
let supplierContactId: number
let positionId: number
let otherUserId: number

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const at = (offset: number, time: string) => `${day(offset)}T${time}:00+03:00`

beforeAll(async () => {
  testApp = await createTestApp()
  const logins = await Promise.all(
    [
      'admin@demo.ajanda.test',
      'user@demo.ajanda.test',
      'team@demo.ajanda.test',
      'admin@other.ajanda.test',
    ].map((email) => loginAs(testApp.app, email)),
  )
  const [a, u, t, o] = logins as [
    (typeof logins)[0],
    (typeof logins)[0],
    (typeof logins)[0],
    (typeof logins)[0],
  ]
  admin = apiAs(testApp.app, a.headers)
  user = apiAs(testApp.app, u.headers)
  team = apiAs(testApp.app, t.headers)
  other = apiAs(testApp.app, o.headers)
  Object.assign(ids, { admin: a.user.id, user: u.user.id, team: t.user.id, company: a.user.event_company_id })
  otherUserId = o.user.id
  const meetingTypes = (await user.get('/definition/meeting-types')).json() as {
    id: number
    name: string
  }[]
  const byName = (name: string) => meetingTypes.find((m) => m.name === name)?.id as number
  Object.assign(types, {
    client: byName('Müşteri Toplantısı'),
    supplier: byName('Tedarikçi Toplantısı'),
    internal: byName('İç Toplantı'),
  })
  client = (await user.post('/client', { name: 'Toplantılı Müşteri' })).json().data
  emptyClient = (await user.post('/client', { name: 'Kişisiz Müşteri' })).json().data
  supplier = (await user.post('/supplier', { name: 'Toplantılı Tedarikçi' })).json().data
  positionId = (await user.get('/definition/contact-positions')).json()[0].id
  const contact = (name: string, company: string, email: string) =>
    user.post('/contacts', { name, position_id: positionId, company_id: company, email })
  contactId = (await contact('Müşteri Kişi', `C-${client.id}`, 'musteri.kisi@ornek.com')).json().data.id
  supplierContactId = (await contact('Tedarikçi Kişi', `S-${supplier.id}`, 'tedarik@ornek.com')).json().data
    .id
})
afterAll(async () => {
  await testApp?.close()
})

/** A valid meeting with the client's contact, a colleague and an external guest. */
const body = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Lansman görüşmesi',
  meeting_type_id: types.client,
  starts_at: at(3, '10:00'),
  ends_at: at(3, '11:00'),
  location_code: 2,
  location: 'Müşteri ofisi, Levent',
  companies: [`C-${client.id}`],
  client_id: client.id,
  participants: [`U-${ids.team}`, `C-${contactId}`],
  external_participants: 'misafir@ornek.com, ikinci@ornek.com',
  note: 'Gündem: mekan ve tarih',
  ...overrides,
})

const notificationsOf = (type: string, meetingId: number) =>
  testApp.database.db
    .select({ user_id: notifications.user_id, data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.event_company_id, ids.company)))
    .then((rows) =>
      rows.filter((row) => (row.data as { record?: { code: string } }).record?.code === String(meetingId)),
    )

describe('POST /meetings', () => {
  it('creates a meeting, notifies the colleagues and mails the iCalendar invitation to everyone', async () => {
    const mailsBefore = testApp.mails.length
    const response = await user.post('/meetings', body())
    expect(response.statusCode, response.body).toBe(200)
    const { message, data } = response.json()
    expect(message).toBe('Toplantı oluşturuldu, davetler gönderildi.')
    expect(data).toMatchObject({
      subject: 'Lansman görüşmesi',
      meeting_type: { id: types.client, can_be_with_client: true },
      location_code: 2,
      client: { id: client.id, code: client.code },
      companies: [{ ref: `C-${client.id}`, type: 'client', id: client.id }],
      sequence: 0,
      note_after_disabled: true,
      cancelled_at: null,
      creator: { id: ids.user },
    })
    expect(data.participants.map((p: { ref: string }) => p.ref).sort()).toEqual(
      [`C-${contactId}`, `U-${ids.team}`].sort(),
    )
    const created = await notificationsOf('MeetingCreated', data.id)
    expect(created.map((n) => n.user_id)).toContain(ids.team)
    expect(created.map((n) => n.user_id)).not.toContain(ids.user)

    const mails = testApp.mails.slice(mailsBefore).filter((m) => m.icalEvent)
    expect(mails.map((m) => m.to).sort()).toEqual(
      ['ikinci@ornek.com', 'misafir@ornek.com', 'musteri.kisi@ornek.com', 'team@demo.ajanda.test'].sort(),
    )
    const ics = mails[0]?.icalEvent
    expect(ics?.method).toBe('REQUEST')
    expect(ics?.content).toContain('BEGIN:VCALENDAR')
    expect(ics?.content).toContain('METHOD:REQUEST')
    expect(ics?.content).toContain(`UID:${data.uid}`)
    expect(ics?.content).toContain('SEQUENCE:0')
    // Queued in the company's fairness group, in the meeting's own transaction (issue 18).
    const invitationJobs = testApp.jobs.enqueued.filter((job) => job.data.icalEvent)
    expect(invitationJobs.at(-1)?.options).toMatchObject({ group: `company-${ids.company}` })
    expect(invitationJobs.at(-1)?.options?.tx).toBeDefined()
  })

  it('requires the type, the dates, the location code and the location', async () => {
    const response = await user.post('/meetings', {})
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      meeting_type_id: ['Bu alan zorunludur'],
      starts_at: ['Bu alan zorunludur'],
      ends_at: ['Bu alan zorunludur'],
      location_code: ['Bu alan zorunludur'],
      location: ['Bu alan zorunludur'],
    })
  })

  it('refuses an end before the start, a location code out of 1-4 and badly formed participants', async () => {
    const wrongEnd = await user.post('/meetings', body({ ends_at: at(3, '09:00') }))
    expect(wrongEnd.json().errors).toEqual({ ends_at: ['Bitiş tarihi başlangıç tarihinden önce olamaz'] })
    const code = await user.post('/meetings', body({ location_code: 5 }))
    expect(code.json().errors).toEqual({ location_code: ['Geçersiz seçim'] })
    const refs = await user.post('/meetings', body({ participants: ['X-1', 'U-abc'] }))
    expect(refs.statusCode).toBe(422)
    expect(Object.keys(refs.json().errors)).toEqual(['participants.0', 'participants.1'])
  })

  it("refuses another company's user and a contact of the wrong kind; accepts a sponsor ref", async () => {
    const foreign = await user.post('/meetings', body({ participants: [`U-${otherUserId}`] }))
    expect(foreign.json().errors).toEqual({ participants: ['Geçersiz seçim'] })
    const wrongKind = await user.post('/meetings', body({ participants: [`C-${supplierContactId}`] }))
    expect(wrongKind.json().errors).toEqual({ participants: ['Geçersiz seçim'] })
    const sponsor = await user.post(
      '/meetings',
      body({ participants: ['SP-7', `S-${supplierContactId}`, `C-${contactId}`] }),
    )
    expect(sponsor.statusCode, sponsor.body).toBe(200)
  })

  it('names the invalid external e-mail', async () => {
    const response = await user.post(
      '/meetings',
      body({ external_participants: 'iyi@ornek.com, kotu-adres' }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      external_participants: ['Geçerli bir e-posta adresi girmelisin: kotu-adres'],
    })
  })

  it('lets the meeting type decide whether a client or a supplier may be chosen', async () => {
    const internal = await user.post(
      '/meetings',
      body({ meeting_type_id: types.internal, supplier_id: supplier.id }),
    )
    expect(internal.json().errors).toEqual({
      client_id: ['Bu toplantı türünde müşteri seçilemez'],
      supplier_id: ['Bu toplantı türünde tedarikçi seçilemez'],
    })
    const withSupplier = await user.post(
      '/meetings',
      body({
        meeting_type_id: types.supplier,
        client_id: null,
        supplier_id: supplier.id,
        companies: [`S-${supplier.id}`],
        participants: [`S-${supplierContactId}`],
      }),
    )
    expect(withSupplier.statusCode, withSupplier.body).toBe(200)
    expect(withSupplier.json().data.supplier).toMatchObject({ id: supplier.id })
  })

  it('needs a new contact only for a client without contacts, and adds it as a participant', async () => {
    const noContact = body({ client_id: emptyClient.id, companies: [], participants: [] })
    const missing = await user.post('/meetings', noContact)
    expect(missing.json().errors).toEqual({ new_contact: ['Bu alan zorunludur'] })
    const invalid = await user.post('/meetings', {
      ...noContact,
      new_contact: { name: '', email: 'yanlis', position_id: positionId },
    })
    expect(invalid.json().errors).toEqual({
      'new_contact.name': ['Bu alan zorunludur'],
      'new_contact.email': ['Geçerli bir e-posta adresi girmelisin'],
    })
    const created = await user.post('/meetings', {
      ...noContact,
      new_contact: { name: 'Yeni Kişi', email: 'yeni.kisi@ornek.com', position_id: positionId },
    })
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().data.participants).toEqual([
      expect.objectContaining({ kind: 'C', name: 'Yeni Kişi', email: 'yeni.kisi@ornek.com' }),
    ])
    // The known client (with contacts) needs none.
    expect((await user.post('/meetings', body({ new_contact: null }))).statusCode).toBe(200)
  })

  it('takes the after-meeting note only once the meeting has ended', async () => {
    const early = await user.post('/meetings', body({ note_after: 'Karar alındı' }))
    expect(early.json().errors).toEqual({
      note_after: ['Toplantı sonrası not toplantı bittikten sonra girilebilir'],
    })
    const past = await user.post(
      '/meetings',
      body({ starts_at: at(-2, '10:00'), ends_at: at(-2, '11:00'), note_after: 'Karar alındı' }),
    )
    expect(past.statusCode, past.body).toBe(200)
    expect(past.json().data).toMatchObject({ note_after: 'Karar alındı', note_after_disabled: false })
  })

  it('shares only with a linked calendar account, which then gets the invitation too', async () => {
    const refused = await user.post('/meetings', body({ share: true }))
    expect(refused.json().errors).toEqual({
      share: ['Paylaşmak için profil sayfanızdan bir takvim hesabı bağlayın'],
    })
    await testApp.database.db.insert(userCalendarAccounts).values({
      event_company_id: ids.company,
      user_id: ids.user,
      platform: 'google',
      email: 'gizem.takvim@gmail.test',
    })
    const before = testApp.mails.length
    const shared = await user.post('/meetings', body({ share: true }))
    expect(shared.statusCode, shared.body).toBe(200)
    expect(testApp.mails.slice(before).map((m) => m.to)).toContain('gizem.takvim@gmail.test')
    // A participant without an account may still edit it: sharing stays the creator's.
    const edited = await team.put(
      `/meetings/${shared.json().data.id}`,
      body({ share: true, location: 'Ofis' }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(testApp.mails.slice(before).filter((m) => m.to === 'gizem.takvim@gmail.test')).toHaveLength(2)
  })
})

describe('PUT, GET and DELETE /meetings/{id}', () => {
  it('moves a meeting (the calendar drag), raising the sequence and mailing the update', async () => {
    const meeting = (await user.post('/meetings', body())).json().data
    const before = testApp.mails.length
    const moved = await user.put(`/meetings/${meeting.id}`, {
      starts_at: at(4, '14:00'),
      ends_at: at(4, '15:30'),
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ message: 'Toplantı güncellendi.', data: { sequence: 1 } })
    const mail = testApp.mails.slice(before).find((m) => m.to === 'misafir@ornek.com')
    expect(mail?.icalEvent?.content).toContain('SEQUENCE:1')
    // A note only: no new invitation.
    const count = testApp.mails.length
    const noted = await user.put(`/meetings/${meeting.id}`, {
      ...body(),
      starts_at: at(4, '14:00'),
      ends_at: at(4, '15:30'),
      note: 'Yeni gündem',
    })
    expect(noted.json().data).toMatchObject({ sequence: 1, note: 'Yeni gündem' })
    expect(testApp.mails.length).toBe(count)
    // A dropped guest gets the cancellation of their copy.
    const dropped = await user.put(`/meetings/${meeting.id}`, { external_participants: 'misafir@ornek.com' })
    expect(dropped.json().data.sequence).toBe(2)
    const cancelMail = testApp.mails.slice(count).find((m) => m.to === 'ikinci@ornek.com')
    expect(cancelMail?.icalEvent?.method).toBe('CANCEL')
    expect((await user.get(`/meetings/${meeting.id}`)).json()).toMatchObject({ id: meeting.id, sequence: 2 })
  })

  it('tells a colleague added by an edit with MeetingCreated, and nobody already invited again', async () => {
    const meeting = (await user.post('/meetings', body())).json().data
    const edited = await user.put(`/meetings/${meeting.id}`, {
      participants: [`U-${ids.team}`, `U-${ids.admin}`, `C-${contactId}`],
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const created = (await notificationsOf('MeetingCreated', meeting.id)).map((n) => n.user_id)
    expect(created.filter((id) => id === ids.admin)).toHaveLength(1)
    expect(created.filter((id) => id === ids.team)).toHaveLength(1)
  })

  it('cancels: notifies MeetingCancelled and mails METHOD:CANCEL; a cancelled meeting is not changed', async () => {
    const meeting = (await user.post('/meetings', body())).json().data
    const before = testApp.mails.length
    const response = await user.delete(`/meetings/${meeting.id}`)
    expect(response.json()).toEqual({ message: 'Toplantı iptal edildi, katılımcılara bildirildi.' })
    const cancelled = await notificationsOf('MeetingCancelled', meeting.id)
    expect(cancelled.map((n) => n.user_id)).toEqual([ids.team])
    const mail = testApp.mails.slice(before).find((m) => m.to === 'musteri.kisi@ornek.com')
    expect(mail?.icalEvent?.content).toContain('METHOD:CANCEL')
    expect(mail?.icalEvent?.content).toContain(`UID:${meeting.uid}`)
    expect((await user.get(`/meetings/${meeting.id}`)).json().cancelled_at).not.toBeNull()
    expect((await user.put(`/meetings/${meeting.id}`, { location: 'x' })).statusCode).toBe(409)
  })

  it('hides a meeting from another company and from a USER-scope user who is not in it', async () => {
    const meeting = (await team.post('/meetings', body({ participants: [] }))).json().data
    expect((await other.get(`/meetings/${meeting.id}`)).statusCode).toBe(404)
    expect((await other.put(`/meetings/${meeting.id}`, { location: 'x' })).statusCode).toBe(404)
    expect((await user.get(`/meetings/${meeting.id}`)).statusCode).toBe(404)
    expect((await user.put(`/meetings/${meeting.id}`, { location: 'x' })).statusCode).toBe(404)
    expect((await user.delete(`/meetings/${meeting.id}`)).statusCode).toBe(404)
    expect((await admin.get(`/meetings/${meeting.id}`)).statusCode).toBe(200)
    // A participant sees and edits it.
    const withUser = (await team.post('/meetings', body({ participants: [`U-${ids.user}`] }))).json().data
    expect((await user.put(`/meetings/${withUser.id}`, { location: 'Ofis' })).statusCode).toBe(200)
  })

  it('keeps a stored participant who has since left when the meeting is moved', async () => {
    const positionContact = (
      await user.post('/contacts', {
        name: 'Ayrılan Kişi',
        position_id: positionId,
        company_id: `C-${client.id}`,
        email: 'ayrilan@ornek.com',
      })
    ).json().data.id
    const meeting = (await user.post('/meetings', body({ participants: [`C-${positionContact}`] }))).json()
      .data
    expect((await user.delete(`/contacts/${positionContact}`)).statusCode).toBe(200)
    const moved = await user.put(`/meetings/${meeting.id}`, {
      starts_at: at(5, '10:00'),
      ends_at: at(5, '11:00'),
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.participants.map((p: { ref: string }) => p.ref)).toEqual([
      `C-${positionContact}`,
    ])
    // Adding an archived contact anew is refused.
    const again = await user.post('/meetings', body({ participants: [`C-${positionContact}`] }))
    expect(again.json().errors).toEqual({ participants: ['Geçersiz seçim'] })
  })

  it('checks the after-meeting note against the stored end on an edit', async () => {
    const meeting = (await user.post('/meetings', body())).json().data
    const early = await user.put(`/meetings/${meeting.id}`, { note_after: 'Erken' })
    expect(early.statusCode).toBe(422)
    const moved = await user.put(`/meetings/${meeting.id}`, {
      starts_at: at(-1, '10:00'),
      ends_at: at(-1, '11:00'),
      note_after: 'Bitti, karar alındı',
    })
    expect(moved.json().data.note_after).toBe('Bitti, karar alındı')
  })
})

describe('the demo seed', () => {
  it('has the past and next four weeks of meetings, one cancelled and a past one with its note', async () => {
    const rows = await testApp.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.event_company_id, ids.company))
    const seeded = rows.filter((row) => row.note === 'Gündem: hedefler, zaman planı, bütçe.')
    expect(seeded.length).toBe(25)
    expect(seeded.filter((row) => row.cancelled_at)).toHaveLength(1)
    expect(seeded.some((row) => row.note_after && row.ends_at < new Date())).toBe(true)
    expect(seeded.some((row) => row.location_code === 4)).toBe(true)
    expect(seeded.some((row) => row.client_id && row.project_id)).toBe(true)
    // Admins see every seeded meeting in full.
    const first = seeded[0] as (typeof seeded)[0]
    const detail = (await admin.get(`/meetings/${first.id}`)).json()
    expect(detail.participants.length).toBeGreaterThan(0)
  })
})
