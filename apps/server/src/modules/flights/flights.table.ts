import { date, index, integer, pgTable, time, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { projects } from '../projects/projects.table'

/**
 * A project's group flight (admin-area.md "Project flight"; event-side.md section 4). The forms issue
 * offers them as `flight` field options; their screens, search and manifests come with logistics (issue 23).
 */
export const projectFlights = pgTable(
  'project_flights',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    airline_code: varchar('airline_code', { length: 3 }).notNull(),
    flight_code: varchar('flight_code', { length: 8 }).notNull(),
    flight_date: date('flight_date', { mode: 'string' }).notNull(),
    departure_airport_code: varchar('departure_airport_code', { length: 3 }).notNull(),
    departure_airport_name: varchar('departure_airport_name', { length: 150 }).notNull(),
    arrival_airport_code: varchar('arrival_airport_code', { length: 3 }).notNull(),
    arrival_airport_name: varchar('arrival_airport_name', { length: 150 }).notNull(),
    departs_at: time('departs_at'),
    arrives_at: time('arrives_at'),
    seats: integer('seats'),
    ...timestamps(),
  },
  (t) => [index('project_flights_project_idx').on(t.project_id, t.flight_date)],
)
