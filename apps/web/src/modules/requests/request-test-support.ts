import type { EventCompany } from '@ajanda/contracts/event-companies.contract'
import { vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { sessionStore } from '../../shared/session/session-store'
import { ADMIN, jsonResponse, makeUserListItem } from '../../test/fixtures'

/** Mantine's autosize listens for web fonts; jsdom has no FontFaceSet. */
export function stubFonts(): void {
  if ('fonts' in document) return
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })
}

export const TEST_COMPANY: Pick<
  EventCompany,
  'id' | 'currency' | 'currencies' | 'vat_rates' | 'credit_cards'
> = {
  id: 10,
  currency: 'TRY',
  currencies: [{ shortcode: 'TRY' }, { shortcode: 'EUR' }],
  vat_rates: [{ vat_rate: '0' }, { vat_rate: '0.1' }, { vat_rate: '0.2' }],
  credit_cards: [{ id: 2, name: 'Şirket Kartı' }],
}

export const TEST_PROJECTS = [
  {
    id: 4,
    code: 'p4',
    name: 'Bayi Toplantısı',
    project_ref: 'IST-2026-1',
    starts_at: '2026-05-04',
    ends_at: '2026-05-06',
    client: { id: 8, code: 'c8', name: 'Akme', logo_full: null },
  },
]

/** Signs in and answers the startup lists the request forms read; other calls go to `other`. */
export function mockRequestApi(other?: (url: string, init?: RequestInit) => Response | undefined) {
  stubFonts()
  sessionStore.start('token', ADMIN, true)
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const answer = other?.(url, init)
    if (answer) return answer
    if (url.includes('/event-companies/')) return jsonResponse(TEST_COMPANY)
    if (url.includes('/definition/expense-sources')) return jsonResponse([{ id: 3, name: 'Genel Gider' }])
    if (url.includes('/projects')) return jsonResponse({ data: TEST_PROJECTS, total: 1 })
    if (url.includes('/users')) return jsonResponse([makeUserListItem(2, 'Ali Veli')])
    if (url.includes('/suppliers')) return jsonResponse({ data: [{ id: 6, code: 's6', name: 'Ses Işık' }] })
    return jsonResponse({ message: 'not mocked' }, 404)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return fetchMock
}

export function restoreApi(): void {
  configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null })
}
