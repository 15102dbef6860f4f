import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { notifyError } from '../../shared/ui/notify'
import {
  type BuilderLayout,
  type DragData,
  fieldChange,
  layoutOf,
  moveFieldTo,
  moveSectionTo,
  placeOf,
  sameSectionOrder,
} from './builder-order'
import type { PaletteItem } from './components/field-list-panel'
import type { useFormBuilderMutations } from './forms.api'

type Mutations = ReturnType<typeof useFormBuilderMutations>

const kindOf = (id: string | number) => {
  const text = String(id)
  if (text.startsWith('section-')) return 'section'
  if (text.startsWith('fields-')) return 'fields'
  if (text.startsWith('field-')) return 'field'
  return 'palette'
}

/**
 * Sections collide with sections only; fields and palette items with fields (preferred) and the
 * sections' field lists (an empty section, the end of one), under the pointer first, else the closest.
 */
export const builderCollisions: CollisionDetection = (args) => {
  const dragged = kindOf(args.active.id)
  const droppableContainers = args.droppableContainers.filter((container) => {
    const kind = kindOf(container.id)
    return dragged === 'section' ? kind === 'section' : kind === 'field' || kind === 'fields'
  })
  const scoped = { ...args, droppableContainers }
  const under = pointerWithin(scoped)
  if (under.length > 0) {
    const field = under.find((collision) => kindOf(collision.id) === 'field')
    return field ? [field] : under
  }
  return closestCenter(scoped)
}

/** Where a drop over `overId` lands: a section and an index in it. */
function landing(layout: BuilderLayout, overId: string): { sectionId: number; index: number } | null {
  const kind = kindOf(overId)
  const id = Number(overId.slice(overId.lastIndexOf('-') + 1))
  if (kind === 'field') return placeOf(layout, id)
  if (kind === 'fields') {
    const section = layout.find((entry) => entry.id === id)
    return section ? { sectionId: id, index: section.fields.length } : null
  }
  return null
}

/**
 * The builder's drag and drop and its keyboard moves: the order shown follows the drag at once
 * (optimistic) and is saved on drop (sortSections, sortFields, moveField, addField); a failure puts
 * the form's order back and shows the server's message.
 */
// Stable objects: new options on each render make dnd-kit rebuild every drag handle's listeners, which
// defeated the rows' memoisation (bench:form-builder).
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } }
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates }

export function useBuilderDnd(form: FormDetail, mutations: Mutations, labelOf: (id: string) => string) {
  const { t } = useTranslation('forms')
  const serverLayout = useMemo(() => layoutOf(form), [form])
  const [layout, setLayout] = useState(serverLayout)
  useEffect(() => setLayout(serverLayout), [serverLayout])
  const [active, setActive] = useState<DragData | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  )

  const fail = (error: unknown) => {
    setLayout(serverLayout)
    notifyError(isApiError(error) ? error.message : t('builder.saveFailed'))
  }

  const saveSections = (next: BuilderLayout) => {
    if (sameSectionOrder(next, serverLayout)) return
    setLayout(next)
    mutations.sortSections.mutate(
      next.map((section) => section.id),
      { onError: fail },
    )
  }

  const saveField = (next: BuilderLayout, fieldId: number) => {
    const change = fieldChange(serverLayout, next, fieldId)
    setLayout(next)
    if (!change) return
    if (change.kind === 'move')
      mutations.moveField.mutate(
        { fieldId, section_id: change.sectionId, field_index: change.index },
        { onError: fail },
      )
    else
      mutations.sortFields.mutate({ sectionId: change.sectionId, fields: change.fields }, { onError: fail })
  }

  const addField = (item: Pick<PaletteItem, 'type' | 'templateId'>, sectionId: number, index: number) =>
    mutations.addField.mutateAsync({
      section_id: sectionId,
      field_type: item.type,
      field_index: index,
      template_id: item.templateId,
    })

  const onDragStart = ({ active: dragged }: DragStartEvent) =>
    setActive((dragged.data.current as DragData | undefined) ?? null)

  const onDragOver = ({ active: dragged, over }: DragOverEvent) => {
    const data = dragged.data.current as DragData | undefined
    if (data?.kind !== 'field' || !over) return
    const from = placeOf(layout, data.id)
    const to = landing(layout, String(over.id))
    // Only a change of section moves the field now; the order inside one is settled on drop.
    if (!from || !to || from.sectionId === to.sectionId) return
    setLayout(moveFieldTo(layout, data.id, to.sectionId, to.index))
  }

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    const data = dragged.data.current as DragData | undefined
    setActive(null)
    if (!data || !over) {
      setLayout(serverLayout)
      return
    }
    const overId = String(over.id)
    if (data.kind === 'section') {
      const overSection = Number(overId.slice('section-'.length))
      const to = layout.findIndex((section) => section.id === overSection)
      if (kindOf(overId) === 'section' && to >= 0) saveSections(moveSectionTo(layout, data.id, to))
      return
    }
    if (data.kind === 'field') {
      const to = landing(layout, overId)
      saveField(to ? moveFieldTo(layout, data.id, to.sectionId, to.index) : layout, data.id)
      return
    }
    if (data.kind === 'palette') {
      const to = landing(layout, overId)
      if (to) void addField(data, to.sectionId, to.index).catch(fail)
    }
  }

  /** "Yukarı/Aşağı taşı" of a section's menu. */
  const moveSection = (sectionId: number, delta: -1 | 1) => {
    const from = layout.findIndex((section) => section.id === sectionId)
    if (from >= 0) saveSections(moveSectionTo(layout, sectionId, from + delta))
  }

  /** "Yukarı/Aşağı taşı" of a field's menu: within its section. */
  const moveField = (fieldId: number, delta: -1 | 1) => {
    const from = placeOf(layout, fieldId)
    if (from) saveField(moveFieldTo(layout, fieldId, from.sectionId, from.index + delta), fieldId)
  }

  const announcements: Announcements = {
    onDragStart: ({ active: dragged }) => t('builder.dragStart', { name: labelOf(String(dragged.id)) }),
    onDragOver: ({ active: dragged, over }) =>
      over
        ? t('builder.dragOver', { name: labelOf(String(dragged.id)), target: labelOf(String(over.id)) })
        : undefined,
    onDragEnd: ({ active: dragged }) => t('builder.dragEnd', { name: labelOf(String(dragged.id)) }),
    onDragCancel: () => t('builder.dragCancel'),
  }

  return {
    layout,
    active,
    context: {
      sensors,
      collisionDetection: builderCollisions,
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel: () => {
        setActive(null)
        setLayout(serverLayout)
      },
      accessibility: {
        announcements,
        screenReaderInstructions: { draggable: t('builder.dragInstructions') },
      },
    },
    addField,
    moveSection,
    moveField,
  }
}
