import { contactModalStore } from '../contact-modal-store'
import { ContactFormModal } from './contact-form-modal'

/** Shows the contact form opened with `openContactModal()` (quick-create, the contacts page). */
export function ContactModalHost() {
  const open = contactModalStore.useOpen()
  if (!open) return null
  return (
    <ContactFormModal
      key={open.key}
      opened={open.opened}
      onClose={contactModalStore.close}
      contact={open.options.contact ?? null}
      companyId={open.options.companyId ?? null}
    />
  )
}
