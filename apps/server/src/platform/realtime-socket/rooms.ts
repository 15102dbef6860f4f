/** Room names. Socket ids are per process; rooms are what the Redis adapter carries between processes. */
export const userRoom = (userId: number) => `user:${userId}`
/** Every signed-in session of a company: `data-created` goes here. */
export const companyRoom = (companyId: number) => `company:${companyId}`
/** The company's AGENCY sessions: the only ones that receive presence (decisions.md 6). */
export const agencyRoom = (companyId: number) => `company:${companyId}:agency`
