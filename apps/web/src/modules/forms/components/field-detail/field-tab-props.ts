import type { FormDetail, FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import type { FieldUpdateInput } from '@ajanda/contracts/forms.contract'
import type { useFormBuilderMutations } from '../../forms.api'
import type { Autosave } from '../autosave/use-autosave'

export type FieldAutosave = Autosave<FieldUpdateInput>
export type BuilderMutations = ReturnType<typeof useFormBuilderMutations>

/** What every tab of the field panel gets: the form, the field, the field's autosave and the calls. */
export interface FieldTabProps {
  form: FormDetail
  field: FormFieldOut
  autosave: FieldAutosave
  mutations: BuilderMutations
}

export type Localized = { tr: string } & Record<string, string>

/** A text per language from a stored value (a plain string counts as Turkish). */
export function localized(value: unknown): Localized {
  if (typeof value === 'string') return { tr: value }
  if (value && typeof value === 'object') {
    const out: Localized = { tr: '' }
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text
    return out
  }
  return { tr: '' }
}

/** The field's props with the autosave's unsaved edits. */
export function currentProps(tab: Pick<FieldTabProps, 'field' | 'autosave'>): Record<string, unknown> {
  return (tab.autosave.current('props', tab.field.props) ?? {}) as Record<string, unknown>
}

/** Queues one or more props keys (the whole props object is sent, as the API replaces it). */
export function queueProps(tab: Pick<FieldTabProps, 'field' | 'autosave'>, patch: Record<string, unknown>) {
  tab.autosave.queue({ props: { ...currentProps(tab), ...patch } })
}
