import { leadModalStore } from '../lead-modal-store'
import { LeadFormModal } from './lead-form-modal'

/** Shows the lead form opened with `openLeadModal()` (quick-create, the bizdev page). */
export function LeadModalHost() {
  const open = leadModalStore.useOpen()
  if (!open) return null
  return (
    <LeadFormModal
      key={open.key}
      opened={open.opened}
      onClose={leadModalStore.close}
      project={open.options.project ?? null}
      onSaved={open.options.onSaved}
    />
  )
}
