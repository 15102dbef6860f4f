import type { Product } from '@ajanda/contracts/products.contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addField,
  addOption,
  addSection,
  type FormFixture,
  formFixture,
  newForm,
  ok,
} from '../forms/form-test-fixtures'
import { formFieldOptions } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { createWebformRepository } from '../webform/webform.repository'

/** Two forms of one project, each with an option standing for the same product of capacity 2. */
let f: FormFixture
let code: string
let product: number
const forms: { id: number; fieldId: number; optionId: number }[] = []

beforeAll(async () => {
  f = await formFixture()
  const db = f.testApp.database.db
  const [project] = await db
    .select({ code: projects.code })
    .from(projects)
    .where(eq(projects.id, f.projectId))
  code = project?.code as string
  product = (
    await ok<{ data: { id: number } }>(
      f.admin.post(`/project/${code}/products`, {
        product_type: 'COURSE',
        name: 'Atölye (2 kişilik)',
        capacity: 2,
        vat_rate: '0',
        currency: 'TRY',
        prices: [],
      }),
    )
  ).data.id
  for (let i = 0; i < 2; i++) {
    let form = await newForm(f)
    form = await addSection(f, form)
    const field = await addField(f, form, form.sections[0]?.id as number, 'radio')
    const optionId = await addOption(f, form, field.id, 'Atölye')
    await db.update(formFieldOptions).set({ product_id: product }).where(eq(formFieldOptions.id, optionId))
    forms.push({ id: form.id, fieldId: field.id, optionId })
  }
}, 120_000)
afterAll(async () => {
  await f?.testApp.close()
})

async function person(first_name: string): Promise<number> {
  const created = await ok<{ data: { id: number } }>(
    f.admin.post(`/project/${f.projectId}/attendees`, {
      first_name,
      last_name: 'Atölye',
      status: 'REGISTERED',
    }),
  )
  return created.data.id
}
const answer = (attendee: number, form: (typeof forms)[number], chosen: boolean) =>
  f.admin.put(`/attendees/${attendee}/answers/${form.id}`, {
    answers: { [form.fieldId]: chosen ? form.optionId : null },
  })
const taken = async () =>
  (await ok<{ data: Product[] }>(f.admin.get(`/project/${code}/products`))).data.find(
    (row) => row.id === product,
  )?.seats_taken
const left = async (form: (typeof forms)[number]) =>
  (await createWebformRepository(f.testApp.database.db).remaining(form.id)).options[String(form.optionId)]

describe('a product capacity shared by the options standing for it (issue 23 item 1)', () => {
  it('gives its seats across forms, refuses the next with quota_full and shows the options full', async () => {
    const [first, second] = forms as [(typeof forms)[number], (typeof forms)[number]]
    const [ayse, mehmet, zeynep] = [await person('Ayşe'), await person('Mehmet'), await person('Zeynep')]
    expect(await left(first)).toBe(2)

    await ok(answer(ayse, first, true))
    await ok(answer(mehmet, second, true))
    expect(await taken()).toBe(2)
    // Unlimited options themselves: only the product is full, and both forms show it.
    expect(await left(first)).toBe(0)
    expect(await left(second)).toBe(0)

    const refused = await answer(zeynep, second, true)
    expect(refused.statusCode, refused.body).toBe(422)
    expect(Object.keys(refused.json().errors)).toEqual([`answers.${second.fieldId}`])
    // The refused answer took nothing.
    expect(await taken()).toBe(2)

    // Ayşe lets her seat go: Zeynep gets it.
    await ok(answer(ayse, first, false))
    expect(await taken()).toBe(1)
    expect(await left(second)).toBe(1)
    await ok(answer(zeynep, second, true))
    expect(await taken()).toBe(2)
  })

  it('an option without a product keeps only its own quota', async () => {
    const [first] = forms as [(typeof forms)[number]]
    await f.testApp.database.db
      .update(formFieldOptions)
      .set({ product_id: null })
      .where(eq(formFieldOptions.id, first.optionId))
    expect(await left(first)).toBeNull()
    await ok(answer(await person('Deniz'), first, true))
  })
})
