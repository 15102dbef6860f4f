import type { i18n as I18n } from 'i18next'
import { accounting as accountingEn } from './en/accounting'
import { admin as adminEn } from './en/admin'
import { approvals as approvalsEn } from './en/approvals'
import { attendees as attendeesEn } from './en/attendees'
import { bizdev as bizdevEn } from './en/bizdev'
import { budgets as budgetsEn } from './en/budgets'
import { calendar as calendarEn } from './en/calendar'
import { checklists as checklistsEn } from './en/checklists'
import { company as companyEn } from './en/company'
import { crm as crmEn } from './en/crm'
import { definitions as definitionsEn } from './en/definitions'
import { formFields as formFieldsEn } from './en/formFields'
import { formRenderer as formRendererEn } from './en/formRenderer'
import { forms as formsEn } from './en/forms'
import { home as homeEn } from './en/home'
import { meetings as meetingsEn } from './en/meetings'
import { messenger as messengerEn } from './en/messenger'
import { notifications as notificationsEn } from './en/notifications'
import { people as peopleEn } from './en/people'
import { profile as profileEn } from './en/profile'
import { projects as projectsEn } from './en/projects'
import { quickCreate as quickCreateEn } from './en/quickCreate'
import { requests as requestsEn } from './en/requests'
import { shell as shellEn } from './en/shell'
import { tasks as tasksEn } from './en/tasks'
import { accounting } from './tr/accounting'
import { admin } from './tr/admin'
import { approvals } from './tr/approvals'
import { attendees } from './tr/attendees'
import { bizdev } from './tr/bizdev'
import { budgets } from './tr/budgets'
import { calendar } from './tr/calendar'
import { checklists } from './tr/checklists'
import { company } from './tr/company'
import { crm } from './tr/crm'
import { definitions } from './tr/definitions'
import { formFields } from './tr/formFields'
import { formRenderer } from './tr/formRenderer'
import { forms } from './tr/forms'
import { home } from './tr/home'
import { meetings } from './tr/meetings'
import { messenger } from './tr/messenger'
import { notifications } from './tr/notifications'
import { people } from './tr/people'
import { profile } from './tr/profile'
import { projects } from './tr/projects'
import { quickCreate } from './tr/quickCreate'
import { requests } from './tr/requests'
import { shell } from './tr/shell'
import { tasks } from './tr/tasks'

/**
 * Texts only the signed-in area shows (the shell, home, profile, the modules and the admin pages). They
 * travel with the staff-area chunk, not with the sign-in page (180 KB of JavaScript at most), and join
 * i18next when that chunk loads.
 */
export const staffTrResources = {
  shell,
  home,
  profile,
  admin,
  company,
  people,
  definitions,
  crm,
  bizdev,
  projects,
  notifications,
  messenger,
  approvals,
  requests,
  accounting,
  tasks,
  meetings,
  checklists,
  forms,
  formFields,
  formRenderer,
  attendees,
  budgets,
  calendar,
  quickCreate,
}
export const staffEnResources = {
  shell: shellEn,
  home: homeEn,
  profile: profileEn,
  admin: adminEn,
  company: companyEn,
  people: peopleEn,
  definitions: definitionsEn,
  crm: crmEn,
  bizdev: bizdevEn,
  projects: projectsEn,
  notifications: notificationsEn,
  messenger: messengerEn,
  approvals: approvalsEn,
  requests: requestsEn,
  accounting: accountingEn,
  tasks: tasksEn,
  meetings: meetingsEn,
  checklists: checklistsEn,
  forms: formsEn,
  formFields: formFieldsEn,
  formRenderer: formRendererEn,
  attendees: attendeesEn,
  budgets: budgetsEn,
  calendar: calendarEn,
  quickCreate: quickCreateEn,
}

export function registerStaffResources(i18n: I18n): void {
  for (const [ns, bundle] of Object.entries(staffTrResources)) {
    if (!i18n.hasResourceBundle('tr', ns)) i18n.addResourceBundle('tr', ns, bundle)
  }
  for (const [ns, bundle] of Object.entries(staffEnResources)) {
    if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, bundle)
  }
}
