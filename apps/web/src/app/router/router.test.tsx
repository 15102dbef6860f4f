import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { sessionStore } from '../../shared/session/session-store'
import { ADMIN, CLIENT, jsonResponse, USER_SCOPE } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { createUnauthorizedHandler } from '../unauthorized'
import { createAppRoutes } from './router'
import { staffRoutes } from './staff-routes'

type Handler = (init: RequestInit | undefined) => Response

/** A fake API: exact `METHOD /path` handlers, every other GET answers an empty list. */
function fakeApi(handlers: Record<string, Handler>) {
  const calls: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`
    calls.push(key)
    const handler = handlers[key]
    if (handler) return handler(init)
    return key.startsWith('GET ') ? jsonResponse([]) : jsonResponse({ message: 'Not Found' }, 404)
  })
  configureApi({
    fetch: fetchMock as unknown as typeof fetch,
    getToken: sessionStore.token,
    getLocale: () => 'tr',
  })
  return calls
}

function start(path: string) {
  const view = renderRoutes(createAppRoutes(staffRoutes), path)
  configureApi({
    onUnauthorized: createUnauthorizedHandler({
      router: view.router,
      clearCache: () => {},
      currentLocation: () => view.router.state.location,
    }),
  })
  return view
}

beforeAll(async () => {
  // warm the lazy chunks so the first navigation of a test does not time out
  await Promise.all([
    import('../shell/app-shell-layout'),
    import('../layouts/authenticated-layout'),
    import('../../modules/auth/pages/login-page'),
  ])
}, 30_000)

afterEach(() => {
  configureApi({ fetch: (...args) => globalThis.fetch(...args), onUnauthorized: () => {} })
})

describe('navigation rules', () => {
  it('sends an anonymous visitor to /login and back to the page after sign-in', async () => {
    fakeApi({
      'POST /login': () => jsonResponse({ token: 'fresh-token', user: ADMIN }),
      'GET /me': () => jsonResponse(ADMIN),
    })
    const { router } = start('/project/P1/presentation/1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 })
    expect(router.state.location.search).toBe('?redirect=%2Fproject%2FP1%2Fpresentation%2F1')

    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/E-posta/), 'admin@demo.ajanda.test')
    await user.type(screen.getByLabelText(/^Şifre(\s|$)/), 'demo1234')
    const submit = screen.getByRole('button', { name: 'Giriş Yap' })
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false))
    await user.click(submit)

    await waitFor(() => expect(router.state.location.pathname).toBe('/project/P1/presentation/1'), {
      timeout: 3000,
    })
    expect(sessionStore.token()).toBe('fresh-token')
    // A page later releases build: the not-found page, inside the shell.
    expect(
      await screen.findByRole('heading', { name: 'Sayfa bulunamadı', level: 2 }, { timeout: 3000 }),
    ).toBeTruthy()
  })

  it('shows the server message under the e-mail field when the password is wrong', async () => {
    fakeApi({
      'POST /login': () =>
        jsonResponse(
          { message: 'Bilgiler hatalı.', errors: { email: ['Bu bilgilerle eşleşen bir kayıt yok.'] } },
          422,
        ),
    })
    start('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/E-posta/), 'admin@demo.ajanda.test')
    await user.type(screen.getByLabelText(/^Şifre(\s|$)/), 'wrong')
    const submit = screen.getByRole('button', { name: 'Giriş Yap' })
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false))
    await user.click(submit)
    expect(await screen.findByText('Bu bilgilerle eşleşen bir kayıt yok.')).toBeTruthy()
    expect(sessionStore.token()).toBeNull()
  })

  it('sends a signed-in user from /login to home', async () => {
    fakeApi({ 'GET /me': () => jsonResponse(CLIENT) })
    sessionStore.start('token', CLIENT, true)
    const { router } = start('/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('heading', { name: 'Merhaba Zeynep' })).toBeTruthy()
  })

  it('clears the session and goes to /login when the server answers 401', async () => {
    fakeApi({ 'GET /me': () => jsonResponse({ message: 'Unauthenticated.' }, 401) })
    sessionStore.start('expired', ADMIN, true)
    const { router } = start('/profile')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 })
    expect(router.state.location.search).toBe('?redirect=%2Fprofile')
    expect(sessionStore.get()).toBeNull()
  })

  it('redirects /tasks and /reports to their default pages', async () => {
    fakeApi({
      'GET /me': () => jsonResponse(ADMIN),
      // The list page renders once the redirect lands: it needs the board's shape, not the default [].
      'GET /tasks': () =>
        jsonResponse({
          sections: [],
          tasks: {
            data: [],
            current_page: 1,
            per_page: 50,
            total: 0,
            from: null,
            to: null,
            last_page: 1,
            links: [],
          },
        }),
    })
    sessionStore.start('token', ADMIN, true)
    const { router } = start('/tasks')
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks/list'))
    await router.navigate('/reports')
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/executive-brief'))
  })

  it('keeps non-admins out of /admin', async () => {
    fakeApi({ 'GET /me': () => jsonResponse(USER_SCOPE) })
    sessionStore.start('token', USER_SCOPE, true)
    const { router } = start('/admin/teams')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('still runs the loader a lazy staff page brings for agency users (an unknown lead is not found)', async () => {
    const calls = fakeApi({
      'GET /me': () => jsonResponse(ADMIN),
      'GET /leads/olmayan-kod': () => jsonResponse({ message: 'Not Found' }, 404),
    })
    sessionStore.start('token', ADMIN, true)
    start('/bizdev/olmayan-kod')
    expect(await screen.findByText('Sayfa bulunamadı', {}, { timeout: 5000 })).toBeTruthy()
    expect(calls).toContain('GET /leads/olmayan-kod')
  })

  it.each(['/clients', '/admin/teams', '/tasks', '/calendar', '/project/P-1/budget/B-1'])(
    'sends a CLIENT user who opens %s to their projects without calling a staff endpoint',
    async (path) => {
      const calls = fakeApi({ 'GET /me': () => jsonResponse(CLIENT) })
      sessionStore.start('token', CLIENT, true)
      const { router } = start(path)
      await waitFor(() => expect(router.state.location.pathname).toBe('/projects'), { timeout: 3000 })
      const staffCalls = calls.filter((call) =>
        /\/(clients|tasks|calendar|budgets|users\/teams|admin)/.test(call),
      )
      expect(staffCalls).toEqual([])
    },
  )

  it('opens the admin area for an admin, with its side navigation and default subpages', async () => {
    fakeApi({
      'GET /me': () => jsonResponse(ADMIN),
      [`GET /event-companies/${ADMIN.event_company_id}`]: () => jsonResponse({ id: 10, bizdev_stages: [] }),
    })
    sessionStore.start('token', ADMIN, true)
    const { router } = start('/admin/definitions')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/definitions/project-types'), {
      timeout: 3000,
    })
    expect(await screen.findByRole('navigation', { name: 'Yönetim menüsü' }, { timeout: 3000 })).toBeTruthy()
    await router.navigate('/admin/biz-dev')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/biz-dev/lead-phases'), {
      timeout: 3000,
    })
    await router.navigate('/admin/email-templates')
    expect(
      await screen.findByRole('heading', { name: 'Sayfa bulunamadı', level: 2 }, { timeout: 3000 }),
    ).toBeTruthy()
  })

  it('shows public pages that are not built yet as a bare not-found page', async () => {
    fakeApi({})
    start('/sponsor-review/abc')
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı', level: 1 })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).toBeNull()
  })
})
