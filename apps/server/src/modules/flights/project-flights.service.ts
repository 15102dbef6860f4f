import type {
  ProjectFlightRecord,
  projectFlightInputSchema,
} from '@ajanda/contracts/project-flights.contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { attendeeAnswers, attendees } from '../attendees/attendees.table'
import { formFlightOptions } from '../forms/forms.table'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { projectFlights } from './flights.table'
import { type FlightMessageKey, flightFieldErrors } from './project-flights-messages'

type Input = z.output<typeof projectFlightInputSchema>
type Row = typeof projectFlights.$inferSelect

const AIRLINE = /^[A-Z0-9]{2,3}$/
const FLIGHT = /^\d{1,4}[A-Z]?$/
const AIRPORT = /^[A-Z]{3}$/
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

/** The formats the schema leaves to the server, every field's problem at once (422). */
export function checkFlight(input: Input): void {
  const fields: Record<string, FlightMessageKey> = {}
  if (!AIRLINE.test(input.airline_code)) fields.airline_code = 'airline_code'
  if (!FLIGHT.test(input.flight_code)) fields.flight_code = 'flight_code'
  if (!AIRPORT.test(input.departure_airport_code)) fields.departure_airport_code = 'airport_code'
  if (!AIRPORT.test(input.arrival_airport_code)) fields.arrival_airport_code = 'airport_code'
  else if (input.arrival_airport_code === input.departure_airport_code)
    fields.arrival_airport_code = 'same_airports'
  if (input.departs_at && !CLOCK.test(input.departs_at)) fields.departs_at = 'time'
  if (input.arrives_at && !CLOCK.test(input.arrives_at)) fields.arrives_at = 'time'
  if (Object.keys(fields).length > 0) throw flightFieldErrors(fields)
}

const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null)

export const toFlightRecord = (row: Row): ProjectFlightRecord => ({
  id: row.id,
  airline_code: row.airline_code,
  flight_code: row.flight_code,
  flight_date: row.flight_date,
  departure_airport_code: row.departure_airport_code,
  departure_airport_name: row.departure_airport_name,
  arrival_airport_code: row.arrival_airport_code,
  arrival_airport_name: row.arrival_airport_name,
  departs_at: hhmm(row.departs_at),
  arrives_at: hhmm(row.arrives_at),
  seats: row.seats,
})

const values = (input: Input) => ({
  airline_code: input.airline_code,
  flight_code: input.flight_code,
  flight_date: input.flight_date,
  departure_airport_code: input.departure_airport_code,
  departure_airport_name: input.departure_airport_name,
  arrival_airport_code: input.arrival_airport_code,
  arrival_airport_name: input.arrival_airport_name,
  departs_at: input.departs_at || null,
  arrives_at: input.arrives_at || null,
  seats: input.seats ?? null,
})

/** A flight's passenger on the manifest. */
export interface ManifestRow {
  first_name: string
  last_name: string
  email: string | null
  phone: string | null
  status: string
}

/**
 * A project's group flights by project code: create, edit, delete and the manifest (the attendees whose
 * answers hold a seat of one of the flight's options). Whoever sees the project may; CLIENT users never
 * reach these `staff` routes.
 */
export function createProjectFlightsService(ctx: AppContext) {
  async function projectOf(auth: AuthState, code: string) {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
    const [project] = await ctx.db
      .select({ id: projects.id, code: projects.code })
      .from(projects)
      .where(
        and(
          eq(projects.event_company_id, viewer.companyId),
          eq(projects.code, code),
          visibleProjects(viewer.visibility),
        ),
      )
      .limit(1)
    if (!project) throw new NotFoundError()
    return { companyId: viewer.companyId, project }
  }

  async function flightOf(auth: AuthState, code: string, flightId: number) {
    const { companyId, project } = await projectOf(auth, code)
    const [row] = await ctx.db
      .select()
      .from(projectFlights)
      .where(
        and(
          eq(projectFlights.event_company_id, companyId),
          eq(projectFlights.project_id, project.id),
          eq(projectFlights.id, flightId),
        ),
      )
      .limit(1)
    if (!row) throw new NotFoundError()
    return { companyId, project, row }
  }

  return {
    async create(auth: AuthState, code: string, input: Input): Promise<ProjectFlightRecord> {
      checkFlight(input)
      const { companyId, project } = await projectOf(auth, code)
      const [row] = await ctx.db
        .insert(projectFlights)
        .values({ event_company_id: companyId, project_id: project.id, ...values(input) })
        .returning()
      return toFlightRecord(row as Row)
    },

    async update(
      auth: AuthState,
      code: string,
      flightId: number,
      input: Input,
    ): Promise<ProjectFlightRecord> {
      checkFlight(input)
      const { row } = await flightOf(auth, code, flightId)
      const [updated] = await ctx.db
        .update(projectFlights)
        .set({ ...values(input), updated_at: new Date() })
        .where(eq(projectFlights.id, row.id))
        .returning()
      return toFlightRecord(updated as Row)
    },

    /** The flight's form options go with it (cascade); answers keep their other seats. */
    async remove(auth: AuthState, code: string, flightId: number): Promise<void> {
      const { row } = await flightOf(auth, code, flightId)
      await ctx.db.delete(projectFlights).where(eq(projectFlights.id, row.id))
    },

    async manifest(auth: AuthState, code: string, flightId: number) {
      const { project, row } = await flightOf(auth, code, flightId)
      const rows = await ctx.db
        .select({
          id: attendees.id,
          first_name: attendees.first_name,
          last_name: attendees.last_name,
          email: attendees.email,
          phone: attendees.phone,
          status: attendees.status,
        })
        .from(attendeeAnswers)
        .innerJoin(attendees, eq(attendees.id, attendeeAnswers.attendee_id))
        .innerJoin(
          formFlightOptions,
          sql`${attendeeAnswers.seats}->'flight_options' @> to_jsonb(${formFlightOptions.id})`,
        )
        .where(and(eq(formFlightOptions.flight_id, row.id), eq(attendees.project_id, project.id)))
        .orderBy(asc(attendees.last_name), asc(attendees.first_name), asc(attendees.id))
      // Two flight fields of two forms may both name the flight: one line per person.
      const seen = new Set<number>()
      const passengers: ManifestRow[] = rows.filter((r) => !seen.has(r.id) && seen.add(r.id))
      return { project, flight: toFlightRecord(row), passengers }
    },
  }
}
