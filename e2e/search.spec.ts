import { expect, type Page, test } from '@playwright/test'
import { DEMO } from './support/env'
import { login, settled } from './support/pages'

const PROJECT = 'Boğaziçi Yatırım Yıl Sonu Galası'
const LEAD = 'Atlas Yapı Proje Tanıtım Galası'

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Sayfalarda ara' })

test.describe('header search', () => {
  test('Ctrl+K opens it; "gala" lists the projects and leads under their headings; arrows and Enter open one', async ({
    page,
  }) => {
    await login(page, DEMO.admin)
    await settled(page)
    await page.keyboard.press('Control+K')
    await expect(searchBox(page)).toBeFocused()
    await searchBox(page).fill('ga')
    await expect(page.getByTestId('search-hint')).toHaveText('Aramak için en az 3 karakter yaz')

    await searchBox(page).fill('gala')
    const projects = page.getByRole('region', { name: 'Projeler' })
    await expect(projects.getByRole('button', { name: new RegExp(PROJECT) })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'İş Fırsatları' }).getByRole('button', { name: new RegExp(LEAD) }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Projeler', exact: true })).toBeVisible()

    // The arrows move through every group; Enter opens the selected result.
    const selected = page.locator('.mantine-Spotlight-action[data-selected="true"]')
    for (let step = 0; step < 25; step++) {
      if ((await selected.count()) === 1 && (await selected.innerText()).includes(PROJECT)) break
      await searchBox(page).press('ArrowDown')
    }
    await expect(selected).toContainText(PROJECT)
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL(/\/project\/[^/]+\/main$/)
    await expect(page.getByRole('heading', { level: 2, name: PROJECT })).toBeVisible()
    await settled(page)
  })

  test('Cmd+K opens it too, even from a text field; an empty result says what was searched', async ({
    page,
  }) => {
    await login(page, DEMO.admin)
    await settled(page)
    await page.keyboard.press('Meta+K')
    await expect(searchBox(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(searchBox(page)).toBeHidden()

    await page.goto('/clients')
    const filter = page.getByRole('textbox').first()
    await filter.click()
    await page.keyboard.press('Control+K')
    await expect(searchBox(page)).toBeFocused()
    await searchBox(page).fill('zzqxw yok')
    await expect(page.getByTestId('search-empty')).toContainText('“zzqxw yok” için sonuç bulunamadı')
  })

  test('at 360 px the search fits the screen and opens a lead', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await login(page, DEMO.admin)
    await settled(page)
    await page.getByRole('button', { name: 'Ara', exact: true }).click()
    await searchBox(page).fill('tanitim galasi')
    const lead = page
      .getByRole('region', { name: 'İş Fırsatları' })
      .getByRole('button', { name: new RegExp(LEAD) })
    await expect(lead).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await lead.boundingBox()
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 360).toBe(true)
    await lead.click()
    await expect(page).toHaveURL(/\/bizdev\/[^/]+$/)
    await settled(page)
  })
})
