import type { Call, Note } from '@ajanda/contracts/activities.contract'
import type { CompanySummary } from '@ajanda/contracts/common/crm-fields'
import type { CallRow, NoteRow, SubjectColumns } from './activities.repository'

function subjectOf(type: string, row: SubjectColumns): { type: 'C' | 'S'; subject: CompanySummary } {
  const isClient = type === 'C'
  const ref = (isClient ? row.client : row.supplier) ?? { id: 0, code: '', name: '' }
  return { type: isClient ? 'C' : 'S', subject: { type: isClient ? 'client' : 'supplier', ...ref } }
}

export function toNote(row: NoteRow): Note {
  const { note } = row
  const { type, subject } = subjectOf(note.note_type, row)
  return {
    id: note.id,
    note_title: note.note_title,
    note_content: note.note_content,
    note_type: type,
    note_for: subject.id,
    subject,
    project: row.project,
    creator: row.creator,
    created_at: note.created_at.toISOString(),
    updated_at: note.updated_at.toISOString(),
  }
}

export function toCall(row: CallRow): Call {
  const { call } = row
  const { type, subject } = subjectOf(call.call_type, row)
  return {
    id: call.id,
    description: call.description,
    call_direction: call.call_direction === 'INCOMING' ? 'INCOMING' : 'OUTGOING',
    called_at: call.called_at.toISOString(),
    contact_id: call.contact_id,
    contact: row.contact,
    call_type: type,
    call_for: subject.id,
    subject,
    project: row.project,
    creator: row.creator,
    created_at: call.created_at.toISOString(),
    updated_at: call.updated_at.toISOString(),
  }
}
