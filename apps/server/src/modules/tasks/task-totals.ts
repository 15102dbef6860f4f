import { companyScope } from '../../platform/count-cache'

/** The remembered totals of a company's task lists (ctx.counts): cleared by every write to its tasks. */
export const tasksTotalsScope = (companyId: number) => companyScope('tasks', companyId)
