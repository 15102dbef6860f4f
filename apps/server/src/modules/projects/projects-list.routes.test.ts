import { projectListResponseSchema } from '@ajanda/contracts/projects.contract'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
  uniqueName,
} from './project-test-fixtures'

let testApp: TestApp
let f: ProjectFixtures
const token = uniqueName('Listeleme').replace(/\s/g, '')
const byStatus: Record<string, string> = {}
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  const { client, contactId } = await clientWithContact(f.admin, f.positionId)
  const rows = [
    ['LEAD-1', '2027-05-01'],
    ['PREP', '2027-04-01'],
    ['OPERATION', '2027-03-01'],
    ['PRECLOSE', '2027-02-01'],
    ['CLOSED', '2027-01-01'],
  ] as const
  for (const [status, start] of rows) {
    const response = await f.user.post(
      '/leads',
      leadBody(f, client.id, contactId, { status, name: `${token} ${status}`, dates: start }),
    )
    if (response.statusCode !== 200) throw new Error(response.body)
    byStatus[status] = response.json().code
  }
})
afterAll(async () => {
  await testApp?.close()
})

const names = (body: { data: { name: string }[] } | { name: string }[]) =>
  ('data' in body ? body.data : body).map((p) => p.name.replace(`${token} `, ''))

describe('GET /projects', () => {
  it('lists PREP, OPERATION and PRECLOSE by start date by default, 20 a page', async () => {
    const page = (await f.user.get(`/projects?search=${token}`)).json()
    // The page is serialized by the service without the route's schema check: the contract holds.
    expect(projectListResponseSchema.safeParse(page).error).toBeUndefined()
    expect(page.per_page).toBe(20)
    expect(names(page)).toEqual(['PRECLOSE', 'OPERATION', 'PREP'])
    expect(page.data[0]).toMatchObject({
      current_status_group: 'PRECLOSE',
      project_type: { id: f.types.Lansman, name: 'Lansman' },
      country: 'TR',
    })
  })

  it('takes status groups, a sort and paginate=0; refuses an unknown status', async () => {
    const listed = (
      await f.user.get(`/projects?search=${token}&statuses=LEAD,CLOSED&sort_by=name&sort_order=desc`)
    ).json()
    expect(names(listed)).toEqual(['LEAD-1', 'CLOSED'])
    const plain = (await f.user.get(`/projects?search=${token}&paginate=0&statuses=LEAD,PREP`)).json()
    expect(Array.isArray(plain)).toBe(true)
    expect(names(plain)).toEqual(['PREP', 'LEAD-1'])
    const unknown = await f.user.get('/projects?statuses=PREP,DONE')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ statuses: ['Geçersiz seçim'] })
  })

  it('finds one project by its id (how a filter names its record) and refuses a bad id', async () => {
    const all = (await f.user.get(`/projects?search=${token}&statuses=LEAD,PREP,CLOSED`)).json()
    const prep = all.data.find((p: { name: string }) => p.name.endsWith('PREP'))
    const one = (await f.user.get(`/projects?statuses=LEAD,PREP,CLOSED&page_size=1&id=${prep.id}`)).json()
    expect(one.total).toBe(1)
    expect(names(one)).toEqual(['PREP'])
    const bad = await f.user.get('/projects?id=abc')
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['id'])
  })

  it('exports the same list as .xlsx with localized headers', async () => {
    const { headers } = await loginAs(testApp.app, 'user@demo.ajanda.test')
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/projects/export?search=${token}&locale=en`,
      headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="projects/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).getCell(1).value).toBe('Project code')
    expect(sheet?.getRow(1).getCell(2).value).toBe('Project')
    expect(sheet?.rowCount).toBe(4)
    expect(sheet?.getRow(2).getCell(2).value).toBe(`${token} PRECLOSE`)
    // The stage by the company's English name (decisions/0030), the Turkish one in Turkish.
    const row = ((sheet?.getRow(2).values ?? []) as unknown[]).filter((value) => typeof value === 'string')
    expect(row).toContain('Closing preparation')
    expect(row).not.toContain('Kapanış Hazırlık')
  })
})
