import { accountingListResponseSchema } from '@ajanda/contracts/accounting.contract'
import { approvalsPageSchema } from '@ajanda/contracts/requests.contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { type ProjectFixtures, projectFixtures } from '../projects/project-test-fixtures'
import { anyProjectId, anySupplierId, expenseBody, uploadReceipt } from './request-test-support'

let testApp: TestApp
let f: ProjectFixtures
let projectId: number
let supplierId: number
const steps = (...ids: number[]) => ids.map((user_id) => ({ approver: 'USER', user_id }))

beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  projectId = await anyProjectId(f.admin)
  supplierId = await anySupplierId(f.admin)
  // Deterministic chains: the user's requests go to team, then division, then admin.
  for (const type of [
    'EXPENSE',
    'ADVANCE_PAYMENT',
    'CC_REQUEST',
    'PAYMENT_REQUEST',
    'ANNUAL_LEAVE',
    'OPERATION',
  ])
    await f.admin.put(`/approval-chains/${type}`, {
      needs_approval: true,
      steps: type === 'EXPENSE' ? steps(f.ids.team, f.ids.division, f.ids.admin) : steps(f.ids.team),
    })
  await f.admin.put('/approval-chains/INSPECTION', { needs_approval: true, steps: steps(f.ids.team) })
})
afterAll(async () => {
  await testApp?.close()
})

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('POST forms: rules and messages', () => {
  it('leave: a range waits for its chain; compassionate leave is one moment; the end is required otherwise', async () => {
    const created = await f.user.post('/leaves', {
      leave_type: 'annual_leave',
      starts_at: `${inDays(7)}T09:00:00+03:00`,
      ends_at: `${inDays(14)}T18:00:00+03:00`,
      note: 'Yaz tatili',
    })
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().message).toBe('İzin talebin işleme alındı.')
    expect(created.json().data).toMatchObject({
      request_type: 'ANNUAL_LEAVE',
      form: 'leave',
      status: 'PENDING',
      current_step: 1,
      step_count: 1,
      waiting_for: [{ id: f.ids.team }],
      details: { leave_type: 'annual_leave' },
      can_edit: true,
      can_decide: false,
    })
    const single = await f.user.post('/leaves', {
      leave_type: 'compassionate_leave',
      starts_at: `${inDays(3)}T14:00:00+03:00`,
    })
    expect(single.statusCode, single.body).toBe(200)
    expect(single.json().data).toMatchObject({ request_type: 'COMPASSIONATE_LEAVE', ends_at: null })

    const noEnd = await f.user.post('/leaves', {
      leave_type: 'medical_leave',
      starts_at: `${inDays(3)}T09:00:00+03:00`,
    })
    expect(noEnd.statusCode).toBe(422)
    expect(noEnd.json().errors).toEqual({ ends_at: ['Bu alan zorunludur'] })
    const backwards = await f.user.post('/leaves', {
      leave_type: 'rest_leave',
      starts_at: `${inDays(5)}T09:00:00+03:00`,
      ends_at: `${inDays(4)}T09:00:00+03:00`,
    })
    expect(backwards.json().errors.ends_at).toEqual(['Bitiş tarihi başlangıç tarihinden önce olamaz'])
    const missing = await f.user.post('/leaves', {})
    expect(Object.keys(missing.json().errors).sort()).toEqual(['leave_type', 'starts_at'])
  })

  it('expense: 1 to 10 complete rows, the row message, another source clears the project, receipts', async () => {
    const receipt = await uploadReceipt(testApp, f, 'user')
    expect(receipt.statusCode, receipt.body).toBe(200)
    const receiptId = receipt.json().data.id
    const created = await f.user.post(
      '/accounting/expenses',
      expenseBody(projectId, { receipt_file_id: receiptId }),
    )
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().message).toBe('Masraf formun işleme alındı.')
    const data = created.json().data
    expect(data).toMatchObject({
      amount: '1750.50',
      currency: 'TRY',
      project: { id: projectId },
      step_count: 3,
    })
    expect(data.items[0]).toMatchObject({ vat_rate: '0.2000', receipt: { id: receiptId } })
    expect(data.items[1]).toMatchObject({ vat_rate: '0.0000', payment_type: 'CASH' })

    const sources = (await f.admin.get('/definition/expense-sources')).json() as { id: number }[]
    const other = await f.user.post('/accounting/expenses', {
      ...expenseBody(projectId),
      expense_source: sources[0]?.id,
    })
    expect(other.statusCode, other.body).toBe(200)
    expect(other.json().data).toMatchObject({ project: null, source: { id: sources[0]?.id } })

    const noProject = await f.user.post('/accounting/expenses', {
      ...expenseBody(projectId),
      project_id: null,
    })
    expect(noProject.json().errors).toEqual({ project_id: ['Bu alan zorunludur'] })

    const incomplete = await f.user.post('/accounting/expenses', {
      ...expenseBody(projectId),
      items: [{ ...expenseBody(projectId).items[0], amount: '' }],
    })
    expect(incomplete.statusCode).toBe(422)
    expect(incomplete.json().errors.items).toEqual(['Masraf birimleri alanlarındaki bilgileri doldurunuz'])
    expect(incomplete.json().errors).toHaveProperty('items.0.amount')

    const row = expenseBody(projectId).items[1]
    const eleven = await f.user.post('/accounting/expenses', {
      ...expenseBody(projectId),
      items: Array(11).fill(row),
    })
    expect(eleven.statusCode).toBe(422)
    expect(eleven.json().errors).toHaveProperty('items')
    const none = await f.user.post('/accounting/expenses', { ...expenseBody(projectId), items: [] })
    expect(none.statusCode).toBe(422)

    // Someone else's receipt, and a company card the company does not have.
    const theirs = (await uploadReceipt(testApp, f, 'team')).json().data.id
    const foreign = await f.user.post(
      '/accounting/expenses',
      expenseBody(projectId, { receipt_file_id: theirs }),
    )
    expect(foreign.json().errors).toEqual({ 'items.0.receipt_file_id': ['Geçersiz seçim'] })
    const card = await f.user.post(
      '/accounting/expenses',
      expenseBody(projectId, { payment_type: 'COMPANY_CARD', company_card_id: 999999 }),
    )
    expect(card.json().errors).toEqual({ 'items.0.company_card_id': ['Geçersiz seçim'] })
    const cardMissing = await f.user.post(
      '/accounting/expenses',
      expenseBody(projectId, { payment_type: 'COMPANY_CARD' }),
    )
    expect(cardMissing.json().errors).toEqual({ 'items.0.company_card_id': ['Bu alan zorunludur'] })
  })

  it('receipts: images and PDFs only, required', async () => {
    // Judged by the bytes, not the declared type: text labelled as a JPEG is refused.
    const text = await uploadReceipt(testApp, f, 'user', {
      mime: 'image/jpeg',
      bytes: Buffer.from('ad;soyad'),
    })
    expect(text.statusCode).toBe(422)
    expect(text.json().errors).toHaveProperty('file')
  })

  it('advance payment: 1 to 5 rows, its own row message and success text', async () => {
    const body = {
      source: 'PROJECT',
      project_id: projectId,
      requested_date: inDays(7),
      currency: 'EUR',
      description: 'Fuar öncesi nakit',
      items: [
        { description: 'Taksi', amount: '120.00', payment_method: 'CASH' },
        { description: 'Yemek', amount: '80.25', payment_method: 'CC' },
      ],
    }
    const created = await f.user.post('/accounting/advance-payments', body)
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().message).toBe('Avans talebin işleme alındı.')
    expect(created.json().data).toMatchObject({ amount: '200.25', currency: 'EUR', request_date: inDays(7) })
    const six = await f.user.post('/accounting/advance-payments', {
      ...body,
      items: Array(6).fill(body.items[0]),
    })
    expect(six.statusCode).toBe(422)
    const incomplete = await f.user.post('/accounting/advance-payments', {
      ...body,
      items: [{ description: '', amount: '10', payment_method: 'CASH' }],
    })
    expect(incomplete.json().errors.items).toEqual(['Harcama Listesi alanlarındaki bilgileri doldurunuz'])
    const english = await f.user.post('/accounting/advance-payments?locale=en', { ...body, items: [{}] })
    expect(english.json().errors.items).toEqual(['Fill in every field of the expense list'])
  })

  it('credit-card and payment requests: success texts, IBAN by checksum, every field of the payment request', async () => {
    const cc = await f.user.post('/accounting/cc-requests', {
      project_id: projectId,
      supplier_id: supplierId,
      payment_date: inDays(3),
      currency: 'USD',
      amount: '999.99',
      note: 'Otel kaporası',
    })
    expect(cc.statusCode, cc.body).toBe(200)
    expect(cc.json().message).toBe('Kredi kartı talebin işleme alındı.')
    const payment = {
      project_id: projectId,
      supplier_id: supplierId,
      bank_name: 'Ziraat Bankası',
      bank_account_no: 'tr33 0006 1005 1978 6457 8413 26',
      payment_date: inDays(10),
      description: 'Salon kirası',
      currency: 'TRY',
      amount: '25000',
      note: 'İkinci taksit',
    }
    const paid = await f.user.post('/accounting/payment-requests', payment)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().message).toBe('Ödeme talebin işleme alındı.')
    expect(paid.json().data.details).toMatchObject({ bank_account_no: 'TR330006100519786457841326' })
    const badSum = await f.user.post('/accounting/payment-requests', {
      ...payment,
      bank_account_no: 'TR330006100519786457841327',
    })
    expect(badSum.json().errors).toEqual({ bank_account_no: ['Geçerli bir IBAN girmelisin'] })
    const short = await f.user.post('/accounting/payment-requests', {
      ...payment,
      bank_account_no: 'TR33000610051978645784',
    })
    expect(short.json().errors).toHaveProperty('bank_account_no')
    const empty = await f.user.post('/accounting/payment-requests', {})
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      [
        'amount',
        'bank_account_no',
        'bank_name',
        'currency',
        'description',
        'note',
        'payment_date',
        'project_id',
        'supplier_id',
      ].sort(),
    )
  })

  it('inspection: off city waits for approval with its hotel; on city is approved at once and drops the hotel', async () => {
    const body = {
      location_type: 'off_city',
      location: 'İzmir Fuar Alanı',
      starts_at: inDays(1),
      ends_at: inDays(7),
      transportation_type: 'company_car',
      hotel_name: 'Swissotel',
    }
    const off = await f.user.post('/inspections', body)
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json().data).toMatchObject({
      status: 'PENDING',
      details: { needs_approve: true, hotel_name: 'Swissotel' },
    })
    const on = await f.user.post('/inspections', { ...body, location_type: 'on_city' })
    expect(on.json().data).toMatchObject({
      status: 'APPROVED',
      step_count: 0,
      details: { needs_approve: false, hotel_name: null },
    })
    const read = await f.user.get(`/user/inspection/${off.json().data.id}`)
    expect(read.statusCode).toBe(200)
    // The inspection read is for inspections only.
    expect((await f.user.get(`/user/inspection/${(await anyRequestOf('leave')).id}`)).statusCode).toBe(404)
  })

  it('operation: project and people of the company; sales invoice request: lines with VAT and the project client', async () => {
    const operation = await f.user.post('/operations', {
      project_id: projectId,
      starts_at: `${inDays(7)}T08:00:00+03:00`,
      ends_at: `${inDays(7)}T09:00:00+03:00`,
      transportation_type: 'flight',
      responsibles: [f.ids.team],
    })
    expect(operation.statusCode, operation.body).toBe(200)
    expect(operation.json().data.details.responsibles).toEqual([
      { id: f.ids.team, full_name: expect.any(String) },
    ])
    const otherPerson = (await f.other.get('/me')).json().id
    const foreign = await f.user.post('/operations', {
      project_id: projectId,
      starts_at: `${inDays(7)}T08:00:00+03:00`,
      ends_at: `${inDays(7)}T09:00:00+03:00`,
      transportation_type: 'flight',
      responsibles: [otherPerson],
    })
    expect(foreign.json().errors).toEqual({ responsibles: ['Geçersiz seçim'] })

    const invoice = await f.user.post('/accounting/sales-invoice-requests', {
      project_id: projectId,
      invoice_date: inDays(2),
      due_date: inDays(32),
      currency: 'TRY',
      lines: [
        { description: 'Organizasyon hizmeti', quantity: '1', unit_price: '10000', vat_rate: '0.2' },
        { description: 'Konaklama', quantity: '3', unit_price: '333.33', vat_rate: '0.1' },
      ],
    })
    expect(invoice.statusCode, invoice.body).toBe(200)
    // 12000.00 + round(999.99 * 1.1 = 1099.989) 1099.99
    expect(invoice.json().data).toMatchObject({ amount: '13099.99', client: { id: expect.any(Number) } })
  })
})

async function anyRequestOf(form: string) {
  const page = (await f.user.get('/approvals?tab=mine&page_size=100')).json()
  return (page.data as { id: number; form: string }[]).find((row) => row.form === form) as { id: number }
}

describe('edit rules', () => {
  it('PUT in place while pending; 409 after the first approval; a declined one is resubmitted by POST once', async () => {
    const created = (await f.user.post('/accounting/expenses', expenseBody(projectId))).json().data
    const edited = await f.user.put(`/accounting/expenses/${created.id}`, {
      ...expenseBody(projectId),
      note: 'Düzeltildi',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({ id: created.id, note: 'Düzeltildi' })
    expect(edited.json().data.history.map((h: { event: string }) => h.event)).toEqual(['SUBMITTED', 'EDITED'])
    // Not the requester: not found; the wrong form's path: not found.
    expect((await f.team.put(`/accounting/expenses/${created.id}`, expenseBody(projectId))).statusCode).toBe(
      404,
    )
    expect(
      (
        await f.user.put(`/leaves/${created.id}`, {
          leave_type: 'compassionate_leave',
          starts_at: `${inDays(1)}T10:00:00Z`,
        })
      ).statusCode,
    ).toBe(404)

    expect((await f.team.post(`/approvals/${created.id}/approve`)).statusCode).toBe(200)
    const late = await f.user.put(`/accounting/expenses/${created.id}`, expenseBody(projectId))
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('Bu talep artık düzenlenemez: onay süreci başladı ya da tamamlandı.')

    const declined = await f.division.post(`/approvals/${created.id}/decline`, { reason: 'Fiş eksik' })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json().data).toMatchObject({
      status: 'DECLINED',
      declined_reason: 'Fiş eksik',
      can_resubmit: false,
    })
    const mine = (await f.user.get(`/requests/${created.id}`)).json().data
    expect(mine).toMatchObject({ can_edit: false, can_resubmit: true })
    const put = await f.user.put(`/accounting/expenses/${created.id}`, expenseBody(projectId))
    expect(put.statusCode).toBe(409)
    expect(put.json().message).toMatch(/^Reddedilen bir talep değiştirilemez/)

    const again = await f.user.post('/accounting/expenses', {
      ...expenseBody(projectId),
      replaces_id: created.id,
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toMatchObject({ replaces_id: created.id, status: 'PENDING', current_step: 1 })
    expect(again.json().data.history.map((h: { event: string }) => h.event)).toEqual(['RESUBMITTED'])
    expect((await f.user.get(`/requests/${created.id}`)).json().data).toMatchObject({
      status: 'DECLINED',
      replaced_by_id: again.json().data.id,
      can_resubmit: false,
    })
    const twice = await f.user.post('/accounting/expenses', {
      ...expenseBody(projectId),
      replaces_id: created.id,
    })
    expect(twice.json().errors).toEqual({ replaces_id: ['Bu talep zaten düzenlenip yeniden gönderildi.'] })
    // Only a declined request of one's own, of the same form.
    const pending = await f.user.post('/accounting/expenses', {
      ...expenseBody(projectId),
      replaces_id: again.json().data.id,
    })
    expect(pending.statusCode).toBe(422)
    const theirs = await f.team.post('/accounting/expenses', {
      ...expenseBody(projectId),
      replaces_id: created.id,
    })
    expect(theirs.statusCode).toBe(422)
  })
})

describe('deciding', () => {
  it('walks a chain of three steps, notifying the next approver and the requester', async () => {
    const created = (await f.user.post('/accounting/expenses', expenseBody(projectId))).json().data
    const notices = async (who: ProjectFixtures['user']) =>
      (
        (await who.get('/notifications?page_size=50')).json().data as {
          type: string
          data: { record: { code: string } }
        }[]
      )
        .filter((n) => n.data.record?.code === String(created.id))
        .map((n) => n.type)
    expect(await notices(f.team)).toEqual(['ApproveRequested'])
    // Not the current step's approver yet.
    expect((await f.division.post(`/approvals/${created.id}/approve`)).statusCode).toBe(409)
    expect((await f.team.post(`/approvals/${created.id}/approve`)).json().data).toMatchObject({
      current_step: 2,
      waiting_for: [{ id: f.ids.division }],
    })
    expect(await notices(f.division)).toEqual(['ApproveRequested'])
    expect(await notices(f.user)).toEqual(['ApproveApproved'])
    await f.division.post(`/approvals/${created.id}/approve`)
    const done = (await f.admin.post(`/approvals/${created.id}/approve`)).json().data
    expect(done).toMatchObject({ status: 'APPROVED', current_step: null, waiting_for: [] })
    expect(
      done.steps.map((s: { decision: string; decided_by: { id: number } }) => [s.decision, s.decided_by.id]),
    ).toEqual([
      ['APPROVED', f.ids.team],
      ['APPROVED', f.ids.division],
      ['APPROVED', f.ids.admin],
    ])
    expect(done.history.map((h: { event: string }) => h.event)).toEqual([
      'SUBMITTED',
      'APPROVED',
      'APPROVED',
      'APPROVED',
      'COMPLETED',
    ])
    expect((await notices(f.user)).sort()).toEqual(['ApproveApproved', 'ApproveApproved', 'ApproveCompleted'])
    expect((await f.admin.post(`/approvals/${created.id}/approve`)).statusCode).toBe(409)
  })

  it('declining needs a reason and tells the requester', async () => {
    const created = (await f.user.post('/accounting/expenses', expenseBody(projectId))).json().data
    const noReason = await f.team.post(`/approvals/${created.id}/decline`, { reason: '  ' })
    expect(noReason.json().errors).toEqual({ reason: ['Bu alan zorunludur'] })
    await f.team.post(`/approvals/${created.id}/decline`, { reason: 'Proje bütçesi aşıldı' })
    const notes = (await f.user.get('/notifications?page_size=50')).json().data as {
      type: string
      data: { record: { code: string }; details?: { reason?: string } }
    }[]
    expect(notes.find((n) => n.data.record?.code === String(created.id))).toMatchObject({
      type: 'ApproveDenied',
      data: { details: { reason: 'Proje bütçesi aşıldı' } },
    })
  })

  it('the queue: waiting for me, mine and decided, with the waiting count', async () => {
    const waiting = (await f.team.get('/approvals?tab=waiting')).json()
    // The queue is sent without a second schema check: it must still match the contract.
    expect(() => approvalsPageSchema.parse(waiting)).not.toThrow()
    expect(waiting.waiting_count).toBeGreaterThan(0)
    expect(waiting.data.every((row: { can_decide: boolean }) => row.can_decide)).toBe(true)
    const mine = (await f.user.get('/approvals?tab=mine&request_type=EXPENSE&status=DECLINED')).json()
    expect(() => approvalsPageSchema.parse(mine)).not.toThrow()
    expect(mine.data.length).toBeGreaterThan(0)
    expect(
      mine.data.every(
        (row: { status: string; requester: { id: number } }) =>
          row.status === 'DECLINED' && row.requester.id === f.ids.user,
      ),
    ).toBe(true)
    const decided = (await f.division.get('/approvals?tab=decided')).json()
    expect(() => approvalsPageSchema.parse(decided)).not.toThrow()
    expect(decided.data.length).toBeGreaterThan(0)
    expect((await f.team.get('/approvals?tab=everything')).statusCode).toBe(422)
  })
})

describe('the e-mail decision link', () => {
  const linkOf = (id: number, email: string) => {
    const mail = testApp.mails
      .filter((m) => m.to === email && m.html?.includes(`/approval-decision/${id}/`))
      .at(-1)
    const match = mail?.html?.match(/\/approval-decision\/(\d+)\/([^/]+)\/([A-Z_]+)\?token=([A-Za-z0-9_-]+)/)
    if (!match) throw new Error(`no decision link for ${id} to ${email}`)
    return { path: `/approval-decision/${match[1]}/${match[2]}/${match[3]}`, token: match[4] as string }
  }

  it('decides once; a second use, an expired or an edited link is refused clearly', async () => {
    const created = (
      await f.user.post('/accounting/advance-payments', {
        source: 'PROJECT',
        project_id: projectId,
        requested_date: inDays(7),
        currency: 'TRY',
        items: [{ description: 'Taksi', amount: '100', payment_method: 'CASH' }],
      })
    ).json().data
    const link = linkOf(created.id, 'team@demo.ajanda.test')
    const publicApi = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      testApp.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) })

    const view = await publicApi('GET', `${link.path}?token=${link.token}`)
    expect(view.statusCode, view.body).toBe(200)
    expect(view.json()).toMatchObject({ state: 'valid', request: { id: created.id, amount: '100.00' } })
    expect(
      (
        await publicApi(
          'GET',
          `${link.path.replace(/\/[^/]+\/ADVANCE/, '/someone/ADVANCE')}?token=${link.token}`,
        )
      ).statusCode,
    ).toBe(404)
    expect((await publicApi('GET', `${link.path}?token=wrong`)).statusCode).toBe(404)

    const noReason = await publicApi('POST', link.path, { token: link.token, decision: 'DECLINED' })
    expect(noReason.statusCode).toBe(422)
    const approved = await publicApi('POST', link.path, { token: link.token, decision: 'APPROVED' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toEqual({ message: 'Talep onaylandı.', state: 'used' })
    const twice = await publicApi('POST', link.path, { token: link.token, decision: 'APPROVED' })
    expect(twice.statusCode).toBe(410)
    expect(twice.json()).toEqual({ message: 'Bu bağlantı zaten kullanıldı.', state: 'used' })
    const detail = (await f.user.get(`/requests/${created.id}`)).json().data
    expect(detail.status).toBe('APPROVED')
    expect(detail.history.find((h: { event: string }) => h.event === 'APPROVED')).toMatchObject({
      event: 'APPROVED',
      via_link: true,
      user: { id: f.ids.team },
    })
  })

  it('an expired link, and a link of a step someone already decided', async () => {
    const created = (
      await f.user.post('/leaves', {
        leave_type: 'annual_leave',
        starts_at: `${inDays(20)}T09:00:00+03:00`,
        ends_at: `${inDays(21)}T18:00:00+03:00`,
      })
    ).json().data
    const link = linkOf(created.id, 'team@demo.ajanda.test')
    await testApp.database.db.execute(
      sql`update approval_decision_links set expires_at = now() - interval '1 minute' where request_id = ${created.id}`,
    )
    const expired = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1${link.path}`,
      payload: { token: link.token, decision: 'APPROVED' },
    })
    expect(expired.statusCode).toBe(410)
    expect(expired.json().state).toBe('expired')
    await f.team.post(`/approvals/${created.id}/decline`, { reason: 'Operasyon haftası' })
    const view = await testApp.app.inject({ method: 'GET', url: `/api/v1${link.path}?token=${link.token}` })
    expect(view.json().state).toBe('decided')
  })
})

describe('visibility', () => {
  it('requester, approver and scope see a request; an unrelated USER and another company get 404', async () => {
    const created = (
      await f.user.post('/leaves', {
        leave_type: 'compassionate_leave',
        starts_at: `${inDays(2)}T10:00:00+03:00`,
      })
    ).json().data
    expect((await f.user.get(`/requests/${created.id}`)).statusCode).toBe(200)
    expect((await f.team.get(`/requests/${created.id}`)).statusCode).toBe(200)
    expect((await f.admin.get(`/requests/${created.id}`)).statusCode).toBe(200)
    expect((await f.other.get(`/requests/${created.id}`)).statusCode).toBe(404)
    expect((await f.other.post(`/approvals/${created.id}/approve`)).statusCode).toBe(404)
    expect(
      (
        await f.other.put(`/leaves/${created.id}`, {
          leave_type: 'compassionate_leave',
          starts_at: `${inDays(2)}T10:00:00Z`,
        })
      ).statusCode,
    ).toBe(404)
    const ownOfTeam = (
      await f.team.post('/leaves', {
        leave_type: 'compassionate_leave',
        starts_at: `${inDays(2)}T10:00:00+03:00`,
      })
    ).json().data
    // The USER-scope user neither filed nor approves the team lead's leave.
    expect((await f.user.get(`/requests/${ownOfTeam.id}`)).statusCode).toBe(404)
    expect((await f.client.get(`/requests/${created.id}`)).statusCode).toBe(403)
  })
})

describe('demo data', () => {
  it('has requests in every status and invoices paid, paid in part and open', async () => {
    const statuses = new Set<string>()
    for (const kind of [
      'expenses',
      'advance_payments',
      'cc_requests',
      'payment_requests',
      'sales_invoice_requests',
    ]) {
      // Sent without a second schema check: the answer must still match the contract.
      const page = accountingListResponseSchema.parse(
        (await f.admin.get(`/accounting/${kind}?page_size=100`)).json(),
      )
      for (const row of page.paginator.data as { status: string }[]) statuses.add(row.status)
    }
    expect([...statuses].sort()).toEqual(['APPROVED', 'DECLINED', 'PENDING'])
    const invoices = (await f.admin.get('/accounting/purchase_invoices?page_size=100')).json().paginator
      .data as {
      status: string
    }[]
    expect(new Set(invoices.map((row) => row.status))).toEqual(new Set(['PAID', 'PARTIAL', 'UNPAID']))
    expect((await f.team.get('/approvals?tab=waiting')).json().waiting_count).toBeGreaterThan(0)
  })
})
