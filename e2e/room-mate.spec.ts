import { type APIRequestContext, expect, test } from '@playwright/test'
import { expectAccessible } from './support/axe'
import { latestMailTo, linkIn } from './support/outbox'
import { visit } from './support/pages'
import { newCongressForm, staffApi } from './support/public-forms'

/**
 * A PUBLIC form on the demo congress with the registrant's name and e-mail and a room-mate question
 * whose choice the chosen mate must confirm; and the mate, already an attendee with an e-mail.
 */
async function setUp(request: APIRequestContext, stamp: number) {
  const call = await staffApi(request)
  const builder = await newCongressForm(call, `E2E Oda Paylaşımı ${stamp}`)
  const mate = { first: 'Zeynep', last: `Oda${stamp}`, email: `zeynep.oda.${stamp}@example.com` }
  await call('post', `/project/${builder.projectId}/attendees`, {
    first_name: mate.first,
    last_name: mate.last,
    email: mate.email,
    status: 'REGISTERED',
  })
  await builder.field('name', 0, { title: { tr: 'Ad soyad', en: 'Full name' }, is_required: true })
  await builder.field('email_input', 1, { title: { tr: 'E-posta adresi', en: 'E-mail' }, is_required: true })
  await builder.field('room_mates', 2, {
    title: { tr: 'Oda arkadaşınız', en: 'Your room mate' },
    room_mate_type: 'CHOOSE_ANYONE',
    room_mate_approve: true,
    selected_room_mate_visible: true,
  })
  const published = await builder.publish()
  return { projectId: builder.projectId, mate, slug: published.slug, call }
}

test.describe('room mates (issue 21 item 4)', () => {
  test('a registrant names a room mate; the mate confirms on a phone through the mailed link', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const stamp = Date.now()
    const { projectId, mate, slug, call } = await setUp(request, stamp)
    const chooser = { first: 'Berk', last: `Oda${stamp}`, email: `berk.oda.${stamp}@example.com` }
    const since = Date.now()

    await test.step('the registrant fills the form and names the mate by name and e-mail', async () => {
      await visit(page, `/web-form/${slug}`)
      await page.getByRole('textbox', { name: 'Ad', exact: true }).fill(chooser.first)
      await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill(chooser.last)
      await page.getByRole('textbox', { name: /E-posta adresi/ }).fill(chooser.email)
      const room = page.getByRole('group', { name: 'Oda arkadaşınız' })
      await room.getByRole('textbox', { name: 'Ad soyad' }).fill(`${mate.first} ${mate.last}`)
      await room.getByRole('textbox', { name: 'E-posta' }).fill(mate.email)
      await page.getByRole('button', { name: 'Gönder' }).click()
      await expect(page.getByTestId('webform-confirmation')).toBeVisible()
    })

    let link = ''
    await test.step('the mate gets a mail with the confirmation link', async () => {
      const mail = await latestMailTo(mate.email, since, /Oda arkadaşlığı isteği/)
      link = linkIn(mail, '/web-form/room-mate/')
    })

    await test.step('on a 360 px phone the mate sees who asks and confirms', async () => {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(link)
      await expect(
        page.getByText(`${chooser.first} ${chooser.last} sizi oda arkadaşı olarak seçti.`),
      ).toBeVisible()
      await expect(page.getByText('Aynı odada kalmayı onaylıyor musunuz?')).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(1)
      await expectAccessible(page)
      await page.getByRole('button', { name: 'Onaylıyorum' }).click()
      await expect(page.getByRole('status')).toHaveText('Oda arkadaşlığını onayladınız.')
      await expectAccessible(page)
    })

    await test.step('staff see the pair confirmed on both attendees; the link no longer works', async () => {
      const list = await call<{ data: { id: number; email: string | null }[] }>(
        'get',
        `/project/${projectId}/attendees?search=${encodeURIComponent(`Oda${stamp}`)}`,
      )
      expect(list.data).toHaveLength(2)
      for (const row of list.data) {
        const detail = await call<{ room_mate: { name: string; confirmed: boolean } | null }>(
          'get',
          `/attendees/${row.id}`,
        )
        const other = row.email === mate.email ? chooser : mate
        expect(detail.room_mate).toEqual({
          id: expect.any(Number),
          name: `${other.first} ${other.last}`,
          confirmed: true,
        })
      }
      await page.goto(link)
      await expect(page.getByText('Bu bağlantı geçersiz ya da zaten yanıtlanmış.')).toBeVisible()
    })
  })
})
