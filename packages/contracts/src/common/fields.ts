import { z } from 'zod'
import { multiLineProblem, singleLineProblem, type TextProblem } from './text-rules'

/** A zod check that reports a text's problem under its own message key (text-rules.ts). */
const textCheck =
  (problemOf: (value: string) => TextProblem | null) => (value: string, ctx: z.RefinementCtx) => {
    const problem = problemOf(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value })
  }

/**
 * Building blocks so that every contract limits strings and says the spec's messages. A text is single-line
 * (names, subjects, titles, references) unless it is built as multi-line (notes, descriptions, addresses).
 */
export const requiredText = (max = 255) =>
  z.string().trim().min(1).max(max).superRefine(textCheck(singleLineProblem))
export const optionalText = (max = 255) =>
  z.string().trim().max(max).superRefine(textCheck(singleLineProblem)).nullish()
export const requiredMultilineText = (max: number) =>
  z.string().trim().min(1).max(max).superRefine(textCheck(multiLineProblem))
export const optionalMultilineText = (max: number) =>
  z.string().trim().max(max).superRefine(textCheck(multiLineProblem)).nullish()
export const emailField = () => z.string().trim().min(1).max(255).pipe(z.email())
export const passwordField = () => z.string().min(8).max(128)
/**
 * A record id in a path or a query: decimal digits only. `z.coerce.number()` alone read `0x1D`, `1e1`,
 * ` 29 ` and `29.0` as ids (Number() accepts them), so `/tasks/0x1D` answered task 29.
 */
export const ID_MAX = 2_147_483_647
export const idParam = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, { message: 'invalid_id' })
    .transform(Number)
    .pipe(z.number().int().positive().max(ID_MAX)),
)
/** A record id in a body: the screens send numbers. */
export const idField = () => z.number().int().positive().max(ID_MAX)

/**
 * Business days and moments lie in 2000–2100 (decisions 0020): `9999-12-31` is a typing slip, not a
 * date, and far years overflow what the screens and the date arithmetic expect.
 */
export const DATE_MIN = '2000-01-01'
export const DATE_MAX = '2100-12-31'
// zod runs a refinement even after the format failed: only a value that starts as a date is ranged.
const yearWithinRange = (value: string) =>
  !/^\d{4}-\d{2}-\d{2}/.test(value) || (value.slice(0, 10) >= DATE_MIN && value.slice(0, 10) <= DATE_MAX)
export const isoDate = () => z.iso.date().refine(yearWithinRange, { message: 'date_out_of_range' })
/** An ISO moment with its offset (`2026-03-02T10:00:00+03:00`), in the same years. */
export const isoMoment = () =>
  z.iso.datetime({ offset: true }).refine(yearWithinRange, { message: 'date_out_of_range' })
/** Orders two ISO days or moments (compared as instants); either missing means no order to check. */
export function endBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start || !end) return false
  const [from, to] = [Date.parse(start), Date.parse(end)]
  return Number.isFinite(from) && Number.isFinite(to) && to < from
}
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
