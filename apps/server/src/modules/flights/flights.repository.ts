import type { ProjectFlightListItem } from '@ajanda/contracts/project-flights.contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { formFlightOptions } from '../forms/forms.table'
import { projectFlights } from './flights.table'

/** The reads of a project's group flights, always inside the caller's company. */
export function createFlightsRepository(db: DbOrTx) {
  return {
    /**
     * A project's flights by date and departure, in the API's names: the table's departure and arrival
     * are the outbound leg's (logistics, issue 23, adds the return leg). Each with the seats its flight
     * field options took and offer (one grouped read of the options of the project's flights).
     */
    async listOfProject(companyId: number, projectId: number): Promise<ProjectFlightListItem[]> {
      const options = db
        .select({
          flight_id: formFlightOptions.flight_id,
          count: sql<number>`count(*)::int`.as('option_count'),
          taken: sql<number>`coalesce(sum(${formFlightOptions.quota_allocated}), 0)::int`.as('taken'),
          offered: sql<number | null>`case when bool_and(${formFlightOptions.quota_available} is not null)
            then sum(${formFlightOptions.quota_available})::int end`.as('offered'),
        })
        .from(formFlightOptions)
        .innerJoin(projectFlights, eq(projectFlights.id, formFlightOptions.flight_id))
        .where(and(eq(projectFlights.event_company_id, companyId), eq(projectFlights.project_id, projectId)))
        .groupBy(formFlightOptions.flight_id)
        .as('options')
      const rows = await db
        .select({
          id: projectFlights.id,
          airline_code: projectFlights.airline_code,
          flight_code: projectFlights.flight_code,
          flight_date: projectFlights.flight_date,
          departure_airport_code: projectFlights.departure_airport_code,
          departure_airport_name: projectFlights.departure_airport_name,
          arrival_airport_code: projectFlights.arrival_airport_code,
          arrival_airport_name: projectFlights.arrival_airport_name,
          departs_at: projectFlights.departs_at,
          arrives_at: projectFlights.arrives_at,
          seats: projectFlights.seats,
          flight_options: options.count,
          seats_taken: options.taken,
          seats_offered: options.offered,
        })
        .from(projectFlights)
        .leftJoin(options, eq(options.flight_id, projectFlights.id))
        .where(and(eq(projectFlights.event_company_id, companyId), eq(projectFlights.project_id, projectId)))
        .orderBy(asc(projectFlights.flight_date), asc(projectFlights.departs_at), asc(projectFlights.id))
      return rows.map((row) => ({
        id: row.id,
        airline_code: row.airline_code,
        flight_code: row.flight_code,
        flight_date: row.flight_date,
        outbound_departure_airport_code: row.departure_airport_code,
        outbound_departure_airport_name: row.departure_airport_name,
        outbound_arrival_airport_code: row.arrival_airport_code,
        outbound_airline_code: row.airline_code,
        arrival_airport_name: row.arrival_airport_name,
        departs_at: row.departs_at?.slice(0, 5) ?? null,
        arrives_at: row.arrives_at?.slice(0, 5) ?? null,
        seats: row.seats,
        flight_options: row.flight_options ?? 0,
        seats_taken: row.seats_taken ?? 0,
        seats_offered: row.seats_offered ?? null,
      }))
    },
  }
}
