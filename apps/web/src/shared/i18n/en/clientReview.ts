import { PRODUCT_TYPE_LABELS } from '@ajanda/contracts/budget-labels'
import type { clientReview as tr } from '../tr/clientReview'
import type { Translations } from '../translation-types'

export const clientReview: Translations<typeof tr> = {
  eyebrow: 'Budget review',
  project: 'Project: {{name}}',
  intro:
    'Review the budget, pick among the alternatives and add comments to items if you wish. Then approve the budget or ask for changes.',
  language: 'Language',
  loading: 'Loading the budget',
  invalid: 'This link is invalid or has been removed.',
  invalidHint: 'Please ask the agency you work with for a new link.',
  loadFailed: 'The budget could not be loaded. Check your internet connection and try again.',
  retry: 'Try again',
  close: 'Close',
  closed: 'This budget is not open for review at the moment. You can ask your agency for a new link.',
  writeFailed: 'Could not be saved. Please try again.',
  categoryTotal: 'Category total',
  line: {
    unitPrice: 'Unit price',
    amount: 'Quantity',
    total: 'Total',
  },
  units: {
    PEOPLE: 'people',
    ROOMS: 'rooms',
    PIECES: 'pcs',
    NIGHTS: 'nights',
    DAYS: 'days',
    TIMES: 'times',
  },
  productTypes: PRODUCT_TYPE_LABELS.en,
  alternatives: {
    label: 'Alternatives: pick one',
    hint: 'The alternative you pick is counted in the totals.',
    recommended: 'Recommended',
    chosen: 'Your choice',
    saving: 'Saving your choice…',
  },
  comment: {
    add: 'Write a comment',
    label: 'Your comment on “{{name}}”',
    save: 'Save comment',
    saving: 'Saving…',
    saved: 'Your comment has been saved.',
    yours: 'Your comment',
  },
  totals: {
    title: 'Totals',
    totalSell: 'Total',
    serviceFee: 'Service fee',
    totalWithFee: 'Total with service fee',
    taxes: 'Taxes',
    totalWithTaxes: 'Total with taxes',
    vat: 'VAT',
  },
  decision: {
    hint: 'When you have finished your choices and comments, approve the budget or ask for changes.',
    approve: 'I approve',
    requestChanges: 'Request changes',
    approveTitle: 'Do you approve this budget?',
    approveText:
      'Your approval will be sent to the {{company}} team. After approving you can no longer change your choices or comments.',
    approveNote: 'Your note (optional)',
    confirmApprove: 'Approve',
    changesTitle: 'Request changes',
    changesText:
      'Write what you would like changed in the budget; your request will be sent to the {{company}} team.',
    changesComment: 'The changes you would like',
    confirmChanges: 'Send request',
    cancel: 'Cancel',
  },
  decided: {
    approved: 'You approved this budget on {{date}}.',
    approvedUndated: 'You approved this budget.',
    changesRequested: 'Your change request has been sent.',
    changesRequestedOn: 'Sent on {{date}}.',
    readOnly: 'The budget can now only be viewed. Please contact your agency for any change.',
    yourNote: 'Your note',
  },
}
