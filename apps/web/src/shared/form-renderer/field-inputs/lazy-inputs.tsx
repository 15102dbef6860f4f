import { Loader } from '@mantine/core'
import { type ComponentType, lazy, Suspense } from 'react'
import type { FieldInput, FieldInputProps } from '../field-input-props'

const preloads: (() => Promise<unknown>)[] = []

/** Loads every lazy input's chunk (tests that render all field types at once). */
export function preloadLazyInputs(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()))
}

/**
 * An input whose code loads with the first field that needs it (decisions/0033, 0034): date pickers,
 * files, signature and voice, the event fields, the colour picker, the selects (Mantine's Combobox) and
 * the number inputs (react-number-format, Slider, Rating) carry libraries many forms never use, so a
 * form without them does not load them. While the chunk loads, a small spinner holds the place; once
 * it is in (another field loaded it, or preloadLazyInputs), the input renders at once.
 */
export function lazyInput<K extends string>(
  load: () => Promise<Record<K, ComponentType<FieldInputProps>>>,
  name: K,
): FieldInput {
  let loaded: ComponentType<FieldInputProps> | null = null
  const loadOnce = () =>
    load().then((module) => {
      loaded = module[name]
      return { default: module[name] }
    })
  preloads.push(loadOnce)
  const Lazy = lazy<ComponentType<FieldInputProps>>(loadOnce)
  function LazyInput(props: FieldInputProps) {
    if (loaded) {
      const Loaded = loaded
      return <Loaded {...props} />
    }
    return (
      <Suspense fallback={<Loader size="xs" aria-hidden />}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  LazyInput.displayName = `Lazy(${name})`
  return LazyInput
}

const dates = () => import('./date-inputs')
const events = () => import('./event-inputs')
const files = () => import('./file-inputs')
const colour = () => import('./colour-input')
const selects = () => import('./select-inputs')
const numbers = () => import('./number-inputs')

export const DatePickerField = lazyInput(dates, 'DatePickerField')
export const DateTimePickerField = lazyInput(dates, 'DateTimePickerField')
export const TimePickerField = lazyInput(dates, 'TimePickerField')
export const DateRangeField = lazyInput(dates, 'DateRangeField')
export const AttendanceInput = lazyInput(events, 'AttendanceInput')
export const CaptchaInput = lazyInput(events, 'CaptchaInput')
export const ContractInput = lazyInput(events, 'ContractInput')
export const FlightInput = lazyInput(events, 'FlightInput')
export const RoomMatesInput = lazyInput(events, 'RoomMatesInput')
export const FileUploaderInput = lazyInput(files, 'FileUploaderInput')
export const SignatureInput = lazyInput(files, 'SignatureInput')
export const VoiceRecordingInput = lazyInput(files, 'VoiceRecordingInput')
export const ColorPickerInput = lazyInput(colour, 'ColorPickerInput')
export const DropdownInput = lazyInput(selects, 'DropdownInput')
export const MultiSelectInput = lazyInput(selects, 'MultiSelectInput')
export const TrCitiesInput = lazyInput(selects, 'TrCitiesInput')
export const NumberField = lazyInput(numbers, 'NumberField')
export const CurrencyField = lazyInput(numbers, 'CurrencyField')
export const StarRatingField = lazyInput(numbers, 'StarRatingField')
export const SliderField = lazyInput(numbers, 'SliderField')
export const OpinionScaleField = lazyInput(numbers, 'OpinionScaleField')
export const LocationField = lazyInput(numbers, 'LocationField')
