import { DatePickerInput, DateTimePicker } from '@mantine/dates'
import dayjs from 'dayjs'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate } from '../../../shared/format/dates'
import {
  endMinDate,
  endMinTime,
  PICKER_LAST_TIME,
  PICKER_STEP_MINUTES,
} from '../../../shared/forms/date-time-pair'
import { useDatePresets } from '../../../shared/forms/use-date-presets'
import { useCalendarLabels } from '../../../shared/ui/calendar-labels'
import { PLACEHOLDER_STYLES } from '../../projects/components/picker-styles'
import { momentToPicker, pickerToMoment, WORKDAY_START_HOUR } from '../request-dates'

interface FieldProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  label: string
  required?: boolean
  /** In a row: the label is for screen readers and the placeholder. */
  hideLabel?: boolean
  /** In a row: the short label shown above the field (the full one stays its accessible name). */
  shortLabel?: string
  /** After the user picked a value (an operation's start moves its end). */
  onPicked?: (value: string | null) => void
}

interface MomentFieldProps<T extends FieldValues> extends FieldProps<T> {
  /** The end of a date-time pair (admin-area.md): offers only moments after this start. */
  after?: string | null
}

/** A calendar day (YYYY-MM-DD). */
export function DayField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hideLabel,
  shortLabel,
  onPicked,
}: FieldProps<T>) {
  const calendarLabels = useCalendarLabels()
  const presets = useDatePresets()({})
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePickerInput
          ariaLabels={calendarLabels}
          presets={presets}
          label={hideLabel ? shortLabel : label}
          // The chosen day stays in the name: an aria-label replaces the button's visible text (axe).
          aria-label={
            hideLabel && field.value ? `${label}: ${formatDate(field.value)}` : hideLabel ? label : undefined
          }
          placeholder={hideLabel ? label : undefined}
          required={required}
          valueFormat={DATE_FORMAT}
          value={field.value ?? null}
          onChange={(value) => {
            const day = value ? String(value).slice(0, 10) : null
            field.onChange(day)
            field.onBlur()
            onPicked?.(day)
          }}
          styles={PLACEHOLDER_STYLES}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/** A date and time on a 15-minute grid (the API's moment with the browser's offset). */
export function MomentField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  onPicked,
  after,
}: MomentFieldProps<T>) {
  const { t } = useTranslation('requests')
  const presetsFor = useDatePresets()
  const calendarLabels = useCalendarLabels()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          ariaLabels={calendarLabels}
          presets={presetsFor({
            withTime: { keepTime: field.value ?? null, defaultHour: WORKDAY_START_HOUR },
            earliest: endMinDate(after),
          })}
          submitButtonProps={{ 'aria-label': t('form.applyMoment') }}
          label={label}
          required={required}
          valueFormat={DATE_TIME_FORMAT}
          value={momentToPicker(field.value)}
          minDate={endMinDate(after)}
          timePickerProps={{
            minutesStep: PICKER_STEP_MINUTES,
            min: endMinTime(after, field.value),
            max: PICKER_LAST_TIME,
          }}
          onChange={(value) => {
            const moment = pickerToMoment(value ? String(value) : null)
            field.onChange(moment)
            field.onBlur()
            onPicked?.(moment)
          }}
          styles={PLACEHOLDER_STYLES}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

interface RangeProps {
  label: string
  start: string | null
  end: string | null
  /** Both days of the range, YYYY-MM-DD; null while the end is not picked yet. */
  onChange: (start: string | null, end: string | null) => void
  error?: string
  required?: boolean
}

/** A range of days (leave, inspection); a one-day range is allowed. */
export function DayRangeField({ label, start, end, onChange, error, required }: RangeProps) {
  const { t } = useTranslation('requests')
  const calendarLabels = useCalendarLabels()
  return (
    <DatePickerInput
      ariaLabels={calendarLabels}
      type="range"
      allowSingleDateInRange
      label={label}
      required={required}
      valueFormat={DATE_FORMAT}
      value={[start ? dayjs(start).format('YYYY-MM-DD') : null, end ? dayjs(end).format('YYYY-MM-DD') : null]}
      onChange={([from, to]) =>
        onChange(from ? String(from).slice(0, 10) : null, to ? String(to).slice(0, 10) : null)
      }
      styles={PLACEHOLDER_STYLES}
      placeholder={t('form.pickRange')}
      error={error}
    />
  )
}
