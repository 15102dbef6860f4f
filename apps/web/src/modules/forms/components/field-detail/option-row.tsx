import type { FormOptionOut } from '@ajanda/contracts/forms/form-detail'
import type { OPTION_COLUMNS } from '@ajanda/contracts/forms.contract'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Group, Image, Paper, Select, Stack, TextInput } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UploadButton } from './upload-button'

export type OptionColumn = (typeof OPTION_COLUMNS)[number]

interface OptionRowProps {
  option: FormOptionOut
  index: number
  count: number
  fieldId: number
  languages: readonly string[]
  withImage: boolean
  /** The form's project's products an option may stand for (none: the form has no project or products). */
  products: readonly { value: string; label: string }[]
  onSave: (column: OptionColumn, data: string | number | null) => void
  onMove: (offset: -1 | 1) => void
  onRemove: () => void
}

/** A text that saves on blur or Enter when it changed; the server's value returns when it changes. */
function InlineText({
  label,
  value,
  onCommit,
  maxLength,
}: {
  label: string
  value: string
  onCommit: (value: string) => void
  maxLength?: number
}) {
  const [text, setText] = useState(value)
  // What was sent last: Enter and then blur send once.
  const sent = useRef(value)
  useEffect(() => {
    setText(value)
    sent.current = value
  }, [value])
  const commit = () => {
    if (text === sent.current) return
    sent.current = text
    onCommit(text)
  }
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      value={text}
      maxLength={maxLength}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
      style={{ flex: 1, minWidth: 0 }}
    />
  )
}

/** One option: drag handle, its text per language, quota, image (picture_choice), move and delete. */
export function OptionRow({
  option,
  index,
  count,
  fieldId,
  languages,
  withImage,
  products,
  onSave,
  onMove,
  onRemove,
}: OptionRowProps) {
  const { t } = useTranslation('formFields')
  const sortable = useSortable({ id: option.id })
  const name = option.option_text.tr || `#${option.id}`
  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      withBorder
      p="xs"
      radius="sm"
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
      data-testid="option-row"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          mt={4}
          aria-label={t('options.drag', { option: name })}
          {...sortable.attributes}
          {...sortable.listeners}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <InlineText
            label={t('options.text', { option: name, language: 'TR' })}
            value={option.option_text.tr ?? ''}
            maxLength={300}
            onCommit={(text) => onSave('option_text', text)}
          />
          {languages.includes('en') && (
            <InlineText
              label={t('options.text', { option: name, language: 'EN' })}
              value={option.option_text.en ?? ''}
              maxLength={300}
              onCommit={(text) => onSave('option_text_en', text)}
            />
          )}
          <Group gap="xs" wrap="wrap">
            <InlineText
              label={t('options.rowQuota', { option: name })}
              value={option.quota_available === null ? '' : String(option.quota_available)}
              onCommit={(text) => {
                const trimmed = text.trim()
                onSave(
                  'quota_available',
                  trimmed === '' ? null : Number.isInteger(Number(trimmed)) ? Number(trimmed) : trimmed,
                )
              }}
            />
            {products.length > 0 && (
              <Select
                aria-label={t('options.product', { option: name })}
                placeholder={t('options.noProduct')}
                data={products}
                value={option.product_id === null ? null : String(option.product_id)}
                onChange={(value) => onSave('product_id', value === null ? null : Number(value))}
                clearable
                searchable
                w={{ base: '100%', xs: 220 }}
              />
            )}
            {withImage && (
              <Group gap={6} wrap="nowrap">
                {option.image && <Image src={option.image} alt="" w={36} h={36} radius="sm" fit="cover" />}
                <UploadButton
                  fieldId={fieldId}
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  label={t('options.image')}
                  onUploaded={(url) => onSave('image', url)}
                />
              </Group>
            )}
            <Group gap={2} wrap="nowrap" ml="auto">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('options.moveUp', { option: name })}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('options.moveDown', { option: name })}
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={t('options.remove', { option: name })}
                onClick={onRemove}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Paper>
  )
}
