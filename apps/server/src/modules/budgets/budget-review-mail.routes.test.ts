import {
  reviewRecipientsResponseSchema,
  reviewSendingsResponseSchema,
  sendBudgetReviewResponseSchema,
} from '@ajanda/contracts/budget-review-mail.contract'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { clientWithContact, uniqueName } from '../projects/project-test-fixtures'
import { type BudgetFixtures, budgetFixtures, detailOf, newBudget } from './budget-test-fixtures'

let testApp: TestApp
let f: BudgetFixtures
/** The project's client's contact, a contact of another client linked to the project, and an outsider. */
let people: { ofClient: number; ofProject: number; otherClient: number; otherCompany: number }
let addresses: { ofClient: string; ofProject: string }

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await testApp.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
interface QueuedMail {
  to: string
  subject: string
  text: string
  html: string
}
const mailsTo = (to: string) =>
  rows<{ data: QueuedMail }>(
    sql`select data from pgboss.job where name = 'mail.send' and data->>'to' = ${to} order by created_on`,
  ).then((found) => found.map((row) => row.data))
const sendingsCount = async () =>
  Number((await rows<{ n: unknown }>(sql`select count(*) as n from budget_review_sendings`))[0]?.n)

beforeAll(async () => {
  // pg-boss itself: the mails stay queued in pgboss.job, committed (or not) with the sending.
  testApp = await createTestApp({ queue: 'pg-boss' })
  f = await budgetFixtures(testApp)
  const own = await clientWithContact(f.admin, f.positionId)
  const linked = await clientWithContact(f.admin, f.positionId)
  const stranger = await clientWithContact(f.admin, f.positionId)
  const db = testApp.database.db
  await db.execute(sql`update projects set client_id = ${own.client.id} where code = ${f.projectCode}`)
  await db.execute(
    sql`insert into project_contacts (event_company_id, project_id, contact_id)
      select event_company_id, id, ${linked.contactId} from projects where code = ${f.projectCode}`,
  )
  const [other] = await rows<{ id: number }>(
    sql`select c.id from contacts c join users u on u.event_company_id = c.event_company_id
      where u.email = 'admin@other.ajanda.test' limit 1`,
  )
  const emails = await rows<{ id: number; email: string }>(
    sql`select id, email from contacts where id in (${own.contactId}, ${linked.contactId})`,
  )
  const emailOf = (id: number) => emails.find((row) => Number(row.id) === id)?.email as string
  people = {
    ofClient: own.contactId,
    ofProject: linked.contactId,
    otherClient: stranger.contactId,
    otherCompany: Number(other?.id),
  }
  addresses = { ofClient: emailOf(own.contactId), ofProject: emailOf(linked.contactId) }
  // The queue refuses a mail to any address in refused_mail_to, inside the transaction that queues it.
  await db.execute(sql`create table refused_mail_to (address text primary key)`)
  await db.execute(sql`
    create function refuse_mail() returns trigger language plpgsql as $$
    begin
      if new.name = 'mail.send' and exists (select 1 from refused_mail_to where address = new.data->>'to') then
        raise exception 'mail to % refused by the test', new.data->>'to';
      end if;
      return new;
    end $$`)
  await db.execute(
    sql`create trigger refuse_mail after insert on pgboss.job for each row execute function refuse_mail()`,
  )
}, 60_000)
afterAll(async () => {
  await testApp?.close()
})
afterEach(async () => {
  await testApp.database.db.execute(sql`delete from refused_mail_to`)
})

const body = (recipients: number[], extra: Record<string, unknown> = {}) => ({
  recipients,
  subject: 'Bütçe onayınıza sunulmuştur',
  message: 'Merhaba,\nGala yemeği için iki seçenek ekledik.',
  ...extra,
})

describe('recipients', () => {
  it("lists the project's contacts first, then its client's, each with an e-mail", async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const response = await f.user.get(`/budget/${code}/review/recipients`)
    expect(response.statusCode, response.body).toBe(200)
    const answer = reviewRecipientsResponseSchema.parse(response.json())
    const ids = answer.data.map((r) => r.id)
    expect(ids).toContain(people.ofClient)
    expect(ids).toContain(people.ofProject)
    expect(ids).not.toContain(people.otherClient)
    expect(ids).not.toContain(people.otherCompany)
    expect(answer.data[0]).toMatchObject({ id: people.ofProject, source: 'project' })
    expect(answer.data.find((r) => r.id === people.ofClient)).toMatchObject({
      source: 'client',
      email: addresses.ofClient,
    })
    expect(answer.data.every((r) => r.email.includes('@'))).toBe(true)
    expect(answer.language === null || ['tr', 'en'].includes(answer.language)).toBe(true)
  })
})

describe('sending', () => {
  it('opens the link, records the sending and queues one mail per recipient with the link and the message', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const response = await f.user.post(
      `/budget/${code}/review/send`,
      body([people.ofClient, people.ofProject]),
    )
    expect(response.statusCode, response.body).toBe(200)
    const answer = sendBudgetReviewResponseSchema.parse(response.json())
    expect(answer.message).toBe('Bütçe bağlantısı 2 kişiye e-postayla gönderildi.')
    const detail = await detailOf(f.admin, code)
    expect(detail.review.status).toBe('PENDING')
    const url = `http://ajanda.test/client-review/${detail.review.code}`
    expect(answer.data).toMatchObject({
      url,
      subject: 'Bütçe onayınıza sunulmuştur',
      language: 'tr',
      sent_by: { id: f.ids.user },
      recipients: [
        { contact_id: people.ofClient, email: addresses.ofClient },
        { contact_id: people.ofProject, email: addresses.ofProject },
      ],
    })
    for (const to of [addresses.ofClient, addresses.ofProject]) {
      const [mail] = (await mailsTo(to)).filter((m) => m.text.includes(url))
      expect(mail?.subject).toBe('Bütçe onayınıza sunulmuştur')
      expect(mail?.text).toContain('Gala yemeği için iki seçenek ekledik.')
      expect(mail?.text).toContain('Bütçeyi incele')
      expect(mail?.html).toContain(`href="${url}"`)
      expect(mail?.html).toContain('Merhaba,<br>Gala yemeği')
    }
    const list = await f.admin.get(`/budget/${code}/review/sendings`)
    expect(list.statusCode).toBe(200)
    expect(reviewSendingsResponseSchema.parse(list.json()).data).toEqual([answer.data])
  })

  it('reuses the open link, and opens a new one once the client has decided', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const first = (await f.admin.post(`/budget/${code}/review/send`, body([people.ofClient]))).json()
    const second = await f.admin.post(
      `/budget/${code}/review/send`,
      body([people.ofProject], { language: 'en', subject: 'Your budget' }),
    )
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().data.url).toBe(first.data.url)
    const [mail] = (await mailsTo(addresses.ofProject)).filter((m) => m.subject === 'Your budget')
    expect(mail?.text).toContain('Review the budget')
    const reviewCode = String(first.data.url).split('/').at(-1)
    const decided = await apiAs(testApp.app).post(`/client-review/${reviewCode}/decision`, {
      decision: 'APPROVED',
    })
    expect(decided.statusCode, decided.body).toBe(200)
    const third = (await f.admin.post(`/budget/${code}/review/send`, body([people.ofClient]))).json()
    expect(third.data.url).not.toBe(first.data.url)
    expect((await detailOf(f.admin, code)).review.status).toBe('PENDING')
    const list = reviewSendingsResponseSchema.parse(
      (await f.admin.get(`/budget/${code}/review/sendings`)).json(),
    ).data
    expect(list.map((s) => s.id)).toEqual([third.data.id, second.json().data.id, first.data.id])
  })

  it('sends nothing and records nothing when one of the mails cannot be queued', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const before = await sendingsCount()
    const queuedBefore = (await mailsTo(addresses.ofClient)).length
    await testApp.database.db.execute(sql`insert into refused_mail_to values (${addresses.ofProject})`)
    const response = await f.admin.post(
      `/budget/${code}/review/send`,
      body([people.ofClient, people.ofProject], { subject: uniqueName('Reddedilen') }),
    )
    expect(response.statusCode).toBe(500)
    expect(await sendingsCount()).toBe(before)
    expect((await mailsTo(addresses.ofClient)).length).toBe(queuedBefore)
    expect((await detailOf(f.admin, code)).review.status).toBe('NONE')
  })
})

describe('refusals', () => {
  it('refuses a contact of another client or of another company with 422 on that recipient', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const before = await sendingsCount()
    const response = await f.admin.post(
      `/budget/${code}/review/send`,
      body([people.ofClient, people.otherClient, people.otherCompany]),
    )
    expect(response.statusCode).toBe(422)
    const message = 'Bu kişi projenin ya da müşterisinin e-posta adresi olan kişilerinden değil.'
    expect(response.json().errors).toEqual({ 'recipients.1': [message], 'recipients.2': [message] })
    expect(await sendingsCount()).toBe(before)
    expect((await detailOf(f.admin, code)).review.status).toBe('NONE')
  })

  it('refuses no recipients, a repeated one, an empty message and an overlong one', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const send = (payload: object) => f.admin.post(`/budget/${code}/review/send`, payload)
    const empty = await send(body([]))
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.recipients).toEqual(['En az 1 kayıt girilmeli'])
    const twice = await send(body([people.ofClient, people.ofClient]))
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors.recipients).toEqual(['Bu değer birden fazla kez girilmiş'])
    const blank = await send(body([people.ofClient], { message: '  ', subject: 'a\nb' }))
    expect(blank.statusCode).toBe(422)
    expect(Object.keys(blank.json().errors).sort()).toEqual(['message', 'subject'])
    const long = await send(body([people.ofClient], { message: 'x'.repeat(5001) }))
    expect(long.statusCode).toBe(422)
    expect(long.json().errors.message).toEqual(['En fazla 5000 karakterden oluşmalı'])
  })

  it('answers 404 to another company, 403 to a CLIENT user and to a reader without the edit right', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    for (const url of [`/budget/${code}/review/sendings`, `/budget/${code}/review/recipients`])
      expect((await f.other.get(url)).statusCode).toBe(404)
    expect((await f.other.post(`/budget/${code}/review/send`, body([people.ofClient]))).statusCode).toBe(404)
    const client = apiAs(testApp.app, (await loginAs(testApp.app, 'client@demo.ajanda.test')).headers)
    expect((await client.post(`/budget/${code}/review/send`, body([people.ofClient]))).statusCode).toBe(403)
    expect((await client.get(`/budget/${code}/review/sendings`)).statusCode).toBe(403)
    const readOnly = await newBudget(f.admin, f.readOnlyProjectCode)
    expect((await f.team.get(`/budget/${readOnly}/review/sendings`)).statusCode).toBe(200)
    const refused = await f.team.post(`/budget/${readOnly}/review/send`, body([people.ofClient]))
    expect(refused.statusCode).toBe(403)
  })
})
