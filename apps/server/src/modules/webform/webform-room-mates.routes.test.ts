import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { webformSchema } from '@ajanda/contracts/webform.contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newPublicCode } from '../../platform/codes'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { attendeeHistory, attendeeListMembers, attendeeLists, attendees } from '../attendees/attendees.table'
import { formAttendeeListMatches, formFields, formSections } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { demoProjects, insertForm, type TestForm, webformCall } from './webform-test-fixtures'

let testApp: TestApp
let api: ReturnType<typeof webformCall>
let companyId: number
let projectId: number

beforeAll(async () => {
  testApp = await createTestApp()
  api = webformCall(testApp)
  const demo = await demoProjects(testApp)
  companyId = demo.companyId
  // A project of its own, so the demo congress's ~300 attendees never answer a name search here.
  const [project] = await testApp.database.db
    .insert(projects)
    .values({
      event_company_id: companyId,
      code: newPublicCode(),
      name: 'Oda Testi Kongresi',
      name_search: 'oda testi kongresi',
      starts_at: '2027-04-01',
      ends_at: '2027-04-03',
    })
    .returning({ id: projects.id })
  projectId = project?.id as number
})
afterAll(async () => {
  await testApp?.close()
})

const db = () => testApp.database.db
type Person = typeof attendees.$inferSelect
let sequence = 0

async function person(first: string, last: string, status = 'REGISTERED', extra: Partial<Person> = {}) {
  const [row] = await db()
    .insert(attendees)
    .values({
      event_company_id: companyId,
      project_id: projectId,
      pcode: newPublicCode(),
      acode: newPublicCode(),
      dcode: newPublicCode(),
      first_name: first,
      last_name: last,
      name_search: foldTurkish(`${first} ${last}`),
      email: `kisi${++sequence}@example.com`,
      status,
      source: 'IMPORT',
      ...extra,
    })
    .returning()
  return row as Person
}

async function list(name: string, members: Person[]) {
  const [row] = await db()
    .insert(attendeeLists)
    .values({ event_company_id: companyId, project_id: projectId, name })
    .returning()
  if (members.length > 0)
    await db()
      .insert(attendeeListMembers)
      .values(members.map((member) => ({ attendee_id: member.id, list_id: row?.id as number })))
  return row?.id as number
}

interface FieldOptions {
  type?: 'CHOOSE_ANYONE' | 'MACTHED_LIST_CHOOSE'
  approve?: boolean
  visible?: boolean
  matches?: [number, number][]
}

/** A PERSONAL form (fixture fields) with a room_mates field. */
async function roomMateForm(options: FieldOptions = {}) {
  const f = await insertForm(testApp, { companyId, projectId, type: 'PERSONAL' })
  const [section] = await db().select().from(formSections).where(eq(formSections.form_id, f.form.id)).limit(1)
  const [field] = await db()
    .insert(formFields)
    .values({
      form_id: f.form.id,
      section_id: section?.id as number,
      type: 'room_mates',
      title: { tr: 'Oda arkadaşı' },
      sort_order: 500,
      room_mate_type: options.type ?? 'CHOOSE_ANYONE',
      room_mate_approve: options.approve ?? false,
      selected_room_mate_visible: options.visible ?? false,
    })
    .returning()
  const fieldId = field?.id as number
  for (const [one, two] of options.matches ?? [])
    await db()
      .insert(formAttendeeListMatches)
      .values({ form_id: f.form.id, field_id: fieldId, attendee_list_id_one: one, attendee_list_id_two: two })
  return { ...f, roomMateId: fieldId }
}

const answers = (f: TestForm & { roomMateId: number }, mate: unknown) => ({
  [f.nameId]: { first_name: 'Ayşe', last_name: 'Seçen' },
  [f.radioId]: f.optionB,
  ...(mate === undefined ? {} : { [f.roomMateId]: mate }),
})
const fresh = async (id: number) =>
  (await db().select().from(attendees).where(eq(attendees.id, id)))[0] as Person
const historyOf = async (id: number) =>
  db().select().from(attendeeHistory).where(eq(attendeeHistory.attendee_id, id))

describe('GET /webform/{slug}/{pcode}/room-mates', () => {
  it('CHOOSE_ANYONE: registered attendees by name (2+ characters, Turkish-folded), names only, at most 20', async () => {
    const f = await roomMateForm()
    const chooser = await person('Selin', 'Arar')
    const wanted = await person('Mehmet', 'Öztürk')
    await person('Mehmet', 'Davetli', 'INVITED')
    const taken = await person('Mehmet', 'Eşli')
    const partner = await person('Kerem', 'Eşli')
    await db()
      .update(attendees)
      .set({ room_mate_id: partner.id, room_mate_confirmed: true })
      .where(eq(attendees.id, taken.id))
    for (let i = 0; i < 25; i++) await person('Zeki', `Kalabalık ${i}`)

    const url = `/webform/${f.slug}/${chooser.pcode}/room-mates`
    const short = await api.get(`${url}?search=m`)
    expect(short.statusCode, short.body).toBe(200)
    expect(short.json()).toEqual({
      field_id: f.roomMateId,
      type: 'CHOOSE_ANYONE',
      search_required: true,
      choices: [],
    })

    const found = (await api.get(`${url}?search=${encodeURIComponent('OZTURK')}`)).json()
    expect(found.choices).toEqual([{ attendee_id: wanted.id, name: 'Mehmet Öztürk' }])
    const mehmets = (await api.get(`${url}?search=mehmet`)).json()
    expect(mehmets.choices.map((c: { name: string }) => c.name)).toEqual(['Mehmet Öztürk'])
    expect(JSON.stringify(mehmets)).not.toMatch(/@|pcode|acode/)

    const many = (await api.get(`${url}?search=zeki`)).json()
    expect(many.choices).toHaveLength(20)
    // Never the chooser themselves.
    expect((await api.get(`${url}?search=selin`)).json().choices).toEqual([])
  })

  it('answers 404 for an unknown personal code, a code of another project or a form without the field', async () => {
    const f = await roomMateForm()
    expect((await api.get(`/webform/${f.slug}/${newPublicCode()}/room-mates?search=ab`)).statusCode).toBe(404)
    const plain = await insertForm(testApp, { companyId, projectId, type: 'PERSONAL' })
    const chooser = await person('Ali', 'Alanı')
    expect((await api.get(`/webform/${plain.slug}/${chooser.pcode}/room-mates`)).statusCode).toBe(404)
  })

  it('MACTHED_LIST_CHOOSE: everyone of the lists matched to the chooser’s (list one → list two), nobody else', async () => {
    const chooser = await person('Deniz', 'Seçer')
    const lonely = await person('Yalnız', 'Kişi')
    const speaker = await person('Konuşan', 'Bir', 'INVITED')
    const cancelled = await person('İptal', 'Eden', 'CANCELLED')
    const press = await person('Basın', 'Mensubu')
    const vip = await list('VIP', [chooser])
    const speakers = await list('Konuşmacı', [speaker, cancelled])
    const pressList = await list('Basın', [press])
    const f = await roomMateForm({
      type: 'MACTHED_LIST_CHOOSE',
      matches: [
        [vip, speakers],
        [pressList, vip],
      ],
    })

    const body = (await api.get(`/webform/${f.slug}/${chooser.pcode}/room-mates`)).json()
    expect(body).toEqual({
      field_id: f.roomMateId,
      type: 'MACTHED_LIST_CHOOSE',
      search_required: false,
      choices: [{ attendee_id: speaker.id, name: 'Konuşan Bir' }],
    })
    expect((await api.get(`/webform/${f.slug}/${lonely.pcode}/room-mates`)).json().choices).toEqual([])
    // The match is one way: the press list's member may choose from VIP.
    expect((await api.get(`/webform/${f.slug}/${press.pcode}/room-mates`)).json().choices).toEqual([
      { attendee_id: chooser.id, name: 'Deniz Seçer' },
    ])
  })
})

describe('POST /webform/{slug}/{pcode} with a room mate', () => {
  it('refuses a mate the lists do not allow (422 under the field) and pairs an allowed one at once', async () => {
    const chooser = await person('Ece', 'Seçen')
    const speaker = await person('Onur', 'Konuşan')
    const press = await person('Pelin', 'Basın')
    const vip = await list('VIP', [chooser])
    const speakers = await list('Konuşmacı', [speaker])
    await list('Basın', [press])
    const f = await roomMateForm({ type: 'MACTHED_LIST_CHOOSE', matches: [[vip, speakers]] })
    const url = `/webform/${f.slug}/${chooser.pcode}`

    const refused = await api.post(url, { answers: answers(f, { attendee_id: press.id }) })
    expect(refused.statusCode, refused.body).toBe(422)
    expect(refused.json().errors).toEqual({
      [`answers.${f.roomMateId}`]: [expect.stringContaining('oda arkadaşı')],
    })
    expect((await fresh(chooser.id)).status).toBe('REGISTERED')
    // Nothing was written: the refusal rolled the submission back.
    expect(await historyOf(chooser.id)).toEqual([])
    // Someone named by e-mail only is never allowed on a matched list (the engine says so).
    const named = await api.post(url, {
      answers: answers(f, { full_name: 'Biri', email: 'biri@example.com' }),
    })
    expect(named.statusCode).toBe(422)

    const ok = await api.post(url, { answers: answers(f, { attendee_id: speaker.id }) })
    expect(ok.statusCode, ok.body).toBe(200)
    const [a, b] = [await fresh(chooser.id), await fresh(speaker.id)]
    expect([a.room_mate_id, a.room_mate_confirmed, b.room_mate_id, b.room_mate_confirmed]).toEqual([
      speaker.id,
      true,
      chooser.id,
      true,
    ])
    expect((await historyOf(speaker.id)).some((h) => h.action === 'room_mate')).toBe(true)
    expect(testApp.mails.some((mail) => mail.to === speaker.email)).toBe(false)
  })

  it('CHOOSE_ANYONE: an unregistered attendee is refused; a named person with a registered e-mail is paired', async () => {
    const f = await roomMateForm()
    const chooser = await person('Gül', 'Seçen')
    const invited = await person('Hakan', 'Davetli', 'INVITED')
    const known = await person('İlker', 'Kayıtlı')
    const url = `/webform/${f.slug}/${chooser.pcode}`
    expect((await api.post(url, { answers: answers(f, { attendee_id: invited.id }) })).statusCode).toBe(422)
    const ok = await api.post(url, {
      answers: answers(f, { full_name: 'İlker Kayıtlı', email: (known.email as string).toUpperCase() }),
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect((await fresh(known.id)).room_mate_id).toBe(chooser.id)
    // Emptied: the pairing is let go on both sides.
    expect((await api.post(url, { answers: answers(f, undefined) })).statusCode).toBe(200)
    expect([(await fresh(chooser.id)).room_mate_id, (await fresh(known.id)).room_mate_id]).toEqual([
      null,
      null,
    ])
  })

  it('with approval: the mate is mailed a link, sees who asks and confirms; both point at each other', async () => {
    const f = await roomMateForm({ approve: true, visible: true })
    const chooser = await person('Jale', 'İsteyen')
    const mate = await person('Kaan', 'Seçilen', 'REGISTERED', { language: 'en' })
    const submitted = await api.post(`/webform/${f.slug}/${chooser.pcode}`, {
      answers: answers(f, { attendee_id: mate.id }),
    })
    expect(submitted.statusCode, submitted.body).toBe(200)
    const pending = await fresh(chooser.id)
    expect([pending.room_mate_id, pending.room_mate_confirmed]).toEqual([mate.id, false])
    expect(pending.room_mate_code).toMatch(/^[\w-]{22,}$/)
    expect((await fresh(mate.id)).room_mate_id).toBeNull()
    const mail = testApp.mails.find((m) => m.to === mate.email)
    expect(mail?.subject).toContain('Room-sharing request')
    expect(mail?.text).toContain(`/web-form/room-mate/${pending.room_mate_code}`)
    // The chooser's name as the form's name field just set it.
    expect(mail?.text).toContain('Ayşe Seçen has chosen you')

    // The chooser's page shows the mate's name, not yet confirmed.
    const page = await api.get(`/webform/${f.slug}/${chooser.pcode}`)
    expect(webformSchema.parse(page.json()).attendee?.room_mate).toEqual({
      name: 'Kaan Seçilen',
      confirmed: false,
    })

    // Staff see the pending pairing on the chooser and none yet on the mate.
    const staff = apiAs(testApp.app, (await loginAs(testApp.app, DEMO_EMAILS.admin)).headers)
    const staffMate = async (id: number) => (await staff.get(`/attendees/${id}`)).json().room_mate
    expect(await staffMate(chooser.id)).toEqual({ id: mate.id, name: 'Kaan Seçilen', confirmed: false })
    expect(await staffMate(mate.id)).toBeNull()

    const link = `/webform/room-mate/${pending.room_mate_code}`
    const request = await api.get(link)
    expect(request.statusCode, request.body).toBe(200)
    expect(request.json()).toEqual({
      requester_name: 'Ayşe Seçen',
      mate_first_name: 'Kaan',
      project: { name: 'Oda Testi Kongresi', starts_at: '2027-04-01', ends_at: '2027-04-03' },
      locale: 'en',
    })
    const confirmed = await api.post(link, { decision: 'confirm' })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toEqual({ message: 'You have confirmed the room sharing.', confirmed: true })
    const [a, b] = [await fresh(chooser.id), await fresh(mate.id)]
    expect([a.room_mate_id, a.room_mate_confirmed, a.room_mate_code]).toEqual([mate.id, true, null])
    expect([b.room_mate_id, b.room_mate_confirmed]).toEqual([chooser.id, true])
    expect((await historyOf(mate.id)).filter((h) => h.action === 'room_mate')).toHaveLength(1)
    expect(await staffMate(mate.id)).toEqual({ id: chooser.id, name: 'Ayşe Seçen', confirmed: true })
    expect((await staffMate(chooser.id)).confirmed).toBe(true)
    // The code is used up.
    expect((await api.get(link)).statusCode).toBe(404)
    const after = webformSchema.parse((await api.get(`/webform/${f.slug}/${chooser.pcode}`)).json())
    expect(after.attendee?.room_mate).toEqual({ name: 'Kaan Seçilen', confirmed: true })
    // The same choice again mails nobody.
    const mails = testApp.mails.length
    await api.post(`/webform/${f.slug}/${chooser.pcode}`, { answers: answers(f, { attendee_id: mate.id }) })
    expect(testApp.mails.filter((m, i) => i >= mails && m.to === mate.email)).toEqual([])
  })

  it('with approval: the mate declines; the chooser has no mate and both histories say so', async () => {
    const f = await roomMateForm({ approve: true })
    const chooser = await person('Leyla', 'İsteyen')
    const mate = await person('Murat', 'Reddeden')
    await api.post(`/webform/${f.slug}/${chooser.pcode}`, { answers: answers(f, { attendee_id: mate.id }) })
    const code = (await fresh(chooser.id)).room_mate_code as string
    const declined = await api.post(`/webform/room-mate/${code}`, { decision: 'decline' })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json()).toEqual({ message: 'Oda arkadaşlığı isteğini reddettiniz.', confirmed: false })
    const [a, b] = [await fresh(chooser.id), await fresh(mate.id)]
    expect([a.room_mate_id, a.room_mate_code, b.room_mate_id]).toEqual([null, null, null])
    for (const id of [chooser.id, mate.id])
      expect((await historyOf(id)).some((h) => 'room_mate_declined' in (h.changes as object))).toBe(true)
    expect((await api.post(`/webform/room-mate/${code}`, { decision: 'confirm' })).statusCode).toBe(404)
  })

  it('hides the mate’s name when the field does not show it', async () => {
    const f = await roomMateForm()
    const chooser = await person('Nazlı', 'Gizli')
    const mate = await person('Oğuz', 'Gizli')
    await api.post(`/webform/${f.slug}/${chooser.pcode}`, { answers: answers(f, { attendee_id: mate.id }) })
    expect((await fresh(chooser.id)).room_mate_id).toBe(mate.id)
    const page = webformSchema.parse((await api.get(`/webform/${f.slug}/${chooser.pcode}`)).json())
    expect(page.attendee?.room_mate).toBeNull()
  })

  it('an unknown confirmation code answers 404', async () => {
    expect((await api.get(`/webform/room-mate/${newPublicCode()}`)).statusCode).toBe(404)
    expect(
      (await api.post(`/webform/room-mate/${newPublicCode()}`, { decision: 'confirm' })).statusCode,
    ).toBe(404)
  })
})
