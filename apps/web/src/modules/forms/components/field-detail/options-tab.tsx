import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '../../../../shared/api/server-message'
import { confirmDestructive } from '../../../../shared/ui/confirm'
import { productsQueryOptions } from '../../../products/products.api'
import type { FieldTabProps } from './field-tab-props'
import { type OptionColumn, OptionRow } from './option-row'

/**
 * "Seçenekler": the field's options in order (drag with the pointer or the keyboard, or the arrows),
 * each edited inline; a row at the end adds one. Every change is one call, saved at once.
 */
export function OptionsTab({ form, field, mutations }: Pick<FieldTabProps, 'form' | 'field' | 'mutations'>) {
  const { t } = useTranslation('formFields')
  const { addOption, updateOption, removeOption, sortOptions } = mutations
  // A drag's order shows until the server answers with the field (its options then change).
  const [order, setOrder] = useState<{ base: unknown; ids: number[] } | null>(null)
  const [text, setText] = useState('')
  const [quota, setQuota] = useState('')
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  // An option of a project's form may stand for one of the project's products (its registration fee).
  const products = useQuery({
    ...productsQueryOptions(form.project_code ?? ''),
    enabled: form.project_code !== null,
  })
  const productChoices = (products.data?.data ?? []).map((product) => ({
    value: String(product.id),
    label: product.name,
  }))
  const byId = new Map(field.options.map((option) => [option.id, option]))
  const ids = (
    order && order.base === field.options ? order.ids : field.options.map((option) => option.id)
  ).filter((id) => byId.has(id))

  const report = (ok: boolean, message: string) => setStatus({ ok, text: message })
  const fail = (error: unknown) => report(false, serverMessage(error) ?? t('common.failed'))

  const sort = async (next: number[]) => {
    setOrder({ base: field.options, ids: next })
    try {
      await sortOptions.mutateAsync({ fieldId: field.id, options: next })
      report(true, t('options.sorted'))
    } catch (error) {
      setOrder(null)
      fail(error)
    }
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = ids.indexOf(Number(active.id))
    const to = ids.indexOf(Number(over.id))
    if (from < 0 || to < 0) return
    void sort(arrayMove(ids, from, to))
  }

  const save = async (optionId: number, column: OptionColumn, data: string | number | null) => {
    try {
      await updateOption.mutateAsync({ fieldId: field.id, optionId, column, data })
      report(true, t('options.updated'))
    } catch (error) {
      fail(error)
    }
  }

  const remove = async (optionId: number) => {
    if (!(await confirmDestructive({ message: t('options.removeConfirm') }))) return
    try {
      await removeOption.mutateAsync({ fieldId: field.id, optionId })
      report(true, t('options.removed'))
    } catch (error) {
      fail(error)
    }
  }

  const add = async () => {
    const optionText = text.trim()
    if (optionText === '') return
    const quotaNumber = quota.trim() === '' ? null : Number(quota.trim())
    if (quotaNumber !== null && !(Number.isInteger(quotaNumber) && quotaNumber >= 0)) {
      report(false, t('options.quotaInvalid'))
      return
    }
    try {
      await addOption.mutateAsync({
        fieldId: field.id,
        option_text: optionText,
        quota_available: quotaNumber,
      })
      setText('')
      setQuota('')
      report(true, t('options.added'))
    } catch (error) {
      fail(error)
    }
  }

  return (
    <Stack gap="sm">
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('options.none')}
        </Text>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Stack
              gap={6}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('options.listLabel')}
            >
              {ids.map((id, index) => {
                const option = byId.get(id)
                if (!option) return null
                return (
                  <OptionRow
                    key={id}
                    option={option}
                    index={index}
                    count={ids.length}
                    fieldId={field.id}
                    languages={form.languages}
                    withImage={field.type === 'picture_choice'}
                    products={productChoices}
                    onSave={(column, data) => void save(id, column, data)}
                    onMove={(offset) => void sort(arrayMove(ids, index, index + offset))}
                    onRemove={() => void remove(id)}
                  />
                )
              })}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t('options.newText')}
          value={text}
          maxLength={300}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void add()
            }
          }}
          style={{ flex: 2, minWidth: 160 }}
        />
        <TextInput
          label={t('options.quota')}
          value={quota}
          inputMode="numeric"
          onChange={(event) => setQuota(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 90 }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={text.trim() === ''}
          loading={addOption.isPending}
          onClick={() => void add()}
        >
          {t('options.add')}
        </Button>
      </Group>
      <Text size="sm" c={status?.ok === false ? 'red.8' : 'green.9'} aria-live="polite" mih={20}>
        {status?.text ?? ''}
      </Text>
    </Stack>
  )
}
