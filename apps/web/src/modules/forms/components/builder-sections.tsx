import type { FormDetail, FormFieldOut, FormSectionOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import { useDroppable } from '@dnd-kit/core'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Badge, Box, Card, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core'
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconEyeOff,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type BuilderLayout, type DragData, fieldDragId, fieldsDropId, sectionDragId } from '../builder-order'
import { FieldTypeIcon } from './field-type-icon'

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
}

/**
 * The builder's main part (admin-area.md "Form builder"): the sections in their order, each with its
 * fields, dragged by their handles (also with the keyboard) or moved with "Yukarı/Aşağı taşı" in
 * their menus. The drag context is the page's (form-builder.tsx): palette items drop in here too.
 */
export function BuilderSections(props: BuilderSectionsProps) {
  const { form, layout } = props
  const { t } = useTranslation('forms')
  const sections = useMemo(() => new Map(form.sections.map((s) => [s.id, s])), [form.sections])
  const fields = useMemo(
    () => new Map(form.sections.flatMap((s) => s.fields.map((f) => [f.id, f] as const))),
    [form.sections],
  )
  if (layout.length === 0)
    return (
      <Card withBorder radius="md" padding="xl" ta="center">
        <Text c="dimmed">{t('builder.emptyForm')}</Text>
      </Card>
    )
  return (
    <SortableContext items={layout.map((s) => sectionDragId(s.id))} strategy={verticalListSortingStrategy}>
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
              {...props}
              section={section}
              fields={entry.fields.flatMap((id) => fields.get(id) ?? [])}
              first={index === 0}
              last={index === layout.length - 1}
            />
          )
        })}
      </Stack>
    </SortableContext>
  )
}

function SectionCard({
  section,
  fields,
  first,
  last,
  dragging,
  selection,
  targetSectionId,
  onOpenSection,
  onOpenField,
  onMoveSection,
  onMoveField,
  onDeleteSection,
  onDeleteField,
}: BuilderSectionsProps & {
  section: FormSectionOut
  fields: FormFieldOut[]
  first: boolean
  last: boolean
}) {
  const { t, i18n } = useTranslation('forms')
  const name = textIn(section.title, i18n.language) || t('builder.sections')
  const sortable = useSortable({
    id: sectionDragId(section.id),
    data: { kind: 'section', id: section.id } satisfies DragData,
    disabled: { draggable: false, droppable: dragging !== null && dragging !== 'section' },
  })
  const drop = useDroppable({
    id: fieldsDropId(section.id),
    data: { kind: 'fields', sectionId: section.id } satisfies DragData,
    disabled: dragging === 'section',
  })
  const help = textIn(section.help_text, i18n.language)
  const selected = selection.kind === 'section' && selection.id === section.id
  const target = targetSectionId === section.id
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
      data-testid={`form-section-${section.id}`}
    >
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
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('builder.moveSection', { name })}
            {...sortable.attributes}
            {...sortable.listeners}
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <UnstyledButton
            onClick={() => onOpenSection(section.id)}
            aria-label={t('builder.openSection', { name })}
            aria-pressed={selected}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Text
              fw={700}
              size="md"
              c={section.title_colour ?? undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Text>
            {help && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {help}
              </Text>
            )}
          </UnstyledButton>
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
            <ItemMenu
              label={t('builder.sectionActions', { name })}
              first={first}
              last={last}
              onMove={(delta) => onMoveSection(section.id, delta)}
              onDelete={() => onDeleteSection(section)}
            />
          </Group>
        </Group>
        <SortableContext items={fields.map((f) => fieldDragId(f.id))} strategy={verticalListSortingStrategy}>
          <Stack
            ref={drop.setNodeRef}
            gap={6}
            mt="sm"
            p={6}
            component="ul"
            m={0}
            style={{
              listStyle: 'none',
              minHeight: 48,
              borderRadius: 'var(--mantine-radius-sm)',
              background: drop.isOver ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
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
                selected={selection.kind === 'field' && selection.id === field.id}
                onOpen={() => onOpenField(field.id)}
                onMove={(delta) => onMoveField(field.id, delta)}
                onDelete={() => onDeleteField(field)}
              />
            ))}
          </Stack>
        </SortableContext>
      </Card>
    </Box>
  )
}

function FieldRow({
  field,
  first,
  last,
  dragging,
  selected,
  onOpen,
  onMove,
  onDelete,
}: {
  field: FormFieldOut
  first: boolean
  last: boolean
  dragging: DragData['kind'] | null
  selected: boolean
  onOpen: () => void
  onMove: (delta: -1 | 1) => void
  onDelete: () => void
}) {
  const { t, i18n } = useTranslation('forms')
  const typeLabel = t(`types.${field.type}`, { defaultValue: field.type })
  const name = textIn(field.title, i18n.language) || typeLabel
  const sortable = useSortable({
    id: fieldDragId(field.id),
    data: { kind: 'field', id: field.id } satisfies DragData,
    disabled: { draggable: false, droppable: dragging === 'section' },
  })
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      data-testid={`form-field-${field.id}`}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
    >
      <Card
        withBorder
        radius="sm"
        padding={6}
        style={{
          borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined,
          borderWidth: selected ? 2 : undefined,
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('builder.moveField', { name })}
            {...sortable.attributes}
            {...sortable.listeners}
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
          <UnstyledButton
            onClick={onOpen}
            aria-label={t('builder.openField', { name })}
            aria-pressed={selected}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Group gap={6} wrap="nowrap">
              <Box c="dimmed" title={typeLabel} style={{ display: 'flex' }}>
                <FieldTypeIcon type={field.type} />
              </Box>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {name}
                {field.is_required && (
                  <Text span c="red.8" fw={700} ml={4} aria-label={t('builder.required')}>
                    *
                  </Text>
                )}
              </Text>
            </Group>
          </UnstyledButton>
          {field.is_hidden && <IconEyeOff size={14} aria-label={t('builder.hidden')} />}
          {field.deps.length > 0 && (
            <Badge size="sm" variant="light" color="violet">
              {t('builder.rules', { count: field.deps.length })}
            </Badge>
          )}
          <ItemMenu
            label={t('builder.fieldActions', { name })}
            first={first}
            last={last}
            onMove={onMove}
            onDelete={onDelete}
            size="sm"
          />
        </Group>
      </Card>
    </Box>
  )
}

function ItemMenu({
  label,
  first,
  last,
  onMove,
  onDelete,
  size,
}: {
  label: string
  first: boolean
  last: boolean
  onMove: (delta: -1 | 1) => void
  onDelete: () => void
  size?: 'sm'
}) {
  const { t } = useTranslation('forms')
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={size} aria-label={label}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
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
