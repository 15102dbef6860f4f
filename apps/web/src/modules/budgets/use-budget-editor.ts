import {
  BUDGET_CHANGED_EVENT_TYPE,
  type BudgetDetail,
  type BudgetLine,
  type BudgetLineInput,
  budgetChangedContentSchema,
} from '@ajanda/contracts/budgets.contract'
import type { DataCreatedEvent } from '@ajanda/contracts/realtime.contract'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import i18next from 'i18next'
import { useCallback, useMemo, useRef, useState } from 'react'
import { api } from '../../shared/api/api-client'
import { useRealtimeEvent } from '../../shared/realtime/use-realtime-event'
import { notifyError } from '../../shared/ui/notify'
import type { EditorCategory } from './budget-rows'
import { computeTotals } from './budget-totals'
import { budgetKeys, budgetWrites, type DetailResponse, type LinesResponse } from './budgets.api'
import {
  applyDefault,
  categoriesOf,
  findLine,
  insertLines,
  type LinePatch,
  lineDiff,
  mergeServer,
  orderPayload,
  patchLine,
  removeLine,
  replaceLines,
} from './editor-state'
import { useLineAutosave } from './use-line-autosave'

const savedMapOf = (categories: readonly EditorCategory[]) =>
  new Map(categories.flatMap((category) => category.items.map((line) => [line.id, line] as const)))

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined)

interface EditorOptions {
  /** The signed-in user: their own changes coming back over the socket are not news. */
  meId: number
  /** Who made a change, for the "changed by" notice. */
  nameOf: (userId: number) => string | undefined
}

/**
 * The budget editor's state: the lines as the user has them (totals recomputed from them on every
 * change by the shared calculation), the server's last copy of each line, the autosave, the structure
 * writes, and the merge of other people's changes arriving over the socket.
 */
export function useBudgetEditor(initial: BudgetDetail, { meId, nameOf }: EditorOptions) {
  const code = initial.code
  const queryClient = useQueryClient()
  const [meta, setMeta] = useState(initial)
  const [categories, setCategories] = useState(() => categoriesOf(initial))
  const categoriesRef = useRef(categories)
  categoriesRef.current = categories
  const saved = useRef(savedMapOf(categories))
  const version = useRef(initial.version)
  const activeLine = useRef<number | null>(null)

  const seen = useCallback((next: number | undefined) => {
    if (next !== undefined && next > version.current) version.current = next
  }, [])

  const autosave = useLineAutosave({
    code,
    current: (id) => findLine(categoriesRef.current, id),
    saved: (id) => saved.current.get(id),
    onSaved: (response, sent) => {
      seen(response.version)
      for (const line of response.data) saved.current.set(line.id, line)
      // Lines typed on during the save keep what the user typed; their next save uses the new version.
      const untouched = response.data.filter((line) => {
        const now = findLine(categoriesRef.current, line.id)
        return !now || line.id !== sent.id || now === sent
      })
      setCategories((current) => replaceLines(current, untouched))
    },
    onConflict: (line) => {
      saved.current.set(line.id, line)
      setCategories((current) => replaceLines(current, [line]))
      notifications.show({
        id: `budget-conflict-${line.id}`,
        title: i18next.t('budgets:editor.conflictTitle'),
        message: i18next.t('budgets:editor.conflict'),
        color: 'orange.9',
        autoClose: 8000,
      })
    },
    onFailed: (message) => notifyError(message),
  })

  /** A whole fresh copy from the server, merged around the lines being edited or not yet saved. */
  const applyDetail = useCallback(
    (detail: BudgetDetail) => {
      seen(detail.version)
      const keep = autosave.pending()
      if (activeLine.current !== null) keep.add(activeLine.current)
      const server = categoriesOf(detail)
      for (const [id, line] of savedMapOf(server)) if (!keep.has(id)) saved.current.set(id, line)
      setMeta(detail)
      setCategories((current) => mergeServer(current, server, keep))
      queryClient.setQueryData(budgetKeys.detail(code), detail)
    },
    [autosave, code, queryClient, seen],
  )

  const reload = useCallback(async () => {
    applyDetail(await api.get<BudgetDetail>(`/budget/${encodeURIComponent(code)}`))
  }, [applyDetail, code])

  useRealtimeEvent<DataCreatedEvent>('data-created', (event) => {
    if (event?.type !== BUDGET_CHANGED_EVENT_TYPE) return
    const parsed = budgetChangedContentSchema.safeParse(event.content)
    if (!parsed.success || parsed.data.code !== code || parsed.data.by_user_id === meId) return
    if (parsed.data.version <= version.current) return
    const who = nameOf(parsed.data.by_user_id)
    void reload().then(() =>
      notifications.show({
        id: `budget-changed-${code}`,
        message: who
          ? i18next.t('budgets:editor.changedBy', { name: who })
          : i18next.t('budgets:editor.changedBySomeone'),
        color: 'blue.9',
        autoClose: 4000,
      }),
    )
  })

  const totals = useMemo(() => computeTotals(meta, categories), [meta, categories])

  /** A write that answers the budget: taken whole. */
  const runDetail = useCallback(
    async (write: () => Promise<DetailResponse>) => {
      try {
        const response = await write()
        applyDetail(response.data)
        return true
      } catch (error) {
        notifyError(messageOf(error))
        return false
      }
    },
    [applyDetail],
  )

  const takeLines = (response: LinesResponse) => {
    seen(response.version)
    for (const line of response.data) saved.current.set(line.id, line)
  }

  return {
    meta,
    categories,
    totals,
    saveState: autosave.state,
    retrySave: autosave.retry,
    reload,
    /** A budget a write answered (the editor's own forms show that write's failure themselves). */
    applyDetail,
    editLine(id: number, patch: LinePatch) {
      setCategories((current) => patchLine(current, id, patch))
      autosave.schedule(id)
    },
    /** The active row moved: the row it left saves now. */
    setActiveLine(id: number | null) {
      const left = activeLine.current
      activeLine.current = id
      if (left !== null && left !== id) autosave.flush(left)
    },
    /** Whether a line differs from the server's copy (shown as unsaved). */
    isDirty(line: BudgetLine) {
      const base = saved.current.get(line.id)
      return !!base && Object.keys(lineDiff(line, base)).length > 0
    },
    async addLines(categoryId: number, afterId: number | null, items: BudgetLineInput[]) {
      try {
        const response = await budgetWrites.addLines(code, categoryId, afterId, items)
        takeLines(response)
        setCategories((current) => insertLines(current, categoryId, afterId, response.data))
        return response.data
      } catch (error) {
        notifyError(messageOf(error))
        return []
      }
    },
    async removeLine(id: number) {
      const before = categoriesRef.current
      setCategories((current) => removeLine(current, id))
      try {
        seen((await budgetWrites.removeLine(code, id)).version)
        saved.current.delete(id)
      } catch (error) {
        setCategories(before)
        notifyError(messageOf(error))
      }
    },
    /** The default of an alternative group: shown at once (makeDefault), then confirmed by the server. */
    async makeDefault(id: number) {
      const before = categoriesRef.current
      setCategories((current) => applyDefault(current, id))
      try {
        const response = await budgetWrites.makeDefault(code, id)
        takeLines(response)
        setCategories((current) => replaceLines(current, response.data))
      } catch (error) {
        setCategories(before)
        notifyError(messageOf(error))
      }
    },
    async reorder(next: EditorCategory[]) {
      const before = categoriesRef.current
      setCategories(next)
      try {
        seen((await budgetWrites.order(code, orderPayload(next))).data.version)
      } catch (error) {
        setCategories(before)
        notifyError(messageOf(error))
      }
    },
    runDetail,
  }
}

export type BudgetEditorState = ReturnType<typeof useBudgetEditor>
