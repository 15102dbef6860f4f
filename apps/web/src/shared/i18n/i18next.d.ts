import 'i18next'
import type { trResources } from './resources'
import type { staffTrResources } from './staff-resources'
import type { badges } from './tr/badges'
import type { checkin } from './tr/checkin'
import type { clientReview } from './tr/clientReview'
import type { customerForm } from './tr/customerForm'
import type { declaration } from './tr/declaration'
import type { manualRsvp } from './tr/manualRsvp'
import type { photos } from './tr/photos'
import type { webForm } from './tr/webForm'

/** Public pages join their own namespaces with their chunks (public-pages/client-review/review-texts.ts). */
interface PublicTrResources {
  badges: typeof badges
  checkin: typeof checkin
  clientReview: typeof clientReview
  customerForm: typeof customerForm
  declaration: typeof declaration
  manualRsvp: typeof manualRsvp
  photos: typeof photos
  webForm: typeof webForm
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: typeof trResources & typeof staffTrResources & PublicTrResources
  }
}
