import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
  uniqueName,
} from './project-test-fixtures'

let testApp: TestApp
let f: ProjectFixtures
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

const ktLead = (client: number, contact: number, extra: Record<string, unknown> = {}) =>
  leadBody(f, client, contact, { responsible: f.people['ayse.yilmaz'], type: f.types.Kongre, ...extra })

describe('other modules see projects', () => {
  it('a project type used by a project is not deleted (409)', async () => {
    const type = (
      await f.admin.post('/definition/project-types', {
        name: uniqueName('Tür'),
        budget_type: 1,
        divisions: [],
      })
    ).json().data
    const { client, contactId } = await clientWithContact(f.admin, f.positionId)
    expect((await f.admin.post('/leads', ktLead(client.id, contactId, { type: type.id }))).statusCode).toBe(
      200,
    )
    const response = await f.admin.delete(`/definition/project-types/${type.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      message: 'Bu proje türü 1 projede kullanılıyor.',
      usages: [{ type: 'projects', count: 1 }],
    })
  })

  it('merging clients moves their projects; merging contacts moves project contacts without duplicates', async () => {
    const a = await clientWithContact(f.admin, f.positionId)
    const b = await clientWithContact(f.admin, f.positionId)
    const onA = (await f.admin.post('/leads', ktLead(a.client.id, a.contactId))).json().data
    const merged = await f.admin.put('/merge/clients', { merge_from: [a.client.id], merge_to: b.client.id })
    expect(merged.statusCode, merged.body).toBe(200)
    expect((await f.admin.get(`/project/${onA.code}`)).json().data.client.id).toBe(b.client.id)

    // Two contacts of one client, both on one project.
    const second = (
      await f.admin.post('/contacts', {
        name: uniqueName('İkinci Kişi'),
        position_id: f.positionId,
        company_id: `C-${b.client.id}`,
        email: 'ikinci@ornek.com',
      })
    ).json().data.id
    const both = (await f.admin.post('/leads', ktLead(b.client.id, b.contactId))).json().data
    await testApp.database.db.execute(
      sql`insert into project_contacts (event_company_id, project_id, contact_id)
          select event_company_id, id, ${second} from projects where id = ${both.id}`,
    )
    const onSecond = (await f.admin.post('/leads', ktLead(b.client.id, second))).json().data
    const contacts = await f.admin.put('/merge/contacts', { merge_from: [second], merge_to: b.contactId })
    expect(contacts.statusCode, contacts.body).toBe(200)
    const ids = async (code: string) =>
      (await f.admin.get(`/project/${code}`)).json().data.contacts.map((c: { id: number }) => c.id)
    expect(await ids(both.code)).toEqual([b.contactId])
    expect(await ids(onSecond.code)).toEqual([b.contactId])
  })
})
