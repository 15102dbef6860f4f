// biome-ignore-all lint/a11y/useSemanticElements: a virtualised ARIA grid: its rows are absolutely placed divs, which table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid keeps the focus and names the active cell with aria-activedescendant
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Button } from '@mantine/core'
import { IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { EditorCategory } from '../budget-rows'
import {
  ACTIONS_WIDTH,
  CLIENT_WIDTH,
  EDIT_COLUMNS,
  EDIT_COLUMNS_WIDTH_CSS,
  GRID_WIDTH_CSS,
  HANDLE_WIDTH,
} from '../grid-columns'
import classes from './budget-grid.module.css'
import { cellId } from './line-cells'
import type { RowHandlers } from './row-handlers'
import { TotalCells } from './total-cells'

interface CategoryRowProps {
  category: EditorCategory
  rowIndex: number
  start: number
  totals: { total_buy: string; total_sell: string; profit: string } | undefined
  active: boolean
  canEdit: boolean
  handlers: RowHandlers
}

/**
 * A category's header row: its name and line count (the pencil, Enter or F2 edits the name, English
 * name and VAT rate), its totals, and adding a line or removing it.
 */
export const CategoryRow = memo(function CategoryRow(props: CategoryRowProps) {
  const { category, rowIndex, start, totals, active, canEdit, handlers } = props
  const { t } = useTranslation('budgets')
  const rowKey = `c${category.id}`
  const sortable = useSortable({ id: rowKey, disabled: !canEdit })
  const style = {
    width: GRID_WIDTH_CSS,
    transform: `translateY(${start}px) ${CSS.Translate.toString(sortable.transform) ?? ''}`,
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 3 : undefined,
  }
  return (
    <div
      ref={sortable.setNodeRef}
      role="row"
      aria-rowindex={rowIndex + 2}
      className={`${classes.row} ${classes.categoryRow}`}
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
            aria-label={t('grid.dragCategory', { name: category.name })}
            {...sortable.attributes}
            {...sortable.listeners}
            tabIndex={-1}
          >
            <IconGripVertical size={16} aria-hidden />
          </button>
        )}
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the grid's own keydown moves the active cell */}
      <div
        id={cellId(rowKey, 0)}
        role="rowheader"
        aria-colspan={EDIT_COLUMNS.length}
        className={`${classes.cell} ${classes.categoryTitle}`}
        data-active={active}
        style={{ width: EDIT_COLUMNS_WIDTH_CSS }}
        onClick={() => handlers.activate(rowKey, 0)}
      >
        {/* Rides along at the left edge while the grid scrolls sideways (frozen, like the item column). */}
        <div className={classes.frozenContent}>
          <span>{category.name}</span>
          <span>· {t('grid.lineCount', { count: category.items.length })}</span>
          {canEdit && (
            <ActionIcon
              variant="subtle"
              size="sm"
              tabIndex={-1}
              aria-label={t('grid.editCategory', { name: category.name })}
              onClick={(event) => {
                event.stopPropagation()
                handlers.editCategory(category)
              }}
            >
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
          )}
          {canEdit && (
            <Button
              size="compact-xs"
              variant="subtle"
              tabIndex={-1}
              leftSection={<IconPlus size={12} aria-hidden />}
              onClick={() => handlers.addLine(category.id)}
            >
              {t('grid.addLine')}
            </Button>
          )}
        </div>
      </div>
      <TotalCells amountOf={(key) => totals?.[key]} />
      <div role="gridcell" className={classes.cell} style={{ width: CLIENT_WIDTH }} />
      <div role="gridcell" className={classes.cell} style={{ width: ACTIONS_WIDTH }}>
        {canEdit && (
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="sm"
            tabIndex={-1}
            aria-label={t('grid.removeCategory', { name: category.name })}
            onClick={() => handlers.removeCategory(category.id, category.name)}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        )}
      </div>
    </div>
  )
})
