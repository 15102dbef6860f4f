/** The sign-in of the targets benchmark (seeded by targets-seed.ts): the company's admin. */
export const TARGETS_ADMIN = 'admin@targets.scale.ajanda.test'
export const TARGETS_PASSWORD = 'bench-pass-1'
/** The year whose grid is measured (every cell of it filled). */
export const TARGETS_BENCH_YEAR = 2027
/** Rows of the grid: one division, 7 teams, 52 people. */
export const TARGETS_BENCH_ROWS = 60
