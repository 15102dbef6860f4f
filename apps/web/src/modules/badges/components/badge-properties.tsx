import { BADGE_ALIGNS, BADGE_FIELDS, type BadgeElement } from '@ajanda/contracts/badges.contract'
import { Button, Checkbox, ColorInput, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  element: BadgeElement | null
  badge: { width_mm: number; height_mm: number }
  lists: { id: number; name: string }[]
  onChange: (element: BadgeElement) => void
  onRemove: (id: string) => void
  /** Read only (decisions/0047): the values are shown in a disabled fieldset, without "remove". */
  readOnly?: boolean
}

const num = (value: string | number, fallback: number) =>
  typeof value === 'number' ? value : Number(value) || fallback

/** The selected element's position, size and own settings, typed in (also the phone's way to edit). */
export function BadgeProperties({ element, badge, lists, onChange, onRemove, readOnly = false }: Props) {
  const { t } = useTranslation('badges')
  if (!element)
    return (
      <Text c="dimmed" size="sm">
        {t(readOnly ? 'noSelectionReadOnly' : 'noSelection')}
      </Text>
    )
  const set = (patch: Partial<BadgeElement>) => onChange({ ...element, ...patch } as BadgeElement)
  return (
    <Stack gap="xs" data-testid="badge-properties">
      <Text fw={600}>{t(`types.${element.type}`)}</Text>
      <NumberInput
        label={t('x')}
        value={element.x_mm}
        min={0}
        max={badge.width_mm - element.width_mm}
        step={1}
        decimalScale={1}
        onChange={(v) => set({ x_mm: num(v, 0) })}
      />
      <NumberInput
        label={t('y')}
        value={element.y_mm}
        min={0}
        max={badge.height_mm - element.height_mm}
        step={1}
        decimalScale={1}
        onChange={(v) => set({ y_mm: num(v, 0) })}
      />
      <NumberInput
        label={t('w')}
        value={element.width_mm}
        min={1}
        max={badge.width_mm - element.x_mm}
        step={1}
        decimalScale={1}
        onChange={(v) => set({ width_mm: num(v, 1) })}
      />
      <NumberInput
        label={t('h')}
        value={element.height_mm}
        min={1}
        max={badge.height_mm - element.y_mm}
        step={1}
        decimalScale={1}
        onChange={(v) => set({ height_mm: num(v, 1) })}
      />
      {element.type === 'field' && (
        <Select
          label={t('field')}
          data={BADGE_FIELDS.map((field) => ({ value: field, label: t(`fields.${field}`) }))}
          value={element.field}
          allowDeselect={false}
          onChange={(value) => value && set({ field: value as (typeof BADGE_FIELDS)[number] })}
        />
      )}
      {element.type === 'text' && (
        <TextInput
          label={t('text')}
          value={element.text}
          maxLength={200}
          onChange={(event) => set({ text: event.currentTarget.value })}
        />
      )}
      {(element.type === 'field' || element.type === 'text') && (
        <>
          <NumberInput
            label={t('fontSize')}
            value={element.font_size_pt}
            min={4}
            max={96}
            onChange={(v) => set({ font_size_pt: num(v, 12) })}
          />
          <Checkbox
            label={t('bold')}
            checked={element.bold}
            onChange={(event) => set({ bold: event.currentTarget.checked })}
          />
          <Select
            label={t('align')}
            data={BADGE_ALIGNS.map((align) => ({ value: align, label: t(`aligns.${align}`) }))}
            value={element.align}
            allowDeselect={false}
            onChange={(value) => value && set({ align: value as (typeof BADGE_ALIGNS)[number] })}
          />
          <ColorInput
            label={t('color')}
            value={element.color}
            format="hex"
            eyeDropperButtonProps={{ 'aria-label': t('eyeDropper') }}
            onChange={(color) => set({ color: color.toUpperCase() })}
          />
        </>
      )}
      {element.type === 'band' && (
        <>
          <ColorInput
            label={t('bandDefault')}
            value={element.default_color ?? ''}
            format="hex"
            eyeDropperButtonProps={{ 'aria-label': t('eyeDropper') }}
            onChange={(color) => set({ default_color: color ? color.toUpperCase() : null })}
          />
          {lists.map((list) => (
            <ColorInput
              key={list.id}
              label={t('bandList', { name: list.name })}
              value={element.colors.find((entry) => entry.list_id === list.id)?.color ?? ''}
              format="hex"
              eyeDropperButtonProps={{ 'aria-label': t('eyeDropper') }}
              onChange={(color) =>
                set({
                  colors: [
                    ...element.colors.filter((entry) => entry.list_id !== list.id),
                    ...(color ? [{ list_id: list.id, color: color.toUpperCase() }] : []),
                  ],
                })
              }
            />
          ))}
        </>
      )}
      {!readOnly && (
        <Button variant="subtle" color="red" onClick={() => onRemove(element.id)}>
          {t('removeElement')}
        </Button>
      )}
    </Stack>
  )
}
