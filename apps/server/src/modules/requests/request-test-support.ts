import type { Api } from '../../test-support/api-client'
import { loginAs, type TestApp } from '../../test-support/test-app'
import type { ProjectFixtures } from '../projects/project-test-fixtures'

/** Route-test helpers of the requests module. */
export async function anyProjectId(api: Api): Promise<number> {
  const page = (await api.get('/projects?page_size=1')).json()
  return page.data[0].id as number
}

export async function anySupplierId(api: Api): Promise<number> {
  const page = (await api.get('/suppliers?page_size=1')).json()
  return page.data[0].id as number
}

/** A valid expense of two rows (1750.50 TRY); `first` overrides fields of the first row. */
export function expenseBody(projectId: number, first: Record<string, unknown> = {}) {
  return {
    expense_source: 'PROJECT',
    project_id: projectId,
    currency: 'TRY',
    note: 'Kongre hazırlığı',
    items: [
      {
        assign_to: 'CLIENT',
        expense_date: '2026-11-02',
        description: 'Otel yemeği',
        amount: '1500.50',
        vat_rate: '0.2',
        payment_type: 'CC',
        receipt_no: 'A-1001',
        ...first,
      },
      {
        assign_to: 'AGENCY',
        expense_date: '2026-11-01',
        description: 'Taksi',
        amount: '250',
        vat_rate: '0',
        payment_type: 'CASH',
      },
    ],
  }
}

/** POST /accounting/expenses/receipts as `who` with one small file. */
export async function uploadReceipt(
  testApp: TestApp,
  _f: ProjectFixtures,
  who: 'user' | 'team',
  file: { name?: string; mime?: string; bytes?: Buffer } = {},
) {
  const session = await loginAs(testApp.app, `${who}@demo.ajanda.test`)
  const boundary = '----ajanda-receipt'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'fis.jpg'}"\r\n` +
        `Content-Type: ${file.mime ?? 'image/jpeg'}\r\n\r\n`,
    ),
    file.bytes ?? Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/accounting/expenses/receipts',
    headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  })
}
