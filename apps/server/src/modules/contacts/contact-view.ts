import { companyRef } from '@ajanda/contracts/common/crm-fields'
import type { Contact } from '@ajanda/contracts/contacts.contract'
import type { FileStorage } from '../../platform/storage'
import type { ContactRow } from './contacts.repository'

export function toContact(row: ContactRow, storage: FileStorage): Contact {
  const { contact } = row
  const isClient = contact.contact_type === 'C'
  const company = isClient ? row.client : row.supplier
  const companyId = (isClient ? contact.client_id : contact.supplier_id) as number
  return {
    id: contact.id,
    name: contact.name,
    position_id: contact.position_id,
    position: row.position,
    contact_type: isClient ? 'C' : 'S',
    contact_for: companyId,
    company_id: companyRef(isClient ? 'C' : 'S', companyId),
    company: {
      type: isClient ? 'client' : 'supplier',
      id: companyId,
      code: company?.code ?? '',
      name: company?.name ?? '',
    },
    email: contact.email,
    phone: contact.phone,
    mobile: contact.mobile,
    fax: contact.fax,
    profile_picture_full: contact.profile_picture ? storage.url(contact.profile_picture) : null,
    creator: row.creator,
    created_at: contact.created_at.toISOString(),
    updated_at: contact.updated_at.toISOString(),
  }
}
