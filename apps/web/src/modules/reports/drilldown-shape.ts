import type { DrilldownResponse } from '@ajanda/contracts/reports/report-query'

export interface DrilldownShape {
  /** The number drilled into, as the report showed it (a count or a decimal string). */
  figure: string
  /** A money figure (shown with the currency) rather than a count. */
  isMoney: boolean
  /** How many records are behind it. */
  records: number
  /** What the pager calls the number of records. */
  pagerTotal: number
}

/** The drill-down answer read for the drawer: the figure drilled into and the paginator's record count. */
export function drilldownShape(answer: DrilldownResponse): DrilldownShape {
  return {
    figure: answer.figure,
    isMoney: /^-?\d+\.\d+$/.test(answer.figure),
    records: answer.total,
    pagerTotal: answer.total,
  }
}
