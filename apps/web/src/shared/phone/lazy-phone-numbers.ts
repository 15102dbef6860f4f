import type { CountryCode, PhoneNumber } from 'libphonenumber-js/core'

/**
 * What the browser build puts in place of `libphonenumber-js/max` (vite.config.ts, decisions/0033):
 * the form engine's phone check (contracts/forms/field-types.ts) with the full metadata (40 KB
 * gzipped) loaded in its own chunk, asked for as soon as the engine loads rather than on the page's
 * critical path. Until it is in (a phone number checked within the first moments of the page), the
 * check is only the number's shape (7 to 15 digits, a leading + or 00 allowed) and takes any type: the
 * server checks every answer again with the full metadata and its 422 shows under the field.
 */
type Parse = (text: string, country: CountryCode) => PhoneNumber | undefined

let fullParse: Parse | null = null

export const phoneMetadataReady: Promise<void> = Promise.all([
  import('libphonenumber-js/core'),
  import('libphonenumber-js/metadata.max.json'),
]).then(
  ([core, metadata]) => {
    const data = (metadata as { default?: unknown }).default ?? metadata
    fullParse = (text, country) =>
      core.parsePhoneNumberFromString(
        text,
        country,
        data as Parameters<typeof core.parsePhoneNumberFromString>[2],
      )
  },
  () => undefined,
)

const SHAPE = /^\+?[\d\s().-]+$/

/** The lenient stand-in: the digits' count, any type, the number as written. */
function roughNumber(text: string): PhoneNumber | undefined {
  const digits = text.replace(/\D/g, '')
  if (!SHAPE.test(text.trim()) || digits.length < 7 || digits.length > 15) return undefined
  return {
    isValid: () => true,
    getType: () => 'FIXED_LINE_OR_MOBILE',
    formatInternational: () => text.trim(),
  } as unknown as PhoneNumber
}

export function parsePhoneNumberFromString(text: string, country: CountryCode): PhoneNumber | undefined {
  return fullParse ? fullParse(text, country) : roughNumber(text)
}

export default parsePhoneNumberFromString
