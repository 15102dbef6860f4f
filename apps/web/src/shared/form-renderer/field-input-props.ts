import type { FieldType } from '@ajanda/contracts/forms/field-types'
import type { FormFieldOut, FormOptionOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import type { ComponentType, ReactNode } from 'react'

/** An uploaded file as an answer carries it (field-types.ts `fileRef`). */
export interface FileAnswer {
  url: string
  name?: string
  size: number
  mime: string
}

/** Someone a room-mate field may pick (the public page loads them from the matched attendee lists). */
export interface RoomMateChoice {
  attendee_id: number
  name: string
}

/** A country of the address field's list (the reference data's `has_states`: a state is asked first). */
export interface PlaceCountry {
  code: string
  name: string
  has_states: boolean
}

/** A city of a country's list, with its state in a country with states. */
export interface PlaceCity {
  name: string
  state: string | null
}

/**
 * Where the address field's lists come from: the public page reads them under the form's slug, staff
 * screens from the definitions. Without it the address parts are free text.
 */
export interface AddressPlaces {
  countries: () => Promise<readonly PlaceCountry[]>
  cities: (country: string) => Promise<readonly PlaceCity[]>
}

/**
 * What the page around the renderer may lend it. The renderer itself calls no server: the builder's
 * preview passes nothing (files stay local object URLs, the captcha is worked out in the browser), the
 * public page (issue 21) passes its upload call, its server challenge and the room mates it may offer.
 */
export interface FormRendererServices {
  uploadFile?: (fieldId: number, file: File) => Promise<FileAnswer>
  solveCaptcha?: (
    fieldId: number,
    difficulty: number | undefined,
  ) => Promise<{ challenge: string; nonce: string }>
  roomMates?: (fieldId: number) => readonly RoomMateChoice[]
  /**
   * The person typed into a room-mate field's search: the page looks the names up on the server (its
   * answer comes back through `roomMates`); without it the list is filtered here.
   */
  searchRoomMates?: (fieldId: number, search: string) => void
  addressPlaces?: AddressPlaces
}

/** What every input of a field type gets: its field, its own answer and one change callback. */
export interface FieldInputProps {
  field: FormFieldOut
  type: FieldType
  /** The field's props parsed by its type, defaults filled in. */
  props: Record<string, unknown>
  locale: string
  value: unknown
  onChange: (value: unknown) => void
  /** The title in the form's language, coloured when the field has a title colour. */
  label: ReactNode
  /** The plain title, for aria labels. */
  title: string
  description?: string
  placeholder?: string
  error?: string
  required: boolean
  readOnly: boolean
  services: FormRendererServices
}

export type FieldInput = ComponentType<FieldInputProps>

export const optionLabel = (option: FormOptionOut, locale: string) => textIn(option.option_text, locale)

/** An option nobody can pick any more (its quota is used up). */
export const optionFull = (option: { quota_available: number | null }) =>
  option.quota_available !== null && option.quota_available <= 0

/** A localized text prop ({tr, en} or a plain string) in the form's language. */
export function propText(value: unknown, locale: string): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'tr' in value)
    return textIn(value as { tr: string } & Record<string, string>, locale)
  return ''
}

export const asString = (value: unknown): string => (typeof value === 'string' ? value : '')

export function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(',', '.'))
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

export function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** Option ids of a multi-choice answer (numbers or the digit strings a select sends). */
export function asIds(value: unknown): number[] {
  if (!Array.isArray(value)) return typeof value === 'number' ? [value] : []
  return value.map((entry) => Number(entry)).filter((id) => Number.isInteger(id) && id > 0)
}

export function asFile(value: unknown): FileAnswer | null {
  const object = asObject(value)
  return typeof object.url === 'string' && typeof object.size === 'number' && typeof object.mime === 'string'
    ? (object as unknown as FileAnswer)
    : null
}
