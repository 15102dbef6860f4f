import { type APIRequestContext, expect, test } from '@playwright/test'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { BASE_URL, DEMO, DEMO_PASSWORD } from './support/env'
import { settled } from './support/pages'

type Json = Record<string, unknown>

async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as Json
}

const hotel = (name: string, price: string, isDefault: boolean) => ({
  name,
  product_type: 'ACC',
  quantity: '10',
  quantity_unit: 'ROOMS',
  unit_count: '3',
  count_unit: 'NIGHTS',
  price_buy: '0',
  price_sell: price,
  currency_sell: 'TRY',
  alt_group: 'otel',
  is_default: isDefault,
})

/**
 * The agency's side through the API: a budget on a demo project with two hotels offered as
 * alternatives (A, 30.000 TRY, by default; B, 24.000 TRY) and a transfer (1.000 TRY), shared for review.
 */
async function sharedBudget(request: APIRequestContext, token: string, name: string) {
  const projects = (await call(request, token, 'GET', '/projects?page_size=1')) as {
    data: { code: string }[]
  }
  const project = projects.data[0]?.code
  if (!project) throw new Error('no demo project')
  const { code } = (await call(request, token, 'POST', `/project/${project}/budgets`, { name })) as {
    code: string
  }
  const withCategory = (await call(request, token, 'POST', `/budget/${code}/categories`, {
    name: 'Konaklama ve Ulaşım',
    vat_rate: '0.1',
  })) as { data: { categories: { id: number; name: string }[] } }
  const category = withCategory.data.categories.find((block) => block.name === 'Konaklama ve Ulaşım')
  if (!category) throw new Error('the category was not added')
  await call(request, token, 'POST', `/budget/${code}/items`, {
    budget_category_id: category.id,
    items: [
      hotel('Otel A', '1000', true),
      hotel('Otel B', '800', false),
      { name: 'Havalimanı Transferi', product_type: 'TRANSFER', quantity: '2', price_sell: '500' },
    ],
  })
  const shared = (await call(request, token, 'POST', `/budget/${code}/review`)) as { url: string }
  return { code, path: new URL(shared.url).pathname }
}

test('a client opens the review link, picks the other hotel and approves the budget', async ({
  browser,
  request,
}) => {
  // Two page states with an axe check each, a modal, and the agency's API calls.
  test.setTimeout(120_000)
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const name = `Müşteri İncelemesi ${Date.now()}`
  const { code, path } = await sharedBudget(request, token, name)

  // The client has no session: a fresh context, as a link opened from an e-mail.
  // A new context does not take the config's baseURL; 360 px is the public pages' narrowest width.
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 360, height: 780 },
    locale: 'tr-TR',
  })
  const page = await context.newPage()
  await page.goto(path)
  await settled(page)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const totals = page.getByTestId('review-totals')
  await expect(totals).toContainText('31.000,00 TRY')

  const hotels = page.getByRole('radiogroup', { name: 'Alternatifler: birini seçin' })
  await expect(hotels.getByRole('radio', { name: 'Otel A' })).toHaveAttribute('aria-checked', 'true')
  await hotels.getByRole('radio', { name: 'Otel B' }).click()
  await expect(hotels.getByRole('radio', { name: 'Otel B' })).toHaveAttribute('aria-checked', 'true')
  // The server recounts with the client's pick: 24.000 + 1.000.
  await expect(totals).toContainText('25.000,00 TRY')

  await page.getByRole('button', { name: 'Onaylıyorum' }).click()
  const dialog = page.getByRole('dialog', { name: 'Bütçeyi onaylıyor musunuz?' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByTestId('review-decided')).toContainText(/Bu bütçeyi .+ tarihinde onayladınız\./)
  await expect(hotels.getByRole('radio', { name: 'Otel A' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Onaylıyorum' })).toHaveCount(0)
  await expectAccessible(page)

  // The agency sees the decision and the pick.
  const detail = (await call(request, token, 'GET', `/budget/${code}`)) as {
    review: { status: string }
    categories: { items: { name: string; client_selected: boolean }[] }[]
  }
  expect(detail.review.status).toBe('APPROVED')
  const picked = detail.categories.flatMap((block) => block.items).filter((item) => item.client_selected)
  expect(picked.map((item) => item.name)).toEqual(['Otel B'])

  // Reloaded later, the link shows the decision, read only.
  await page.reload()
  await settled(page)
  await expect(page.getByTestId('review-decided')).toHaveAttribute('data-status', 'APPROVED')
  await context.close()
})
