import 'i18next'
import type { trResources } from './resources'
import type { staffTrResources } from './staff-resources'
import type { clientReview } from './tr/clientReview'

/** Public pages join their own namespaces with their chunks (public-pages/client-review/review-texts.ts). */
interface PublicTrResources {
  clientReview: typeof clientReview
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: typeof trResources & typeof staffTrResources & PublicTrResources
  }
}
