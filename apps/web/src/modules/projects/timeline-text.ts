import type { TimelineEntry } from '@ajanda/contracts/projects.contract'
import type { TFunction } from 'i18next'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const stageOf = (value: unknown) => (typeof value === 'number' ? value : null)

/**
 * One sentence per timeline kind (after the actor's name): created, "A → B" with the company's stage
 * names, the labels of the changed fields, the file's name, the note's title, a call's direction.
 */
export function timelineSentence(
  entry: Pick<TimelineEntry, 'kind' | 'data'>,
  t: TFunction<['projects', 'crm']>,
  stageName: (stage: number | null) => string,
): string {
  const data = entry.data
  switch (entry.kind) {
    case 'created':
      return t('timeline.created')
    case 'stage_changed':
      return t('timeline.stage_changed', {
        from: stageName(stageOf(data.from_stage)) || '-',
        to: stageName(stageOf(data.to_stage)) || '-',
      })
    case 'updated': {
      const fields = Array.isArray(data.fields)
        ? data.fields.filter((field) => typeof field === 'string')
        : []
      if (fields.length === 0) return t('timeline.updatedNoFields')
      const labels = fields.map((field) => t(`timeline.fields.${field}`, { defaultValue: field }))
      return t('timeline.updated', { fields: labels.join(', ') })
    }
    case 'file_added':
      return t('timeline.file_added', { name: text(data.name) })
    case 'file_deleted':
      return t('timeline.file_deleted', { name: text(data.name) })
    case 'note':
      return t('timeline.note', { title: text(data.note_title) })
    case 'call': {
      const direction = text(data.call_direction)
      const values = {
        direction: direction ? t(`crm:calls.directions.${direction as 'INCOMING' | 'OUTGOING'}`) : '',
        description: text(data.description),
        contact: text(data.contact_name),
      }
      return values.contact ? t('timeline.callWith', values) : t('timeline.call', values)
    }
    default:
      return ''
  }
}
