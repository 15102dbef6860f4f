import type { DrilldownResponse } from '@ajanda/contracts/reports/report-query'

/** A drill-down answer whose figure has a field of its own (`figure`), leaving the paginator's `total` a count. */
type DrilldownAnswer = Omit<DrilldownResponse, 'total'> & { total: string | number; figure?: string }

export interface DrilldownShape {
  /** The number drilled into, as the report showed it (a count or a decimal string). */
  figure: string
  /** A money figure (shown with the currency) rather than a count. */
  isMoney: boolean
  /** How many records are behind it, when the answer tells. */
  records: number | null
  /** What the pager calls the number of records. */
  pagerTotal: number
}

/**
 * The drill-down answer read for the drawer. The contract puts the figure in `total`, over the
 * paginator's record count: the count is then known exactly on the last page (its `to`) and only bounded
 * before it. An answer with a separate `figure` keeps `total` as the count.
 */
export function drilldownShape(answer: DrilldownAnswer): DrilldownShape {
  const figure = answer.figure ?? String(answer.total)
  const isMoney = /^-?\d+\.\d+$/.test(figure)
  const known =
    typeof answer.total === 'number' && answer.figure !== undefined
      ? answer.total
      : answer.current_page >= answer.last_page
        ? (answer.to ?? answer.data.length)
        : null
  return {
    figure,
    isMoney,
    records: known,
    pagerTotal: known ?? answer.per_page * answer.last_page,
  }
}
