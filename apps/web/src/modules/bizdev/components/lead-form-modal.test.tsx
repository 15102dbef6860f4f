import type { Project } from '@ajanda/contracts/projects.contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { jsonResponse, makeMe } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { LeadFormModal } from './lead-form-modal'

const company = {
  id: 10,
  currency: 'TRY',
  country: 'TR',
  fin_fee_type: 'PERCENTAGE',
  fin_fee_amount: '0.1',
  fin_expected_profit_ratio: '0.2',
  bizdev_stages: [
    { id: 0, name: 'Oluşturuldu', category: 'OFFER' },
    { id: 8, name: 'Hazırlık', category: 'CONFIRMED' },
  ],
}

const answers: Record<string, unknown> = {
  '/event-companies/10': company,
  '/users': [
    { id: 1, division_id: 10, full_name: 'Ayşe Yılmaz' },
    { id: 2, division_id: 20, full_name: 'Can Demir' },
  ],
  '/divisions': [
    { id: 10, name: 'Kongre', auto_project_ref: 1, project_ref_prefix: 'KNG' },
    { id: 20, name: 'Tanıtım', auto_project_ref: 0, project_ref_prefix: null },
  ],
  '/leads/responsibles/1': [
    { id: 1, full_name: 'Ayşe Yılmaz', profile_picture_full: null },
    { id: 2, full_name: 'Can Demir', profile_picture_full: null },
  ],
  '/clients': { data: [], current_page: 1, per_page: 20, total: 0, from: null, to: null, last_page: 1 },
}

/** GET /leads/project-ref by responsible: Ayşe's division generates codes, Can's types them with a prefix. */
const refSuggestions: Record<string, unknown> = {
  '1': { project_ref: 'KNG-2026-005', generated: true },
  '2': { project_ref: 'TNT-2026-003', generated: false },
}

function project(overrides: Partial<Project> = {}): Project {
  return {
    id: 5,
    code: 'p-5',
    name: 'Bahar Kongresi',
    project_ref: null,
    stage: 8,
    current_status: 'PREP',
    current_status_group: 'PREP',
    starts_at: '2026-05-01',
    ends_at: '2026-05-03',
    lead_close_date: null,
    lead_value: null,
    lead_currency: null,
    client: { id: 3, code: 'c-3', name: 'Acme', logo_full: null },
    responsible: { id: 2, full_name: 'Can Demir', profile_picture_full: null },
    city: 'İstanbul',
    updated_at: '2026-01-01T00:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
    project_type: null,
    format: null,
    country: 'TR',
    expected_attendee_count: null,
    languages: [],
    currency: 'TRY',
    fin_fee_type: null,
    fin_fee_percentage: null,
    fin_fee_fixed_amount: null,
    fin_fee_currency: null,
    profit_target: null,
    client_response_date: null,
    status_info: null,
    note: null,
    contacts: [],
    status_history: [],
    notes: [],
    calls: [],
    creator: null,
    can_edit: true,
    can_delete: true,
    read_only: false,
    ...overrides,
  }
}

beforeEach(() => {
  sessionStore.start('token', makeMe({ id: 1, event_company_id: 10, division_id: 10 }), false)
  configureApi({
    fetch: vi.fn(async (url: RequestInfo | URL) => {
      const parsed = new URL(String(url), 'http://localhost')
      const path = parsed.pathname.replace('/api/v1', '')
      if (path === '/leads/project-ref')
        return jsonResponse(refSuggestions[parsed.searchParams.get('responsible') ?? ''] ?? null)
      return jsonResponse(answers[path] ?? [])
    }),
  })
})
afterEach(() => vi.useRealTimers())

describe('LeadFormModal', () => {
  it('opens a new lead with the first stage, me responsible and a generated project code', async () => {
    renderWithRouter(<LeadFormModal opened onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Yeni İş Fırsatı' }, { timeout: 5000 })
    expect(
      await within(dialog).findByText('Proje kodu otomatik oluşturulacak', {}, { timeout: 5000 }),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('textbox', { name: /Proje kodu/ })).toBeNull()
    expect(await within(dialog).findByText('Sıradaki kod: KNG-2026-005', {}, { timeout: 5000 })).toBeTruthy()
    const value = (name: RegExp) => (within(dialog).getByRole('combobox', { name }) as HTMLInputElement).value
    await waitFor(() => expect(value(/^Aşama/)).toBe('Oluşturuldu'))
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /Diğer bilgiler/ }))
    await waitFor(() => expect(value(/^Sorumlu/)).toBe('Ayşe Yılmaz'))
    expect((within(dialog).getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("asks for the project code when the responsible's division does not make one, suggesting its prefix's next", async () => {
    renderWithRouter(<LeadFormModal opened onClose={() => {}} project={project()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Projeyi Güncelle' }, { timeout: 5000 })
    const code = (await within(dialog).findByRole(
      'textbox',
      { name: /Proje kodu/ },
      { timeout: 5000 },
    )) as HTMLInputElement
    await waitFor(() => expect(code.value).toBe('TNT-2026-003'))
    expect(within(dialog).queryByText('Proje kodu otomatik oluşturulacak')).toBeNull()
    // An edit shows the other details at once.
    expect(within(dialog).getByRole('combobox', { name: /^Sorumlu/ })).toBeTruthy()
  })

  it("keeps a record's own project code", async () => {
    renderWithRouter(
      <LeadFormModal opened onClose={() => {}} project={project({ project_ref: 'ESKI-42' })} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Projeyi Güncelle' }, { timeout: 5000 })
    const code = (await within(dialog).findByRole(
      'textbox',
      { name: /Proje kodu/ },
      { timeout: 5000 },
    )) as HTMLInputElement
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(code.value).toBe('ESKI-42')
  })

  it('shows a new lead only what a first call needs; the rest waits under "Diğer bilgiler"', async () => {
    renderWithRouter(<LeadFormModal opened onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Yeni İş Fırsatı' }, { timeout: 5000 })
    expect(within(dialog).getByRole('textbox', { name: /^Ad/ })).toBeTruthy()
    expect(within(dialog).getByRole('combobox', { name: /^Proje türü/ })).toBeTruthy()
    expect(within(dialog).getByRole('textbox', { name: /^İş fırsatı değeri/ })).toBeTruthy()
    const toggle = within(dialog).getByRole('button', { name: /Diğer bilgiler/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(within(dialog).queryByRole('combobox', { name: /^Format/ })).toBeNull()
    expect(within(dialog).queryByRole('textbox', { name: /^Not/ })).toBeNull()
    expect(within(dialog).queryByRole('combobox', { name: /^Sorumlu/ })).toBeNull()
    await userEvent.setup().click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(within(dialog).getByRole('combobox', { name: /^Format/ })).toBeTruthy()
    expect(within(dialog).getByRole('textbox', { name: /^Not/ })).toBeTruthy()
  }, 30_000)

  it('titles a lead edit "İş Fırsatını Güncelle"', async () => {
    renderWithRouter(
      <LeadFormModal
        opened
        onClose={() => {}}
        project={project({ stage: 2, current_status: 'LEAD-2', current_status_group: 'LEAD' })}
      />,
    )
    expect(
      await screen.findByRole('dialog', { name: 'İş Fırsatını Güncelle' }, { timeout: 5000 }),
    ).toBeTruthy()
  })

  it('shows the new contact fields instead of the contact for a new client', async () => {
    renderWithRouter(<LeadFormModal opened onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Yeni İş Fırsatı' }, { timeout: 5000 })
    expect(within(dialog).getByRole('combobox', { name: /^Kontak( \*)?$/ })).toBeTruthy()
    expect(within(dialog).queryByRole('textbox', { name: /Kontak e-postası/ })).toBeNull()
    const user = userEvent.setup()
    await user.click(within(dialog).getByRole('combobox', { name: /^Müşteri/ }))
    await user.keyboard('Yeni Firma')
    await user.click(
      await screen.findByRole(
        'option',
        { name: '“Yeni Firma” yeni müşteri olarak oluştur' },
        { timeout: 5000 },
      ),
    )
    expect(
      await within(dialog).findByRole('textbox', { name: /Kontak e-postası/ }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(within(dialog).getByRole('textbox', { name: /Kontak adı soyadı/ })).toBeTruthy()
    expect(within(dialog).queryByRole('combobox', { name: /^Kontak( \*)?$/ })).toBeNull()
    const email = within(dialog).getByRole('textbox', { name: /Kontak e-postası/ })
    fireEvent.change(email, { target: { value: 'ali@' } })
    fireEvent.blur(email)
    expect(
      await within(dialog).findByText('Geçerli bir e-posta adresi girmelisin', {}, { timeout: 5000 }),
    ).toBeTruthy()
  }, 30_000)
})
