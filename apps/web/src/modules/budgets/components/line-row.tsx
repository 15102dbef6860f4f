// biome-ignore-all lint/a11y/useSemanticElements: a virtualised ARIA grid: its rows are absolutely placed divs, which table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid keeps the focus and names the active cell with aria-activedescendant
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconGripVertical } from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { GRID_WIDTH_CSS, HANDLE_WIDTH } from '../grid-columns'
import classes from './budget-grid.module.css'
import { LineCells, type LineCellsProps, sameTotals } from './line-cells'

interface LineRowProps extends Omit<LineCellsProps, 'rowKey'> {
  rowIndex: number
  start: number
  selected: boolean
}

/**
 * One line of the grid: the sortable row with its drag handle, around its memoised cells (line-cells.tsx).
 * Memoised: typing in one line re-renders that line and the totals.
 */
export const LineRow = memo(function LineRow(props: LineRowProps) {
  const { rowIndex, start, selected, ...cells } = props
  const { line, totals, canEdit } = cells
  const { t } = useTranslation('budgets')
  const rowKey = `l${line.id}`
  const sortable = useSortable({ id: rowKey, disabled: !canEdit })
  const style = {
    width: GRID_WIDTH_CSS,
    transform: `translateY(${start}px) ${CSS.Translate.toString(sortable.transform) ?? ''}`,
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 3 : undefined,
  }
  const uncounted = totals ? !totals.counted : false
  return (
    <div
      ref={sortable.setNodeRef}
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-selected={selected}
      className={classes.row}
      data-selected={selected}
      data-uncounted={uncounted}
      style={style}
    >
      <div
        role="gridcell"
        className={`${classes.cell} ${classes.frozen}`}
        data-frozen="handle"
        style={{ width: HANDLE_WIDTH }}
      >
        {canEdit && (
          <button
            type="button"
            className={classes.handle}
            aria-label={t('grid.dragLine', { name: line.name })}
            {...sortable.attributes}
            {...sortable.listeners}
            tabIndex={-1}
          >
            <IconGripVertical size={16} aria-hidden />
          </button>
        )}
      </div>
      <LineCells rowKey={rowKey} {...cells} />
    </div>
  )
}, sameRow)

/** New totals objects come with every recalculation; a row re-renders only when its figures changed. */
function sameRow(before: LineRowProps, after: LineRowProps): boolean {
  for (const key of Object.keys(after) as (keyof LineRowProps)[]) {
    if (key === 'totals') continue
    if (before[key] !== after[key]) return false
  }
  return sameTotals(before.totals, after.totals)
}
