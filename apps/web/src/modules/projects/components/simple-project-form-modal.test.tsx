import { simpleProjectInputSchema } from '@ajanda/contracts/projects.contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { sessionStore } from '../../../shared/session/session-store'
import { CLIENT, jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { projectTypesForDivision, rangeToDates, simpleProjectDefaults } from '../simple-project-rules'
import { SimpleProjectFormModal } from './simple-project-form-modal'

const TYPES = [
  { id: 1, name: 'Kongre', budget_type: 1, divisions: [3] },
  { id: 2, name: 'Lansman', budget_type: 1, divisions: [4] },
  { id: 3, name: 'Toplantı', budget_type: 1, divisions: [3, 4] },
]

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    if (url.includes('/event-companies/')) return jsonResponse({ id: 10, country: 'TR', bizdev_stages: [] })
    if (url.includes('/definition/countries'))
      return jsonResponse([{ code: 'TR', name: 'Türkiye', has_states: false }])
    if (url.includes('/definition/project-types')) return jsonResponse(TYPES)
    if (url.includes('/languages'))
      return jsonResponse([
        { code: 'tr', name: 'Türkçe', name_in_english: 'Turkish' },
        { code: 'en', name: 'İngilizce', name_in_english: 'English' },
      ])
    return jsonResponse({ message: 'not mocked' }, 404)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return fetchMock
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('simple project rules', () => {
  it('offers only the project types linked to the user division', () => {
    expect(projectTypesForDivision(TYPES, 3).map((type) => type.id)).toEqual([1, 3])
    expect(projectTypesForDivision(TYPES, 4).map((type) => type.id)).toEqual([2, 3])
    expect(projectTypesForDivision(TYPES, null)).toEqual([])
  })

  it('holds the dates only once both ends are picked', () => {
    expect(rangeToDates(['2026-03-12', null])).toBeUndefined()
    expect(rangeToDates(['2026-03-12', '2026-03-14'])).toEqual(['2026-03-12', '2026-03-14'])
  })

  it('requires name, dates, attendee count and languages with the server texts', async () => {
    const resolver = localizedZodResolver(simpleProjectInputSchema, 'tr')
    const result = await resolver(simpleProjectDefaults('TR') as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    } as never)
    const errors = result.errors as Record<string, { message?: string }>
    for (const field of ['name', 'dates', 'expected_attendee_count'])
      expect(errors[field]?.message, field).toBe('Bu alan zorunludur')
    expect(errors.languages?.message).toBe('En az 1 kayıt girilmeli')
    expect(errors.country).toBeUndefined()
    expect(errors.type).toBeUndefined()
  })

  it('accepts a complete project and refuses an end before the start', async () => {
    const complete = {
      name: 'Bayi Toplantısı',
      dates: ['2026-03-12', '2026-03-14'],
      country: 'TR',
      expected_attendee_count: 120,
      languages: ['tr'],
      type: 3,
    }
    expect(simpleProjectInputSchema.safeParse(complete).success).toBe(true)
    const backwards = simpleProjectInputSchema.safeParse({ ...complete, dates: ['2026-03-14', '2026-03-12'] })
    expect(backwards.success).toBe(false)
  })
})

describe('SimpleProjectFormModal', () => {
  it('keeps the submit button disabled until valid and lists the division types', async () => {
    mockApi()
    sessionStore.start('token', { ...CLIENT, division_id: 3 }, true)
    renderRoutes([{ path: '/', element: <SimpleProjectFormModal opened onClose={() => {}} /> }])
    const submit = await screen.findByRole('button', { name: 'Projeyi Oluştur' })
    expect((submit as HTMLButtonElement).disabled).toBe(true)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('combobox', { name: 'Proje türü' }))
    const listbox = await screen.findByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kongre', 'Toplantı'])
  })
})
