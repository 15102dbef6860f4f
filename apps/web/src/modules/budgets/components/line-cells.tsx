// biome-ignore-all lint/a11y/useSemanticElements: a virtualised ARIA grid: its rows are absolutely placed divs, which table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid keeps the focus and names the active cell with aria-activedescendant
import type { ItemTotals } from '@ajanda/contracts/budget-calc'
import type { BudgetLine } from '@ajanda/contracts/budgets.contract'
import { ActionIcon, Badge, Tooltip } from '@mantine/core'
import { IconCheck, IconMessage, IconTrash } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDecimalCount, formatDecimalMoney } from '../../../shared/format/money'
import { ACTIONS_WIDTH, CLIENT_WIDTH, columnWidth, EDIT_COLUMNS, type GridColumn } from '../grid-columns'
import classes from './budget-grid.module.css'
import { CellEditor } from './cell-editor'
import type { EditingCell, RowHandlers } from './row-handlers'
import { TotalCells } from './total-cells'
import type { OptionLabels } from './use-option-labels'

export const cellId = (rowKey: string, column: number | string) => `budget-cell-${rowKey}-${column}`

function optionLabel(labels: OptionLabels, key: GridColumn['key'], value: string): string {
  const names =
    key === 'product_type'
      ? labels.productTypes
      : key === 'quantity_unit'
        ? labels.quantityUnits
        : labels.countUnits
  return names[value] ?? value
}

function display(
  line: BudgetLine,
  column: GridColumn,
  labels: OptionLabels,
  t: TFunction<'budgets'>,
): string {
  switch (column.kind) {
    case 'decimal':
      return column.key === 'quantity' || column.key === 'unit_count'
        ? formatDecimalCount(line[column.key])
        : formatDecimalMoney(line[column.key as 'price_buy'])
    case 'select': {
      const value = line[column.key as 'product_type']
      return value ? optionLabel(labels, column.key, value) : ''
    }
    case 'suppliers':
      return line.suppliers.map((supplier) => supplier.name).join(', ')
    case 'flag':
      return line.alt_group === null ? '' : line.is_default ? t('grid.default') : ''
    default:
      return (line[column.key as 'name'] as string | null) ?? ''
  }
}

export interface LineCellsProps {
  line: BudgetLine
  rowKey: string
  totals: ItemTotals | undefined
  /** The active column when this row holds the active cell. */
  activeColumn: number | null
  editing: EditingCell | null
  dirty: boolean
  canEdit: boolean
  currencies: readonly string[]
  handlers: RowHandlers
  labels: OptionLabels
}

/**
 * A line's cells after its drag handle. Cells show text; only the active cell, while editing, holds an
 * input, which keeps a 2,000-line budget light. Memoised apart from the sortable row around them: the
 * drag and drop context re-renders every visible row when it registers them (right after the first
 * render) and while dragging, and these cells, the costly part of a row, then stay as they are.
 */
export const LineCells = memo(function LineCells(props: LineCellsProps) {
  const { line, rowKey, totals, activeColumn, editing, dirty, canEdit, currencies, handlers, labels } = props
  const { t } = useTranslation('budgets')
  return (
    <>
      {EDIT_COLUMNS.map((column, index) => {
        const active = activeColumn === index
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's own keydown moves the active cell
          <div
            key={column.key}
            id={cellId(rowKey, index)}
            role="gridcell"
            aria-readonly={!canEdit || undefined}
            className={index === 0 ? `${classes.cell} ${classes.frozen}` : classes.cell}
            data-frozen={index === 0 ? 'name' : undefined}
            data-active={active}
            data-numeric={column.numeric}
            data-dirty={dirty && index === 0}
            style={{ width: columnWidth(column) }}
            onClick={() => handlers.activate(rowKey, index)}
            onDoubleClick={() => handlers.startEdit(rowKey, index)}
          >
            {active && editing ? (
              <CellEditor
                column={column}
                line={line}
                label={`${t(`columns.${column.key}`)}: ${line.name}`}
                seed={editing.seed}
                currencies={currencies}
                onChange={(patch) => handlers.change(line, patch)}
                onCommit={handlers.commit}
                onCancel={handlers.cancel}
              />
            ) : column.kind === 'flag' && line.alt_group !== null ? (
              <input
                type="checkbox"
                tabIndex={-1}
                checked={line.is_default}
                disabled={!canEdit}
                aria-label={t('grid.makeDefault', { name: line.name })}
                onChange={() => handlers.toggleDefault(line)}
              />
            ) : (
              <span>{display(line, column, labels, t)}</span>
            )}
          </div>
        )
      })}
      <TotalCells amountOf={(key) => totals?.[key] ?? line[key]} />
      <div role="gridcell" className={classes.cell} style={{ width: CLIENT_WIDTH }}>
        {line.client_selected && (
          <Tooltip label={t('grid.clientSelected')}>
            <Badge size="xs" color="green.9" variant="filled" aria-label={t('grid.clientSelected')}>
              <IconCheck size={12} aria-hidden />
            </Badge>
          </Tooltip>
        )}
        {line.client_comment && (
          <Tooltip label={line.client_comment} multiline w={260}>
            <span role="img" aria-label={t('grid.clientComment', { comment: line.client_comment })}>
              <IconMessage size={16} aria-hidden />
            </span>
          </Tooltip>
        )}
      </div>
      <div role="gridcell" className={classes.cell} style={{ width: ACTIONS_WIDTH }}>
        {canEdit && (
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="sm"
            tabIndex={-1}
            aria-label={t('grid.removeLine', { name: line.name })}
            onClick={() => handlers.removeLine(line)}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        )}
      </div>
    </>
  )
}, sameCells)

/** New totals objects come with every recalculation; the cells re-render only when their figures changed. */
export function sameTotals(a: ItemTotals | undefined, b: ItemTotals | undefined): boolean {
  return (
    a === b ||
    (!!a &&
      !!b &&
      a.counted === b.counted &&
      a.total_buy === b.total_buy &&
      a.total_sell === b.total_sell &&
      a.profit === b.profit)
  )
}

function sameCells(before: LineCellsProps, after: LineCellsProps): boolean {
  for (const key of Object.keys(after) as (keyof LineCellsProps)[]) {
    if (key === 'totals') continue
    if (before[key] !== after[key]) return false
  }
  return sameTotals(before.totals, after.totals)
}
