import type { quickCreate as tr } from '../tr/quickCreate'
import type { Translations } from '../translation-types'

export const quickCreate: Translations<typeof tr> = {
  open: 'Create new',
  title: 'A new ...',
  items: {
    lead: 'Business opportunity',
    task: 'To-do',
    meeting: 'Meeting',
    advance: 'Advance request',
    expense: 'Expense form',
    ccRequest: 'Credit-card request',
    paymentRequest: 'Payment request',
    leave: 'Leave request',
    operation: 'Operation participation',
    inspection: 'Discovery and fair participation',
    contact: 'Contact',
  },
}
