import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  type AccountingFixtures,
  accountingFixtures,
  purchaseBody,
  salesBody,
} from './accounting-test-fixtures'

let testApp: TestApp
let f: AccountingFixtures
beforeAll(async () => {
  testApp = await createTestApp()
  f = await accountingFixtures(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

describe('POST /accounting/purchase-invoices and /accounting/sales-invoices', () => {
  it('stores the invoice with totals computed on the server from the lines', async () => {
    const response = await f.admin.post('/accounting/purchase-invoices', purchaseBody(f))
    expect(response.statusCode, response.body).toBe(200)
    const { message, data } = response.json()
    expect(message).toBe('Alış faturası kaydedildi.')
    expect(data).toMatchObject({
      record: 'invoice',
      kind: 'PURCHASE',
      supplier: { id: f.supplierId },
      client: null,
      project: { id: f.mine.id, code: f.mine.code },
      currency: 'TRY',
      // 1000 + 180 and 751.50 + 150.30
      subtotal: '1751.50',
      vat_total: '330.30',
      total: '2081.80',
      paid: '0.00',
      remaining: '2081.80',
      status: 'UNPAID',
      can_write: true,
      payments: [],
    })
    expect(data.lines).toEqual([
      expect.objectContaining({
        quantity: '1',
        unit_price: '1000',
        vat_rate: '0.18',
        net: '1000.00',
        total: '1180.00',
      }),
      expect.objectContaining({
        quantity: '3',
        unit_price: '250.5',
        vat_rate: '0.2',
        net: '751.50',
        total: '901.80',
      }),
    ])
    const sales = await f.admin.post('/accounting/sales-invoices?locale=en', salesBody(f))
    expect(sales.statusCode, sales.body).toBe(200)
    expect(sales.json()).toMatchObject({
      message: 'The sales invoice has been saved.',
      data: { kind: 'SALES', client: { id: f.clientId }, supplier: null, total: '6000.00' },
    })
  })

  it('rounds each line half-up to 2 places, never with floats', async () => {
    const body = purchaseBody(f, {
      lines: [{ description: 'Kırtasiye', quantity: '3', unit_price: '0.1', vat_rate: '0.18' }],
    })
    const data = (await f.admin.post('/accounting/purchase-invoices', body)).json().data
    // 0.30 net (not 0.30000000000000004), 0.054 VAT → 0.05
    expect(data).toMatchObject({ subtotal: '0.30', vat_total: '0.05', total: '0.35' })
  })

  it('answers 422 with the messages of each field', async () => {
    const response = await f.admin.post('/accounting/purchase-invoices', {
      number: '',
      invoice_date: '10.03.2026',
      supplier_id: f.otherSupplierId,
      currency: 'TRY',
      lines: [],
    })
    expect(response.statusCode).toBe(422)
    const errors = response.json().errors
    expect(errors.number).toEqual(['Bu alan zorunludur'])
    expect(errors.invoice_date).toEqual(['Geçerli bir tarih girmelisin'])
    expect(errors.lines).toEqual(['En az 1 kayıt girilmeli'])
    const lines = Array.from({ length: 51 }, () => ({
      description: 'x',
      quantity: '1',
      unit_price: '1',
      vat_rate: '0',
    }))
    const tooMany = await f.admin.post('/accounting/purchase-invoices', purchaseBody(f, { lines }))
    expect(tooMany.json().errors.lines).toEqual(['En fazla 50 kayıt girilebilir'])
    const badLine = await f.admin.post(
      '/accounting/purchase-invoices',
      purchaseBody(f, { lines: [{ description: 'x', quantity: '0', unit_price: 'abc', vat_rate: '1.5' }] }),
    )
    expect(Object.keys(badLine.json().errors).sort()).toEqual([
      'lines.0.quantity',
      'lines.0.unit_price',
      'lines.0.vat_rate',
    ])
  })

  it("refuses another company's supplier or project, and a number used twice", async () => {
    const foreign = await f.admin.post(
      '/accounting/purchase-invoices',
      purchaseBody(f, { supplier_id: f.otherSupplierId }),
    )
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors).toEqual({ supplier_id: ['Geçersiz seçim'] })
    const body = purchaseBody(f)
    expect((await f.admin.post('/accounting/purchase-invoices', body)).statusCode).toBe(200)
    const again = await f.admin.post('/accounting/purchase-invoices', body)
    expect(again.statusCode).toBe(422)
    expect(Object.keys(again.json().errors)).toEqual(['number'])
    // The same number on the sales side is another series.
    const { supplier_id: _s, ...rest } = body
    const sales = await f.admin.post('/accounting/sales-invoices', { ...rest, client_id: f.clientId })
    expect(sales.statusCode, sales.body).toBe(200)
  })

  it('issues a sales invoice only for an approved sales invoice request of the company', async () => {
    const response = await f.admin.post(
      '/accounting/sales-invoices',
      salesBody(f, { sales_invoice_request_id: 999999 }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ sales_invoice_request_id: ['Geçersiz seçim'] })
  })

  it('lets only admins and AGENCY scope write (403 for the others)', async () => {
    for (const api of [f.division, f.team, f.user]) {
      expect((await api.post('/accounting/purchase-invoices', purchaseBody(f))).statusCode).toBe(403)
    }
  })
})

describe('PUT and DELETE /accounting/{purchase,sales}-invoices/{id}', () => {
  it('replaces the lines and recomputes the totals', async () => {
    const id = (await f.admin.post('/accounting/purchase-invoices', purchaseBody(f))).json().data.id
    const updated = await f.admin.put(
      `/accounting/purchase-invoices/${id}`,
      purchaseBody(f, {
        lines: [{ description: 'Tek kalem', quantity: '2', unit_price: '100', vat_rate: '0' }],
      }),
    )
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ message: 'Fatura güncellendi.', data: { total: '200.00' } })
    expect(updated.json().data.lines).toHaveLength(1)
    // A purchase invoice is not reached through the sales path.
    expect((await f.admin.put(`/accounting/sales-invoices/${id}`, salesBody(f))).statusCode).toBe(404)
    // The team lead sees the invoice (the user's project) but does not write.
    expect((await f.team.put(`/accounting/purchase-invoices/${id}`, purchaseBody(f))).statusCode).toBe(403)
    const removed = await f.admin.delete(`/accounting/purchase-invoices/${id}`)
    expect(removed.json()).toEqual({ message: 'Fatura silindi.' })
    expect((await f.admin.get(`/accounting/invoices/${id}`)).statusCode).toBe(404)
  })
})

describe('payments against an invoice', () => {
  it('records partial payments, keeps the remaining balance, and refuses an over-payment', async () => {
    const id = (await f.admin.post('/accounting/purchase-invoices', purchaseBody(f))).json().data.id
    const pay = (amount: string) =>
      f.admin.post(`/accounting/invoices/${id}/payments`, {
        paid_at: '2026-03-20',
        amount,
        method: 'BANK_TRANSFER',
      })
    const first = await pay('1000.30')
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      message: 'Ödeme kaydedildi.',
      data: { paid: '1000.30', remaining: '1081.50', status: 'PARTIAL' },
    })
    const over = await pay('1081.51')
    expect(over.statusCode).toBe(422)
    expect(over.json().errors).toEqual({ amount: ['En fazla 1081.50 olmalı'] })
    const rest = await pay('1081.50')
    expect(rest.json().data).toMatchObject({ paid: '2081.80', remaining: '0.00', status: 'PAID' })
    expect(rest.json().data.payments).toHaveLength(2)
    expect((await pay('0.01')).statusCode).toBe(422)
    // A total below what is paid cannot be saved.
    const shrink = await f.admin.put(
      `/accounting/purchase-invoices/${id}`,
      purchaseBody(f, { lines: [{ description: 'Az', quantity: '1', unit_price: '10', vat_rate: '0' }] }),
    )
    expect(shrink.statusCode).toBe(422)
    const paymentId = first.json().data.payments[0].id
    const removed = await f.admin.delete(`/accounting/invoices/${id}/payments/${paymentId}`)
    expect(removed.json()).toMatchObject({
      message: 'Ödeme silindi.',
      data: { paid: '1081.50', status: 'PARTIAL' },
    })
    expect((await f.admin.delete(`/accounting/invoices/${id}/payments/${paymentId}`)).statusCode).toBe(404)
  })

  it('validates the payment and lets only finance record it', async () => {
    const id = (await f.admin.post('/accounting/sales-invoices', salesBody(f))).json().data.id
    const bad = await f.admin.post(`/accounting/invoices/${id}/payments`, {
      paid_at: 'x',
      amount: '-5',
      method: 'GOLD',
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'method', 'paid_at'])
    const body = { paid_at: '2026-03-20', amount: '10', method: 'CASH' }
    expect((await f.user.post(`/accounting/invoices/${id}/payments`, body)).statusCode).toBe(403)
  })
})

describe('GET /accounting/invoices/{id} and scope', () => {
  it("shows the invoices of the projects one sees, and another company's as 404", async () => {
    const mine = (await f.admin.post('/accounting/purchase-invoices', purchaseBody(f))).json().data.id
    const theirs = (
      await f.admin.post('/accounting/purchase-invoices', purchaseBody(f, { project_id: f.theirs.id }))
    ).json().data.id
    const seen = await f.user.get(`/accounting/invoices/${mine}`)
    expect(seen.statusCode, seen.body).toBe(200)
    expect(seen.json().data).toMatchObject({ id: mine, can_write: false })
    expect((await f.user.get(`/accounting/invoices/${theirs}`)).statusCode).toBe(404)
    expect((await f.admin.get(`/accounting/invoices/${theirs}`)).json().data.can_write).toBe(true)
    for (const call of [
      () => f.other.get(`/accounting/invoices/${mine}`),
      () =>
        f.other.put(
          `/accounting/purchase-invoices/${mine}`,
          purchaseBody(f, { supplier_id: f.otherSupplierId, project_id: null }),
        ),
      () => f.other.delete(`/accounting/purchase-invoices/${mine}`),
      () =>
        f.other.post(`/accounting/invoices/${mine}/payments`, {
          paid_at: '2026-03-20',
          amount: '1',
          method: 'CASH',
        }),
    ]) {
      expect((await call()).statusCode).toBe(404)
    }
    expect((await f.admin.get(`/accounting/invoices/${mine}`)).json().data.payments).toEqual([])
  })
})
