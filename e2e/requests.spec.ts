import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { alertTitled, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO } from './support/env'
import { login, visit } from './support/pages'
import { decisionLinkFor, pickOption, TINY_PNG } from './support/requests'

/** The demo's finance manager: the second step of the expense chain, AGENCY scope (sees every request). */
const FINANCE = 'murat.sahin@demo.ajanda.test'
const PROJECT = /Kuzey Telekom Bayi Zirvesi$/
const REASON = 'Taksi fişi eksik, yemek tutarı da teklifle uyuşmuyor.'
const EXPENSES_API = /\/api\/v1\/accounting\/expenses(\?|$)/

interface Saved {
  id: number
  replaces_id: number | null
  /** An expense's day: its first row's. */
  request_date: string | null
  requester: { id: number }
  project: { id: number } | null
}

/** A page in a browser of its own (no session); the test closes `opened` at its end. */
async function freshPage(browser: Browser, opened: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext()
  opened.push(context)
  return context.newPage()
}

/** Each person of the flow works in a separate browser, signed in from /login. */
async function signedIn(browser: Browser, email: string, opened: BrowserContext[]): Promise<Page> {
  const page = await freshPage(browser, opened)
  await login(page, email)
  return page
}

/** Clicks "Onaya Gönder" and answers the saved request (the POST's answer) once "BAŞARILI!" shows. */
async function sendForApproval(
  page: Page,
  form: Locator,
): Promise<{ saved: Saved; body: Record<string, unknown> }> {
  const response = page.waitForResponse((r) => EXPENSES_API.test(r.url()) && r.request().method() === 'POST')
  await form.getByRole('button', { name: 'Onaya Gönder' }).click()
  const answer = await response
  expect(answer.status()).toBe(200)
  await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
  return {
    saved: ((await answer.json()) as { data: Saved }).data,
    body: answer.request().postDataJSON() as Record<string, unknown>,
  }
}

/**
 * Types an amount key by key, the Turkish way ("1600,50"): the amount field takes a typed comma as the
 * decimal mark, while a pasted (filled) "1600,50" loses it.
 */
async function typeAmount(field: Locator, amount: string) {
  await field.fill('')
  await field.pressSequentially(amount)
}

/** Fills expense row `n` (1-based): what, the amount with VAT, the VAT rate and the payment. */
async function fillRow(
  page: Page,
  form: Locator,
  n: number,
  row: { what: string; amount: string; vat: string },
) {
  await form.getByRole('textbox', { name: `${n}. satır açıklaması` }).fill(row.what)
  await typeAmount(form.getByRole('textbox', { name: `${n}. satır KDV dahil tutarı` }), row.amount)
  await pickOption(page, form, `${n}. satır KDV oranı`, row.vat)
  await pickOption(page, form, `${n}. satır ödeme türü`, 'Nakit')
}

/** The user files the expense: a project, TRY, two rows, a receipt photo on the first. */
async function fileExpense(page: Page): Promise<Saved> {
  await visit(page, '/approves?tab=mine')
  await page.getByRole('button', { name: 'Yeni talep' }).first().click()
  await page.getByRole('menuitem', { name: 'Masraf Formu' }).click()
  const form = await openDialog(page, 'Masraf Formu')
  await expect(form.getByRole('combobox', { name: /^Masraf Kaynağı/ })).toHaveValue('Proje')
  await form.getByRole('combobox', { name: /^Proje/ }).click()
  await page.getByRole('option', { name: PROJECT }).click()
  const currency = form.getByRole('combobox', { name: /^Para Birimi/ })
  if ((await currency.inputValue()) !== 'TRY') await pickOption(page, form, /^Para Birimi/, 'TRY')
  const submit = form.getByRole('button', { name: 'Onaya Gönder' })
  await expect(submit).toBeDisabled()

  await fillRow(page, form, 1, { what: 'Müşteri akşam yemeği', amount: '1500,50', vat: '%20' })
  const chooser = page.waitForEvent('filechooser')
  await form.getByRole('button', { name: '1. satır: Fiş Yükle' }).click()
  await (await chooser).setFiles({ name: 'yemek-fisi.png', mimeType: 'image/png', buffer: TINY_PNG })
  await expect(form.getByText('yemek-fisi.png')).toBeVisible()
  await form.getByRole('button', { name: 'Satır Ekle (en fazla 10)' }).click()
  await fillRow(page, form, 2, { what: 'Havalimanı taksi', amount: '250', vat: '%0' })
  await expect(form.getByTestId('expense-total')).toHaveText('Toplam: 1.750,50 TRY')
  await expect(submit).toBeEnabled()
  await expectAccessible(page)

  const { saved, body } = await sendForApproval(page, form)
  expect(body).toMatchObject({ currency: 'TRY', expense_source: 'PROJECT' })
  expect((body.items as { receipt_file_id: number | null }[])[0]?.receipt_file_id).toEqual(expect.any(Number))
  await expect(form).toBeHidden()
  return saved
}

/** The manager opens the request from "Bekleyen Onaylarım" and declines it with a reason. */
async function declineAsManager(manager: Page, id: number): Promise<void> {
  await visit(manager, '/approves')
  await expect(manager.getByRole('tab', { name: /Bekleyen Onaylarım/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await manager
    .locator(`tr[data-request="${id}"]`)
    .getByRole('button', { name: 'Masraf talebini aç (Gizem Aydın)' })
    .click()
  const drawer = await openDialog(manager, 'Masraf talebi')
  const items = drawer.getByTestId('request-items')
  await expect(items.getByRole('row')).toHaveCount(4)
  await expect(items.getByRole('button', { name: 'Fiş: yemek-fisi.png' })).toBeVisible()
  await expect(items.locator('tfoot')).toContainText('1.750,50 TRY')
  await expectAccessible(manager)

  await drawer.getByRole('button', { name: 'Reddet' }).click()
  const confirm = drawer.getByTestId('decline-form').getByRole('button', { name: 'Reddet' })
  await expect(confirm).toBeDisabled()
  await drawer.getByRole('textbox', { name: /^Ret gerekçesi/ }).fill(REASON)
  await confirm.click()
  await expect(alertTitled(manager, 'BAŞARILI!')).toBeVisible()
  await expect(drawer.getByText('Reddedildi', { exact: true })).toBeVisible()
}

/** The user reads the decline, edits the first row and sends it again: a new request replacing it. */
async function resubmit(page: Page, declinedId: number): Promise<Saved> {
  await visit(page, `/approves?tab=mine&request=${declinedId}`)
  const drawer = await openDialog(page, 'Masraf talebi')
  await expect(drawer.getByText('Reddedildi', { exact: true })).toBeVisible()
  await expect(drawer.getByText(REASON).first()).toBeVisible()
  await expect(page.locator(`tr[data-request="${declinedId}"]`)).toContainText('Reddedildi')
  const history = drawer.getByTestId('request-history')
  await expect(history).toContainText('Can Öztürk reddetti (1. adım)')
  await expect(history).toContainText(`Gerekçe: ${REASON}`)

  await drawer.getByRole('button', { name: 'Düzenle ve tekrar gönder' }).click()
  const form = await openDialog(page, 'Masraf Formunu Düzenle')
  await expect(
    form.getByText('Bu talep reddedildi. Gönderdiğinde yeni bir talep olarak onaya gidecek.'),
  ).toBeVisible()
  await expect(form.getByText('yemek-fisi.png')).toBeVisible()
  await typeAmount(form.getByRole('textbox', { name: '1. satır KDV dahil tutarı' }), '1600,50')
  await expect(form.getByTestId('expense-total')).toHaveText('Toplam: 1.850,50 TRY')
  await expectAccessible(page)

  const { saved, body } = await sendForApproval(page, form)
  expect(body.replaces_id).toBe(declinedId)
  expect(saved.id).not.toBe(declinedId)
  expect(saved.replaces_id).toBe(declinedId)
  // The drawer moves on to the new request, which names the declined one.
  await expect(page).toHaveURL(new RegExp(`request=${saved.id}`))
  await expect(
    page.getByText(`Bu talep, reddedilen #${declinedId} numaralı talebin yerine gönderildi.`),
  ).toBeVisible()
  return saved
}

/** The manager approves from the mailed link without signing in; the link then says it was used. */
async function approveFromMail(guest: Page, id: number, since: number): Promise<void> {
  const link = await decisionLinkFor(DEMO.team, id, since)
  expect(link.pathname).toMatch(new RegExp(`^/approval-decision/${id}/[^/]+/EXPENSE$`))
  expect(link.searchParams.get('token')).toBeTruthy()
  await visit(guest, `${link.pathname}${link.search}`)
  await expect(guest.getByText('Merhaba Can Öztürk, bu talep senin onayını bekliyor.')).toBeVisible()
  await expect(guest.getByText('1.850,50 TRY').first()).toBeVisible()
  await guest.getByRole('button', { name: 'Onayla' }).click()
  await expect(guest.getByTestId('decision-result')).toHaveText('Talebi onayladın. Teşekkürler!')
  await expectAccessible(guest)

  await visit(guest, `${link.pathname}${link.search}`)
  await expect(guest.getByTestId('link-state')).toHaveText('Bu bağlantı zaten kullanıldı.')
  await expect(guest.getByRole('button', { name: 'Onayla' })).toHaveCount(0)
}

/** Finance finds the request among the expenses (pending: its second step waits) with its TRY total. */
async function checkAccounting(finance: Page, request: Saved): Promise<void> {
  await visit(finance, '/accounting')
  await finance.getByRole('tab', { name: 'Masraflar' }).click()
  await expect(finance).toHaveURL(/kind=expenses/)
  await pickOption(finance, finance.locator('main'), 'Durum', 'Bekliyor')
  await expect(finance).toHaveURL(/status=PENDING/)
  // Narrowed to the request's requester, project and day: the demo month (and flows running alongside)
  // hold other pending expenses in TRY, which the total would add up.
  const day = request.request_date
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  const narrow = new URLSearchParams({
    kind: 'expenses',
    status: 'PENDING',
    project: String(request.project?.id),
    requester: `user|${request.requester.id}`,
    date_from: day as string,
    date_to: day as string,
  })
  await visit(finance, `/accounting?${narrow}`)
  await expect(finance.getByRole('combobox', { name: 'Proje' })).toHaveValue('Kuzey Telekom Bayi Zirvesi')
  const row = finance.locator(`tr[data-row="${request.id}"]`)
  await expect(row).toContainText('Gizem Aydın')
  await expect(row).toContainText('1.850,50 TRY')
  // The total adds up the listed rows: one, unless a retry left the first try's request beside it.
  const rows = await finance.locator('tr[data-row]').count()
  const total = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(1850.5 * rows)
  await expect(finance.getByTestId('accounting-totals')).toContainText(`${total} TRY`)
  await expect(finance.locator(`tr[data-row="${request.replaces_id}"]`)).toHaveCount(0)

  // The history, from the list's link: the link approval here, the decline reason on the old request.
  await row.getByRole('link', { name: `${request.id} numaralı talebi aç` }).click()
  await expect(finance).toHaveURL(new RegExp(`/approves\\?request=${request.id}`))
  const drawer = await openDialog(finance, 'Masraf talebi')
  const history = drawer.getByTestId('request-history')
  await expect(history).toContainText('Gizem Aydın talebi düzenleyip tekrar gönderdi')
  await expect(history).toContainText('Can Öztürk onayladı (1. adım, e-posta bağlantısından)')
  await expect(drawer.getByText('Onay bekliyor', { exact: true })).toBeVisible()
  await expectAccessible(finance)
  await drawer.getByRole('button', { name: `#${request.replaces_id} numaralı talebi aç` }).click()
  await expect(drawer.getByTestId('request-history')).toContainText(`Gerekçe: ${REASON}`)
}

test('an expense is declined, resubmitted, approved from the e-mail link and listed for finance', async ({
  page,
  browser,
}) => {
  // Four people, three sign-ins and a dozen screens, each with its axe check, on a shared machine.
  test.setTimeout(360_000)
  const contexts: BrowserContext[] = []
  try {
    await login(page, DEMO.user)
    const first = await test.step('the user files an expense', () => fileExpense(page))

    const manager = await signedIn(browser, DEMO.team, contexts)
    await test.step('the manager declines it with a reason', () => declineAsManager(manager, first.id))

    const since = Date.now() - 1000
    const second = await test.step('the user edits and resubmits it', () => resubmit(page, first.id))
    const guest = await freshPage(browser, contexts)
    await test.step('the manager approves from the e-mail link', () =>
      approveFromMail(guest, second.id, since))

    const finance = await signedIn(browser, FINANCE, contexts)
    await test.step('finance sees it in /accounting', () => checkAccounting(finance, second))
  } finally {
    for (const context of contexts) await context.close()
  }
})

test('a leave shows its working days and the annual leave left to the requester and to the approver', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const contexts: BrowserContext[] = []
  try {
    await login(page, DEMO.user)
    const id =
      await test.step('the user sees the figures and an overlap on the form, then sends it', async () => {
        await visit(page, '/approves?tab=mine')
        await page.getByRole('button', { name: 'Yeni talep' }).first().click()
        await page.getByRole('menuitem', { name: 'İzin Talebi' }).click()
        const form = await openDialog(page, 'İzin Talebi')
        // The default range (one to two weeks ahead) touches the demo's pending leave of two weeks ahead.
        const figures = form.getByTestId('leave-figures')
        await expect(figures).toContainText(/Bu izin [\d,]+ iş günü; kalan yıllık izniniz [\d,]+ gün/)
        await expect(figures).toContainText(/hakkı 14 gün: [\d,]+ gün onaylı, [\d,]+ gün onay bekliyor/)
        await expect(form.getByTestId('leave-overlap')).toContainText('Bu tarihlerde başka bir izniniz var')
        await expectAccessible(page)
        const response = page.waitForResponse(
          (r) => /\/api\/v1\/leaves(\?|$)/.test(r.url()) && r.request().method() === 'POST',
        )
        // A warning, not a refusal: the leave is sent.
        await form.getByRole('button', { name: 'Onaya Gönder' }).click()
        const answer = await response
        expect(answer.status()).toBe(200)
        const saved = (
          (await answer.json()) as { data: { id: number; leave_figures: { working_days: number } } }
        ).data
        expect(saved.leave_figures.working_days).toBeGreaterThan(0)
        return saved.id
      })

    const manager = await signedIn(browser, DEMO.team, contexts)
    await test.step('the approver sees the same figures on the request', async () => {
      await visit(manager, '/approves')
      await manager.locator(`tr[data-request="${id}"]`).getByRole('button').first().click()
      const drawer = manager.getByRole('dialog')
      const figures = drawer.getByTestId('leave-figures')
      await expect(figures).toContainText(/Bu izin [\d,]+ iş günü; talep edenin kalan yıllık izni [\d,]+ gün/)
      await expect(drawer.getByTestId('leave-overlap')).toContainText(
        'Talep edenin bu tarihlerde başka bir izni var',
      )
      await expectAccessible(manager)
    })
  } finally {
    for (const context of contexts) await context.close()
  }
})
