// biome-ignore-all lint/a11y/useSemanticElements: a virtualised ARIA grid: its rows are absolutely placed divs, which table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid keeps the focus and names the active cell with aria-activedescendant
import { VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  ACTIONS_WIDTH,
  CLIENT_WIDTH,
  columnWidth,
  EDIT_COLUMNS,
  GRID_WIDTH_CSS,
  HANDLE_WIDTH,
  TOTAL_COLUMNS,
} from '../grid-columns'
import classes from './budget-grid.module.css'

/** The grid's sticky column header row. */
export function GridHeader() {
  const { t } = useTranslation('budgets')
  return (
    <div role="rowgroup">
      <div role="row" aria-rowindex={1} className={classes.header} style={{ width: GRID_WIDTH_CSS }}>
        <div
          role="columnheader"
          className={`${classes.cell} ${classes.frozen}`}
          data-frozen="handle"
          style={{ width: HANDLE_WIDTH }}
        >
          <VisuallyHidden>{t('columns.order')}</VisuallyHidden>
        </div>
        {EDIT_COLUMNS.map((column) => (
          <div
            key={column.key}
            role="columnheader"
            className={column.key === 'name' ? `${classes.cell} ${classes.frozen}` : classes.cell}
            data-frozen={column.key === 'name' ? 'name' : undefined}
            data-numeric={column.numeric}
            style={{ width: columnWidth(column) }}
          >
            {t(`columns.${column.key}`)}
          </div>
        ))}
        {TOTAL_COLUMNS.map((column) => (
          <div
            key={column.key}
            role="columnheader"
            className={classes.cell}
            data-numeric
            style={{ width: column.width }}
          >
            {t(`columns.${column.key}`)}
          </div>
        ))}
        <div role="columnheader" className={classes.cell} style={{ width: CLIENT_WIDTH }}>
          {t('columns.client')}
        </div>
        <div role="columnheader" className={classes.cell} style={{ width: ACTIONS_WIDTH }}>
          <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
        </div>
      </div>
    </div>
  )
}
