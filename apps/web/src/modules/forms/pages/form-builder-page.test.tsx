import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { makeTestForm } from '../test-form'
import { FormBuilderPage } from './form-builder-page'

/** GET /form/7 and GET /project/DEMO26 (the agency's record: `status_history` marks it full). */
function fakeApi(readOnly: boolean) {
  const calls: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '')
    calls.push(`${init?.method ?? 'GET'} ${path}`)
    if (path === '/form/7') return jsonResponse(makeTestForm())
    if (path === '/project/DEMO26')
      return jsonResponse({
        data: {
          id: 3,
          code: 'DEMO26',
          name: 'Demo',
          status_history: [],
          can_edit: false,
          read_only: readOnly,
        },
      })
    if (path === '/forms/field-templates') return jsonResponse([])
    return jsonResponse({ message: 'ok' })
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return calls
}

function renderPage() {
  return renderRoutes(
    [{ path: '/project/:code/reg-form/:form_id', element: <FormBuilderPage /> }],
    '/project/DEMO26/reg-form/7',
  )
}

beforeEach(() => sessionStore.start('token', ADMIN, true))
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('the form builder page', () => {
  it('offers every write on a project the viewer may write on', async () => {
    fakeApi(false)
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Kayıt formu' })).toBeTruthy()
    expect(screen.queryByTestId('project-read-only')).toBeNull()
    expect(screen.getByRole('button', { name: 'Ayarlar' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Yayınla' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Bölüm ekle' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Kısa yanıt ekle' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ad Soyad alanını taşı' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ad Soyad alanını düzenle' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ad Soyad alanı işlemleri' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Kişisel bilgiler bölümü işlemleri' })).toBeTruthy()
  }, 20_000)

  it('shows the form read-only, with its preview, on a project the viewer only takes part in', async () => {
    const calls = fakeApi(true)
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Kayıt formu' })).toBeTruthy()
    expect(screen.getByTestId('project-read-only').textContent).toContain(
      'Bu projeyi yalnızca görüntüleyebilirsiniz',
    )
    // The sections and fields are there; the preview is open, and can be closed.
    expect(screen.getByText('Kişisel bilgiler')).toBeTruthy()
    expect(screen.getByText('Ad Soyad')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Önizleme' }).getAttribute('aria-pressed')).toBe('true')
    expect(await screen.findByRole('region', { name: 'Önizleme' })).toBeTruthy()
    for (const name of [
      'Ayarlar',
      'Yayınla',
      'Kapat',
      'Bölüm ekle',
      'Kısa yanıt ekle',
      'Ad Soyad alanını taşı',
      'Ad Soyad alanını düzenle',
      'Ad Soyad alanı işlemleri',
      'Kişisel bilgiler bölümünü taşı',
      'Kişisel bilgiler bölümünü düzenle',
      'Kişisel bilgiler bölümü işlemleri',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull()
    expect(screen.queryByRole('complementary', { name: 'Yan panel' })).toBeNull()
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([])
  }, 20_000)
})
