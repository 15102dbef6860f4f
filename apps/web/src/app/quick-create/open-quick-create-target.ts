import { openLeadModal } from '../../modules/bizdev/lead-modal-store'
import { openContactModal } from '../../modules/contacts/contact-modal-store'
import { openMeetingModal } from '../../modules/meetings/meeting-modal-store'
import { openRequestForm } from '../../modules/requests/open-request-form'
import { openTaskModal } from '../../modules/tasks/task-modal-store'
import type { QuickCreateTarget } from './quick-create-items'

/** Opens the modal of a quick-create tile through its module's store (one mechanism for every modal). */
export function openQuickCreateTarget(target: QuickCreateTarget): void {
  switch (target.kind) {
    case 'lead':
      openLeadModal()
      break
    case 'task':
      openTaskModal()
      break
    case 'meeting':
      openMeetingModal()
      break
    case 'contact':
      openContactModal()
      break
    case 'request':
      openRequestForm(target.form)
      break
  }
}
