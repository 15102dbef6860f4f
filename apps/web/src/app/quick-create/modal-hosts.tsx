import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { callModalStore, noteModalStore } from '../../modules/activities/activity-modal-stores'
import { leadModalStore } from '../../modules/bizdev/lead-modal-store'
import { contactModalStore } from '../../modules/contacts/contact-modal-store'
import { meetingModalStore } from '../../modules/meetings/meeting-modal-store'
import { RequestFormHost } from '../../modules/requests/components/request-form-host'
import { taskModalStore } from '../../modules/tasks/task-modal-store'

const TaskModalHost = lazy(() =>
  import('../../modules/tasks/components/task-modal-host').then((m) => ({ default: m.TaskModalHost })),
)
const MeetingModalHost = lazy(() =>
  import('../../modules/meetings/components/meeting-modal-host').then((m) => ({
    default: m.MeetingModalHost,
  })),
)
const LeadModalHost = lazy(() =>
  import('../../modules/bizdev/components/lead-modal-host').then((m) => ({ default: m.LeadModalHost })),
)
const ContactModalHost = lazy(() =>
  import('../../modules/contacts/components/contact-modal-host').then((m) => ({
    default: m.ContactModalHost,
  })),
)
const NoteModalHost = lazy(() =>
  import('../../modules/activities/components/activity-modal-hosts').then((m) => ({
    default: m.NoteModalHost,
  })),
)
const CallModalHost = lazy(() =>
  import('../../modules/activities/components/activity-modal-hosts').then((m) => ({
    default: m.CallModalHost,
  })),
)

/** Loads a modal's host (and its form's chunk) only once something opened it. */
function WhenOpened({
  store,
  Host,
}: {
  store: { useOpen(): unknown }
  Host: LazyExoticComponent<ComponentType>
}) {
  const open = store.useOpen()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  )
}

/**
 * Every create/edit modal of the staff area, mounted once in the shell: the quick-create menu, the
 * calendar and any page open them through their module's store (shared/modal-store).
 */
export function ModalHosts() {
  return (
    <>
      <RequestFormHost />
      <WhenOpened store={taskModalStore} Host={TaskModalHost} />
      <WhenOpened store={meetingModalStore} Host={MeetingModalHost} />
      <WhenOpened store={leadModalStore} Host={LeadModalHost} />
      <WhenOpened store={contactModalStore} Host={ContactModalHost} />
      <WhenOpened store={noteModalStore} Host={NoteModalHost} />
      <WhenOpened store={callModalStore} Host={CallModalHost} />
    </>
  )
}
