import { callModalStore, noteModalStore } from '../activity-modal-stores'
import { CallFormModal } from './call-form-modal'
import { NoteFormModal } from './note-form-modal'

/** Shows the note form opened with `openNoteModal()` from a client's, supplier's or project's page. */
export function NoteModalHost() {
  const open = noteModalStore.useOpen()
  if (!open) return null
  return (
    <NoteFormModal key={open.key} opened={open.opened} onClose={noteModalStore.close} {...open.options} />
  )
}

/** Shows the call-log form opened with `openCallModal()`. */
export function CallModalHost() {
  const open = callModalStore.useOpen()
  if (!open) return null
  return (
    <CallFormModal key={open.key} opened={open.opened} onClose={callModalStore.close} {...open.options} />
  )
}
