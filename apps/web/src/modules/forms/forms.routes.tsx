import type { FormType } from '@ajanda/contracts/forms/form-model'
import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const builderHandle = (name: string): RouteHandle => ({
  layout: 'normal',
  title: 'formBuilder',
  name,
  crumbParents: [{ title: 'projects', to: '/projects' }],
})

const builderPage = () => import('./pages/form-builder-page').then((m) => ({ Component: m.FormBuilderPage }))

/**
 * /project/{code}/rsvp-form/{form_id} and /project/{code}/reg-form/{form_id} (staff-app.md section 2):
 * both open the one builder; staff only (no `client` flag), the project in the crumbs.
 */
export const projectFormRoutes: RouteObject[] = [
  { path: 'project/:code/rsvp-form/:form_id', handle: builderHandle('ProjectRsvpForm'), lazy: builderPage },
  { path: 'project/:code/reg-form/:form_id', handle: builderHandle('ProjectRegForm'), lazy: builderPage },
]

/** /admin/biz-dev/brief-form: the company's brief form in the same builder (admin-area.md section 2). */
export const briefFormAdminRoutes: RouteObject[] = [
  {
    path: 'biz-dev/brief-form',
    handle: { layout: 'normal', title: 'adminBriefForm', name: 'AdminBizDev' } satisfies RouteHandle,
    lazy: () => import('./pages/brief-form-page').then((m) => ({ Component: m.BriefFormPage })),
  },
]

/** The builder's path of a project's form: rsvp-form for RSVP forms, reg-form for the rest. */
export function formBuilderPath(projectCode: string, form: { id: number; form_type: FormType }): string {
  const segment = form.form_type === 'rsvp' ? 'rsvp-form' : 'reg-form'
  return `/project/${encodeURIComponent(projectCode)}/${segment}/${form.id}`
}
