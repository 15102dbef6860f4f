import { type APIRequestContext, expect, test } from '@playwright/test'
import { apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'

interface Congress {
  code: string
  id: number
  token: string
}

/** The demo congress (the project of the seed's registration form) and an admin token for the API. */
async function congress(request: APIRequestContext): Promise<Congress> {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const forms = (
    (await (await request.get('/api/v1/forms', { headers })).json()) as {
      data: { form_type: string; project_code: string | null }[]
    }
  ).data
  const code = forms.find((form) => form.form_type === 'registration' && form.project_code)?.project_code
  if (!code) throw new Error('no demo congress form')
  const project = (await (await request.get(`/api/v1/project/${code}`, { headers })).json()) as {
    data: { id: number }
  }
  return { code, id: project.data.id, token }
}

test.describe('attendees: the header search and answer edits (issue 21 item 5)', () => {
  test('at 360 px the header search finds an attendee, opens their drawer, and staff edit an answer', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const { code, id, token } = await congress(request)
    const headers = { Authorization: `Bearer ${token}` }
    // A registered demo attendee with their registration answers (valid by the engine, seed-checked).
    const page1 = (await (
      await request.get(`/api/v1/project/${id}/attendees?status=REGISTERED&page_size=10`, { headers })
    ).json()) as { data: { id: number }[] }
    let attendee: { id: number; first_name: string; last_name: string; email: string } | null = null
    let formName = ''
    for (const row of page1.data) {
      const detail = (await (await request.get(`/api/v1/attendees/${row.id}`, { headers })).json()) as {
        id: number
        first_name: string
        last_name: string
        email: string | null
        answers: { form_name: string; form_type: string }[]
      }
      const registration = detail.answers.find((entry) => entry.form_type === 'registration')
      if (registration && detail.email) {
        attendee = { ...detail, email: detail.email }
        formName = registration.form_name
        break
      }
    }
    if (!attendee) throw new Error('no registered demo attendee with answers')
    const name = `${attendee.first_name} ${attendee.last_name}`
    const stamp = Date.now()
    await page.setViewportSize({ width: 360, height: 740 })
    await login(page, DEMO.admin)
    await visit(page, `/project/${code}/main`)

    await test.step('the header search finds the attendee by e-mail and opens their drawer on the project', async () => {
      await page.keyboard.press('Control+K')
      await page.getByRole('textbox', { name: 'Sayfalarda ara' }).fill(attendee.email)
      const group = page.getByRole('region', { name: 'Katılımcılar' })
      await group
        .getByRole('button', { name: new RegExp(name) })
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`/project/${code}/attendees\\?attendee=${attendee.id}$`))
      const drawer = page.getByRole('dialog', { name })
      await expect(drawer).toBeVisible({ timeout: 30_000 })
      expect((await drawer.boundingBox())?.width).toBeGreaterThanOrEqual(355)
      await expectAccessible(page)
    })

    await test.step('an answer edited in the drawer through the form, checked and saved, in the history', async () => {
      const drawer = page.getByRole('dialog', { name })
      await drawer.getByRole('button', { name: `Cevapları düzenle: ${formName}` }).click()
      const editor = await openDialog(page, `${formName}: cevapları düzenle`)
      const organisation = editor.getByRole('textbox', { name: 'Kurum' })
      await organisation.fill(`Düzenlenen Kurum ${stamp}`)
      await expectAccessible(page)
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          new URL(response.url()).pathname.startsWith(`/api/v1/attendees/${attendee.id}/answers/`),
      )
      await editor.getByRole('button', { name: 'Kaydet' }).click()
      expect((await saved).ok()).toBe(true)
      await expect(page.getByRole('dialog', { name: `${formName}: cevapları düzenle` })).toHaveCount(0)
      await expect(
        drawer.getByRole('region', { name: formName }).getByText(`Düzenlenen Kurum ${stamp}`),
      ).toBeVisible()
      await expect(
        drawer.getByRole('region', { name: 'Geçmiş' }).getByText('Cevaplar kaydedildi').first(),
      ).toBeVisible()
    })
  })
})
