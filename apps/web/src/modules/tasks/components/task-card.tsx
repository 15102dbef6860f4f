import type { Task } from '@ajanda/contracts/tasks.contract'
import {
  ActionIcon,
  Avatar,
  Card,
  Checkbox,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { IconFlag, IconGripVertical } from '@tabler/icons-react'
import { type HTMLAttributes, memo, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../../shared/format/dates'
import { initials } from '../../../shared/format/names'
import { isOverdue } from '../board-model'
import { openTaskModal } from '../task-modal-store'
import { TaskBadge } from './task-badge'

export const PRIORITY_COLORS = ['gray', 'blue', 'orange', 'red'] as const
const MAX_AVATARS = 3

interface TaskCardProps {
  task: Task
  onComplete: (task: Task, completed: boolean) => void
  /** The drag handle's props from useSortable (absent in the table or an overlay). */
  handle?: {
    ref?: Ref<HTMLButtonElement>
    attributes?: HTMLAttributes<HTMLButtonElement>
    listeners?: object
  }
}

/**
 * A task on the board: checkbox, title (opens the modal), priority, deadline, people, labels, project.
 * Memoised: while a card is dragged the board re-renders on every pointer move, the cards need not.
 */
export const TaskCard = memo(function TaskCard({ task, onComplete, handle }: TaskCardProps) {
  const { t } = useTranslation('tasks')
  const overdue = isOverdue(task)
  const done = task.completed_at !== null
  const shown = task.responsibles.slice(0, MAX_AVATARS)
  const more = task.responsibles.length - shown.length
  return (
    <Card withBorder radius="md" padding="sm" data-testid="task-card" data-task-id={task.id}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {handle && (
          <ActionIcon
            ref={handle.ref}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('board.dragTask', { title: task.title })}
            {...handle.attributes}
            {...handle.listeners}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
        )}
        <Checkbox
          mt={2}
          checked={done}
          disabled={!task.can_edit}
          aria-label={t(done ? 'board.uncomplete' : 'board.complete', { title: task.title })}
          onChange={(event) => onComplete(task, event.currentTarget.checked)}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton
            onClick={() => openTaskModal({ taskId: task.id })}
            aria-label={t('board.openTask', { title: task.title })}
          >
            <Text size="sm" fw={600} td={done ? 'line-through' : undefined} lineClamp={2}>
              {task.title}
            </Text>
          </UnstyledButton>
          <Group gap={6} wrap="wrap">
            {task.is_milestone && <TaskBadge color="grape">{t('board.milestone')}</TaskBadge>}
            {task.priority > 0 && (
              <TaskBadge
                color={PRIORITY_COLORS[task.priority] ?? 'gray'}
                icon={<IconFlag size={10} aria-hidden />}
              >
                {t(`priorities.${task.priority as 0 | 1 | 2 | 3}`)}
              </TaskBadge>
            )}
            {task.labels.map((label) => (
              <TaskBadge key={label.id} color={label.color}>
                {label.name}
              </TaskBadge>
            ))}
          </Group>
          {task.deadline_at && (
            <Text size="xs" c={overdue ? 'red.8' : 'dimmed'} fw={overdue ? 600 : undefined}>
              {t('board.deadline', { date: formatDateTime(task.deadline_at) })}
              {overdue ? ` · ${t('board.overdue')}` : ''}
            </Text>
          )}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {task.project ? (
              <Text
                component={Link}
                to={`/project/${encodeURIComponent(task.project.code)}/main`}
                size="xs"
                c="blue.8"
                title={task.project.name}
              >
                {task.project.short_name}
              </Text>
            ) : (
              <span />
            )}
            <Avatar.Group spacing="xs">
              {shown.map((person) => (
                <Tooltip key={person.id} label={person.full_name} withArrow>
                  <Avatar
                    size="sm"
                    radius="xl"
                    src={person.profile_picture_full}
                    alt={person.full_name}
                    color="blue"
                  >
                    {initials(person.full_name)}
                  </Avatar>
                </Tooltip>
              ))}
              {more > 0 && (
                <Avatar size="sm" radius="xl" aria-label={t('board.moreResponsibles', { count: more })}>
                  {t('board.moreResponsibles', { count: more })}
                </Avatar>
              )}
            </Avatar.Group>
          </Group>
        </Stack>
      </Group>
    </Card>
  )
})
