import type { Task, TaskSection } from '@ajanda/contracts/tasks.contract'
import { Anchor, Avatar, Checkbox, Table, Text, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../../shared/format/dates'
import { initials } from '../../../shared/format/names'
import { lowPriority, phoneTable } from '../../../shared/ui/table/column-priority'
import { isOverdue } from '../board-model'
import { openTaskModal } from '../task-modal-store'

interface TaskTableProps {
  tasks: Task[]
  sections: TaskSection[]
  onComplete: (task: Task, completed: boolean) => void
}

/** The list alternative of the board: one row per task. */
export function TaskTable({ tasks, sections, onComplete }: TaskTableProps) {
  const { t } = useTranslation('tasks')
  const sectionTitle = new Map(sections.map((section) => [section.id, section.title]))
  return (
    <Table.ScrollContainer minWidth={720} {...phoneTable}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.done')}</Table.Th>
            <Table.Th>{t('table.title')}</Table.Th>
            <Table.Th>{t('table.deadline')}</Table.Th>
            <Table.Th {...lowPriority}>{t('table.responsibles')}</Table.Th>
            <Table.Th {...lowPriority}>{t('table.project')}</Table.Th>
            <Table.Th {...lowPriority}>{t('table.section')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => {
            const done = task.completed_at !== null
            const overdue = isOverdue(task)
            return (
              <Table.Tr key={task.id} data-testid="task-row">
                <Table.Td>
                  <Checkbox
                    checked={done}
                    disabled={!task.can_edit}
                    aria-label={t(done ? 'board.uncomplete' : 'board.complete', { title: task.title })}
                    onChange={(event) => onComplete(task, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => openTaskModal({ taskId: task.id })}
                  >
                    {task.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={overdue ? 'red.9' : undefined} fw={overdue ? 600 : undefined}>
                    {task.deadline_at ? formatDateTime(task.deadline_at) : '—'}
                  </Text>
                </Table.Td>
                <Table.Td {...lowPriority}>
                  <Avatar.Group spacing="xs">
                    {task.responsibles.map((person) => (
                      <Tooltip key={person.id} label={person.full_name} withArrow>
                        <Avatar
                          size="sm"
                          radius="xl"
                          src={person.profile_picture_full}
                          alt={person.full_name}
                        >
                          {initials(person.full_name)}
                        </Avatar>
                      </Tooltip>
                    ))}
                  </Avatar.Group>
                </Table.Td>
                <Table.Td {...lowPriority}>
                  {task.project ? (
                    <Anchor
                      component={Link}
                      to={`/project/${encodeURIComponent(task.project.code)}/main`}
                      size="sm"
                    >
                      {task.project.short_name}
                    </Anchor>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td {...lowPriority}>
                  {(task.section_id && sectionTitle.get(task.section_id)) || '—'}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
