import { z } from 'zod'

/** Building blocks so that every contract limits strings and says the spec's messages. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max)
export const optionalText = (max = 255) => z.string().trim().max(max).nullish()
export const emailField = () => z.string().trim().min(1).max(255).pipe(z.email())
export const passwordField = () => z.string().min(8).max(128)
export const idParam = z.coerce.number().int().positive().max(2_147_483_647)
export const isoDate = () => z.iso.date()
/** Decimal values travel as strings so no binary float ever touches money. */
export const decimalString = () => z.string().regex(/^-?\d{1,14}(\.\d{1,4})?$/)
export const zeroOrOne = z.union([z.literal(0), z.literal(1)])
