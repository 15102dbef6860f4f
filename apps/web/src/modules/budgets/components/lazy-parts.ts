import { lazy, useState } from 'react'

/**
 * The editor's parts that are not on its first screen, each in a chunk of its own that loads when it is
 * first opened: the forms (react-hook-form and the zod resolver, Mantine's Select, MultiSelect, number
 * and segmented inputs, CopyButton, dates) would otherwise be fetched and evaluated before a 2,000-line
 * budget can first render (issue 9, item 8: the editor renders in under 1 s).
 */
export const SettingsModal = lazy(() =>
  import('./settings-modal').then((m) => ({ default: m.SettingsModal })),
)
export const RatesModal = lazy(() => import('./rates-modal').then((m) => ({ default: m.RatesModal })))
export const ReviewModal = lazy(() => import('./review-modal').then((m) => ({ default: m.ReviewModal })))
export const AddCategoryModal = lazy(() =>
  import('./add-category-modal').then((m) => ({ default: m.AddCategoryModal })),
)
export const CategoryEditModal = lazy(() =>
  import('./category-edit-modal').then((m) => ({ default: m.CategoryEditModal })),
)
export const SaveTemplateModal = lazy(() =>
  import('./save-template-modal').then((m) => ({ default: m.SaveTemplateModal })),
)

const loadSupplierCellEditor = () => import('./supplier-cell-editor')
export const SupplierCellEditor = lazy(() =>
  loadSupplierCellEditor().then((m) => ({ default: m.SupplierCellEditor })),
)
/** Fetches the supplier editor's chunk ahead of its first use (the grid takes the focus). */
export function preloadSupplierCellEditor(): void {
  void loadSupplierCellEditor().catch(() => undefined)
}

/**
 * True from the first time `opened` is true: a dialog that stays mounted once used keeps its state and
 * its closing transition, as it did when it was always mounted, without loading it before it is wanted.
 */
export function useUsedOnce(opened: boolean): boolean {
  const [used, setUsed] = useState(opened)
  if (opened && !used) setUsed(true)
  return used || opened
}
