import type { ScopeOption, ScopeOptionGroup } from '@ajanda/contracts/scope-options'
import { Avatar, Group, Select, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { initials } from '../format/names'

interface ScopeUserPickerProps {
  /** The groups of GET /users/scope-options (or `buildScopeOptions`). */
  groups: readonly ScopeOptionGroup[] | undefined
  /** `all`, `division|{id}`, `team|{id}` or `user|{id}`. */
  value: string | null
  onChange: (value: string | null) => void
  label?: string
  loading?: boolean
  w?: number | string
}

/**
 * The scoped user picker (staff-app.md section 6): one select with the groups the caller's scope
 * allows (everyone, divisions, teams, people), each person with picture and position.
 */
export function ScopeUserPicker({ groups, value, onChange, label, loading, w }: ScopeUserPickerProps) {
  const { t } = useTranslation()
  const options = new Map<string, ScopeOption>()
  for (const group of groups ?? []) for (const option of group.options) options.set(option.value, option)
  const data = (groups ?? []).map((group) => ({
    group: group.title,
    items: group.options.map((option) => ({ value: option.value, label: option.text })),
  }))

  return (
    <Select
      label={label ?? t('scopePicker.label')}
      placeholder={t('scopePicker.prompt')}
      data={data}
      value={value !== null && options.has(value) ? value : null}
      onChange={onChange}
      searchable
      allowDeselect={false}
      disabled={loading}
      nothingFoundMessage={t('empty.noResults')}
      maxDropdownHeight={320}
      w={w}
      renderOption={({ option }) => {
        const scope = options.get(option.value)
        const isUser = option.value.startsWith('user|')
        return (
          <Group gap="sm" wrap="nowrap">
            {isUser && (
              <Avatar src={scope?.image} alt="" size={24} radius="xl" color="brand">
                {initials(option.label)}
              </Avatar>
            )}
            <div>
              <Text size="sm">{option.label}</Text>
              {scope?.subtext && (
                <Text size="xs" c="dimmed">
                  {scope.subtext}
                </Text>
              )}
            </div>
          </Group>
        )
      }}
    />
  )
}
