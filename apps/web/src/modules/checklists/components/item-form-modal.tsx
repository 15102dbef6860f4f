import {
  CHECKLIST_INTERVALS,
  CHECKLIST_RECURRENCES,
  intervalNeedsMonthDay,
  intervalNeedsWeekday,
} from '@ajanda/contracts/checklist-recurrence'
import {
  type ChecklistItem,
  type ChecklistSection,
  type ItemInput,
  itemInputSchema,
  OFFSET_DAYS_MAX,
} from '@ajanda/contracts/checklists.contract'
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { IdSelectField } from '../../../shared/forms/id-select-field'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { DayField } from '../../requests/components/date-fields'

const FIELDS = [
  'section_id',
  'description',
  'recurrence',
  'starts_at',
  'ends_at',
  'interval',
  'interval_day',
  'specific_date',
  'dependent_to',
] as const

export interface ItemFormProps {
  item: ChecklistItem | null
  sectionId: number
  sections: readonly ChecklistSection[]
  items: readonly ChecklistItem[]
  onSave: (input: ItemInput) => Promise<{ message: string }>
  onClose: () => void
}

function ItemForm({ item, sectionId, sections, items, onSave, onClose }: ItemFormProps) {
  const { t } = useTranslation(['checklists', 'common'])
  const locale = useFormLocale()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<ItemInput>({
    resolver: localizedZodResolver(itemInputSchema, locale) as unknown as Resolver<ItemInput>,
    mode: 'onTouched',
    defaultValues: {
      section_id: item?.section_id ?? sectionId,
      description: item?.description ?? '',
      recurrence: item?.recurrence ?? 'once',
      starts_at: item?.starts_at ?? 0,
      ends_at: item?.ends_at ?? 0,
      interval: item?.interval ?? null,
      interval_day: item?.interval_day ?? null,
      specific_date: item?.specific_date ?? null,
      dependent_to: item?.dependent_to ?? null,
    },
  })
  const { errors, isSubmitting } = form.formState
  const recurrence = useWatch({ control: form.control, name: 'recurrence' })
  const interval = useWatch({ control: form.control, name: 'interval' })
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      notifySuccess((await onSave(values)).message)
      onClose()
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, FIELDS))
    }
  })
  const weekdayOptions = ['1', '2', '3', '4', '5', '6', '7'].map((value) => ({
    value,
    label: t(`weekdays.${value as '1'}`),
  }))
  const dependencies = items
    .filter((other) => other.id !== item?.id)
    .map((other) => ({ id: other.id, name: other.description }))

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <IdSelectField
          control={form.control}
          name="section_id"
          label={t('item.section')}
          required
          options={sections.map((section) => ({ id: section.id, name: section.section_title }))}
          error={errors.section_id?.message}
        />
        <Textarea
          label={t('item.description')}
          required
          autosize
          minRows={2}
          data-autofocus
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['starts_at', 'ends_at'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t(name === 'starts_at' ? 'item.startsAt' : 'item.endsAt')}
                  description={t('item.offsetHint')}
                  allowDecimal={false}
                  min={-OFFSET_DAYS_MAX}
                  max={OFFSET_DAYS_MAX}
                  value={field.value ?? 0}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value) || 0)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="recurrence"
          render={({ field }) => (
            <Select
              label={t('item.recurrence')}
              allowDeselect={false}
              data={CHECKLIST_RECURRENCES.map((value) => ({ value, label: t(`recurrence.${value}`) }))}
              value={field.value ?? 'once'}
              onChange={(value) => field.onChange(value ?? 'once')}
            />
          )}
        />
        {recurrence === 'interval' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="interval"
              render={({ field, fieldState }) => (
                <Select
                  label={t('item.interval')}
                  required
                  data={CHECKLIST_INTERVALS.map((value) => ({ value, label: t(`intervals.${value}`) }))}
                  value={field.value ?? null}
                  onChange={(value) => {
                    field.onChange(value)
                    form.setValue('interval_day', null)
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
            {intervalNeedsWeekday(interval) && (
              <Controller
                control={form.control}
                name="interval_day"
                render={({ field, fieldState }) => (
                  <Select
                    label={t('item.weekday')}
                    required
                    data={weekdayOptions}
                    value={field.value ? String(field.value) : null}
                    onChange={(value) => field.onChange(value ? Number(value) : null)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            {intervalNeedsMonthDay(interval) && (
              <Controller
                control={form.control}
                name="interval_day"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t('item.monthDay')}
                    required
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
          </SimpleGrid>
        )}
        {recurrence === 'specific_date' && (
          <DayField control={form.control} name="specific_date" label={t('item.specificDate')} required />
        )}
        <IdSelectField
          control={form.control}
          name="dependent_to"
          label={t('item.dependentTo')}
          placeholder={t('item.noDependency')}
          options={dependencies}
          clearable
          searchable
          error={errors.dependent_to?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** POST/PUT checklists/{id}/item: description required; weekly needs a weekday, monthly a day 1–31. */
export function ItemFormModal(props: ItemFormProps & { opened: boolean }) {
  const { t } = useTranslation(['checklists', 'common'])
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="lg"
      title={props.item ? t('item.editTitle') : t('item.newTitle')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {props.opened && <ItemForm {...props} />}
    </Modal>
  )
}
