import type { AttendeeListQuery, AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { asc, desc, type SQL, sql } from 'drizzle-orm'
import type { StatementValue } from '../../platform/statement-cache'
import { byteOrder, containsPattern } from '../../platform/text-search'
import { attendeeAnswers, attendeeListMembers, attendees } from './attendees.table'

/** The list's filters after parsing (attendeeListQuerySchema's output). */
export interface AttendeeFilter {
  search?: string
  status?: AttendeeStatus
  list_id?: number
  form_id?: number
  answer_field?: number
  answer_value?: string
  sort_by?: NonNullable<AttendeeListQuery['sort_by']>
  sort_order: 'asc' | 'desc'
}

/** Where the list looks: one project, or every project the caller sees (`visible`, on `projects`). */
export type AttendeeScope = { projectId: number } | { visible: SQL | undefined; countKey?: string }

export type FilterValueName =
  | 'company'
  | 'project'
  | 'name_pattern'
  | 'plain_pattern'
  | 'status'
  | 'list'
  | 'form'
  | 'answer_key'
  | 'answer_id'
  | 'answer_text'
  | 'answer_text_json'
  | 'shape_number'
  | 'shape_list'
  | 'shape_text'

/** How the answer filter reads its value: none, any answer to the form, a field answered, an option id, a text. */
function answerKind(filter: AttendeeFilter): 'none' | 'form' | 'field' | 'id' | 'text' {
  if (filter.form_id === undefined) return 'none'
  const value = filter.answer_value
  if (filter.answer_field !== undefined && value !== undefined && value !== '')
    return /^\d{1,15}$/.test(value) ? 'id' : 'text'
  return filter.answer_field !== undefined ? 'field' : 'form'
}

const searchTerm = (filter: AttendeeFilter) => filter.search?.trim() ?? ''

/**
 * The values the conditions read, by name: given to the statement as they are, or as a prepared
 * statement's parameters (statement-cache.ts) where the conditions were built with placeholders.
 */
export function filterValues(
  companyId: number,
  scope: AttendeeScope,
  filter: AttendeeFilter,
): Record<FilterValueName, unknown> {
  const term = searchTerm(filter)
  const key = filter.answer_field === undefined ? null : String(filter.answer_field)
  const value = filter.answer_value ?? null
  const id = value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null
  return {
    company: companyId,
    project: 'projectId' in scope ? scope.projectId : null,
    name_pattern: containsPattern(foldTurkish(term)),
    plain_pattern: containsPattern(term.toLocaleLowerCase('tr-TR')),
    status: filter.status ?? null,
    list: filter.list_id ?? null,
    form: filter.form_id ?? null,
    answer_key: key,
    answer_id: id === null ? null : String(id),
    answer_text: value,
    answer_text_json: JSON.stringify(value),
    shape_number: key === null ? null : JSON.stringify({ [key]: id }),
    shape_list: key === null ? null : JSON.stringify({ [key]: [id] }),
    shape_text: key === null ? null : JSON.stringify({ [key]: value }),
  }
}

/** What decides the text of the list's statement (not its values): one prepared statement per shape. */
export function filterShape(filter: AttendeeFilter): string {
  return [
    searchTerm(filter) ? 'search' : '',
    filter.status ? 'status' : '',
    filter.list_id === undefined ? '' : 'list',
    answerKind(filter),
    filter.sort_by ?? 'created_at',
    filter.sort_order,
  ].join('|')
}

/**
 * The answer filter: attendees with an answer to `form_id`, and when a field is named, an answer of
 * that field equal to the value. An option id matches the stored shapes (a number, a list holding it,
 * or the id as text) on the field's own value (`answers -> field @> id`: a top-level array contains
 * the number), one cheap test per answer of the form; any other value is compared as the stored text.
 * (Three containments of the whole document, OR-ed, cost about twice as much per row and the planner
 * scans anyway when an option is common: the bench of issue 21 item 10, scripts/bench/webform.ts.)
 *
 * `indexed` (the total's count, which visits every match) adds those three containments in front of the
 * exact test: the GIN index on answers finds the candidates and the exact test decides, where the page
 * (which stops at 50 matches walking the list order) is cheaper without them (decisions/0035).
 */
function answerCondition(filter: AttendeeFilter, v: StatementValue<FilterValueName>, indexed: boolean) {
  const kind = answerKind(filter)
  if (kind === 'none') return undefined
  const answers = attendeeAnswers.answers
  const conditions: SQL[] = [
    sql`${attendeeAnswers.attendee_id} = ${attendees.id}`,
    sql`${attendeeAnswers.form_id} = ${v('form')}`,
  ]
  if (kind === 'id') {
    if (indexed)
      conditions.push(
        sql`(${answers} @> ${v('shape_number')}::jsonb or ${answers} @> ${v('shape_list')}::jsonb or ${answers} @> ${v('shape_text')}::jsonb)`,
      )
    conditions.push(
      sql`(${answers} -> ${v('answer_key')}::text @> ${v('answer_id')}::jsonb or ${answers} -> ${v('answer_key')}::text = ${v('answer_text_json')}::jsonb)`,
    )
  }
  if (kind === 'text') conditions.push(sql`${answers} ->> ${v('answer_key')}::text = ${v('answer_text')}`)
  if (kind === 'field') conditions.push(sql`${answers} ? ${v('answer_key')}::text`)
  return sql`exists (select 1 from ${attendeeAnswers} where ${sql.join(conditions, sql` and `)})`
}

/**
 * The list's conditions on `attendees` (joined to `projects`): the company, the scope, the search (a part
 * of the folded name, of the e-mail or of the company), the status, a list, an answer.
 */
export function filterConditions(
  scope: AttendeeScope,
  filter: AttendeeFilter,
  v: StatementValue<FilterValueName>,
  indexed = false,
): SQL {
  const conditions: (SQL | undefined)[] = [
    sql`${attendees.event_company_id} = ${v('company')}`,
    'projectId' in scope ? sql`${attendees.project_id} = ${v('project')}` : scope.visible,
    searchTerm(filter)
      ? sql`(${attendees.name_search} like ${v('name_pattern')} or lower(${attendees.email}) like ${v('plain_pattern')} or lower(${attendees.company}) like ${v('plain_pattern')})`
      : undefined,
    filter.status ? sql`${attendees.status} = ${v('status')}` : undefined,
    filter.list_id === undefined
      ? undefined
      : sql`exists (select 1 from ${attendeeListMembers} where ${attendeeListMembers.attendee_id} = ${attendees.id} and ${attendeeListMembers.list_id} = ${v('list')})`,
    answerCondition(filter, v, indexed),
  ]
  return sql.join(
    conditions.filter((condition): condition is SQL => condition !== undefined),
    sql` and `,
  )
}

/** The list's order, ending on the id so pages never overlap. */
export function filterOrder(filter: AttendeeFilter): SQL[] {
  const direction = filter.sort_order === 'desc' ? desc : asc
  switch (filter.sort_by) {
    case 'name':
      return [
        filter.sort_order === 'desc'
          ? sql`${byteOrder(attendees.name_search)} desc`
          : byteOrder(attendees.name_search),
        direction(attendees.id),
      ]
    case 'status':
      return [direction(attendees.status), direction(attendees.id)]
    case 'registered_at':
      return [
        filter.sort_order === 'desc'
          ? sql`${attendees.registered_at} desc nulls last`
          : sql`${attendees.registered_at} asc nulls last`,
        direction(attendees.id),
      ]
    default:
      return [direction(attendees.created_at), direction(attendees.id)]
  }
}
