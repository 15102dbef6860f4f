import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

/** A bearer token for API calls that set the scene (the UI is tested elsewhere in the test). */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/login', { data: { email, password } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** Invites a colleague through the API; answers their id. */
export async function inviteByApi(
  request: APIRequestContext,
  token: string,
  fullName: string,
): Promise<{ id: number; email: string }> {
  const slug = fullName
    .normalize('NFD')
    .replace(/[^A-Za-z\s]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.')
  const email = `${slug}.${Date.now()}@e2e.ajanda.test`
  const response = await request.post('/api/v1/admin/users/invite', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, full_name: fullName },
  })
  expect(response.ok()).toBe(true)
  return { id: ((await response.json()) as { user: { id: number } }).user.id, email }
}

/** The org chart card of a person. */
export function orgCard(page: Page, name: string): Locator {
  return page.locator('[data-testid^="org-card-"]').filter({ hasText: name })
}

/** A pointer drag (dnd-kit starts after 8 px) from the card's avatar onto the target's middle. */
export async function dragCard(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('card not visible')
  const startX = from.x + 24
  const startY = from.y + from.height / 2
  await page.mouse.move(startX, startY)
  await page.mouse.down()
  await page.mouse.move(startX + 20, startY + 5, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 })
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2, { steps: 2 })
  await page.mouse.up()
}

/** A floating alert with its title ("BAŞARILI!" or "HATA!"). */
export function alertTitled(page: Page, title: 'BAŞARILI!' | 'HATA!'): Locator {
  return page.getByRole('alert').filter({ hasText: title })
}

/** A modal by its title, once its opening transition is over (axe reads colours, not fades). */
export async function openDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveCSS('opacity', '1')
  await expect(dialog).toHaveCSS('transform', /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/)
  return dialog
}
