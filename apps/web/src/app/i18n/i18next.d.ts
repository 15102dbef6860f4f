import 'i18next'
import type { trResources } from './resources'
import type { staffTrResources } from './staff-resources'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: typeof trResources & typeof staffTrResources
  }
}
