/** The two sign-ins of the requests benchmark (seeded by requests-seed.ts). */
export const REQUESTS_FINANCE = 'finance@requests.scale.ajanda.test'
export const REQUESTS_TEAM_LEAD = 'lead@requests.scale.ajanda.test'
export const REQUESTS_PASSWORD = 'bench-pass-1'
