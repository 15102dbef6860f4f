import { type BenchCall, measureCalls, report, signIn, withBenchServer } from './bench-harness'
import { editATaskEvery } from './task-writer'
import { TASKS_AGENCY, TASKS_PASSWORD, TASKS_TEAM_LEAD } from './tasks-seed-accounts'
import { warmUp } from './tasks-warm-up'

/**
 * `npm run bench:calendar` (part of `npm run bench`): on PostgreSQL, 200,000 tasks and 50,000 meetings of
 * 200 people (tasks-seed.ts, then calendar-seed.ts); GET /calendar/events for a month view (42 days, every
 * kind) under 20 concurrent connections, after a warm-up (tasks-warm-up.ts); target p99 under 50 ms for
 * a TEAM lead's team and a person's own month. The whole company's month (AGENCY, about 8,300 entries,
 * 1.9 MB) is measured for information. A month is kept until something dated changes (decisions/0013
 * "Performance"): the rows with a task edited beside the load show what the rebuilds after each change cost.
 */
const TARGET_P99_MS = 50

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const month = `/api/v1/calendar/events?start=${day(-21)}T00:00:00%2B03:00&end=${day(21)}T00:00:00%2B03:00`

await withBenchServer('calendar', ['tasks-seed.ts', 'calendar-seed.ts'], async (bench) => {
  const { base } = bench
  const sessions = await signIn(base, [TASKS_AGENCY, TASKS_TEAM_LEAD], TASKS_PASSWORD)
  const lead = sessions.get(TASKS_TEAM_LEAD)?.id
  const calls: BenchCall[] = [
    { name: 'GET /calendar/events (team month)', as: TASKS_TEAM_LEAD, path: month, target: true },
    {
      name: 'GET /calendar/events (team month; a task edited every second)',
      as: TASKS_TEAM_LEAD,
      path: month,
      target: false,
      alongside: editATaskEvery(1000, TASKS_TEAM_LEAD),
    },
    {
      name: 'GET /calendar/events (team month; a task edited every 100 ms)',
      as: TASKS_TEAM_LEAD,
      path: month,
      target: false,
      alongside: editATaskEvery(100, TASKS_TEAM_LEAD),
    },
    {
      name: 'GET /calendar/events (own month)',
      as: TASKS_TEAM_LEAD,
      path: `${month}&user=user|${lead}`,
      target: true,
    },
    { name: 'GET /calendar/events (company month)', as: TASKS_AGENCY, path: month, target: false },
  ]
  await warmUp(base, calls, sessions)
  const rows = await measureCalls(
    bench,
    calls,
    sessions,
    (email) => (email === TASKS_AGENCY ? 'AGENCY' : 'TEAM'),
    (answer) => ({ entries: (answer as unknown[]).length }),
  )
  report('Calendar API on PostgreSQL, 200,000 tasks and 50,000 meetings', rows, TARGET_P99_MS)
})
