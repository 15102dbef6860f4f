import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectAccessible } from './support/axe'
import { latestMailTo, linkIn, type OutboxMail } from './support/outbox'
import { visit } from './support/pages'
import { type BuiltForm, newCongressForm, staffApi } from './support/public-forms'

/**
 * A PUBLIC registration form on the demo congress, published through the staff API: a name, an e-mail
 * (the confirmation and offer mails go there) and a room choice whose sea-view option has ONE seat.
 */
async function publishOneSeatForm(request: APIRequestContext): Promise<BuiltForm> {
  const call = await staffApi(request)
  const builder = await newCongressForm(call, `E2E Bekleme Listesi ${Date.now()}`)
  const required = (tr: string, en: string) => ({ title: { tr, en }, is_required: true })
  await builder.field('short_answer', 0, required('Adınız soyadınız', 'Your full name'))
  await builder.field('email_input', 1, required('E-posta adresiniz', 'Your e-mail'))
  const room = await builder.field('radio', 2, required('Oda', 'Room'))
  await call('post', `/form/${builder.code}/field/${room}/option`, {
    option_text: { tr: 'Deniz manzaralı oda', en: 'Sea view room' },
    quota_available: 1,
  })
  await call('post', `/form/${builder.code}/field/${room}/option`, {
    option_text: { tr: 'Konaklama istemiyorum', en: 'No accommodation' },
  })
  return builder.publish()
}

async function fill(page: Page, name: string, email: string) {
  await page.getByRole('textbox', { name: /Adınız soyadınız/ }).fill(name)
  await page.getByRole('textbox', { name: /E-posta adresiniz/ }).fill(email)
  await page.getByRole('radio', { name: /Deniz manzaralı oda/ }).check()
}

test.describe('the waiting list of the public form (issue 21 item 3)', () => {
  test('the last seat goes to one person, the other waits and claims it from the mail after a cancellation', async ({
    browser,
    request,
  }) => {
    const form = await publishOneSeatForm(request)
    const stamp = Date.now()
    const ayse = `ayse.${stamp}@example.com`
    const mehmet = `mehmet.${stamp}@example.com`
    const first = await (await browser.newContext()).newPage()
    const second = await (await browser.newContext()).newPage()

    await test.step('both open the form while one sea-view seat is left', async () => {
      await visit(first, `/web-form/${form.slug}`)
      await visit(second, `/web-form/${form.slug}`)
      await fill(first, 'Ayşe Demir', ayse)
      await fill(second, 'Mehmet Yılmaz', mehmet)
    })

    let personal = ''
    await test.step('the first takes the last seat and gets the confirmation mail with the event', async () => {
      await first.getByRole('button', { name: 'Gönder' }).click()
      const done = first.getByTestId('webform-confirmation')
      await expect(done.getByText('Durumunuz: Kayıtlı')).toBeVisible()
      personal = (await done.getByTestId('personal-link').getAttribute('href')) as string
      const mail = (await latestMailTo(ayse, stamp)) as OutboxMail & { icalEvent?: { content: string } }
      expect(mail.subject).toMatch(/^Kaydınız alındı: /)
      expect(linkIn(mail, '/web-form/')).toContain(personal)
      expect(mail.icalEvent?.content).toContain('BEGIN:VEVENT')
    })

    await test.step('the second is refused for the seat and joins the waiting list', async () => {
      await second.getByRole('button', { name: 'Gönder' }).click()
      const offer = second.getByTestId('waitlist-offer')
      await expect(offer).toBeVisible()
      await offer.getByRole('button', { name: 'Bekleme listesine katıl' }).click()
      await expect(
        second.getByTestId('webform-confirmation').getByText('Durumunuz: Bekleme listesinde'),
      ).toBeVisible()
    })

    const beforeCancel = Date.now()
    await test.step('the first cancels through the personal link', async () => {
      await first.goto(personal)
      await expect(first.getByRole('button', { name: 'Kaydımı iptal et' })).toBeVisible()
      await expectAccessible(first)
      await first.getByRole('button', { name: 'Kaydımı iptal et' }).click()
      await first.getByRole('button', { name: 'Evet, iptal et' }).click()
      await expect(first.getByTestId('webform-cancelled')).toBeVisible()
    })

    await test.step('the second claims the freed seat from the offer mail', async () => {
      const mail = await latestMailTo(mehmet, beforeCancel, /^Bekleme listesinden yer açıldı: /)
      const claim = linkIn(mail, '/web-form/claim/')
      // The offer is opened from a mail, most often on a phone.
      await second.setViewportSize({ width: 360, height: 740 })
      await second.goto(claim)
      await expect(second.getByText('Beklediğiniz yer açıldı: Deniz manzaralı oda')).toBeVisible()
      const overflow = await second.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(1)
      await expectAccessible(second)
      const beforeClaim = Date.now()
      await second.getByRole('button', { name: 'Yerimi al' }).click()
      const done = second.getByTestId('claim-done')
      await expect(done.getByText('Yer sizin!')).toBeVisible()
      await expect(done.getByText('Durumunuz: Kayıtlı')).toBeVisible()
      await expectAccessible(second)
      await latestMailTo(mehmet, beforeClaim, /^Kaydınız alındı: /)
    })

    await test.step('the claim link works once', async () => {
      await second.reload()
      await expect(second.getByTestId('claim-taken')).toBeVisible()
    })
  })
})
