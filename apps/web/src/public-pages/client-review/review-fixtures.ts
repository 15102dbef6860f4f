import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import { configureApi } from '../../shared/api/api-client'
import { jsonResponse } from '../../test/fixtures'

type Line = ClientReview['budget']['categories'][number]['items'][number]

const line = (overrides: Partial<Line> & Pick<Line, 'id' | 'name'>): Line => ({
  name_en: null,
  product_type: null,
  quantity: '1',
  quantity_unit: 'PEOPLE',
  unit_count: '1',
  count_unit: 'TIMES',
  price_sell: '0',
  currency_sell: 'TRY',
  total_sell: '0',
  alt_group: null,
  is_default: false,
  client_selected: false,
  client_comment: null,
  ...overrides,
})

/** A congress budget: two hotels offered as alternatives (A by default) and a transfer. */
export function makeReview(overrides: Partial<ClientReview['review']> = {}): ClientReview {
  return {
    company: {
      name: 'Demo Organizasyon',
      logo_url: null,
      main_color: '#1F4E79',
      secondary_color: null,
      footer_note: 'Fiyatlara KDV dahil değildir.',
      footer_note_en: 'Prices exclude VAT.',
    },
    project: { name: 'Kardiyoloji Kongresi 2026' },
    budget: {
      name: 'Kongre Bütçesi',
      currency: 'TRY',
      categories: [
        {
          id: 1,
          name: 'Konaklama',
          name_en: 'Accommodation',
          total_sell: '42000.00',
          items: [
            line({
              id: 11,
              name: 'Otel A',
              name_en: 'Hotel A',
              product_type: 'ACC',
              quantity: '10',
              quantity_unit: 'ROOMS',
              unit_count: '3',
              count_unit: 'NIGHTS',
              price_sell: '1400.005',
              total_sell: '42000.15',
              alt_group: 'hotel',
              is_default: true,
            }),
            line({
              id: 12,
              name: 'Otel B',
              product_type: 'ACC',
              quantity: '10',
              quantity_unit: 'ROOMS',
              unit_count: '3',
              count_unit: 'NIGHTS',
              price_sell: '1200',
              total_sell: '36000',
              alt_group: 'hotel',
            }),
          ],
        },
        {
          id: 2,
          name: 'Ulaşım',
          name_en: null,
          total_sell: '1234.5',
          items: [
            line({
              id: 21,
              name: 'Transfer',
              product_type: 'TRANSFER',
              quantity: '2',
              unit_count: '1',
              price_sell: '50',
              currency_sell: 'EUR',
              total_sell: '1234.5',
            }),
          ],
        },
      ],
      total_sell: '43234.50',
      service_fee: '4323.45',
      total_sell_with_service_fee: '47557.95',
      // A 2 % accommodation tax on Otel A's 42.000,15: passed on to the client.
      taxes: '840.003',
      total_with_taxes: '48397.953',
      vat: '9511.59',
    },
    review: { status: 'PENDING', comment: null, decided_at: null, ...overrides },
  }
}

export interface Call {
  method: string
  path: string
  body: unknown
}
type Answer = { status: number; body: unknown }
type Handler = (call: Call) => Answer | undefined

/**
 * The review's API in memory: GET answers `get()`, writes go to `write` (default: 200 with the
 * review as it is). Each call is recorded with its path below /client-review/{code}.
 */
export function mockReviewApi(code: string, get: () => Answer, write?: Handler) {
  const calls: Call[] = []
  const prefix = `/api/v1/client-review/${code}`
  configureApi({
    getToken: () => null,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      if (!url.pathname.startsWith(prefix)) return jsonResponse({ message: 'not mocked' }, 404)
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname.slice(prefix.length),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      }
      calls.push(call)
      const answer =
        call.method === 'GET'
          ? get()
          : (write?.(call) ?? { status: 200, body: { message: 'Kaydedildi.', data: get().body } })
      return jsonResponse(answer.body, answer.status)
    }) as typeof fetch,
  })
  return calls
}
