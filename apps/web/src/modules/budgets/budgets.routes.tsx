import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../app/router/route-handle'

const editorHandle = (name: string): RouteHandle => ({
  layout: 'normal',
  title: 'budget',
  name,
  crumbParents: [{ title: 'projects', to: '/projects' }],
})

const editor = () => import('./pages/budget-editor-page').then((m) => ({ Component: m.BudgetEditorPage }))

/**
 * /project/{code}/budget/{bcode}, /budgetv2/{bcode} and /budgetv3/{bcode}: the project type's
 * `budget_type` picks the path (staff-app.md section 2); all three open the one editor.
 */
export const projectBudgetRoutes: RouteObject[] = [
  { path: 'project/:code/budget/:bcode', handle: editorHandle('Budget'), lazy: editor },
  { path: 'project/:code/budgetv2/:bcode', handle: editorHandle('BudgetV2'), lazy: editor },
  { path: 'project/:code/budgetv3/:bcode', handle: editorHandle('BudgetV3'), lazy: editor },
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
