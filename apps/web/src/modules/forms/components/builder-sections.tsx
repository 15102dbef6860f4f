import type { FormDetail, FormFieldOut, FormSectionOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import { type DraggableAttributes, type DraggableSyntheticListeners, useDroppable } from '@dnd-kit/core'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { ActionIcon, Badge, Box, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconEyeOff, IconGripVertical } from '@tabler/icons-react'
import { memo, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type BuilderLayout, type DragData, fieldDragId, fieldsDropId, sectionDragId } from '../builder-order'
import {
  FieldRow,
  type FormsT,
  ItemMenu,
  type RowActions,
  sortableStyle,
  useSteadyListeners,
} from './builder-field-row'
import classes from './builder-field-row.module.css'

export type BuilderSelection =
  | { kind: 'list' }
  | { kind: 'field'; id: number }
  | { kind: 'section'; id: number }

export interface BuilderSectionsProps {
  form: FormDetail
  layout: BuilderLayout
  /** What is being dragged: a dragged section turns the fields' drop targets off (and the reverse). */
  dragging: DragData['kind'] | null
  selection: BuilderSelection
  /** The section a palette click adds to. */
  targetSectionId: number | null
  onOpenSection: (id: number) => void
  onOpenField: (id: number) => void
  onMoveSection: (id: number, delta: -1 | 1) => void
  onMoveField: (id: number, delta: -1 | 1) => void
  onDeleteSection: (section: FormSectionOut) => void
  onDeleteField: (field: FormFieldOut) => void
  /** The project is read only to the viewer (decisions/0047): no handles, menus or details. */
  readOnly?: boolean
}

const sameItems = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]))

/** `next`, or the array last returned when it holds the same items (dnd-kit compares lists by identity). */
function useSameItems<T>(next: readonly T[]): readonly T[] {
  const kept = useRef(next)
  if (kept.current !== next && !sameItems(kept.current, next)) kept.current = next
  return kept.current
}

/**
 * The builder's main part (admin-area.md "Form builder"): the sections in their order, each with its
 * fields, dragged by their handles (also with the keyboard) or moved with "Yukarı/Aşağı taşı" in
 * their menus. The drag context is the page's (form-builder.tsx): palette items drop in here too.
 */
export function BuilderSections(props: BuilderSectionsProps) {
  const { form, layout, dragging, selection, targetSectionId, readOnly = false } = props
  const { t, i18n } = useTranslation('forms')
  const sections = useMemo(() => new Map(form.sections.map((s) => [s.id, s])), [form.sections])
  const fields = useMemo(
    () => new Map(form.sections.flatMap((s) => s.fields.map((f) => [f.id, f] as const))),
    [form.sections],
  )
  // The rows call the page's latest handlers through one object that never changes.
  const latest = useRef({ props, sections, fields })
  latest.current = { props, sections, fields }
  const actions = useMemo<RowActions>(
    () => ({
      openSection: (id) => latest.current.props.onOpenSection(id),
      openField: (id) => latest.current.props.onOpenField(id),
      moveSection: (id, delta) => latest.current.props.onMoveSection(id, delta),
      moveField: (id, delta) => latest.current.props.onMoveField(id, delta),
      deleteSection: (id) => {
        const section = latest.current.sections.get(id)
        if (section) latest.current.props.onDeleteSection(section)
      },
      deleteField: (id) => {
        const field = latest.current.fields.get(id)
        if (field) latest.current.props.onDeleteField(field)
      },
    }),
    [],
  )
  const sectionItems = useSameItems(layout.map((s) => sectionDragId(s.id)))
  if (layout.length === 0)
    return (
      <Card withBorder radius="md" padding="xl" ta="center">
        <Text c="dimmed">{t(readOnly ? 'builder.emptyFormReadOnly' : 'builder.emptyForm')}</Text>
      </Card>
    )
  const selectedField = selection.kind === 'field' ? selection.id : null
  return (
    <SortableContext items={sectionItems as string[]} strategy={verticalListSortingStrategy}>
      <Stack
        gap="md"
        component="ol"
        aria-label={t('builder.sections')}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {layout.map((entry, index) => {
          const section = sections.get(entry.id)
          if (!section) return null
          return (
            <SectionCard
              key={entry.id}
              section={section}
              fields={entry.fields.flatMap((id) => fields.get(id) ?? [])}
              first={index === 0}
              last={index === layout.length - 1}
              dragging={dragging}
              selected={selection.kind === 'section' && selection.id === section.id}
              target={targetSectionId === section.id}
              selectedField={
                selectedField !== null && entry.fields.includes(selectedField) ? selectedField : null
              }
              actions={actions}
              t={t}
              language={i18n.language}
              readOnly={readOnly}
            />
          )
        })}
      </Stack>
    </SortableContext>
  )
}

interface SectionCardProps {
  section: FormSectionOut
  fields: FormFieldOut[]
  first: boolean
  last: boolean
  dragging: DragData['kind'] | null
  selected: boolean
  /** The section a palette click adds to. */
  target: boolean
  /** The selected field when it is in this section. */
  selectedField: number | null
  actions: RowActions
  t: FormsT
  language: string
  readOnly: boolean
}

/** Props equal, the fields compared one by one (the page builds each section's list anew). */
const sameSectionProps = (a: SectionCardProps, b: SectionCardProps) =>
  (Object.keys(a) as (keyof SectionCardProps)[]).every((key) =>
    key === 'fields' ? sameItems(a.fields, b.fields) : Object.is(a[key], b[key]),
  )

/**
 * A section: the sortable list item and its field list's drop target (both re-render with the drag
 * context) around the memoised card, which re-renders only when the section or its fields changed.
 */
const SectionCard = memo(function SectionCard({ section, dragging, ...rest }: SectionCardProps) {
  const sortable = useSortable({
    id: sectionDragId(section.id),
    data: { kind: 'section', id: section.id } satisfies DragData,
    disabled: { draggable: rest.readOnly, droppable: dragging !== null && dragging !== 'section' },
  })
  const drop = useDroppable({
    id: fieldsDropId(section.id),
    data: { kind: 'fields', sectionId: section.id } satisfies DragData,
    disabled: dragging === 'section',
  })
  const listeners = useSteadyListeners(sortable.listeners)
  return (
    <li
      ref={sortable.setNodeRef}
      className={classes.section}
      style={sortableStyle(sortable)}
      data-testid={`form-section-${section.id}`}
    >
      <SectionBody
        section={section}
        dragging={dragging}
        {...rest}
        attributes={sortable.attributes}
        listeners={listeners}
        dropRef={drop.setNodeRef}
        over={drop.isOver}
      />
    </li>
  )
}, sameSectionProps)

const SectionBody = memo(function SectionBody({
  section,
  fields,
  first,
  last,
  dragging,
  selected,
  target,
  selectedField,
  actions,
  t,
  language,
  readOnly,
  attributes,
  listeners,
  dropRef,
  over,
}: SectionCardProps & {
  attributes: DraggableAttributes
  listeners: DraggableSyntheticListeners
  dropRef: (element: HTMLElement | null) => void
  over: boolean
}) {
  const name = textIn(section.title, language) || t('builder.sections')
  const help = textIn(section.help_text, language)
  const items = useSameItems(fields.map((f) => fieldDragId(f.id)))
  const heading = (
    <>
      <Text fw={700} size="md" c={section.title_colour ?? undefined} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {help && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {help}
        </Text>
      )}
    </>
  )
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      style={{
        borderColor: selected || target ? 'var(--mantine-color-blue-6)' : undefined,
        borderWidth: selected ? 2 : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {readOnly ? (
          <Box style={{ flex: 1, minWidth: 0 }}>{heading}</Box>
        ) : (
          <>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('builder.moveSection', { name })}
              {...attributes}
              {...listeners}
              style={{ cursor: 'grab', touchAction: 'none' }}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
            <UnstyledButton
              onClick={() => actions.openSection(section.id)}
              aria-label={t('builder.openSection', { name })}
              aria-pressed={selected}
              style={{ flex: 1, minWidth: 0 }}
            >
              {heading}
            </UnstyledButton>
          </>
        )}
        <Group gap={4} wrap="nowrap">
          {section.is_hidden && (
            <Badge variant="light" color="gray" leftSection={<IconEyeOff size={12} aria-hidden />}>
              {t('builder.hidden')}
            </Badge>
          )}
          {section.rules.length > 0 && (
            <Badge variant="light" color="violet" data-testid="section-rule-count">
              {t('builder.rules', { count: section.rules.length })}
            </Badge>
          )}
          {!readOnly && (
            <ItemMenu
              label={t('builder.sectionActions', { name })}
              first={first}
              last={last}
              onMove={(delta) => actions.moveSection(section.id, delta)}
              onDelete={() => actions.deleteSection(section.id)}
              t={t}
            />
          )}
        </Group>
      </Group>
      <SortableContext items={items as string[]} strategy={verticalListSortingStrategy}>
        <Stack
          ref={dropRef}
          gap={6}
          mt="sm"
          p={6}
          component="ul"
          m={0}
          style={{
            listStyle: 'none',
            minHeight: 48,
            borderRadius: 'var(--mantine-radius-sm)',
            background: over ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
          }}
        >
          {fields.length === 0 && (
            <Text component="li" size="sm" c="dimmed" ta="center" py="xs">
              {t('builder.emptySection')}
            </Text>
          )}
          {fields.map((field, index) => (
            <FieldRow
              key={field.id}
              field={field}
              first={index === 0}
              last={index === fields.length - 1}
              dragging={dragging}
              selected={selectedField === field.id}
              actions={actions}
              t={t}
              language={language}
              readOnly={readOnly}
            />
          ))}
        </Stack>
      </SortableContext>
    </Card>
  )
})
