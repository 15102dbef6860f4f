/** The sign-ins of the forms benchmark (seeded by forms-seed.ts). */
export const FORMS_AGENCY = 'agency@forms.scale.ajanda.test'
export const FORMS_TEAM_LEAD = 'lead@forms.scale.ajanda.test'
export const FORMS_PASSWORD = 'bench-pass-1'
/** The benchmarked form's code (fixed, so the benchmark finds it in GET /forms). */
export const FORMS_BENCH_CODE = 'bench-form-40-sections-300-fields'
/** The benchmarked form's shape (buildLargeForm of contracts/forms/form-fixtures.ts). */
export const FORMS_BENCH_SECTIONS = 40
export const FORMS_BENCH_FIELDS = 300
