import { z } from 'zod'

/** Building blocks so that every contract limits strings and says the spec's messages. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max)
export const optionalText = (max = 255) => z.string().trim().max(max).nullish()
export const emailField = () => z.string().trim().min(1).max(255).pipe(z.email())
export const passwordField = () => z.string().min(8).max(128)
export const idParam = z.coerce.number().int().positive().max(2_147_483_647)
/** A record id in a body: the screens send numbers. */
export const idField = () => z.number().int().positive().max(2_147_483_647)
export const isoDate = () => z.iso.date()
export const zeroOrOne = z.union([z.literal(0), z.literal(1)])
/** A yes/no the screens send as a boolean or as Laravel's 0/1. */
export const flagField = () =>
  z.union([z.boolean(), zeroOrOne]).transform((value) => value === true || value === 1)

/** #RRGGBB, stored upper-case. */
export const hexColor = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^#[0-9A-F]{6}$/, { message: 'invalid_color' })

/** A host name without scheme, port or path (`ajans.com.tr`), stored lower-case. */
export const hostName = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
      message: 'invalid_domain',
    })

let timeZones: Set<string> | undefined
/** An IANA time zone the runtime knows (`Europe/Istanbul`). */
export function isTimeZone(value: string): boolean {
  timeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])
  return timeZones.has(value)
}
export const timeZoneField = () =>
  z.string().trim().min(1).max(64).refine(isTimeZone, { message: 'invalid_timezone' })
