/** Room names. Socket ids are per process; rooms are what the Redis adapter carries between processes. */
export const userRoom = (userId: number) => `user:${userId}`
/** Every signed-in session of a company, CLIENT users' too: presence counts it; nothing is sent to it. */
export const companyRoom = (companyId: number) => `company:${companyId}`
/**
 * The company's AGENCY sessions: the only ones that receive presence (decisions.md 6) and company events
 * (`data-created`; CLIENT users get only their own user room's events, docs/decisions/0017).
 */
export const agencyRoom = (companyId: number) => `company:${companyId}:agency`
