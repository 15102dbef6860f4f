import '@mantine/dates/styles.css'
import {
  type DateRange,
  RANGE_SHORTCUTS,
  type RangeShortcut,
  shortcutRange,
} from '@ajanda/contracts/reports/report-query'
import { DatePickerInput, type DatePickerPreset, DatesProvider } from '@mantine/dates'
import { useMediaQuery } from '@mantine/hooks'
import { IconCalendar } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { PHONE_QUERY } from './phone-filters'

const DAY = 'YYYY-MM-DD'

/** Today as the picker's calendar day (YYYY-MM-DD). */
export const todayDay = (): string => dayjs().format(DAY)

/**
 * The spec's range shortcuts (admin-area.md "Date picker": this week, this month, this year, quarters 1
 * to 4, next 1 and 3 months, past 1 and 3 months) as the picker's presets, counted from `today`.
 */
export function rangePresets(
  today: string,
  labelOf: (shortcut: RangeShortcut) => string,
): DatePickerPreset<'range'>[] {
  return RANGE_SHORTCUTS.map((shortcut) => {
    const range = shortcutRange(shortcut, today)
    return { value: [range.from, range.to], label: labelOf(shortcut) }
  })
}

/** The shortcut whose range is exactly `range` today, if one is. */
export function shortcutOf(range: DateRange, today: string): RangeShortcut | null {
  for (const shortcut of RANGE_SHORTCUTS) {
    const candidate = shortcutRange(shortcut, today)
    if (candidate.from === range.from && candidate.to === range.to) return shortcut
  }
  return null
}

interface DateRangeShortcutsProps {
  /** Both days, inclusive, YYYY-MM-DD. */
  value: DateRange
  /** Called once both ends are chosen (a half-chosen range waits for its end). */
  onChange: (range: DateRange) => void
  label: string
  /** The shortcut buttons' names, in the page's language. */
  shortcutLabel: (shortcut: RangeShortcut) => string
  /** Defaults to the browser's today. */
  today?: string
  w?: number | string
}

/**
 * A date-range picker with the spec's shortcuts beside the calendar; the chosen range always has both
 * ends (no clear button: a report always has a range).
 */
export function DateRangeShortcuts({
  value,
  onChange,
  label,
  shortcutLabel,
  today = todayDay(),
  w,
}: DateRangeShortcutsProps) {
  const { i18n } = useTranslation()
  // On a phone the shortcuts and the month do not fit side by side in a popover: a centred dialog holds them.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        label={label}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={[value.from, value.to]}
        onChange={([from, to]) => {
          if (!from || !to) return
          onChange({ from: dayjs(from).format(DAY), to: dayjs(to).format(DAY) })
        }}
        valueFormat="DD MMM YYYY"
        allowSingleDateInRange
        presets={rangePresets(today, shortcutLabel)}
        dropdownType={phone ? 'modal' : 'popover'}
        modalProps={{ title: label, size: 'auto', centered: true }}
        w={w}
        data-testid="date-range-shortcuts"
      />
    </DatesProvider>
  )
}
