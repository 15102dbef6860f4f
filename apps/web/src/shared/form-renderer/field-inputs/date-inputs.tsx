import { DatePickerInput, DateTimePicker, TimeInput } from '@mantine/dates'
import { useEffect, useState } from 'react'
import { useCalendarLabels } from '../../ui/calendar-labels'
import { asString, type FieldInputProps } from '../field-input-props'
import { useClearLabel } from './clear-label'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
const DISPLAY_DATE = 'DD.MM.YYYY'
const DISPLAY_DATE_TIME = 'DD.MM.YYYY HH:mm'

const dateOrNull = (value: unknown) => (typeof value === 'string' && DATE.test(value) ? value : null)
/** The engine's bounds are YYYY-MM-DD; the picker takes the same strings. */
const bound = (value: unknown) => dateOrNull(value) ?? undefined

/** date_picker: "YYYY-MM-DD" within props.min_date/max_date. */
export function DatePickerField(p: FieldInputProps) {
  const clearLabel = useClearLabel(p.locale)
  const calendarLabels = useCalendarLabels(p.locale)
  return (
    <DatePickerInput
      ariaLabels={calendarLabels}
      label={p.label}
      description={p.description}
      placeholder={p.placeholder}
      error={p.error}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      clearable={!p.required}
      clearButtonProps={{ 'aria-label': clearLabel }}
      valueFormat={DISPLAY_DATE}
      minDate={bound(p.props.min_date)}
      maxDate={bound(p.props.max_date)}
      defaultLevel="month"
      value={dateOrNull(p.value)}
      onChange={(value) => p.onChange(value ?? null)}
      popoverProps={{ withinPortal: true }}
    />
  )
}

/** date_time_picker: "YYYY-MM-DD HH:mm:ss" within props.min/max. */
export function DateTimePickerField(p: FieldInputProps) {
  const clearLabel = useClearLabel(p.locale)
  const value = asString(p.value)
  const min = asString(p.props.min)
  const max = asString(p.props.max)
  const calendarLabels = useCalendarLabels(p.locale)
  return (
    <DateTimePicker
      ariaLabels={calendarLabels}
      label={p.label}
      description={p.description}
      placeholder={p.placeholder}
      error={p.error}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      clearable={!p.required}
      clearButtonProps={{ 'aria-label': clearLabel }}
      valueFormat={DISPLAY_DATE_TIME}
      minDate={DATE_TIME.test(min) ? min : undefined}
      maxDate={DATE_TIME.test(max) ? max : undefined}
      value={DATE_TIME.test(value) ? value : null}
      onChange={(next) => p.onChange(next ? normaliseDateTime(String(next)) : null)}
      popoverProps={{ withinPortal: true }}
    />
  )
}

/** The picker answers "YYYY-MM-DD HH:mm:ss"; older values may come without seconds. */
export function normaliseDateTime(value: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value) ? `${value}:00` : value
}

/** time_picker: "HH:mm" (the browser's own time input). */
export function TimePickerField(p: FieldInputProps) {
  const min = asString(p.props.min_time)
  const max = asString(p.props.max_time)
  return (
    <TimeInput
      label={p.label}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      min={min || undefined}
      max={max || undefined}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value.slice(0, 5))}
    />
  )
}

type Range = [string | null, string | null]

/**
 * date_range: [start, end]. The picker holds a half-picked range itself; the answer is given once both
 * days are picked (and cleared while only the start is).
 */
export function DateRangeField(p: FieldInputProps) {
  const clearLabel = useClearLabel(p.locale)
  const answer: Range = Array.isArray(p.value)
    ? [dateOrNull(p.value[0]), dateOrNull(p.value[1])]
    : [null, null]
  const [draft, setDraft] = useState<Range>(answer)
  const [start, end] = answer
  useEffect(() => {
    if (start && end) setDraft([start, end])
  }, [start, end])
  const calendarLabels = useCalendarLabels(p.locale)
  return (
    <DatePickerInput
      ariaLabels={calendarLabels}
      type="range"
      allowSingleDateInRange
      label={p.label}
      description={p.description}
      placeholder={p.placeholder}
      error={p.error}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      clearable={!p.required}
      clearButtonProps={{ 'aria-label': clearLabel }}
      valueFormat={DISPLAY_DATE}
      minDate={bound(p.props.min_date)}
      maxDate={bound(p.props.max_date)}
      value={draft}
      onChange={(range) => {
        const next: Range = [range[0] ?? null, range[1] ?? null]
        setDraft(next)
        p.onChange(next[0] && next[1] ? [next[0], next[1]] : null)
      }}
      popoverProps={{ withinPortal: true }}
    />
  )
}
