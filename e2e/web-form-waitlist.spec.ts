import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { latestMailTo, linkIn, type OutboxMail } from './support/outbox'
import { visit } from './support/pages'

interface Field {
  id: number
}
interface Form {
  id: number
  code: string
  slug: string
  sections: { id: number; fields: Field[] }[]
}

/**
 * A PUBLIC registration form on the demo congress, published through the staff API: a name, an e-mail
 * (the confirmation and offer mails go there) and a room choice whose sea-view option has ONE seat.
 */
async function publishOneSeatForm(request: APIRequestContext): Promise<Form> {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const call = async <T>(method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> => {
    const response = await request[method](`/api/v1${url}`, { headers, data })
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true)
    return (await response.json()) as T
  }
  const forms = await call<{ data: { form_type: string; project_id: number | null }[] }>('get', '/forms')
  const projectId = forms.data.find(
    (form) => form.form_type === 'registration' && form.project_id,
  )?.project_id
  if (!projectId) throw new Error('no demo congress form')
  const created = await call<{ data: Form }>('post', '/forms', {
    project_id: projectId,
    name: `E2E Bekleme Listesi ${Date.now()}`,
    form_type: 'registration',
    type: 'PUBLIC',
    languages: ['tr', 'en'],
  })
  const { code, id } = created.data
  let form = (await call<{ data: Form }>('post', `/form/${code}/section`, { name: 'Katılımcı' })).data
  const sectionId = form.sections.at(-1)?.id as number
  const newField = async (type: string, index: number, title: { tr: string; en: string }) => {
    const before = new Set(form.sections.flatMap((section) => section.fields.map((field) => field.id)))
    form = (
      await call<{ data: Form }>('post', `/form/${code}/field`, {
        section_id: sectionId,
        field_type: type,
        field_index: index,
      })
    ).data
    const added = form.sections.flatMap((section) => section.fields).find((field) => !before.has(field.id))
    if (!added) throw new Error(`no new ${type} field`)
    await call('put', `/form/field/${added.id}`, { title, is_required: true })
    return added.id
  }
  await newField('short_answer', 0, { tr: 'Adınız soyadınız', en: 'Your full name' })
  await newField('email_input', 1, { tr: 'E-posta adresiniz', en: 'Your e-mail' })
  const room = await newField('radio', 2, { tr: 'Oda', en: 'Room' })
  await call('post', `/form/${code}/field/${room}/option`, {
    option_text: { tr: 'Deniz manzaralı oda', en: 'Sea view room' },
    quota_available: 1,
  })
  await call('post', `/form/${code}/field/${room}/option`, {
    option_text: { tr: 'Konaklama istemiyorum', en: 'No accommodation' },
  })
  return (await call<{ data: Form }>('put', `/form/${id}`, { status: 'published' })).data
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
