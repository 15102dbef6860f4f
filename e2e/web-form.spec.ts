import { type APIRequestContext, expect, test } from '@playwright/test'
import { expectAccessible } from './support/axe'
import { visit } from './support/pages'
import { type BuiltForm, newCongressForm, staffApi } from './support/public-forms'

/**
 * A small PUBLIC registration form on the demo congress, published through the staff API: a required
 * name and a hotel choice with seats.
 */
async function publishSmallForm(request: APIRequestContext): Promise<BuiltForm> {
  const call = await staffApi(request)
  const builder = await newCongressForm(call, `E2E Açık Kayıt ${Date.now()}`)
  await builder.field('short_answer', 0, {
    title: { tr: 'Adınız soyadınız', en: 'Your full name' },
    is_required: true,
  })
  const hotel = await builder.field('radio', 1, {
    title: { tr: 'Konaklama', en: 'Accommodation' },
    is_required: true,
  })
  await call('post', `/form/${builder.code}/field/${hotel}/option`, {
    option_text: { tr: 'Deniz manzaralı oda', en: 'Sea view room' },
    quota_available: 20,
  })
  await call('post', `/form/${builder.code}/field/${hotel}/option`, {
    option_text: { tr: 'Konaklama istemiyorum', en: 'No accommodation' },
  })
  return builder.publish({
    confirmation_text: { tr: 'Kongrede görüşmek üzere!', en: 'See you at the congress!' },
  })
}

test.describe('the public form page (issue 21 item 2)', () => {
  test('a person fills a published PUBLIC form on a phone and sees the confirmation', async ({
    page,
    request,
  }) => {
    const form = await publishSmallForm(request)
    await page.setViewportSize({ width: 360, height: 740 })

    await test.step('the form opens without signing in', async () => {
      await visit(page, `/web-form/${form.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('E2E Açık Kayıt')
      await expect(page.getByRole('textbox', { name: /Adınız soyadınız/ })).toBeVisible()
      await expectAccessible(page)
    })

    await test.step('sending empty marks the required fields, the engine checks before the server', async () => {
      await page.getByRole('button', { name: 'Gönder' }).click()
      await expect(page.getByText('Lütfen işaretli alanları düzeltin.')).toBeVisible()
      await expect(page.getByRole('textbox', { name: /Adınız soyadınız/ })).toBeFocused()
    })

    await test.step('filled and sent, the confirmation shows the status and the personal link', async () => {
      await page.getByRole('textbox', { name: /Adınız soyadınız/ }).fill('Ayşe Demir')
      await page.getByRole('radio', { name: 'Deniz manzaralı oda' }).check()
      await page.getByRole('button', { name: 'Gönder' }).click()
      const done = page.getByTestId('webform-confirmation')
      await expect(done).toBeVisible()
      await expect(done.getByText('Kongrede görüşmek üzere!')).toBeVisible()
      await expect(done.getByText(/^Durumunuz: /)).toBeVisible()
      await expect(done.getByTestId('personal-link')).toHaveAttribute(
        'href',
        new RegExp(`^/web-form/${form.slug}/[A-Za-z0-9_-]{16,}$`),
      )
      await expect(done.getByRole('link', { name: 'Yaka kartınızı görüntüleyin' })).toHaveAttribute(
        'href',
        /^\/event-badge\//,
      )
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(360)
      await expectAccessible(page)
    })
  })
})
