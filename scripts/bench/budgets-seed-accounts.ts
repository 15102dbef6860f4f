/** The sign-ins of the budgets benchmark (seeded by budgets-seed.ts). */
export const BUDGETS_AGENCY = 'agency@budgets.scale.ajanda.test'
export const BUDGETS_TEAM_LEAD = 'lead@budgets.scale.ajanda.test'
export const BUDGETS_PASSWORD = 'bench-pass-1'
/** The benchmarked budget's code (fixed, so the benchmark finds it without a lookup). */
export const BUDGETS_BENCH_CODE = 'bench-budget-2000-items'
