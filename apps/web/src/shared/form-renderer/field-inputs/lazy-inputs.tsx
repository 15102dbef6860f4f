import { Loader } from '@mantine/core'
import { type ComponentType, useEffect, useState } from 'react'
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
 *
 * The input is always the wrapper's only child, before and after its chunk came: with React.lazy in a
 * Suspense while loading and the loaded component alone afterwards, the first render after the load
 * swapped the subtree and mounted the input afresh, so a file picker forgot the file it showed and a
 * signature pad its strokes as soon as their first answer reached the page (found in e2e on the
 * Preact build; React does the same). A chunk that fails to load throws to the page's error boundary,
 * as React.lazy did.
 */
export function lazyInput<K extends string>(
  load: () => Promise<Record<K, ComponentType<FieldInputProps>>>,
  name: K,
): FieldInput {
  let loaded: ComponentType<FieldInputProps> | null = null
  let loading: Promise<ComponentType<FieldInputProps>> | null = null
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name]
        return loaded
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  preloads.push(loadOnce)
  function LazyInput(props: FieldInputProps) {
    // The component itself is state: a function in useState would be taken for an updater.
    const [input, setInput] = useState<{ Component: ComponentType<FieldInputProps> } | null>(() =>
      loaded ? { Component: loaded } : null,
    )
    const [failure, setFailure] = useState<{ error: unknown } | null>(null)
    useEffect(() => {
      if (input) return
      let current = true
      loadOnce().then(
        (Component) => current && setInput({ Component }),
        (error: unknown) => current && setFailure({ error }),
      )
      return () => {
        current = false
      }
    }, [input])
    if (failure) throw failure.error
    if (!input) return <Loader size="xs" aria-hidden />
    return <input.Component {...props} />
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
