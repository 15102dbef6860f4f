import './column-priority.css'

/**
 * A list's table on a phone (issue 19 item 2): spread `phoneTable` on its `Table.ScrollContainer` and
 * `lowPriority` on the header and body cells of the columns a phone can do without; under 48em those
 * columns hide and the table no longer keeps its desktop minimum width. Name, code and status stay.
 */
export const phoneTable = { 'data-phone-table': true } as const

export const lowPriority = { 'data-priority': 'low' } as const

/** For components that take a priority prop. */
export type ColumnPriority = 'low' | undefined

export const priorityAttributes = (priority: ColumnPriority) => (priority === 'low' ? lowPriority : {})
