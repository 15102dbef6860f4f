import { z } from 'zod'
import { idParam, isoDate, requiredText } from './common/fields'
import { projectFlightSchema } from './forms.contract'

/**
 * A project's group flights by project code (issue 23 item 4; admin-area.md "Project flight"):
 * POST /project/{code}/flights, PUT and DELETE /project/{code}/flights/{flightId}, and the flight's
 * manifest GET /project/{code}/flights/{flightId}/manifest (xlsx). The form builder's list stays
 * GET /project/{id}/flights (forms.contract.ts). Codes are checked on the server with the sentences
 * of flights/project-flights-messages.ts: airline 2–3 letters or digits (IATA), flight number 1–4 digits
 * with an optional letter, airports 3 letters, times HH:MM.
 */
export const FLIGHT_AIRPORT_NAME_MAX = 150
export const FLIGHT_SEATS_MAX = 10_000

export const projectFlightCodeParams = z.object({ code: z.string().min(1).max(64) })
export const projectFlightParams = z.object({ code: z.string().min(1).max(64), flightId: idParam })

const upper = () => z.string().trim().toUpperCase().max(8)
const clock = () => z.string().trim().max(8).nullish()

export const projectFlightInputSchema = z.strictObject({
  airline_code: upper(),
  flight_code: upper(),
  flight_date: isoDate(),
  departure_airport_code: upper(),
  departure_airport_name: requiredText(FLIGHT_AIRPORT_NAME_MAX),
  arrival_airport_code: upper(),
  arrival_airport_name: requiredText(FLIGHT_AIRPORT_NAME_MAX),
  departs_at: clock(),
  arrives_at: clock(),
  seats: z.number().int().min(0).max(FLIGHT_SEATS_MAX).nullish(),
})
export type ProjectFlightInput = z.input<typeof projectFlightInputSchema>

export const projectFlightRecordSchema = z.object({
  id: z.number().int(),
  airline_code: z.string(),
  flight_code: z.string(),
  flight_date: z.string(),
  departure_airport_code: z.string(),
  departure_airport_name: z.string(),
  arrival_airport_code: z.string(),
  arrival_airport_name: z.string(),
  /** HH:MM, the airport's local time. */
  departs_at: z.string().nullable(),
  arrives_at: z.string().nullable(),
  seats: z.number().int().nullable(),
})
export type ProjectFlightRecord = z.infer<typeof projectFlightRecordSchema>

export const projectFlightWriteResponseSchema = z.object({
  message: z.string(),
  data: projectFlightRecordSchema,
})
export const projectFlightDeleteResponseSchema = z.object({ message: z.string() })

/**
 * GET /project/{id or code}/flights: the form builder's list (forms.contract.ts) with what the project's
 * flights tab shows besides: the arrival airport's name, the times and the seats its flight field options
 * hold. A number is the project's id, any other text its code (codes are 22 random characters, never all
 * digits in practice).
 */
export const projectFlightListItemSchema = projectFlightSchema.extend({
  arrival_airport_name: z.string(),
  departs_at: z.string().nullable(),
  arrives_at: z.string().nullable(),
  /** How many forms' flight fields offer the flight (form_flight_options). */
  flight_options: z.number().int(),
  /** Seats taken through those options (their quota_allocated added up). */
  seats_taken: z.number().int(),
  /**
   * The options' quotas added up (quota_available); null when an option has no quota or there is no
   * option, so the forms do not bound the seats they hand out.
   */
  seats_offered: z.number().int().nullable(),
})
export type ProjectFlightListItem = z.infer<typeof projectFlightListItemSchema>
export const projectFlightListResponseSchema = z.object({ data: z.array(projectFlightListItemSchema) })
export const projectFlightListParams = z.object({ id: z.string().trim().min(1).max(64) })
