import { type APIRequestContext, expect, test } from '@playwright/test'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { visit } from './support/pages'

interface Field {
  id: number
  type: string
}
interface Section {
  id: number
  fields: Field[]
}
interface Form {
  id: number
  code: string
  slug: string
  sections: Section[]
}

/** The staff API as the demo admin, failing the test on any refusal. */
async function staffApi(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const call = async <T>(method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> => {
    const response = await request[method](`/api/v1${url}`, { headers, data })
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true)
    return (await response.json()) as T
  }
  return call
}

/**
 * A small PUBLIC registration form on the demo congress, published through the staff API: a required
 * name and a hotel choice with seats.
 */
async function publishSmallForm(request: APIRequestContext): Promise<Form> {
  const call = await staffApi(request)
  const forms = await call<{ data: { form_type: string; project_id: number | null }[] }>('get', '/forms')
  const projectId = forms.data.find(
    (form) => form.form_type === 'registration' && form.project_id,
  )?.project_id
  if (!projectId) throw new Error('no demo congress form')
  const created = await call<{ data: Form }>('post', '/forms', {
    project_id: projectId,
    name: `E2E Açık Kayıt ${Date.now()}`,
    form_type: 'registration',
    type: 'PUBLIC',
    languages: ['tr', 'en'],
  })
  const { code, id } = created.data
  let form = (await call<{ data: Form }>('post', `/form/${code}/section`, { name: 'Katılımcı bilgileri' }))
    .data
  const sectionId = form.sections.at(-1)?.id as number
  const newField = async (type: string, index: number) => {
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
    return added.id
  }
  const name = await newField('short_answer', 0)
  await call('put', `/form/field/${name}`, {
    title: { tr: 'Adınız soyadınız', en: 'Your full name' },
    is_required: true,
  })
  const hotel = await newField('radio', 1)
  await call('put', `/form/field/${hotel}`, {
    title: { tr: 'Konaklama', en: 'Accommodation' },
    is_required: true,
  })
  await call('post', `/form/${code}/field/${hotel}/option`, {
    option_text: { tr: 'Deniz manzaralı oda', en: 'Sea view room' },
    quota_available: 20,
  })
  await call('post', `/form/${code}/field/${hotel}/option`, {
    option_text: { tr: 'Konaklama istemiyorum', en: 'No accommodation' },
  })
  await call('put', `/form/${id}`, {
    confirmation_text: { tr: 'Kongrede görüşmek üzere!', en: 'See you at the congress!' },
  })
  const published = await call<{ data: Form }>('put', `/form/${id}`, { status: 'published' })
  return published.data
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
