import type { Me } from '@ajanda/contracts/auth.contract'

/** Who records invoices and payments: admins and AGENCY scope ("finance"); the server checks the same. */
export const mayWriteInvoices = (me: Pick<Me, 'is_admin' | 'position'>): boolean =>
  me.is_admin === 1 || me.position?.scope === 'AGENCY'
