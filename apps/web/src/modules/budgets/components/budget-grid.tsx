// biome-ignore-all lint/a11y/useSemanticElements: a virtualised ARIA grid: its rows are absolutely placed divs, which table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid keeps the focus and names the active cell with aria-activedescendant
import type { BudgetLine } from '@ajanda/contracts/budgets.contract'
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import {
  type ClipboardEvent,
  type KeyboardEvent,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { isSingleValue, linesToTsv } from '../budget-clipboard'
import { type EditorCategory, flattenRows, reorderRows } from '../budget-rows'
import { budgetWrites } from '../budgets.api'
import { EDIT_COLUMNS, GRID_WIDTH, GRID_WIDTH_CSS } from '../grid-columns'
import type { BudgetEditorState } from '../use-budget-editor'
import { useGridNavigation } from '../use-grid-navigation'
import classes from './budget-grid.module.css'
import { CategoryRow } from './category-row'
import { GridHeader } from './grid-header'
import { CategoryEditModal, preloadSupplierCellEditor, useUsedOnce } from './lazy-parts'
import { cellId } from './line-cells'
import { LineRow } from './line-row'
import type { RowHandlers } from './row-handlers'
import { useGridActions } from './use-grid-actions'
import { useOptionLabels } from './use-option-labels'

export const ROW_HEIGHT = 36
const VIEWPORT = { width: GRID_WIDTH, height: 720 }

/**
 * The scroller's height before it is laid out, from the window's as budget-grid.module.css sizes it
 * (min(70vh, 900px), at least 320px): the first render then shows the rows that fit, rather than 720 px
 * of them that the first measurement trims again in a second, synchronous render.
 */
function expectedViewport(): { width: number; height: number } {
  if (typeof window === 'undefined' || !window.innerHeight) return VIEWPORT
  return { width: GRID_WIDTH, height: Math.round(Math.max(320, Math.min(window.innerHeight * 0.7, 900))) }
}

interface BudgetGridProps {
  editor: BudgetEditorState
  canEdit: boolean
  /** The currencies a price may be in: the budget's and its other currencies. */
  currencies: readonly string[]
}

/**
 * The budget's lines as a spreadsheet: a flat, virtualised list of category header rows and line rows
 * with one active cell (arrows, Tab, Enter, typing, Escape; Shift+arrows select rows, Ctrl/Cmd+C copies
 * them as TSV, Ctrl/Cmd+V pastes TSV rows after the active row, Delete clears the cell, Ctrl/Cmd+Enter
 * adds a line, Ctrl/Cmd+Delete removes the row, Alt+arrows move it).
 */
export function BudgetGrid({ editor, canEdit, currencies }: BudgetGridProps) {
  const { t } = useTranslation('budgets')
  const rows = useMemo(() => flattenRows(editor.categories), [editor.categories])
  const nav = useGridNavigation(rows)
  const rowKeys = useStableKeys(rows)
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.key ?? index,
    initialRect: useMemo(expectedViewport, []),
    // A scroller not laid out yet (or in jsdom) measures 0 high: it shows a screenful rather than nothing.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : VIEWPORT)),
  })
  const [editedCategory, setEditedCategory] = useState<EditorCategory | null>(null)
  const categoryFormUsed = useUsedOnce(editedCategory !== null)
  const focusGrid = () => scroller.current?.focus()
  const optionLabels = useOptionLabels()
  const actions = useGridActions({
    editor,
    rows,
    nav,
    canEdit,
    focusGrid,
    editCategory: setEditedCategory,
    optionLabels,
  })

  const activeRow = nav.activeIndex >= 0 ? rows[nav.activeIndex] : undefined
  const activeLineId = activeRow?.kind === 'line' ? activeRow.line.id : null
  const { setActiveLine } = editor
  useEffect(() => setActiveLine(activeLineId), [activeLineId, setActiveLine])
  useEffect(() => {
    if (nav.activeIndex >= 0) virtualizer.scrollToIndex(nav.activeIndex, { align: 'auto' })
  }, [nav.activeIndex, virtualizer])
  useEffect(() => {
    if (!nav.active) return
    document.getElementById(cellId(nav.active.rowKey, nav.active.column))?.scrollIntoView?.({
      block: 'nearest',
      inline: 'nearest',
    })
  }, [nav.active])

  // Rows get one stable object; it reads the latest actions through the ref.
  const latest = useRef(actions)
  latest.current = actions
  const handlers = useMemo<RowHandlers>(
    () => ({
      activate: (rowKey, column) => latest.current.activate(rowKey, column),
      startEdit: (rowKey, column) => latest.current.startEdit(rowKey, column),
      change: (line, patch) => latest.current.change(line, patch),
      commit: (move) => latest.current.commit(move),
      cancel: () => latest.current.cancel(),
      removeLine: (line) => latest.current.removeLine(line),
      addLine: (categoryId) => latest.current.addLine(categoryId, null),
      removeCategory: (id, name) => latest.current.removeCategory(id, name),
      toggleDefault: (line) => latest.current.toggleDefault(line),
      editCategory: (category) => setEditedCategory(category),
    }),
    [],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return
    if (actions.onGridKey(event)) event.preventDefault()
  }

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return
    const keys = new Set(nav.selectedKeys())
    const lines: BudgetLine[] = []
    for (const row of rows) {
      if (!keys.has(row.key)) continue
      if (row.kind === 'line') lines.push(row.line)
      else if (keys.size === 1) lines.push(...row.category.items)
    }
    if (lines.length === 0) return
    event.preventDefault()
    event.clipboardData.setData('text/plain', linesToTsv(lines))
  }

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !canEdit) return
    const text = event.clipboardData.getData('text/plain')
    if (!text) return
    event.preventDefault()
    if (isSingleValue(text)) actions.pasteValue(text.replace(/\r?\n$/, ''))
    else void actions.pasteRows(text)
  }

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return
    const next = reorderRows(editor.categories, String(active.id), String(over.id))
    if (next) void editor.reorder(next)
  }

  const selectedFrom = Math.min(nav.activeIndex, nav.anchorIndex < 0 ? nav.activeIndex : nav.anchorIndex)
  const selectedTo = Math.max(nav.activeIndex, nav.anchorIndex)
  const activeDescendant = nav.active ? cellId(nav.active.rowKey, nav.active.column) : undefined

  return (
    <>
      <div
        ref={scroller}
        role="grid"
        tabIndex={0}
        aria-label={t('grid.label')}
        aria-rowcount={rows.length + 1}
        aria-colcount={EDIT_COLUMNS.length + 6}
        aria-activedescendant={nav.editing ? undefined : activeDescendant}
        aria-describedby="budget-grid-keys"
        className={classes.scroller}
        onKeyDown={onKeyDown}
        onCopy={onCopy}
        onPaste={onPaste}
        onFocus={(event) => {
          // Editing is near once the grid has the focus: the supplier cell's editor is in its own chunk.
          if (canEdit) preloadSupplierCellEditor()
          if (event.target === event.currentTarget && !nav.active && rows[0])
            nav.setActive({ rowKey: rows[0].key, column: 0 })
        }}
      >
        <GridHeader />
        {/* The drag announcements' live region goes to the body: a grid may hold rows and row groups only. */}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ container: document.body }}
        >
          <SortableContext items={rowKeys} strategy={verticalListSortingStrategy}>
            <div
              role="rowgroup"
              className={classes.body}
              style={{ height: virtualizer.getTotalSize(), width: GRID_WIDTH_CSS }}
            >
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index]
                if (!row) return null
                const isActive = nav.active?.rowKey === row.key
                if (row.kind === 'category')
                  return (
                    <CategoryRow
                      key={row.key}
                      category={row.category}
                      rowIndex={item.index}
                      start={item.start}
                      totals={editor.totals.byCategory.get(row.category.id)}
                      active={isActive}
                      canEdit={canEdit}
                      handlers={handlers}
                    />
                  )
                return (
                  <LineRow
                    key={row.key}
                    line={row.line}
                    rowIndex={item.index}
                    start={item.start}
                    totals={editor.totals.byLine.get(row.line.id)}
                    activeColumn={isActive ? (nav.active?.column ?? null) : null}
                    editing={isActive ? nav.editing : null}
                    selected={nav.anchorIndex >= 0 && item.index >= selectedFrom && item.index <= selectedTo}
                    dirty={editor.isDirty(row.line)}
                    canEdit={canEdit}
                    currencies={currencies}
                    handlers={handlers}
                    labels={optionLabels}
                  />
                )
              })}
            </div>
          </SortableContext>
        </DndContext>
      </div>
      {/* Outside the grid (which holds rows only); the modal itself goes to the body. */}
      {categoryFormUsed && (
        <Suspense fallback={null}>
          <CategoryEditModal
            category={editedCategory}
            onSave={async (id, input) => {
              const response = await budgetWrites.updateCategory(editor.meta.code, id, input)
              editor.applyDetail(response.data)
              return response
            }}
            onClose={() => {
              setEditedCategory(null)
              focusGrid()
            }}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * The row keys, the same array while they do not change: a keystroke changes a line but not the order,
 * and a new array would make every sortable row re-render through dnd-kit's context.
 */
function useStableKeys(rows: readonly { key: string }[]): string[] {
  const previous = useRef<string[]>([])
  const keys = rows.map((row) => row.key)
  const same =
    keys.length === previous.current.length && keys.every((key, index) => key === previous.current[index])
  if (!same) previous.current = keys
  return previous.current
}
