import type { Call, Note } from '@ajanda/contracts/activities.contract'
import { createModalStore } from '../../shared/modal-store/create-modal-store'
import type { ActivitySubject } from './components/note-form-modal'

export interface NoteModalOptions {
  /** Edit this note; null creates one. */
  note: Note | null
  subject: ActivitySubject
}

export interface CallModalOptions {
  /** Edit this call log; null creates one. */
  call: Call | null
  subject: ActivitySubject
  /** The subject's contacts the call may be with. */
  contacts: readonly { id: number; name: string }[]
}

/** The note and phone-call-log modals; their hosts are mounted once in the shell. */
export const noteModalStore = createModalStore<NoteModalOptions>()
export const callModalStore = createModalStore<CallModalOptions>()

export const openNoteModal = (options: NoteModalOptions): void => noteModalStore.open(options)
export const openCallModal = (options: CallModalOptions): void => callModalStore.open(options)
