/** The sign-ins of the tasks benchmark (seeded by tasks-seed.ts). */
export const TASKS_AGENCY = 'agency@tasks.scale.ajanda.test'
export const TASKS_TEAM_LEAD = 'lead@tasks.scale.ajanda.test'
export const TASKS_PASSWORD = 'bench-pass-1'
