import { DEP_ACTIONS, DEP_SCOPES } from '@ajanda/contracts/forms/form-model'
import { Select, SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'

type Scope = (typeof DEP_SCOPES)[number]
type Action = (typeof DEP_ACTIONS)[number]

interface DepSettingsProps {
  scope: Scope
  action: Action
  onChange: (patch: { dep_scope?: Scope; dep_action?: Action }) => void
}

/** How a section's or field's rules combine (ALL/ANY) and what they do (SHOW/HIDE). */
export function DepSettings({ scope, action, onChange }: DepSettingsProps) {
  const { t } = useTranslation('formFields')
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <Select
        label={t('rules.action')}
        data={DEP_ACTIONS.map((value) => ({ value, label: t(`rules.actions.${value}`) }))}
        value={action}
        allowDeselect={false}
        onChange={(value) => value && onChange({ dep_action: value as Action })}
      />
      <Select
        label={t('rules.scope')}
        data={DEP_SCOPES.map((value) => ({ value, label: t(`rules.scopes.${value}`) }))}
        value={scope}
        allowDeselect={false}
        onChange={(value) => value && onChange({ dep_scope: value as Scope })}
      />
    </SimpleGrid>
  )
}
