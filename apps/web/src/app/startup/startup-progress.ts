/** Share of the startup loads that have finished, successfully or not: 0 to 1. */
export function startupFraction(statuses: readonly { isFetched: boolean; isError: boolean }[]): number {
  if (statuses.length === 0) return 1
  const done = statuses.filter((status) => status.isFetched || status.isError).length
  return done / statuses.length
}
