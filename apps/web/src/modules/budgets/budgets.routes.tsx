import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'
import { sessionStore } from '../../shared/session/session-store'

const editorHandle = (name: string): RouteHandle => ({
  layout: 'normal',
  title: 'budget',
  name,
  crumbParents: [{ title: 'projects', to: '/projects' }],
})

const loadPrefetch = () => import('./budget-prefetch')

/**
 * The page's chunks, asked for once the prefetch's module is in: the router calls `lazy` before the
 * loader, and the browser works through module chunks in about the order they were asked for, so the
 * loader's import of the (small) prefetch module, and the budget's request with it, would otherwise
 * wait behind the page's whole chunk graph. The page's chunks then load while the request runs.
 */
const editor = () =>
  loadPrefetch()
    .catch(() => undefined)
    .then(() => import('./pages/budget-editor-page'))
    .then((m) => ({ Component: m.BudgetEditorPage }))

/**
 * Starts the budget's request when the route matches, without waiting for it: a static loader runs at
 * navigation start, in parallel with the page chunk (`lazy`) and, on a fresh load, with the startup
 * loads, instead of after the splash screen, the shell and the page chunk. The query cache comes in
 * through a dynamic import so that the sign-in chunk stays free of it.
 */
export function budgetEditorLoader({ params }: LoaderFunctionArgs) {
  const code = params.bcode
  if (!code || !sessionStore.token()) return null
  void loadPrefetch()
    .then((m) => m.prefetchBudget(code))
    .catch(() => undefined)
  return null
}

const editorRoute = (path: string, name: string): RouteObject => ({
  path,
  handle: editorHandle(name),
  loader: budgetEditorLoader,
  lazy: editor,
})

/**
 * /project/{code}/budget/{bcode}, /budgetv2/{bcode} and /budgetv3/{bcode}: the project type's
 * `budget_type` picks the path (staff-app.md section 2); all three open the one editor.
 */
export const projectBudgetRoutes: RouteObject[] = [
  editorRoute('project/:code/budget/:bcode', 'Budget'),
  editorRoute('project/:code/budgetv2/:bcode', 'BudgetV2'),
  editorRoute('project/:code/budgetv3/:bcode', 'BudgetV3'),
]

/** The editor's path for a project type's budget_type (1, 2 or 3). */
export function budgetEditorPath(
  projectCode: string,
  budgetCode: string,
  budgetType?: number | null,
): string {
  const segment = budgetType === 2 ? 'budgetv2' : budgetType === 3 ? 'budgetv3' : 'budget'
  return `/project/${encodeURIComponent(projectCode)}/${segment}/${encodeURIComponent(budgetCode)}`
}
