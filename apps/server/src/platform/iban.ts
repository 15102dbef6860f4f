import { electronicFormatIBAN, isValidIBAN } from 'ibantools'

/** The electronic form of a valid IBAN (upper-case, no spaces), or null when the check digits fail. */
export function normalizeIban(value: string): string | null {
  const electronic = electronicFormatIBAN(value)
  return electronic && isValidIBAN(electronic) ? electronic : null
}
