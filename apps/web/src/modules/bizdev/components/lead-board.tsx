import type {
  LeadBoard as LeadBoardData,
  LeadCard as LeadCardData,
  LeadStageColumn,
} from '@ajanda/contracts/projects.contract'
import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { Anchor, Badge, Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { holdLiveReloads } from '../../../shared/realtime/live-data'
import { groupBoard } from '../board-grouping'
import { formatMoney } from '../format'
import { columnCoordinates } from './column-keyboard'
import { type ColumnBox, columnAtPoint, type Point } from './drop-target'
import { LeadCard, LeadCardContent } from './lead-card'

const COLUMN_WIDTH = 260
const columnId = (stage: number) => `stage-${stage}`

/** A pointer drag's last position: mouse, pen or touch events carry client coordinates, keys do not. */
const isPointerEvent = (event: Event | null): event is PointerEvent | MouseEvent =>
  event !== null && 'clientX' in event

function StageColumn({
  column,
  currency,
  names,
  moreHref,
  onMove,
}: {
  column: LeadStageColumn
  currency: string
  names: ReadonlyMap<number, string>
  moreHref: (stage: number) => string
  onMove: (lead: LeadCardData, stage: number) => void
}) {
  const { t } = useTranslation('bizdev')
  const { setNodeRef, isOver } = useDroppable({ id: columnId(column.id), data: { stage: column.id } })
  const more = column.count - column.leads.length
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={column.name}
      data-testid={`stage-column-${column.id}`}
      data-stage={column.id}
      radius="md"
      p="xs"
      bg={isOver ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'}
      withBorder
      w={COLUMN_WIDTH}
      miw={COLUMN_WIDTH}
      style={{ alignSelf: 'stretch' }}
    >
      <Stack gap={4} mb="xs">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text component="h4" size="sm" fw={650} truncate>
            {column.name}
          </Text>
          <Badge
            variant="light"
            color="gray"
            size="sm"
            aria-label={t('board.count', { count: column.count })}
          >
            {column.count}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" className="tabular" data-testid="stage-total">
          {formatMoney(column.value_total, currency)}
        </Text>
      </Stack>
      <Stack gap="xs">
        {column.leads.map((lead) => (
          <LeadCard key={lead.code} lead={lead} names={names} onMove={(stage) => onMove(lead, stage)} />
        ))}
        {column.count === 0 && (
          <Text size="xs" c="dimmed" ta="center" py="sm">
            {t('board.emptyColumn')}
          </Text>
        )}
        {more > 0 && (
          <Anchor component={Link} to={moreHref(column.id)} size="xs" ta="center">
            {t('board.more', { count: more })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  )
}

export function LeadBoardSkeleton() {
  return (
    <Group gap="sm" wrap="nowrap" style={{ overflow: 'hidden' }} data-testid="board-skeleton">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton columns have nothing else to key on
        <Stack key={index} w={COLUMN_WIDTH} miw={COLUMN_WIDTH} gap="xs">
          <Skeleton height={36} radius="md" />
          <Skeleton height={90} radius="md" />
          <Skeleton height={90} radius="md" />
        </Stack>
      ))}
    </Group>
  )
}

/**
 * The pipeline: Teklif, Konfirme and Arşiv side by side, a column per stage with its count and value
 * total; cards move by pointer or keyboard drag (Space, arrows, Space) or by the card's stage menu.
 */
export function LeadBoard({
  board,
  names,
  moreHref,
  onMove,
}: {
  board: LeadBoardData
  names: ReadonlyMap<number, string>
  moreHref: (stage: number) => string
  onMove: (lead: LeadCardData, stage: number) => void
}) {
  const { t } = useTranslation('bizdev')
  const [dragged, setDragged] = useState<LeadCardData | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  )
  const categories = groupBoard(board, names)
  const leadName = (id: string | number) =>
    board.stages.flatMap((column) => column.leads).find((lead) => lead.code === id)?.name ?? ''
  const stageName = (id: string | number | undefined) => {
    const stage = Number(String(id ?? '').replace('stage-', ''))
    return names.get(stage) ?? ''
  }

  // A colleague's change reloads the board; not under a card being dragged (live-data.ts).
  const releaseReloads = useRef<(() => void) | null>(null)
  const dragStopped = () => {
    setDragged(null)
    releaseReloads.current?.()
    releaseReloads.current = null
  }
  useEffect(() => () => releaseReloads.current?.(), [])

  // Pointer drags drop on the column under the pointer (drop-target.ts); keyboard drags on the column the
  // card overlaps (the arrow keys move it a column at a time).
  const boardRef = useRef<HTMLDivElement>(null)
  const collision = useCallback<CollisionDetection>((args) => {
    const board = boardRef.current
    if (!args.pointerCoordinates || !board) return rectIntersection(args)
    const columns: ColumnBox<(typeof args.droppableContainers)[number]>[] = []
    for (const container of args.droppableContainers) {
      const rect = args.droppableRects.get(container.id)
      if (rect) columns.push({ id: container, rect })
    }
    const hit = columnAtPoint(args.pointerCoordinates, columns, board.getBoundingClientRect())
    return hit ? [{ id: hit.id, data: { droppableContainer: hit, value: 0 } }] : []
  }, [])

  // Where the pointer is at release, read before dnd-kit ends the drag. The collision of the last frame
  // can be a frame behind while the board auto-scrolls under a still pointer.
  const pointer = useRef<Point | null>(null)
  useEffect(() => {
    if (!dragged) return
    const track = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY }
    }
    window.addEventListener('pointermove', track, { capture: true, passive: true })
    window.addEventListener('pointerup', track, { capture: true, passive: true })
    return () => {
      window.removeEventListener('pointermove', track, { capture: true })
      window.removeEventListener('pointerup', track, { capture: true })
    }
  }, [dragged])

  /** The column under the pointer at release, measured now (not the rects of the last frame). */
  const columnAtRelease = (): number | null => {
    const board = boardRef.current
    if (!board || !pointer.current) return null
    const columns = [...board.querySelectorAll<HTMLElement>('[data-stage]')].map((node) => ({
      id: Number(node.dataset.stage),
      rect: node.getBoundingClientRect(),
    }))
    return columnAtPoint(pointer.current, columns, board.getBoundingClientRect())
  }

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    const stage = isPointerEvent(activatorEvent)
      ? columnAtRelease()
      : ((over?.data.current?.stage as number | undefined) ?? null)
    pointer.current = null
    dragStopped()
    const lead = active.data.current?.lead as LeadCardData | undefined
    if (!lead || stage === null || stage === lead.stage) return
    onMove(lead, stage)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={({ active, activatorEvent }) => {
        pointer.current = isPointerEvent(activatorEvent)
          ? { x: activatorEvent.clientX, y: activatorEvent.clientY }
          : null
        releaseReloads.current?.()
        releaseReloads.current = holdLiveReloads()
        setDragged((active.data.current?.lead as LeadCardData | undefined) ?? null)
      }}
      onDragCancel={dragStopped}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => t('board.announce.start', { name: leadName(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('board.announce.over', { name: leadName(active.id), stage: stageName(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('board.announce.end', { name: leadName(active.id), stage: stageName(over.id) })
              : undefined,
          onDragCancel: ({ active }) => t('board.announce.cancel', { name: leadName(active.id) }),
        },
        screenReaderInstructions: { draggable: t('board.instructions') },
      }}
    >
      <Box
        ref={boardRef}
        style={{ overflowX: 'auto' }}
        pb="sm"
        data-testid="lead-board"
        role="group"
        aria-label={t('board.stages')}
        tabIndex={0}
      >
        <Group gap="lg" wrap="nowrap" align="stretch">
          {categories.map(({ category, columns }) => (
            <Stack key={category} gap="xs" component="section" aria-label={t(`categories.${category}`)}>
              <Text component="h3" fw={700} size="md">
                {t(`categories.${category}`)}
              </Text>
              <Group gap="sm" wrap="nowrap" align="stretch" style={{ flex: 1 }}>
                {columns.map((column) => (
                  <StageColumn
                    key={column.id}
                    column={column}
                    currency={board.currency}
                    names={names}
                    moreHref={moreHref}
                    onMove={onMove}
                  />
                ))}
              </Group>
            </Stack>
          ))}
        </Group>
      </Box>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Paper withBorder radius="md" p="xs" shadow="md" w={COLUMN_WIDTH - 20}>
            <Text size="sm" fw={600} mb={4}>
              {dragged.name}
            </Text>
            <LeadCardContent lead={dragged} />
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  )
}
