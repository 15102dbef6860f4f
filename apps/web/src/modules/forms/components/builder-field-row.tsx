import type { FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Badge, Menu } from '@mantine/core'
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconEyeOff,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react'
import { type CSSProperties, memo, useEffect, useMemo, useRef, useState } from 'react'
import type { useTranslation } from 'react-i18next'
import { type DragData, fieldDragId } from '../builder-order'
import classes from './builder-field-row.module.css'
import { FieldTypeIcon } from './field-type-icon'

export type FormsT = ReturnType<typeof useTranslation<'forms'>>['t']

/** The rows' actions by id: one stable object for every row, so a row re-renders only when it changed. */
export interface RowActions {
  openSection: (id: number) => void
  openField: (id: number) => void
  moveSection: (id: number, delta: -1 | 1) => void
  moveField: (id: number, delta: -1 | 1) => void
  deleteSection: (id: number) => void
  deleteField: (id: number) => void
}

/** A sortable item's place: the list item dnd-kit moves. Plain, as it re-renders on every drag frame. */
export function sortableStyle(sortable: ReturnType<typeof useSortable>): CSSProperties {
  return {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.6 : 1,
    position: 'relative',
    zIndex: sortable.isDragging ? 2 : undefined,
  }
}

/**
 * dnd-kit's handle listeners, as one object that keeps its identity while the same events are
 * listened to: dnd-kit makes them anew whenever its sensors' options are (each render of the page),
 * which would re-render every memoised row. Each one calls the latest listener.
 */
export function useSteadyListeners(listeners: DraggableSyntheticListeners): DraggableSyntheticListeners {
  const latest = useRef(listeners)
  latest.current = listeners
  const events = Object.keys(listeners ?? {}).join(' ')
  return useMemo(
    () =>
      events
        ? Object.fromEntries(
            events.split(' ').map((event) => [event, (e: unknown) => latest.current?.[event]?.(e)]),
          )
        : undefined,
    [events],
  )
}

export interface FieldRowProps {
  field: FormFieldOut
  first: boolean
  last: boolean
  dragging: DragData['kind'] | null
  selected: boolean
  actions: RowActions
  t: FormsT
  language: string
  /** The project is read only to the viewer (decisions/0047): the row shows the field, nothing more. */
  readOnly: boolean
}

/**
 * A field in its section: the sortable list item (dnd-kit re-renders it whenever the drag context
 * changes: a drag, a drop target registering) around the memoised row, which re-renders only when the
 * field, its place or its selection changed (a form of 300 fields stays quick to edit).
 */
export const FieldRow = memo(function FieldRow({ field, dragging, ...rest }: FieldRowProps) {
  const sortable = useSortable({
    id: fieldDragId(field.id),
    data: { kind: 'field', id: field.id } satisfies DragData,
    disabled: { draggable: rest.readOnly, droppable: dragging === 'section' },
  })
  const listeners = useSteadyListeners(sortable.listeners)
  return (
    <li ref={sortable.setNodeRef} data-testid={`form-field-${field.id}`} style={sortableStyle(sortable)}>
      <FieldRowBody field={field} {...rest} attributes={sortable.attributes} listeners={listeners} />
    </li>
  )
})

const FieldRowBody = memo(function FieldRowBody({
  field,
  first,
  last,
  selected,
  actions,
  t,
  language,
  readOnly,
  attributes,
  listeners,
}: Omit<FieldRowProps, 'dragging'> & {
  attributes: DraggableAttributes
  listeners: DraggableSyntheticListeners
}) {
  const typeLabel = t(`types.${field.type}`, { defaultValue: field.type })
  const name = textIn(field.title, language) || typeLabel
  const label = (
    <>
      <span className={classes.type} title={typeLabel}>
        <FieldTypeIcon type={field.type} />
      </span>
      <span className={classes.name}>
        {name}
        {field.is_required && (
          <span className={classes.required} role="img" aria-label={t('builder.required')}>
            *
          </span>
        )}
      </span>
    </>
  )
  // Read only: the field's name and marks, without the handle, the detail (its inputs save) or the menu.
  if (readOnly)
    return (
      <div className={classes.row}>
        <span className={classes.open} style={{ cursor: 'default' }}>
          {label}
        </span>
        {marks(field, t)}
      </div>
    )
  return (
    <div className={classes.row} data-selected={selected || undefined}>
      <button
        type="button"
        className={`${classes.icon} ${classes.handle} mantine-focus-auto`}
        aria-label={t('builder.moveField', { name })}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={16} aria-hidden />
      </button>
      <button
        type="button"
        className={`${classes.open} mantine-focus-auto`}
        onClick={() => actions.openField(field.id)}
        aria-label={t('builder.openField', { name })}
        aria-pressed={selected}
      >
        {label}
      </button>
      {marks(field, t)}
      <ItemMenu
        label={t('builder.fieldActions', { name })}
        first={first}
        last={last}
        onMove={(delta) => actions.moveField(field.id, delta)}
        onDelete={() => actions.deleteField(field.id)}
        t={t}
        plain
      />
    </div>
  )
})

/** A field's "hidden" mark and its rule count. */
function marks(field: FormFieldOut, t: FormsT) {
  return (
    <>
      {field.is_hidden && <IconEyeOff size={14} aria-label={t('builder.hidden')} />}
      {field.deps.length > 0 && (
        <Badge size="sm" variant="light" color="violet">
          {t('builder.rules', { count: field.deps.length })}
        </Badge>
      )}
    </>
  )
}

/**
 * "Yukarı taşı / Aşağı taşı / Sil" of a section or a field. The menu itself (a popover with its
 * floating position, one per row) is mounted on first use: until then the button alone is drawn. On
 * that first use the new button takes the focus before the menu opens, so closing it returns there.
 */
export function ItemMenu({
  label,
  first,
  last,
  onMove,
  onDelete,
  t,
  plain = false,
}: {
  label: string
  first: boolean
  last: boolean
  onMove: (delta: -1 | 1) => void
  onDelete: () => void
  t: FormsT
  /** A field row's small button, drawn without Mantine (see builder-field-row.module.css). */
  plain?: boolean
}) {
  const [used, setUsed] = useState(false)
  const [opened, setOpened] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!used) return
    button.current?.focus()
    setOpened(true)
  }, [used])
  const open = used ? undefined : () => setUsed(true)
  const target = plain ? (
    <button
      ref={button}
      type="button"
      className={`${classes.icon} mantine-focus-auto`}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={open}
    >
      <IconDots size={16} aria-hidden />
    </button>
  ) : (
    <ActionIcon
      ref={button}
      variant="subtle"
      color="gray"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={open}
    >
      <IconDots size={16} aria-hidden />
    </ActionIcon>
  )
  if (!used) return target
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconArrowUp size={14} aria-hidden />}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          {t('builder.moveUp')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowDown size={14} aria-hidden />}
          disabled={last}
          onClick={() => onMove(1)}
        >
          {t('builder.moveDown')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.8" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
          {t('builder.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
