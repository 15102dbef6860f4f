import type { Api } from '../../test-support/api-client'
import type { TestApp } from '../../test-support/test-app'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
  uniqueName,
} from '../projects/project-test-fixtures'

/** The demo sessions plus a supplier, a client and two projects: the user's own and one of Ayşe (KT). */
export interface AccountingFixtures extends ProjectFixtures {
  supplierId: number
  clientId: number
  /** The user's project (visible to user@, team@, division@). */
  mine: { id: number; code: string }
  /** Ayşe's project, in the other division: invisible to user@ and team@. */
  theirs: { id: number; code: string }
  otherSupplierId: number
}

async function project(f: ProjectFixtures, api: Api, clientId: number, contactId: number, extra = {}) {
  const created = await api.post('/leads', leadBody(f, clientId, contactId, { status: 'PREP', ...extra }))
  if (created.statusCode !== 200) throw new Error(created.body)
  const code = created.json().code as string
  const id = (await api.get(`/project/${code}`)).json().data.id as number
  return { id, code }
}

export async function accountingFixtures(testApp: TestApp): Promise<AccountingFixtures> {
  const f = await projectFixtures(testApp)
  const supplier = (await f.admin.post('/supplier', { name: uniqueName('Fatura Tedarikçisi') })).json().data
  const otherSupplier = (await f.other.post('/supplier', { name: uniqueName('Öteki Tedarikçi') })).json().data
  const { client, contactId } = await clientWithContact(f.admin, f.positionId)
  const mine = await project(f, f.user, client.id, contactId)
  const theirs = await project(f, f.admin, client.id, contactId, {
    responsible: f.people['ayse.yilmaz'],
    type: f.types.Kongre,
  })
  return {
    ...f,
    supplierId: supplier.id,
    clientId: client.id,
    mine,
    theirs,
    otherSupplierId: otherSupplier.id,
  }
}

/** A purchase invoice body: two lines, 1000 + 18 % and 3 × 250.50 + 20 % → 2081.80 in total. */
export function purchaseBody(f: AccountingFixtures, extra: Record<string, unknown> = {}) {
  return {
    number: uniqueName('ALF').replace(/\s+/g, '-'),
    invoice_date: '2026-03-10',
    due_date: '2026-04-10',
    supplier_id: f.supplierId,
    project_id: f.mine.id,
    currency: 'TRY',
    lines: [
      { description: 'Salon kirası', quantity: '1', unit_price: '1000', vat_rate: '0.18' },
      { description: 'Transfer', quantity: '3', unit_price: '250.50', vat_rate: '0.2' },
    ],
    ...extra,
  }
}

export function salesBody(f: AccountingFixtures, extra: Record<string, unknown> = {}) {
  return {
    number: uniqueName('STF').replace(/\s+/g, '-'),
    invoice_date: '2026-03-12',
    client_id: f.clientId,
    project_id: f.mine.id,
    currency: 'EUR',
    lines: [{ description: 'Organizasyon bedeli', quantity: '1', unit_price: '5000', vat_rate: '0.2' }],
    ...extra,
  }
}
