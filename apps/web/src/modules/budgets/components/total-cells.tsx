// biome-ignore-all lint/a11y/useSemanticElements: a virtualised ARIA grid: its rows are absolutely placed divs, which table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid keeps the focus and names the active cell with aria-activedescendant
import { formatDecimalMoney } from '../../../shared/format/money'
import { TOTAL_COLUMNS } from '../grid-columns'
import classes from './budget-grid.module.css'

export type TotalKey = (typeof TOTAL_COLUMNS)[number]['key']

/** A row's computed cells (buy, sell, profit in the budget currency); empty where there is no amount. */
export function TotalCells({ amountOf }: { amountOf: (key: TotalKey) => string | null | undefined }) {
  return TOTAL_COLUMNS.map((column) => {
    const amount = amountOf(column.key)
    return (
      <div
        key={column.key}
        role="gridcell"
        className={classes.cell}
        data-numeric
        style={{ width: column.width }}
      >
        {amount == null ? '' : formatDecimalMoney(amount)}
      </div>
    )
  })
}
