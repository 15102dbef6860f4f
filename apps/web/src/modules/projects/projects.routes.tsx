import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const projectsRoutes: RouteObject[] = [
  unbuiltRoute('projects', 'normal', 'Projects'),
  unbuiltRoute('project/:code/sponsors/:scode', 'normal', 'SponsorDetail'),
  unbuiltRoute('project/:code/checklist', 'normal', 'ProjectChecklist'),
  unbuiltRoute('project/:code/rsvp-form/:form_id', 'normal', 'ProjectRsvpForm'),
  unbuiltRoute('project/:code/reg-form/:form_id', 'normal', 'ProjectRegForm'),
  unbuiltRoute('project/:code/budget/:bcode', 'normal', 'Budget'),
  unbuiltRoute('project/:code/budgetv2/:bcode', 'normal', 'BudgetV2'),
  unbuiltRoute('project/:code/budgetv3/:bcode', 'normal', 'BudgetV3'),
  unbuiltRoute('project/:code/email-template/:template_id', 'normal', 'ProjectEmailTemplate'),
  unbuiltRoute('project/:code/presentation/:presentation_id', 'normal', 'ProjectPresentation'),
  unbuiltRoute('project/:code/manuscripts/:manuscript_id', 'normal', 'ProjectManuscript'),
  unbuiltRoute('project/:code/badges/:badge_id', 'normal', 'ProjectBadge'),
  unbuiltRoute('project/:code/accounting/new-sales-invoice-request', 'normal', 'NewSalesInvoiceRequest'),
  unbuiltRoute('project/:code/sales/new-sales-invoice-request', 'normal', 'NewSalesInvoiceRequestSales'),
  unbuiltRoute('project/:code/:subpage', 'normal', 'ProjectDetail'),
]
