import type { BudgetTemplate } from '@ajanda/contracts/budgets.contract'
import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { createQueryClient } from '../../../shared/api/query-client'
import { cssVariablesResolver, theme } from '../../../shared/theme'
import { jsonResponse } from '../../../test/fixtures'
import { BudgetDefinitionsPage } from '../pages/budget-definitions-page'

const template = (overrides: Partial<BudgetTemplate>): BudgetTemplate => ({
  id: 1,
  name: 'Kongre Şablonu',
  kind: 'BUDGET',
  categories_count: 4,
  items_count: 37,
  created_at: '2026-03-12T10:00:00+03:00',
  ...overrides,
})

interface Call {
  method: string
  path: string
  body: unknown
}

function mockApi(lists: Record<string, BudgetTemplate[]>) {
  const calls: Call[] = []
  configureApi({
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '')
      const method = init?.method ?? 'GET'
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      if (method === 'GET') return jsonResponse(lists[path.replace('/definition/', '')] ?? [])
      if (method === 'DELETE') return jsonResponse({ message: 'Kayıt silindi.' })
      return jsonResponse({ message: 'Kayıt eklendi.', data: template({ id: 9, name: 'Yeni' }) })
    }) as typeof fetch,
  })
  return calls
}
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

function renderPage(subpage: string) {
  const router = createMemoryRouter(
    [{ path: '/admin/budgets/:subpage', element: <BudgetDefinitionsPage /> }],
    {
      initialEntries: [`/admin/budgets/${subpage}`],
    },
  )
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <ModalsProvider>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  )
  return userEvent.setup()
}

describe('budget templates in the admin area', () => {
  it('lists the budget templates with their counts and dates under their own tab', async () => {
    mockApi({ 'budget-templates': [template({}), template({ id: 2, name: 'Lansman', categories_count: 1 })] })
    renderPage('budget-templates')
    expect(await screen.findByText('Kongre Şablonu')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Bütçe şablonları' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('heading', { name: 'Bütçe Şablonları' })).toBeTruthy()
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers).toEqual(['Ad', 'Kategori sayısı', 'Kalem sayısı', 'Oluşturulma tarihi', 'İşlemler'])
    const row = screen.getByText('Kongre Şablonu').closest('tr') as HTMLElement
    expect(within(row).getByText('4')).toBeTruthy()
    expect(within(row).getByText('37')).toBeTruthy()
    expect(within(row).getByText('12 Mart 2026')).toBeTruthy()
  })

  it('creates a template only with a name', async () => {
    const calls = mockApi({ 'budget-templates': [] })
    const user = renderPage('budget-templates')
    await user.click((await screen.findAllByRole('button', { name: 'Yeni Bütçe Şablonu' }))[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Bütçe Şablonu' })
    const save = within(dialog).getByRole('button', { name: 'Kaydet' })
    expect(save.hasAttribute('disabled')).toBe(true)
    const name = within(dialog).getByRole('textbox', { name: /Ad/ })
    await user.type(name, 'x')
    await user.clear(name)
    expect(await within(dialog).findByText('Bu alan zorunludur')).toBeTruthy()
    expect(save.hasAttribute('disabled')).toBe(true)

    await user.type(name, 'Gala Yemeği')
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false))
    await user.click(save)
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/definition/budget-templates', body: { name: 'Gala Yemeği' } },
      ]),
    )
  })

  it('lists category templates without a categories column and deletes after the confirmation', async () => {
    const calls = mockApi({
      'budget-category-templates': [
        template({ id: 5, name: 'Transfer Paketi', kind: 'CATEGORY', items_count: 6 }),
      ],
    })
    const user = renderPage('budget-category-templates')
    expect(await screen.findByText('Transfer Paketi')).toBeTruthy()
    expect(screen.queryByRole('columnheader', { name: /Kategori sayısı/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Sil: Transfer Paketi' }))
    const confirm = await screen.findByRole('dialog', { name: 'Emin misin?' })
    expect(within(confirm).getByText('Bu işlem geri alınamaz!')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }))
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.method === 'DELETE' && call.path === '/definition/budget-category-templates/5',
        ),
      ).toBe(true),
    )
  })
})
