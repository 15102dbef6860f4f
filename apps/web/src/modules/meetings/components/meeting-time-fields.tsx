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
import { useCalendarLabels } from '../../bizdev/components/calendar-labels'
import { PLACEHOLDER_STYLES } from '../../projects/components/picker-styles'
import { momentToPicker, pickerToMoment } from '../../requests/request-dates'
import {
  DAY_FIRST_HOUR,
  DAY_LAST_HOUR,
  earliestEnd,
  endAfterStartChange,
  type MeetingFormValues,
  STEP_MINUTES,
} from '../meeting-form-values'

const clock = (hour: number, minute = 0) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`
const FIRST = clock(DAY_FIRST_HOUR)
const LAST = clock(DAY_LAST_HOUR)

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
  const start = useWatch({ control, name: 'starts_at' })
  const earliest = earliestEnd(start)
  // On the start's own day the end's first slot follows the start; on later days the grid's first slot.
  const endMinTime = (endValue: string | null | undefined) =>
    earliest && endValue && dayjs(endValue).isSame(earliest, 'day') && earliest.hour() >= DAY_FIRST_HOUR
      ? clock(earliest.hour(), earliest.minute())
      : FIRST
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name="starts_at"
        render={({ field, fieldState }) => (
          <DateTimePicker
            ariaLabels={calendarLabels}
            submitButtonProps={{ 'aria-label': t('requests:form.applyMoment') }}
            label={t('fields.starts_at')}
            required
            disabled={disabled}
            valueFormat={DATE_TIME_FORMAT}
            value={momentToPicker(field.value)}
            timePickerProps={{ minutesStep: STEP_MINUTES, min: FIRST, max: LAST }}
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
            label={t('fields.ends_at')}
            required
            disabled={disabled}
            valueFormat={DATE_TIME_FORMAT}
            value={momentToPicker(field.value)}
            minDate={earliest ? earliest.format('YYYY-MM-DD') : undefined}
            timePickerProps={{ minutesStep: STEP_MINUTES, min: endMinTime(field.value), max: LAST }}
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
