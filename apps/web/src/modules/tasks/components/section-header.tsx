import type { TaskSection } from '@ajanda/contracts/tasks.contract'
import { ActionIcon, Group, Text } from '@mantine/core'
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import { type HTMLAttributes, type Ref, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError } from '../../../shared/ui/notify'
import { useDeleteSection, useRenameSection } from '../tasks.api'
import { InlineTitleInput } from './inline-title-input'

interface SectionHeaderProps {
  section: TaskSection
  handle: { ref?: Ref<HTMLButtonElement>; attributes?: HTMLAttributes<HTMLButtonElement>; listeners?: object }
}

/** A section's title with its drag handle, inline rename (Enter saves, Escape cancels) and delete. */
export function SectionHeader({ section, handle }: SectionHeaderProps) {
  const { t } = useTranslation('tasks')
  const [editing, setEditing] = useState(false)
  const rename = useRenameSection()
  const remove = useDeleteSection()
  const fail = (error: unknown) => notifyError(error instanceof Error ? error.message : null)
  if (editing)
    return (
      <InlineTitleInput
        label={t('board.sectionTitle')}
        initial={section.title}
        onCancel={() => setEditing(false)}
        onSave={(title) => {
          setEditing(false)
          if (title !== section.title) rename.mutate({ id: section.id, title }, { onError: fail })
        }}
      />
    )
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
      <ActionIcon
        ref={handle.ref}
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('board.dragSection', { title: section.title })}
        {...handle.attributes}
        {...handle.listeners}
      >
        <IconGripVertical size={14} aria-hidden />
      </ActionIcon>
      <Text fw={600} size="sm" truncate style={{ flex: 1 }} title={section.title}>
        {section.title}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('board.renameSection')}
        onClick={() => setEditing(true)}
      >
        <IconPencil size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label={t('board.deleteSection')}
        onClick={async () => {
          if (await confirmDestructive()) remove.mutate(section.id, { onError: fail })
        }}
      >
        <IconTrash size={14} aria-hidden />
      </ActionIcon>
    </Group>
  )
}
