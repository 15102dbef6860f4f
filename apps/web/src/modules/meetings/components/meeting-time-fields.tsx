import { SimpleGrid } from '@mantine/core'
import { DateTimePicker } from '@mantine/dates'
import dayjs from 'dayjs'
import {
  type Control,
  Controller,
  type UseFormGetValues,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DATE_TIME_FORMAT } from '../../../shared/format/dates'
import {
  endAfterStartChange,
  endMinDate,
  endMinTime,
  PICKER_FIRST_TIME,
  PICKER_LAST_TIME,
  PICKER_STEP_MINUTES,
} from '../../../shared/forms/date-time-pair'
import { useDatePresets } from '../../../shared/forms/use-date-presets'
import { useCalendarLabels } from '../../../shared/ui/calendar-labels'
import { PLACEHOLDER_STYLES } from '../../projects/components/picker-styles'
import { momentToPicker, pickerToMoment, WORKDAY_START_HOUR } from '../../requests/request-dates'
import type { MeetingFormValues } from '../meeting-form-values'

interface MeetingTimeFieldsProps {
  control: Control<MeetingFormValues>
  setValue: UseFormSetValue<MeetingFormValues>
  getValues: UseFormGetValues<MeetingFormValues>
  disabled?: boolean
}

/**
 * The spec's datetime picker (admin-area.md): 06:00–22:00 in 15-minute steps; the end offers only times
 * after the start; picking a start later than the end clears the end.
 */
export function MeetingTimeFields({ control, setValue, getValues, disabled }: MeetingTimeFieldsProps) {
  const { t } = useTranslation(['meetings', 'requests'])
  const calendarLabels = useCalendarLabels()
  const presetsFor = useDatePresets()
  const start = useWatch({ control, name: 'starts_at' })
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name="starts_at"
        render={({ field, fieldState }) => (
          <DateTimePicker
            ariaLabels={calendarLabels}
            submitButtonProps={{ 'aria-label': t('requests:form.applyMoment') }}
            presets={presetsFor({
              withTime: { keepTime: field.value ?? null, defaultHour: WORKDAY_START_HOUR },
            })}
            label={t('fields.starts_at')}
            required
            disabled={disabled}
            valueFormat={DATE_TIME_FORMAT}
            value={momentToPicker(field.value)}
            timePickerProps={{
              minutesStep: PICKER_STEP_MINUTES,
              min: PICKER_FIRST_TIME,
              max: PICKER_LAST_TIME,
            }}
            onChange={(value) => {
              const moment = pickerToMoment(value ? String(value) : null)
              field.onChange(moment)
              field.onBlur()
              const end = getValues('ends_at') ?? null
              const kept = endAfterStartChange(moment, end)
              if (kept !== end) setValue('ends_at', kept as string, { shouldValidate: false })
            }}
            styles={PLACEHOLDER_STYLES}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="ends_at"
        render={({ field, fieldState }) => (
          <DateTimePicker
            ariaLabels={calendarLabels}
            submitButtonProps={{ 'aria-label': t('requests:form.applyMoment') }}
            presets={presetsFor({
              withTime: { keepTime: field.value ?? null, defaultHour: WORKDAY_START_HOUR },
              earliest: endMinDate(start),
            })}
            label={t('fields.ends_at')}
            required
            disabled={disabled}
            valueFormat={DATE_TIME_FORMAT}
            value={momentToPicker(field.value)}
            minDate={endMinDate(start)}
            timePickerProps={{
              minutesStep: PICKER_STEP_MINUTES,
              min: endMinTime(start, field.value),
              max: PICKER_LAST_TIME,
            }}
            onChange={(value) => {
              const moment = pickerToMoment(value ? String(value) : null)
              field.onChange(moment && start && !dayjs(moment).isAfter(dayjs(start)) ? null : moment)
              field.onBlur()
            }}
            styles={PLACEHOLDER_STYLES}
            error={fieldState.error?.message}
          />
        )}
      />
    </SimpleGrid>
  )
}
