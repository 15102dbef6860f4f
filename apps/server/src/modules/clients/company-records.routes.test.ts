import { clientBudgetListResponseSchema } from '@ajanda/contracts/client-budgets.contract'
import { projectListResponseSchema } from '@ajanda/contracts/projects.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  type AccountingFixtures,
  accountingFixtures,
  purchaseBody,
} from '../accounting/accounting-test-fixtures'
import { leadBody, uniqueName } from '../projects/project-test-fixtures'

/**
 * The records a client or supplier record shows (issue 19 item 6): a client's projects, leads and budgets,
 * a supplier's projects and invoices, each under the caller's project visibility.
 */
let testApp: TestApp
let f: AccountingFixtures
let clientCode: string
let leadCode: string
let mineBudget: string
let theirsBudget: string
const ALL = 'statuses=LEAD,PREP,OPERATION,PRECLOSE,CLOSED,POSTPONED,CANCELLED,COMPETITION'

beforeAll(async () => {
  testApp = await createTestApp()
  f = await accountingFixtures(testApp)
  clientCode = (await f.admin.get(`/clients?id=${f.clientId}`)).json().data[0].code
  const contactId = (await f.admin.get(`/client/${clientCode}`)).json().contacts[0].id
  const lead = await f.user.post('/leads', leadBody(f, f.clientId, contactId, { status: 'LEAD-1' }))
  expect(lead.statusCode, lead.body).toBe(200)
  leadCode = lead.json().code
  const budget = async (projectCode: string) => {
    const created = await f.admin.post(`/project/${projectCode}/budgets`, { name: uniqueName('Bütçe') })
    expect(created.statusCode, created.body).toBe(200)
    return created.json().code as string
  }
  mineBudget = await budget(f.mine.code)
  theirsBudget = await budget(f.theirs.code)
})
afterAll(async () => {
  await testApp?.close()
})

const codes = (body: { data: { code: string }[] }) => body.data.map((row) => row.code).sort()

describe("a client's records", () => {
  it('GET /projects?client_id lists its projects, only those the caller sees', async () => {
    const admin = (await f.admin.get(`/projects?client_id=${f.clientId}&${ALL}`)).json()
    expect(projectListResponseSchema.safeParse(admin).error).toBeUndefined()
    expect(codes(admin)).toEqual([f.mine.code, f.theirs.code, leadCode].sort())
    const user = (await f.user.get(`/projects?client_id=${f.clientId}&${ALL}`)).json()
    expect(codes(user)).toEqual([f.mine.code, leadCode].sort())
  })

  it('GET /leads?paginate=1&client_id lists its leads only', async () => {
    const page = (await f.user.get(`/leads?paginate=1&stages=0,1,2,3,4,5,6,7&client_id=${f.clientId}`)).json()
    expect(codes(page)).toEqual([leadCode])
  })

  it('GET /client/{code}/budgets lists the budgets of the projects the caller sees, with their project', async () => {
    const admin = await f.admin.get(`/client/${clientCode}/budgets`)
    expect(admin.statusCode, admin.body).toBe(200)
    const page = clientBudgetListResponseSchema.parse(admin.json())
    expect(page.total).toBe(2)
    expect(codes(page)).toEqual([mineBudget, theirsBudget].sort())
    expect(page.data.find((row) => row.code === mineBudget)?.project).toMatchObject({
      code: f.mine.code,
      budget_type: expect.any(Number),
    })
    const user = clientBudgetListResponseSchema.parse(
      (await f.user.get(`/client/${clientCode}/budgets`)).json(),
    )
    expect(codes(user)).toEqual([mineBudget])
    expect(user.total).toBe(1)
  })

  it('pages the budgets and leaves out deleted ones', async () => {
    const first = (await f.admin.get(`/client/${clientCode}/budgets?page_size=1`)).json()
    expect(first).toMatchObject({ total: 2, per_page: 1, last_page: 2, from: 1, to: 1 })
    expect((await f.admin.delete(`/budget/${theirsBudget}`)).statusCode).toBe(200)
    const after = (await f.admin.get(`/client/${clientCode}/budgets`)).json()
    expect(codes(after)).toEqual([mineBudget])
  })

  it("another company's client is 404, a CLIENT user 403, an unknown code 404", async () => {
    expect((await f.other.get(`/client/${clientCode}/budgets`)).statusCode).toBe(404)
    expect((await f.client.get(`/client/${clientCode}/budgets`)).statusCode).toBe(403)
    expect((await f.admin.get('/client/yok-boyle-bir-kod/budgets')).statusCode).toBe(404)
    expect((await f.admin.get(`/client/${clientCode}/budgets?page_size=500`)).statusCode).toBe(422)
  })
})

describe("a supplier's records", () => {
  it('GET /projects?supplier_id lists the projects of its budget lines, invoices and requests, as the caller sees them', async () => {
    const url = `/projects?supplier_id=${f.supplierId}&${ALL}`
    expect(codes((await f.admin.get(url)).json())).toEqual([])
    // A budget line on Ayşe's project names it; a purchase invoice on the user's project.
    const created = await f.admin.post(`/project/${f.theirs.code}/budgets`, { name: uniqueName('Tedarik') })
    const budget = created.json().code as string
    const category = await f.admin.post(`/budget/${budget}/categories`, {
      name: 'Konaklama',
      vat_rate: '0.2',
    })
    const categoryId = category.json().data.categories.at(-1).id
    const line = await f.admin.post(`/budget/${budget}/items`, {
      budget_category_id: categoryId,
      items: [{ name: 'Otel', price_sell: '100', quantity: '1', supplier_ids: [f.supplierId] }],
    })
    expect(line.statusCode, line.body).toBe(200)
    const invoice = await f.admin.post('/accounting/purchase-invoices', purchaseBody(f))
    expect(invoice.statusCode, invoice.body).toBe(200)
    expect(codes((await f.admin.get(url)).json())).toEqual([f.mine.code, f.theirs.code].sort())
    expect(codes((await f.user.get(url)).json())).toEqual([f.mine.code])
    // Another supplier's filter finds none of them; another company's id finds nothing.
    expect(codes((await f.admin.get(`/projects?supplier_id=${f.otherSupplierId}&${ALL}`)).json())).toEqual([])
    expect(codes((await f.other.get(`/projects?supplier_id=${f.supplierId}&${ALL}`)).json())).toEqual([])
  })

  it('GET /accounting/purchase_invoices?party_id lists its invoices', async () => {
    const page = (await f.admin.get(`/accounting/purchase_invoices?party_id=${f.supplierId}`)).json()
    expect(page.paginator.total).toBe(1)
    expect(page.paginator.data[0].supplier.id).toBe(f.supplierId)
  })
})
