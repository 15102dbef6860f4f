import { type APIRequestContext, expect, test } from '@playwright/test'
import { expectAccessible } from './support/axe'
import { visit } from './support/pages'
import { type BuiltForm, newCongressForm, staffApi } from './support/public-forms'

/**
 * The web form's own build (decisions/0034): Preact instead of react-dom, the page's texts one
 * language at a time, its own small i18next and requests. What web-form.spec.ts does not walk there:
 * the switch to English (its texts load then), a select's dropdown, a date picker's calendar, the
 * save-draft dialog.
 */
async function publishForm(request: APIRequestContext): Promise<BuiltForm> {
  const call = await staffApi(request)
  const builder = await newCongressForm(call, `E2E İki Dilli ${Date.now()}`)
  await builder.field('short_answer', 0, {
    title: { tr: 'Adınız soyadınız', en: 'Your full name' },
    is_required: true,
  })
  const room = await builder.field('dropdown', 1, {
    title: { tr: 'Oda tipi', en: 'Room type' },
    is_required: true,
  })
  await call('post', `/form/${builder.code}/field/${room}/option`, {
    option_text: { tr: 'Tek kişilik oda', en: 'Single room' },
  })
  await call('post', `/form/${builder.code}/field/${room}/option`, {
    option_text: { tr: 'İki kişilik oda', en: 'Double room' },
  })
  // Required: a filled optional date shows Mantine's clear button, which has no name yet (axe).
  await builder.field('date_picker', 2, {
    title: { tr: 'Varış tarihi', en: 'Arrival date' },
    is_required: true,
  })
  return builder.publish({
    confirmation_text: { tr: 'Kongrede görüşmek üzere!', en: 'See you at the congress!' },
  })
}

test.describe('the web form on its own build (issue 21 item 10)', () => {
  test('switches to English on a phone, picks from a dropdown, saves a draft and sends', async ({
    page,
    request,
  }) => {
    const form = await publishForm(request)
    await page.setViewportSize({ width: 360, height: 740 })
    const texts: string[] = []
    page.on('request', (sent) => {
      const name = /\/assets\/(web-form-texts-[a-z]+)-/.exec(sent.url())?.[1]
      if (name) texts.push(name)
    })

    await test.step('the page opens in Turkish with the Turkish texts only', async () => {
      await visit(page, `/web-form/${form.slug}`)
      await expect(page.getByRole('textbox', { name: /Adınız soyadınız/ })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Gönder' })).toBeVisible()
      expect(texts).toEqual(['web-form-texts-tr'])
    })

    await test.step('English loads its texts with the switch; the form speaks it at once', async () => {
      await page.getByRole('button', { name: 'English' }).click()
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
      await expect(page.getByRole('textbox', { name: /Your full name/ })).toBeVisible()
      await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      expect(texts).toEqual(['web-form-texts-tr', 'web-form-texts-en'])
      await expectAccessible(page)
    })

    await test.step('the dropdown and the calendar open and take a choice', async () => {
      await page.getByRole('textbox', { name: /Your full name/ }).fill('Ada Lovelace')
      await page.getByRole('combobox', { name: /Room type/ }).click()
      await page.getByRole('option', { name: 'Double room' }).click()
      await expect(page.getByRole('combobox', { name: /Room type/ })).toHaveValue('Double room')
      const arrival = page.getByRole('button', { name: /Arrival date/ })
      await arrival.click()
      await page.locator('table button', { hasText: /^15$/ }).first().click()
      await expect(arrival).toHaveText(/^15\.\d{2}\.\d{4}$/)
      // The calendar closes with the choice.
      await expect(page.locator('[data-dates-dropdown]')).toHaveCount(0)
    })

    await test.step('the save-draft dialog opens, keeps the focus and closes with Escape', async () => {
      await page.getByRole('button', { name: 'Save and continue later' }).click()
      const dialog = page.getByRole('dialog', { name: 'Save and continue later' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: /e-mail/i })).toBeFocused()
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await page.getByRole('button', { name: 'Save and continue later' }).click()
      await dialog.getByRole('textbox', { name: /e-mail/i }).fill('ada@example.test')
      await dialog.getByRole('button', { name: /Save and send/ }).click()
      await expect(page.getByTestId('draft-saved')).toBeVisible()
      await expect(dialog).toHaveCount(0)
    })

    await test.step('sent, the confirmation speaks English and fits the phone', async () => {
      await page.getByRole('button', { name: 'Submit' }).click()
      const done = page.getByTestId('webform-confirmation')
      await expect(done).toBeVisible()
      await expect(done.getByText('See you at the congress!')).toBeVisible()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(360)
      await expectAccessible(page)
    })
  })
})
