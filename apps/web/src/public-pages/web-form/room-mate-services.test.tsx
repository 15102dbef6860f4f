import type { Webform } from '@ajanda/contracts/webform.contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { detailField, detailForm, detailSection } from '../../shared/form-renderer/renderer-fixtures'
import { stubBrowser } from '../../shared/form-renderer/renderer-test-utils'
import { jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { WebFormPage } from './web-form-page'

beforeAll(stubBrowser)
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args) }))

const ROOM = 5
const PCODE = 'p'.repeat(22)

function webform(
  type: 'CHOOSE_ANYONE' | 'MACTHED_LIST_CHOOSE',
  attendee: Partial<Webform['attendee']> = {},
): Webform {
  return {
    form: detailForm(
      [
        detailSection(1, [
          detailField(ROOM, 'room_mates', { title: { tr: 'Oda arkadaşınız' }, room_mate_type: type }),
        ]),
      ],
      { type: 'PERSONAL', status: 'published', slug: 'kongre-kayit', name: 'Kongre kaydı' },
    ),
    project: null,
    branding: { company_name: 'Demo', logo: null, main_color: null, secondary_color: null },
    remaining: { options: {}, flight_options: {}, form: null },
    is_open: true,
    closed_reason: null,
    attendee: {
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      status: 'REGISTERED',
      columns: {},
      answers: {},
      can_edit: true,
      room_mate: null,
      ...attendee,
    },
  }
}

/** GET of the form, the room-mates lookups (answered by `choices`) and the submission. */
function mockApi(body: Webform, choices: (search: string | null) => { attendee_id: number; name: string }[]) {
  const lookups: string[] = []
  const posts: Record<string, unknown>[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname.endsWith('/room-mates')) {
      lookups.push(url.search)
      const type = body.form.sections[0]?.fields[0]?.room_mate_type ?? 'CHOOSE_ANYONE'
      return jsonResponse({
        field_id: ROOM,
        type,
        search_required: type === 'CHOOSE_ANYONE',
        choices: choices(url.searchParams.get('search')),
      })
    }
    if (init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)) as Record<string, unknown>)
      return jsonResponse({
        message: 'Yanıtlarınız güncellendi.',
        status: 'REGISTERED',
        pcode: PCODE,
        acode: 'a'.repeat(22),
        confirmation_text: null,
        remaining: body.remaining,
      })
    }
    return jsonResponse(body)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => null })
  return { lookups, posts }
}

let slugs = 0
function renderPage() {
  slugs += 1
  renderRoutes(
    [
      { path: '/web-form/:slug/:pcode?', element: <WebFormPage /> },
      { path: '/event-badge/:acode', element: <p>badge</p> },
    ],
    `/web-form/oda-${slugs}/${PCODE}?locale=tr`,
  )
}

describe('room mates on the public page', () => {
  it('searches the registered attendees by name as the person types (debounced) and sends the choice', async () => {
    const { lookups, posts } = mockApi(webform('CHOOSE_ANYONE'), (search) =>
      search?.toLocaleLowerCase('tr-TR').startsWith('meh') ? [{ attendee_id: 7, name: 'Mehmet Öztürk' }] : [],
    )
    renderPage()
    const user = userEvent.setup()
    const select = await screen.findByRole('combobox', { name: 'Oda arkadaşı' })
    await user.type(select, 'meh')
    expect(await screen.findByRole('option', { name: 'Mehmet Öztürk' }, { timeout: 2000 })).toBeTruthy()
    // One lookup for the rested text, none for a single letter.
    expect(lookups.filter((search) => search.includes('search=meh'))).toHaveLength(1)
    expect(lookups.some((search) => /search=m(&|$)/.test(search))).toBe(false)
    expect(lookups[0]).toContain(`field=${ROOM}`)
    await user.click(screen.getByRole('option', { name: 'Mehmet Öztürk' }))
    await user.click(screen.getByRole('button', { name: 'Yanıtlarımı güncelle' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    const sent = posts[0]?.answers as Record<string, unknown> | undefined
    expect(sent?.[String(ROOM)]).toEqual({ attendee_id: 7 })
  })

  it('loads a matched list whole and shows the saved, visible mate with its confirmation', async () => {
    const { lookups } = mockApi(
      webform('MACTHED_LIST_CHOOSE', {
        answers: { [ROOM]: { attendee_id: 9 } },
        room_mate: { name: 'Konuşan Bir', confirmed: false },
      }),
      () => [
        { attendee_id: 9, name: 'Konuşan Bir' },
        { attendee_id: 10, name: 'Konuşan İki' },
      ],
    )
    renderPage()
    expect((await screen.findByTestId('room-mate-note')).textContent).toBe(
      'Oda arkadaşınız: Konuşan Bir (onay bekliyor)',
    )
    const select = screen.getByRole('combobox', { name: 'Oda arkadaşı' }) as HTMLInputElement
    expect(select.value).toBe('Konuşan Bir')
    await waitFor(() => expect(lookups).toHaveLength(1))
    expect(lookups[0]).not.toContain('search=')
    await userEvent.click(select)
    expect(await screen.findByRole('option', { name: 'Konuşan İki' })).toBeTruthy()
  })
})
