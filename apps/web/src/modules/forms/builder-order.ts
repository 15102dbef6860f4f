import type { FormDetail } from '@ajanda/contracts/forms/form-detail'

/**
 * The builder's order of sections and of the fields in them, by id: what a drag changes before the
 * server answers (optimistic), and what is compared with the form's to pick the call to make.
 */
export type BuilderLayout = { id: number; fields: number[] }[]

export function layoutOf(form: Pick<FormDetail, 'sections'>): BuilderLayout {
  return form.sections.map((section) => ({ id: section.id, fields: section.fields.map((field) => field.id) }))
}

export function sectionOfField(layout: BuilderLayout, fieldId: number): number | null {
  return layout.find((section) => section.fields.includes(fieldId))?.id ?? null
}

/** Where a field is: its section and its index in it. */
export function placeOf(layout: BuilderLayout, fieldId: number): { sectionId: number; index: number } | null {
  for (const section of layout) {
    const index = section.fields.indexOf(fieldId)
    if (index >= 0) return { sectionId: section.id, index }
  }
  return null
}

export function moveInArray<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item === undefined) return next
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item)
  return next
}

/** The layout with a field taken out of its section and put into `sectionId` at `index`. */
export function moveFieldTo(
  layout: BuilderLayout,
  fieldId: number,
  sectionId: number,
  index: number,
): BuilderLayout {
  const from = placeOf(layout, fieldId)
  if (!from) return layout
  if (from.sectionId === sectionId)
    return layout.map((section) =>
      section.id === sectionId
        ? { ...section, fields: moveInArray(section.fields, from.index, index) }
        : section,
    )
  return layout.map((section) => {
    if (section.id === from.sectionId)
      return { ...section, fields: section.fields.filter((id) => id !== fieldId) }
    if (section.id !== sectionId) return section
    const fields = [...section.fields]
    fields.splice(Math.max(0, Math.min(index, fields.length)), 0, fieldId)
    return { ...section, fields }
  })
}

export function moveSectionTo(layout: BuilderLayout, sectionId: number, index: number): BuilderLayout {
  const from = layout.findIndex((section) => section.id === sectionId)
  return from < 0 ? layout : moveInArray(layout, from, index)
}

/**
 * The call a field's new place needs compared with the form's: a move when its section changed, a
 * sort of its section when only the order did, nothing when it is where it was.
 */
export function fieldChange(
  before: BuilderLayout,
  after: BuilderLayout,
  fieldId: number,
):
  | { kind: 'move'; sectionId: number; index: number }
  | { kind: 'sort'; sectionId: number; fields: number[] }
  | null {
  const was = placeOf(before, fieldId)
  const now = placeOf(after, fieldId)
  if (!was || !now) return null
  if (was.sectionId !== now.sectionId) return { kind: 'move', sectionId: now.sectionId, index: now.index }
  if (was.index === now.index) return null
  const fields = after.find((section) => section.id === now.sectionId)?.fields ?? []
  return { kind: 'sort', sectionId: now.sectionId, fields }
}

export const sameSectionOrder = (a: BuilderLayout, b: BuilderLayout) =>
  a.length === b.length && a.every((section, index) => section.id === b[index]?.id)

// ---- drag ids ----

export const sectionDragId = (id: number) => `section-${id}`
export const fieldDragId = (id: number) => `field-${id}`
export const fieldsDropId = (sectionId: number) => `fields-${sectionId}`

export type DragData =
  | { kind: 'section'; id: number }
  | { kind: 'field'; id: number }
  | { kind: 'fields'; sectionId: number }
  | { kind: 'palette'; type: string; templateId: number | null; label: string }
