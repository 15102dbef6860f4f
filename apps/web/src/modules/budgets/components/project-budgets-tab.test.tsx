import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { ProjectBudgetsTab } from './project-budgets-tab'

function fakeApi(budgets: unknown[]) {
  const posts: unknown[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '')
    if (init?.method === 'POST' && path === '/project/P1/budgets') {
      posts.push(JSON.parse(String(init.body)))
      return jsonResponse({ message: 'Bütçe oluşturuldu', code: 'B9' })
    }
    if (path === '/project/P1/budgets') return jsonResponse(budgets)
    if (path === '/event-companies/10')
      return jsonResponse({ id: 10, currencies: [{ shortcode: 'TRY' }, { shortcode: 'EUR' }] })
    if (path === '/definition/budget-templates')
      return jsonResponse([
        {
          id: 4,
          name: 'Kongre şablonu',
          kind: 'BUDGET',
          categories_count: 3,
          items_count: 20,
          created_at: '',
        },
        { id: 5, name: 'Transfer', kind: 'CATEGORY', categories_count: 1, items_count: 2, created_at: '' },
      ])
    return jsonResponse([])
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return posts
}

const project = { code: 'P1', project_type: null, can_edit: true, read_only: false }

beforeEach(() => sessionStore.start('token', ADMIN, true))
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('the project budgets tab', () => {
  it('says the project has no budget yet and offers to create one', async () => {
    fakeApi([])
    renderWithRouter(<ProjectBudgetsTab project={project} />)
    expect(await screen.findByText('Bu projenin henüz bütçesi yok')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Yeni Bütçe' })).toBeTruthy()
  })

  it('offers no new budget on a project read only by taking part', async () => {
    fakeApi([])
    renderWithRouter(<ProjectBudgetsTab project={{ ...project, can_edit: false, read_only: true }} />)
    expect(await screen.findByText('Bu projenin henüz bütçesi yok')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Yeni Bütçe' })).toBeNull()
  })

  it('lists budgets with their total, profit ratio and review status', async () => {
    fakeApi([
      {
        code: 'B1',
        name: 'Ana Bütçe',
        currency: 'TRY',
        total_buy: '1000',
        total_sell_with_service_fee: '1234567.891',
        current_profit_ratio: '0.12345',
        items_count: 12,
        review_status: 'PENDING',
        created_by: null,
        created_at: '2026-03-01T10:00:00Z',
        updated_at: '2026-03-02T10:00:00Z',
      },
    ])
    renderWithRouter(<ProjectBudgetsTab project={project} />)
    const link = await screen.findByRole('link', { name: 'Aç: Ana Bütçe' })
    expect(link.getAttribute('href')).toBe('/project/P1/budget/B1')
    expect(screen.getByText('1.234.567,89 TRY')).toBeTruthy()
    expect(screen.getByText('%12,345')).toBeTruthy()
    expect(screen.getByText('Müşteride')).toBeTruthy()
  })

  it('keeps "Oluştur" disabled until the modal is valid and sends the template', async () => {
    const posts = fakeApi([])
    const { router } = renderWithRouter(<ProjectBudgetsTab project={project} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Yeni Bütçe' }))
    const submit = await screen.findByRole('button', { name: 'Oluştur' })
    expect(submit.hasAttribute('disabled')).toBe(true)
    await user.type(screen.getByRole('textbox', { name: /Bütçe adı/ }), 'Teklif 1')
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false))

    await user.click(screen.getByText('Şablondan'))
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(true))
    const templateBox = screen
      .getAllByLabelText(/Bütçe şablonu/)
      .find((element) => element.tagName === 'INPUT')
    await user.click(templateBox as HTMLElement)
    await user.click(await screen.findByRole('option', { name: 'Kongre şablonu' }))
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false))
    expect(screen.queryByRole('option', { name: 'Transfer' })).toBeNull()

    await user.click(submit)
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toEqual({
      name: 'Teklif 1',
      currency: 'TRY',
      currencies: [],
      source: 'TEMPLATE',
      template_id: 4,
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/P1/budget/B9'))
  })
})
