import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { describeFieldType, FIELD_TYPES, type FieldGroup } from '@ajanda/contracts/forms/field-types'
import type { FormSectionOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import { useDraggable } from '@dnd-kit/core'
import { Box, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldTemplatesQueryOptions } from '../../reference/reference.api'
import type { DragData } from '../builder-order'
import { FieldTypeIcon } from './field-type-icon'

const GROUPS: FieldGroup[] = ['text', 'choice', 'date', 'number', 'file', 'event', 'display']

export interface PaletteItem {
  type: string
  templateId: number | null
  label: string
}

export const paletteDragId = (item: Pick<PaletteItem, 'type' | 'templateId'>) =>
  item.templateId ? `palette-template-${item.templateId}` : `palette-${item.type}`

/**
 * The side panel's field list (admin-area.md "Form builder"): every field type grouped, the company's
 * field templates, and a search over the types' Turkish and English names. A click (or Enter) adds
 * the type at the end of the selected section (the last one when none is); a drag drops it at a place.
 */
export function FieldListPanel({
  targetSection,
  onAdd,
  disabled = false,
}: {
  targetSection: FormSectionOut | null
  onAdd: (item: PaletteItem) => void
  disabled?: boolean
}) {
  const { t, i18n } = useTranslation('forms')
  const [search, setSearch] = useState('')
  const templates = useQuery(fieldTemplatesQueryOptions()).data ?? []
  const labels = useMemo(() => {
    const tr = i18n.getFixedT('tr', 'forms')
    const en = i18n.getFixedT('en', 'forms')
    return new Map(
      FIELD_TYPES.map((type) => [
        type,
        foldTurkish(`${tr(`types.${type}`)} ${en(`types.${type}`)} ${type.replaceAll('_', ' ')}`),
      ]),
    )
  }, [i18n])
  const query = foldTurkish(search.trim())
  const matches = (type: string, extra = '') =>
    !query || `${labels.get(type as never) ?? type} ${foldTurkish(extra)}`.includes(query)
  const groups = GROUPS.map((group) => ({
    group,
    types: FIELD_TYPES.filter((type) => describeFieldType(type).group === group && matches(type)),
  })).filter((entry) => entry.types.length > 0)
  const shownTemplates = templates.filter((template) => matches(template.type, template.name))
  const noSection = targetSection === null

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('palette.title')}
      </Title>
      <TextInput
        label={t('palette.search')}
        placeholder={t('palette.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
      />
      <Text size="xs" c="dimmed">
        {noSection
          ? t('palette.needSection')
          : t('palette.addsTo', { name: textIn(targetSection.title, i18n.language) })}
      </Text>
      <PaletteHint />
      {groups.length === 0 && shownTemplates.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('palette.noMatch')}
        </Text>
      )}
      {shownTemplates.length > 0 && (
        <PaletteGroup title={t('palette.templates')}>
          {shownTemplates.map((template) => (
            <PaletteButton
              key={`template-${template.id}`}
              item={{ type: template.type, templateId: template.id, label: template.name }}
              disabled={disabled || noSection}
              onAdd={onAdd}
            />
          ))}
        </PaletteGroup>
      )}
      {groups.map(({ group, types }) => (
        <PaletteGroup key={group} title={t(`groups.${group}`)}>
          {types.map((type) => (
            <PaletteButton
              key={type}
              item={{ type, templateId: null, label: t(`types.${type}`) }}
              disabled={disabled || noSection}
              onAdd={onAdd}
            />
          ))}
        </PaletteGroup>
      ))}
    </Stack>
  )
}

function PaletteGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {title}
      </Text>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {children}
      </SimpleGrid>
    </Box>
  )
}

function PaletteButton({
  item,
  disabled,
  onAdd,
}: {
  item: PaletteItem
  disabled: boolean
  onAdd: (item: PaletteItem) => void
}) {
  const { t } = useTranslation('forms')
  const draggable = useDraggable({
    id: paletteDragId(item),
    data: { kind: 'palette', ...item } satisfies DragData,
    disabled,
  })
  return (
    <UnstyledButton
      ref={draggable.setNodeRef}
      // The pointer drags; the keyboard's Enter and space click (add to the selected section).
      onPointerDown={
        draggable.listeners?.onPointerDown as React.PointerEventHandler<HTMLButtonElement> | undefined
      }
      onClick={() => onAdd(item)}
      disabled={disabled}
      aria-label={t(item.templateId ? 'palette.addTemplate' : 'palette.add', { name: item.label })}
      aria-describedby="form-palette-hint"
      data-palette-type={item.type}
      style={{ touchAction: 'none', opacity: draggable.isDragging ? 0.5 : disabled ? 0.6 : 1 }}
    >
      <PaletteChip item={item} />
    </UnstyledButton>
  )
}

/** How a palette item looks, in the list and under the pointer while it is dragged. */
export function PaletteChip({ item }: { item: PaletteItem }) {
  return (
    <Paper withBorder radius="sm" px={8} py={6}>
      <Group gap={6} wrap="nowrap">
        <FieldTypeIcon type={item.type} />
        <Text size="sm" lineClamp={1}>
          {item.label}
        </Text>
      </Group>
    </Paper>
  )
}

/** The hint the palette's buttons point at (aria-describedby). */
function PaletteHint() {
  const { t } = useTranslation('forms')
  return (
    <Text id="form-palette-hint" size="xs" c="dimmed">
      {t('palette.addHint')}
    </Text>
  )
}
