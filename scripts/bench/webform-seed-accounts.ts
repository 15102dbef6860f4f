/** The sign-ins and names of the public-form benchmark (seeded by webform-seed.ts). */
export const WEBFORM_AGENCY = 'agency@webform.scale.ajanda.test'
export const WEBFORM_TEAM_LEAD = 'lead@webform.scale.ajanda.test'
export const WEBFORM_PASSWORD = 'bench-pass-1'
/** The published PUBLIC registration form (16 fields, one option with seats) and the PERSONAL one. */
export const WEBFORM_PUBLIC_SLUG = 'bench-kongre-2027-kayit'
export const WEBFORM_PERSONAL_SLUG = 'bench-gala-lcv'
export const WEBFORM_ATTENDEES = Number(process.env.WEBFORM_ATTENDEES ?? 20_000)
/** The seats of the quota'd option (the gala dinner tick box): room for the seeded holders and the bench. */
export const WEBFORM_GALA_SEATS = 15_000
