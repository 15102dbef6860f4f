import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const handle = (title: RouteHandle['title'], name: string): RouteHandle => ({ layout: 'normal', title, name })

/** People, teams and the org chart, inside the admin area (admin.routes.tsx). */
export const peopleAdminRoutes: RouteObject[] = [
  {
    path: 'organisation',
    handle: handle('adminOrganisation', 'AdminOrganisation'),
    lazy: () => import('./pages/organisation-page').then((m) => ({ Component: m.OrganisationPage })),
  },
  {
    path: 'user/:code',
    handle: handle('adminUserProfile', 'AdminUserProfile'),
    lazy: () => import('./pages/user-profile-page').then((m) => ({ Component: m.UserProfilePage })),
  },
  {
    path: 'teams',
    handle: handle('adminTeams', 'AdminTeams'),
    lazy: () => import('./pages/teams-page').then((m) => ({ Component: m.TeamsPage })),
  },
  {
    path: 'organization-chart',
    handle: handle('adminOrgChart', 'AdminOrganizationChart'),
    lazy: () => import('./pages/org-chart-page').then((m) => ({ Component: m.OrgChartPage })),
  },
]
