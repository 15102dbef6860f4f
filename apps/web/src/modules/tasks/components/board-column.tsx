import type { Task } from '@ajanda/contracts/tasks.contract'
import { useDroppable } from '@dnd-kit/core'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Badge, Card, Group, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type BoardColumn, type ColumnKey, taskDragId } from '../board-model'
import { SectionHeader } from './section-header'
import { TaskCard } from './task-card'

export const COLUMN_WIDTH = 300
export const sectionDragId = (key: ColumnKey) => `sort-${key}`

interface BoardColumnViewProps {
  column: BoardColumn
  tasks: ReadonlyMap<number, Task>
  onComplete: (task: Task, completed: boolean) => void
}

function SortableTask({ task, onComplete }: { task: Task; onComplete: BoardColumnViewProps['onComplete'] }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: taskDragId(task.id),
      data: { type: 'task', taskId: task.id },
      disabled: !task.can_edit,
    })
  const handle = useMemo(
    () => (task.can_edit ? { ref: setActivatorNodeRef, attributes, listeners: listeners ?? {} } : undefined),
    [task.can_edit, setActivatorNodeRef, attributes, listeners],
  )
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
    >
      <TaskCard task={task} onComplete={onComplete} handle={handle} />
    </div>
  )
}

/** One column of the board: its header (a section's is draggable) and its tasks. */
export function BoardColumnView({ column, tasks, onComplete }: BoardColumnViewProps) {
  const { t } = useTranslation('tasks')
  const movable = column.section !== null
  const sortable = useSortable({
    id: sectionDragId(column.key),
    data: { type: 'section', key: column.key },
    disabled: !movable,
  })
  // An empty column still takes drops: the column itself is a droppable.
  const droppable = useDroppable({ id: column.key, data: { type: 'section', key: column.key } })
  const title = column.section?.title ?? t('board.noSection')
  const shown = column.taskIds.map((id) => tasks.get(id)).filter((task): task is Task => Boolean(task))
  return (
    <Card
      ref={movable ? sortable.setNodeRef : undefined}
      withBorder
      radius="md"
      padding="sm"
      bg="gray.0"
      w={COLUMN_WIDTH}
      miw={COLUMN_WIDTH}
      style={
        movable
          ? {
              transform: CSS.Translate.toString(sortable.transform),
              transition: sortable.transition,
              opacity: sortable.isDragging ? 0.6 : 1,
            }
          : undefined
      }
      data-testid="task-column"
      data-column={column.key}
      role="region"
      aria-label={title}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        {column.section ? (
          <SectionHeader
            section={column.section}
            handle={{
              ref: sortable.setActivatorNodeRef,
              attributes: sortable.attributes,
              listeners: sortable.listeners ?? {},
            }}
          />
        ) : (
          <Text fw={600} size="sm">
            {title}
          </Text>
        )}
        <Badge variant="light" color="gray" size="sm">
          {shown.length}
        </Badge>
      </Group>
      <SortableContext items={column.taskIds.map(taskDragId)} strategy={verticalListSortingStrategy}>
        <Stack ref={droppable.setNodeRef} gap="xs" mih={60}>
          {shown.map((task) => (
            <SortableTask key={task.id} task={task} onComplete={onComplete} />
          ))}
          {shown.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="md">
              {t('board.emptySection')}
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Card>
  )
}
