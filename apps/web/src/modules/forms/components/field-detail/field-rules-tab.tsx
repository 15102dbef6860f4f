import { Stack } from '@mantine/core'
import { DepSettings } from '../rules/dep-settings'
import { RuleEditor } from '../rules/rule-editor'
import type { FieldTabProps } from './field-tab-props'

/** "Kurallar" of a field: how its rules combine and act (autosaved on the field), and the rules. */
export function FieldRulesTab({ form, field, autosave }: FieldTabProps) {
  return (
    <Stack gap="sm">
      {form.form_type !== 'mma' && (
        <DepSettings
          scope={autosave.current('dep_scope', field.dep_scope) ?? 'ALL'}
          action={autosave.current('dep_action', field.dep_action) ?? 'SHOW'}
          onChange={autosave.queue}
        />
      )}
      <RuleEditor form={form} type="FORMFIELD" source={field.id} rules={field.deps} />
    </Stack>
  )
}
