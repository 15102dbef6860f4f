import type { Task, TaskSection } from '@ajanda/contracts/tasks.contract'
import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable'
import { Group, ScrollArea } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import {
  type BoardColumn,
  buildColumns,
  type ColumnKey,
  columnOf,
  dropTarget,
  isColumnKey,
  moveItem,
  moveTask,
} from '../board-model'
import { useOrderSections, useUpdateTask } from '../tasks.api'
import { AddSection } from './add-section'
import { BoardColumnView, sectionDragId } from './board-column'

interface TaskBoardProps {
  sections: TaskSection[]
  tasks: Task[]
  onComplete: (task: Task, completed: boolean) => void
}

type DragData = { type: 'task'; taskId: number } | { type: 'section'; key: ColumnKey }

/** Where a drop over `overId` lands: a column and an index in it (a task's place, or the column's end). */
function landing(columns: BoardColumn[], overId: string, data: DragData | undefined) {
  if (data?.type === 'task') {
    const column = columnOf(columns, data.taskId)
    return column ? { key: column.key, index: column.taskIds.indexOf(data.taskId) } : null
  }
  const key = data?.type === 'section' ? data.key : isColumnKey(overId) ? overId : null
  if (!key) return null
  const column = columns.find((c) => c.key === key)
  return column ? { key, index: column.taskIds.length } : null
}

/**
 * The board: a column per section (dragged by its handle to reorder) and the tasks in them (dragged by
 * their handle within or between columns, also with the keyboard: space, arrows, space). A drop saves
 * at once: PUT /tasks/{id} {section_id, position} or PUT /tasks/sections/order.
 */
export function TaskBoard({ sections, tasks, onComplete }: TaskBoardProps) {
  const serverColumns = useMemo(() => buildColumns(sections, tasks), [sections, tasks])
  const [columns, setColumns] = useState(serverColumns)
  useEffect(() => setColumns(serverColumns), [serverColumns])
  const byId = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks])
  const updateTask = useUpdateTask()
  const orderSections = useOrderSections()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const data = active.data.current as DragData | undefined
    if (data?.type !== 'task' || !over) return
    const from = columnOf(columns, data.taskId)
    const to = landing(columns, String(over.id), over.data.current as DragData | undefined)
    // Only a change of column moves the card now; the order inside a column is settled on drop.
    if (!from || !to || from.key === to.key) return
    setColumns(moveTask(columns, data.taskId, to.key, to.index))
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const data = active.data.current as DragData | undefined
    if (!data || !over) {
      setColumns(serverColumns)
      return
    }
    if (data.type === 'section') {
      const overData = over.data.current as DragData | undefined
      const overKey =
        overData?.type === 'section'
          ? overData.key
          : overData
            ? columnOf(columns, overData.taskId)?.key
            : null
      const movable = columns.filter((column) => column.section)
      const from = movable.findIndex((column) => column.key === data.key)
      const to = movable.findIndex((column) => column.key === overKey)
      if (from < 0 || to < 0 || from === to) return
      const next = moveItem(movable, from, to)
      setColumns([columns[0] as BoardColumn, ...next])
      orderSections.mutate(next.map((column) => column.section?.id as number))
      return
    }
    const to = landing(columns, String(over.id), over.data.current as DragData | undefined)
    const next = to ? moveTask(columns, data.taskId, to.key, to.index) : columns
    setColumns(next)
    const target = dropTarget(next, data.taskId)
    const task = byId.get(data.taskId)
    if (!target || !task) return
    const before = dropTarget(serverColumns, data.taskId)
    if (before && before.section_id === target.section_id && before.position === target.position) return
    updateTask.mutate({ id: data.taskId, values: target }, { onError: () => setColumns(serverColumns) })
  }

  const sectionColumns = columns.filter((column) => column.section)
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setColumns(serverColumns)}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="md" pb="sm">
          {columns[0] && <BoardColumnView column={columns[0]} tasks={byId} onComplete={onComplete} />}
          <SortableContext
            items={sectionColumns.map((column) => sectionDragId(column.key))}
            strategy={horizontalListSortingStrategy}
          >
            {sectionColumns.map((column) => (
              <BoardColumnView key={column.key} column={column} tasks={byId} onComplete={onComplete} />
            ))}
          </SortableContext>
          <AddSection />
        </Group>
      </ScrollArea>
    </DndContext>
  )
}
