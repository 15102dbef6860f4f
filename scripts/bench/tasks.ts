import { type BenchCall, measureCalls, report, signIn, withBenchServer } from './bench-harness'
import { editATaskEvery } from './task-writer'
import { TASKS_AGENCY, TASKS_PASSWORD, TASKS_TEAM_LEAD } from './tasks-seed-accounts'
import { warmUp } from './tasks-warm-up'

/**
 * `npm run bench:tasks` (part of `npm run bench`): on PostgreSQL, 200,000 tasks of 200 people; GET /tasks
 * (the board: sections and a page of 50 tasks with responsibles and labels) for a TEAM-scope lead, under
 * 20 concurrent connections, after a warm-up (tasks-warm-up.ts); target p99 under 50 ms. A page is kept
 * until a task changes (decisions/0010 "Speed"): the rows with a task edited beside the load show what
 * the rebuilds after each change cost.
 */
const TARGET_P99_MS = 50

const CALLS: BenchCall[] = [
  {
    name: 'GET /tasks (my team, open)',
    as: TASKS_TEAM_LEAD,
    path: '/api/v1/tasks?type=team&per_page=50',
    target: true,
  },
  {
    name: 'GET /tasks (my team, open; a task edited every second)',
    as: TASKS_TEAM_LEAD,
    path: '/api/v1/tasks?type=team&per_page=50',
    target: false,
    alongside: editATaskEvery(1000, TASKS_TEAM_LEAD),
  },
  {
    name: 'GET /tasks (my team, open; a task edited every 100 ms)',
    as: TASKS_TEAM_LEAD,
    path: '/api/v1/tasks?type=team&per_page=50',
    target: false,
    alongside: editATaskEvery(100, TASKS_TEAM_LEAD),
  },
  {
    name: 'GET /tasks (my tasks)',
    as: TASKS_TEAM_LEAD,
    path: '/api/v1/tasks?type=list&per_page=50',
    target: true,
  },
  {
    name: 'GET /tasks (all in scope)',
    as: TASKS_TEAM_LEAD,
    path: '/api/v1/tasks?type=all&per_page=50',
    target: false,
  },
  {
    name: 'GET /tasks (my team, open)',
    as: TASKS_AGENCY,
    path: '/api/v1/tasks?type=team&per_page=50',
    target: false,
  },
]

await withBenchServer('tasks', ['tasks-seed.ts'], async (bench) => {
  const { base } = bench
  const sessions = await signIn(base, [TASKS_AGENCY, TASKS_TEAM_LEAD], TASKS_PASSWORD)
  await warmUp(base, CALLS, sessions)
  const rows = await measureCalls(bench, CALLS, sessions, (email) =>
    email === TASKS_AGENCY ? 'AGENCY' : 'TEAM',
  )
  report('Tasks API on PostgreSQL, 200,000 tasks', rows, TARGET_P99_MS)
})
