import 'i18next'
import type { trResources } from './resources'
import type { staffTrResources } from './staff-resources'
import type { badges } from './tr/badges'
import type { checkin } from './tr/checkin'
import type { clientReview } from './tr/clientReview'
import type { customerForm } from './tr/customerForm'
import type { declaration } from './tr/declaration'
import type { fees } from './tr/fees'
import type { hotels } from './tr/hotels'
import type { manualRsvp } from './tr/manualRsvp'
import type { photos } from './tr/photos'
import type { products } from './tr/products'
import type { projectFlights } from './tr/projectFlights'
import type { projectSuppliers } from './tr/projectSuppliers'
import type { reports } from './tr/reports'
import type { targets } from './tr/targets'
import type { webForm } from './tr/webForm'

/** Public pages join their own namespaces with their chunks (public-pages/client-review/review-texts.ts). */
interface PublicTrResources {
  badges: typeof badges
  checkin: typeof checkin
  clientReview: typeof clientReview
  customerForm: typeof customerForm
  declaration: typeof declaration
  fees: typeof fees
  hotels: typeof hotels
  manualRsvp: typeof manualRsvp
  photos: typeof photos
  products: typeof products
  projectFlights: typeof projectFlights
  projectSuppliers: typeof projectSuppliers
  reports: typeof reports
  targets: typeof targets
  webForm: typeof webForm
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: typeof trResources & typeof staffTrResources & PublicTrResources
  }
}
