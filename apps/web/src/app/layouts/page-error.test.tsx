import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../shared/api/api-error'
import { renderRoutes } from '../../test/render'
import { classifyPageError, PageError } from './page-error'

/** A stand-in for the shell: its navigation must stay when the page inside it fails. */
function Shell() {
  return (
    <div>
      <nav>Kenar menüsü</nav>
      <Outlet />
    </div>
  )
}

function routesWith(lazy: () => Promise<never> | Promise<{ Component: () => string }>) {
  return [
    {
      path: '/',
      Component: Shell,
      children: [{ ErrorBoundary: PageError, children: [{ path: 'projects', lazy }] }],
    },
  ]
}

describe('classifyPageError', () => {
  it('tells a chunk that did not load, a lost connection and anything else apart', () => {
    expect(classifyPageError(new TypeError('Failed to fetch dynamically imported module: /a.js'), true)).toBe(
      'chunk',
    )
    expect(classifyPageError(new TypeError('Importing a module script failed.'), true)).toBe('chunk')
    expect(classifyPageError(new ApiError(0, 'x'), true)).toBe('offline')
    expect(classifyPageError(new Error('boom'), false)).toBe('offline')
    expect(classifyPageError(new Error('boom'), true)).toBe('other')
  })
})

describe('PageError inside the shell', () => {
  it('keeps the shell when a page chunk fails and offers a reload', async () => {
    renderRoutes(
      routesWith(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /p.js'))),
      '/projects',
    )
    expect((await screen.findByRole('alert')).textContent).toContain('Sayfanın bir parçası yüklenemedi')
    expect(screen.getByText('Kenar menüsü')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeTruthy()
  })

  it('says the connection is lost and retries the same page when it is back', async () => {
    // A page's data failed on the network: the retry runs the page's loader again.
    let attempts = 0
    renderRoutes(
      [
        {
          path: '/',
          Component: Shell,
          children: [
            {
              ErrorBoundary: PageError,
              children: [
                {
                  path: 'projects',
                  loader: () => {
                    attempts += 1
                    if (attempts === 1) throw new ApiError(0, 'network')
                    return null
                  },
                  Component: () => 'Projeler listesi',
                },
              ],
            },
          ],
        },
      ],
      '/projects',
    )
    expect((await screen.findByRole('alert')).textContent).toContain('İnternet bağlantın kopmuş görünüyor')
    expect(screen.getByText('Kenar menüsü')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByText('Projeler listesi')).toBeTruthy()
    expect(attempts).toBe(2)
  })
})
