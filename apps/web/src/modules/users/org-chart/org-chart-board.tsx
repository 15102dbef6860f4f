import type { UserListItem } from '@ajanda/contracts/users.contract'
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { Paper, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OrgCard, OrgCardContent } from './org-card'
import classes from './org-chart.module.css'
import type { OrgNode } from './org-tree'

export const ROOT_DROP_ID = 'no-manager'

interface BoardProps {
  tree: OrgNode<UserListItem>[]
  people: ReadonlyMap<number, UserListItem>
  /** A person dropped on someone (their new manager) or on the top zone (no manager). */
  onMove: (person: UserListItem, managerId: number | null) => void
  onOpen: (person: UserListItem) => void
  onChangeManager: (person: UserListItem) => void
}

function RootZone() {
  const { t } = useTranslation('people')
  const { setNodeRef, isOver } = useDroppable({ id: ROOT_DROP_ID })
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      className={classes.rootZone}
      data-over={isOver}
      mb="md"
    >
      <Text size="sm" c="dimmed" ta="center">
        {t('orgChart.rootZone')}
      </Text>
    </Paper>
  )
}

function Branch({
  nodes,
  label,
  ...props
}: Omit<BoardProps, 'tree' | 'people' | 'onMove'> & { nodes: OrgNode<UserListItem>[]; label: string }) {
  const { t } = useTranslation('people')
  return (
    <ul
      className={label === '' ? classes.tree : classes.children}
      aria-label={label || t('orgChart.treeLabel')}
    >
      {nodes.map((node) => (
        <li key={node.person.id}>
          <OrgCard person={node.person} onOpen={props.onOpen} onChangeManager={props.onChangeManager} />
          {node.children.length > 0 && (
            <Branch
              nodes={node.children}
              label={t('orgChart.reportsOf', { name: node.person.full_name })}
              {...props}
            />
          )}
        </li>
      ))}
    </ul>
  )
}

/** The drag-and-drop surface: pointer drags (8 px before a drag starts, so clicks stay clicks). */
export function OrgChartBoard({ tree, people, onMove, onOpen, onChangeManager }: BoardProps) {
  const { t } = useTranslation('people')
  const [dragged, setDragged] = useState<UserListItem | null>(null)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }))
  const name = (id: string | number | undefined) =>
    id === ROOT_DROP_ID ? t('orgChart.rootZone') : (people.get(Number(id))?.full_name ?? '')

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null)
    const person = people.get(Number(active.id))
    if (!person || !over || over.id === active.id) return
    const managerId = over.id === ROOT_DROP_ID ? null : Number(over.id)
    if (managerId === person.reports_to) return
    onMove(person, managerId)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={({ active }) => setDragged(people.get(Number(active.id)) ?? null)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => t('orgChart.announce.start', { name: name(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('orgChart.announce.over', { name: name(active.id), target: name(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t('orgChart.announce.end', { name: name(active.id), target: name(over.id) }) : undefined,
          onDragCancel: ({ active }) => t('orgChart.announce.cancel', { name: name(active.id) }),
        },
        screenReaderInstructions: { draggable: t('orgChart.instructions') },
      }}
    >
      <RootZone />
      <Branch nodes={tree} label="" onOpen={onOpen} onChangeManager={onChangeManager} />
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Paper
            withBorder
            radius="md"
            p="xs"
            shadow="md"
            w={300}
            style={{ borderLeft: `5px solid ${dragged.team?.color ?? '#ADB5BD'}` }}
          >
            <OrgCardContent person={dragged} />
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  )
}
