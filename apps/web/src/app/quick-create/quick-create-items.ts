import type { RequestForm } from '@ajanda/contracts/requests.contract'
import type { quickCreate } from '../../shared/i18n/tr/quickCreate'

export type QuickCreateKey = keyof typeof quickCreate.items

/** What a tile of the agency quick-create menu opens. */
export type QuickCreateTarget =
  | { kind: 'lead' }
  | { kind: 'task' }
  | { kind: 'meeting' }
  | { kind: 'contact' }
  | { kind: 'request'; form: RequestForm }

export interface QuickCreateItem {
  key: QuickCreateKey
  target: QuickCreateTarget
  /** The business opportunity tile spans the whole row. */
  wide?: boolean
}

/** The agency users' menu, in the spec's order (staff-app.md "Quick-create menu"). */
export const AGENCY_QUICK_CREATE_ITEMS: readonly QuickCreateItem[] = [
  { key: 'lead', target: { kind: 'lead' }, wide: true },
  { key: 'task', target: { kind: 'task' } },
  { key: 'meeting', target: { kind: 'meeting' } },
  { key: 'advance', target: { kind: 'request', form: 'advance_payment' } },
  { key: 'expense', target: { kind: 'request', form: 'expense' } },
  { key: 'ccRequest', target: { kind: 'request', form: 'cc_request' } },
  { key: 'paymentRequest', target: { kind: 'request', form: 'payment_request' } },
  { key: 'leave', target: { kind: 'request', form: 'leave' } },
  { key: 'operation', target: { kind: 'request', form: 'operation' } },
  { key: 'inspection', target: { kind: 'request', form: 'inspection' } },
  { key: 'contact', target: { kind: 'contact' } },
]
