import type { routes as tr } from '../tr/routes'
import type { Translations } from '../translation-types'

export const routes: Translations<typeof tr> = {
  home: 'Home',
  login: 'Sign in',
  forgotPassword: 'Forgot password',
  passwordReset: 'Reset password',
  register: 'Sign up',
  profile: 'Profile',
  admin: 'Administration',
  adminEventCompany: 'Company settings',
  adminOrganisation: 'People',
  adminUserProfile: 'User profile',
  adminTeams: 'Teams and divisions',
  adminOrgChart: 'Organisation chart',
  adminPositions: 'Positions',
  adminDefinitions: 'Definitions',
  adminPaymentMethods: 'Payment methods',
  adminBizDev: 'Lead phases',
  clients: 'Clients',
  clientDetail: 'Client',
  suppliers: 'Suppliers',
  supplierDetail: 'Supplier',
  contacts: 'Contacts',
  adminSimilarRecords: 'Similar Records',
  notFound: 'Page not found',
}
