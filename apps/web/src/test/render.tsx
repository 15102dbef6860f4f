import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { createQueryClient } from '../shared/api/query-client'
import { cssVariablesResolver, theme } from '../shared/theme'

/** Renders routes in a memory router with Mantine and a fresh query cache. */
export function renderRoutes(routes: RouteObject[], initialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] })
  const queryClient = createQueryClient()
  const view = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { router, queryClient, ...view }
}

/** One element on a route, for components that use router hooks. */
export function renderWithRouter(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path)
}
