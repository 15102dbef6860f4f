import { expect, test } from '@playwright/test'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { visit } from './support/pages'

/** The demo company's published brief form (demo-forms.ts). */
const BRIEF_SLUG = 'etkinlik-brifi'

test.describe('the client brief page (issue 21 item 6)', () => {
  test('a prospective client sends a brief from a 360 px phone and the agency gets a lead', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const stamp = Date.now()
    const eventName = `Ege Kardiyoloji Buluşması ${stamp}`
    await page.setViewportSize({ width: 360, height: 740 })

    await test.step('the page opens without signing in and fits the phone', async () => {
      await visit(page, `/${BRIEF_SLUG}`)
      await expect(page.getByRole('textbox', { name: /Etkinlik adı/ })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(1)
      await expectAccessible(page)
    })

    await test.step('sent empty, the required questions are marked', async () => {
      await page.getByRole('button', { name: 'Gönder' }).click()
      await expect(page.getByText('Lütfen işaretli alanları düzeltin.')).toBeVisible()
    })

    await test.step('filled in and sent, the page thanks the client', async () => {
      await page.getByRole('textbox', { name: /Etkinlik adı/ }).fill(eventName)
      await page.getByRole('button', { name: /Tarihler/ }).click()
      const calendar = page.getByRole('dialog')
      await calendar.getByRole('button', { name: 'Sonraki ay' }).click()
      await calendar.getByRole('button', { name: /^10 /, exact: false }).first().click()
      await calendar.getByRole('button', { name: /^12 /, exact: false }).first().click()
      await page.getByRole('textbox', { name: /Tahmini katılımcı sayısı/ }).fill('240')
      await page.getByRole('textbox', { name: /Kurum \/ Şirket adı/ }).fill(`İzmir Kalp Derneği ${stamp}`)
      await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Deniz')
      await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill('Aksoy')
      await page.getByRole('textbox', { name: /İletişim e-postası/ }).fill(`deniz.${stamp}@example.com`)
      await page.getByRole('button', { name: 'Gönder' }).click()
      await expect(
        page.getByText('Brifiniz bize ulaştı; iki iş günü içinde sizinle iletişime geçeceğiz.'),
      ).toBeVisible()
      await expectAccessible(page)
    })

    await test.step('the agency finds the brief as a new lead', async () => {
      const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
      const response = await request.get(
        `/api/v1/leads?paginate=1&search=${encodeURIComponent(String(stamp))}`,
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      )
      expect(response.ok()).toBe(true)
      const body = (await response.json()) as { data: { name: string; expected_attendee_count?: number }[] }
      expect(body.data.map((lead) => lead.name)).toContain(eventName)
    })
  })
})
