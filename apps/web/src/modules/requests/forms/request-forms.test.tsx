import type { RequestDetail } from '@ajanda/contracts/requests.contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { mockRequestApi, restoreApi } from '../request-test-support'
import { AdvancePaymentForm } from './advance-payment-form'
import { ExpenseForm } from './expense-form'
import { InspectionForm } from './inspection-form'
import { LeaveForm } from './leave-form'
import { OperationForm } from './operation-form'
import type { RequestFormProps } from './request-form-props'

// Lazy form chunks and typing into Mantine inputs take seconds on the shared 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

afterEach(restoreApi)

const handlers = { onSaved: vi.fn(), onCancel: vi.fn() }

function show(Form: (props: RequestFormProps) => React.ReactNode, props: Partial<RequestFormProps> = {}) {
  renderRoutes([{ path: '/', element: <Form request={null} projectId={null} {...handlers} {...props} /> }])
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { exact: false, selector: 'input' }))
  await user.click(await screen.findByRole('option', { name: option }))
}

const submitButton = () => screen.getByRole('button', { name: 'Onaya Gönder' }) as HTMLButtonElement

describe('InspectionForm', () => {
  it('asks for a hotel only off city, and drops it for an on-city inspection', async () => {
    mockRequestApi()
    show(InspectionForm)
    const user = userEvent.setup()
    const hotel = await screen.findByRole('textbox', { name: 'Otel' })
    await user.type(hotel, 'Hilton')
    await user.click(screen.getByText('Şehir İçi'))
    expect(screen.queryByRole('textbox', { name: 'Otel' })).toBeNull()
    await user.click(screen.getByText('Şehir Dışı'))
    expect((screen.getByRole('textbox', { name: 'Otel' }) as HTMLInputElement).value).toBe('')
  })
})

describe('AdvancePaymentForm rows', () => {
  it('adds up to 5 rows, never removes the last, and names an incomplete row', async () => {
    mockRequestApi()
    show(AdvancePaymentForm, { projectId: 4 })
    const user = userEvent.setup()
    const add = await screen.findByRole('button', { name: /Satır Ekle/ })
    expect((screen.getByRole('button', { name: '1. satırı sil' }) as HTMLButtonElement).disabled).toBe(true)
    for (let count = 1; count < 5; count += 1) await user.click(add)
    expect(screen.getAllByTestId('request-row')).toHaveLength(5)
    expect((add as HTMLButtonElement).disabled).toBe(true)
    for (let row = 5; row > 1; row -= 1)
      await user.click(screen.getByRole('button', { name: `${row}. satırı sil` }))
    expect(screen.getAllByTestId('request-row')).toHaveLength(1)

    await user.type(screen.getByRole('textbox', { name: '1. satır açıklaması' }), 'Taksi')
    expect(await screen.findByText('Harcama Listesi alanlarındaki bilgileri doldurunuz')).toBeTruthy()
    expect(submitButton().disabled).toBe(true)
  })
})

describe('ExpenseForm', () => {
  it('clears the project when another expense source is chosen', async () => {
    mockRequestApi()
    show(ExpenseForm, { projectId: 4 })
    const user = userEvent.setup()
    const project = await screen.findByLabelText('Proje', { exact: false, selector: 'input' })
    await waitFor(() => expect((project as HTMLInputElement).value).toBe('IST-2026-1 Bayi Toplantısı'))
    await pick(user, 'Masraf Kaynağı', 'Genel Gider')
    expect(screen.queryByLabelText('Proje', { exact: false, selector: 'input' })).toBeNull()
    await pick(user, 'Masraf Kaynağı', 'Proje')
    expect(
      (screen.getByLabelText('Proje', { exact: false, selector: 'input' }) as HTMLInputElement).value,
    ).toBe('')
  })

  it('shows the running total of the rows', async () => {
    mockRequestApi()
    show(ExpenseForm)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: '1. satır KDV dahil tutarı' }), '1250,5')
    await user.click(screen.getByRole('button', { name: /Satır Ekle/ }))
    await user.type(screen.getByRole('textbox', { name: '2. satır KDV dahil tutarı' }), '100')
    expect(screen.getByTestId('expense-total').textContent).toBe('Toplam: 1.350,50 TRY')
  })

  it('labels every row field visibly and names the fields that keep "Onaya Gönder" disabled', async () => {
    mockRequestApi()
    show(ExpenseForm, { projectId: 4 })
    const user = userEvent.setup()
    const amount = await screen.findByRole('textbox', { name: '1. satır KDV dahil tutarı' })
    // Visible labels, not placeholders only.
    for (const label of [
      'Yansıtılacak',
      'Tarih',
      'Açıklama',
      'KDV Dahil Tutar',
      'KDV Oranı',
      'Ödeme Türü',
      'Fiş No',
    ])
      expect(screen.getAllByText(label, { selector: 'label' }).length).toBeGreaterThan(0)
    expect(submitButton().disabled).toBe(true)
    const hint = await screen.findByTestId('submit-blocked-by')
    expect(hint.textContent).toMatch(/^Göndermek için doldurulması gereken: .*1\. satır KDV dahil tutarı/)
    expect(submitButton().getAttribute('aria-describedby')).toBe(hint.id)
    await user.type(amount, '100')
    await waitFor(() =>
      expect(screen.getByTestId('submit-blocked-by').textContent).not.toContain('KDV dahil tutarı'),
    )
  })
})

describe('OperationForm', () => {
  it("puts the picked project's dates on the operation", async () => {
    mockRequestApi()
    show(OperationForm)
    const user = userEvent.setup()
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true }).length).toBeGreaterThan(0))
    await pick(user, 'Proje', 'IST-2026-1 Bayi Toplantısı')
    expect(await screen.findByText('04 Mayıs 2026 09:00')).toBeTruthy()
    expect(screen.getByText('06 Mayıs 2026 18:00')).toBeTruthy()
  })
})

describe('OperationForm start', () => {
  it('moves the end to one hour after a new start', async () => {
    mockRequestApi()
    show(OperationForm)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Başlangıç/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getAllByRole('button', { name: /^20 / })[0] as HTMLElement)
    await user.click(within(dialog).getByRole('button', { name: 'Tarih ve saati uygula' }))
    const start = screen.getByRole('button', { name: /Başlangıç/ }).textContent ?? ''
    expect(start).toMatch(/^20 .* 09:00$/)
    expect(screen.getByRole('button', { name: /Bitiş/ }).textContent).toBe(start.replace('09:00', '10:00'))
  })
})

function storedLeave(status: RequestDetail['status']): RequestDetail {
  return {
    id: 21,
    status,
    starts_at: '2026-03-17T00:00:00+03:00',
    ends_at: '2026-03-20T00:00:00+03:00',
    note: 'Aile ziyareti',
    details: { leave_type: 'annual_leave' },
    project: null,
    supplier: null,
    items: [],
  } as unknown as RequestDetail
}

/** What GET /leaves/figures answers: 3 working days, 11 of 14 days left, one approved leave overlapping. */
const FIGURES = {
  working_days: 3,
  year: 2026,
  annual_allowance: 14,
  used_days: 3,
  pending_days: 0,
  remaining_days: 11,
  from_allowance: true,
  overlaps: [
    {
      id: 7,
      request_type: 'REST_LEAVE',
      status: 'APPROVED',
      starts_at: '2026-12-14T09:00:00+03:00',
      ends_at: '2026-12-15T09:00:00+03:00',
    },
  ],
}
const leaveApi = (save: () => Response) => (url: string) =>
  url.includes('/leaves/figures')
    ? jsonResponse({ data: FIGURES })
    : url.includes('/leaves')
      ? save()
      : undefined

describe('LeaveForm figures', () => {
  it('shows the working days, the allowance left and an overlap before sending (a warning, not a refusal)', async () => {
    const fetchMock = mockRequestApi(leaveApi(() => jsonResponse({ message: 'ok', data: { id: 30 } })))
    show(LeaveForm)
    expect(await screen.findByText('Bu izin 3 iş günü; kalan yıllık izniniz 11 gün')).toBeTruthy()
    expect(screen.getByText('Bu tarihlerde başka bir izniniz var')).toBeTruthy()
    expect(screen.getByText(/İstirahat İzni, 14 Aralık 2026 – 15 Aralık 2026 \(onaylandı\)/)).toBeTruthy()
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/leaves/figures'))
    expect(asked).toContain('leave_type=annual_leave')
    await waitFor(() => expect(submitButton().disabled).toBe(false))
  })
})

describe('LeaveForm saves by the edit rule', () => {
  const saved = () => jsonResponse({ message: 'İzin talebin işleme alındı.', data: { id: 30 } })

  it.each([
    ['a new request', null, 'POST', '/api/v1/leaves?', undefined],
    ['a pending request', 'PENDING', 'PUT', '/api/v1/leaves/21?', undefined],
    ['a declined request', 'DECLINED', 'POST', '/api/v1/leaves?', 21],
  ] as const)('%s', async (_name, status, method, path, replaces) => {
    const fetchMock = mockRequestApi(leaveApi(saved))
    show(LeaveForm, { request: status ? storedLeave(status) : null })
    if (status === 'DECLINED') expect(await screen.findByText(/yeni bir talep olarak/)).toBeTruthy()
    const user = userEvent.setup()
    await waitFor(() => expect(submitButton().disabled).toBe(false))
    await user.click(submitButton())
    await waitFor(() => expect(handlers.onSaved).toHaveBeenCalled())
    const call = fetchMock.mock.calls.find(
      ([url]) => String(url).includes('/leaves') && !String(url).includes('/leaves/figures'),
    )
    expect(call?.[1]?.method).toBe(method)
    expect(String(call?.[0])).toContain(path)
    const body = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>
    expect(body.replaces_id).toBe(replaces)
    expect(body.leave_type).toBe('annual_leave')
  })

  it('puts a 422 under its field and shows the server message as HATA!', async () => {
    mockRequestApi(
      leaveApi(() => jsonResponse({ message: 'Bilgiler hatalı.', errors: { note: ['Not çok uzun'] } }, 422)),
    )
    show(LeaveForm)
    const user = userEvent.setup()
    await waitFor(() => expect(submitButton().disabled).toBe(false))
    await user.click(submitButton())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('HATA!')).toBeTruthy()
    expect(within(alert).getByText('Bilgiler hatalı.')).toBeTruthy()
    expect(screen.getByText('Not çok uzun')).toBeTruthy()
  })
})
