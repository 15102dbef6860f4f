import type { RouteObject } from 'react-router'
import { redirectTo, requireAdmin } from '../../app/router/guards'
import { unbuiltIndexRoute, unbuiltRoute } from '../../app/router/unbuilt-route'

const adminChildren: RouteObject[] = [
  unbuiltIndexRoute('normal', 'Admin'),
  unbuiltRoute('post-event-client-surveys', 'normal', 'AdminPostEventClientSurveys'),
  unbuiltRoute('post-event-client-surveys/:id', 'normal', 'AdminPostEventClientSurveyDetail'),
  unbuiltRoute('event-company', 'normal', 'AdminEventCompany'),
  unbuiltRoute('email-templates', 'normal', 'AdminEmailTemplates'),
  unbuiltRoute('organization-chart', 'normal', 'AdminOrganizationChart'),
  unbuiltRoute('approval-chain', 'normal', 'AdminApprovalChain'),
  { path: 'definitions', loader: redirectTo('/admin/definitions/project-types') },
  unbuiltRoute('definitions/:subpage', 'normal', 'AdminDefinitions'),
  unbuiltRoute('payment-methods', 'normal', 'AdminPaymentMethods'),
  { path: 'biz-dev', loader: redirectTo('/admin/biz-dev/lead-phases') },
  unbuiltRoute('biz-dev/:subpage', 'normal', 'AdminBizDev'),
  unbuiltRoute('accounting-integration', 'normal', 'AdminAccountingIntegration'),
  unbuiltRoute('tasks', 'normal', 'AdminTasks'),
  unbuiltRoute('positions', 'normal', 'AdminPositions'),
  unbuiltRoute('checklists', 'normal', 'AdminChecklists'),
  unbuiltRoute('checklist/:id', 'standalone', 'AdminChecklist'),
  { path: 'budgets', loader: redirectTo('/admin/budgets/budget-categories') },
  unbuiltRoute('budgets/:subpage', 'normal', 'AdminBudgets'),
  unbuiltRoute('organisation', 'normal', 'AdminOrganisation'),
  unbuiltRoute('teams', 'normal', 'AdminTeams'),
  unbuiltRoute('user/:code', 'normal', 'AdminUserProfile'),
  unbuiltRoute('notifications', 'normal', 'AdminNotifications'),
  unbuiltRoute('targets', 'normal', 'AdminTargets'),
  { path: 'similarRecords', loader: redirectTo('/admin/similarRecords/contacts') },
  unbuiltRoute('similarRecords/:subpage', 'normal', 'AdminSimilarRecords'),
  unbuiltRoute('*', 'normal'),
]

/** admin-area.md section 2: every page needs is_admin = 1. */
export const adminRoutes: RouteObject[] = [{ path: 'admin', loader: requireAdmin, children: adminChildren }]
