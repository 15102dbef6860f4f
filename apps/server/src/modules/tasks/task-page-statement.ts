import type { TaskSection } from '@ajanda/contracts/tasks.contract'
import { type SQL, sql } from 'drizzle-orm'

/** A person on a task as the statement returns it (the picture is turned into a URL in Node). */
export interface TaskPagePerson {
  id: number
  full_name: string
  profile_picture: string | null
}

/** A row of the page: the task's columns under the contract's names, and what it names. */
export interface TaskPageRow {
  id: number
  section_id: number | null
  title: string
  description: string | null
  priority: number
  is_milestone: boolean
  is_checklist: boolean
  starts_at: string | null
  deadline_at: string | null
  remind_at: string | null
  reminded_at: string | null
  completed_at: string | null
  completed_by: TaskPagePerson | null
  creator: TaskPagePerson
  creator_id: number
  responsibles: TaskPagePerson[]
  labels: { id: number; name: string; color: string }[]
  project: { id: number; code: string; name: string } | null
  position: number
  created_at: string
  updated_at: string
}

export interface TaskPage {
  rows: TaskPageRow[]
  sections: TaskSection[]
}

/** A moment as JavaScript's toISOString writes it (UTC, milliseconds, Z). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const personJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'full_name', ${alias}.full_name, 'profile_picture', ${alias}.profile_picture)`

const rowJson = sql.raw(`json_build_object(
  'id', t.id, 'section_id', t.section_id, 'title', t.title, 'description', t.description,
  'priority', t.priority, 'is_milestone', t.is_milestone, 'is_checklist', t.is_checklist,
  'starts_at', ${iso('t.starts_at')}, 'deadline_at', ${iso('t.deadline_at')},
  'remind_at', ${iso('t.remind_at')}, 'reminded_at', ${iso('t.reminded_at')},
  'completed_at', ${iso('t.completed_at')},
  'completed_by', (select ${personJson('u')} from users u where u.id = t.completed_by_id),
  'creator', (select ${personJson('u')} from users u where u.id = t.creator_id),
  'creator_id', t.creator_id,
  'responsibles', coalesce((select json_agg(${personJson('u')} order by u.full_name, u.id)
    from task_responsibles r join users u on u.id = r.user_id where r.task_id = t.id), '[]'::json),
  'labels', coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color)
    order by l.name) from task_label_links k join task_labels l on l.id = k.label_id
    where k.task_id = t.id), '[]'::json),
  'project', (select json_build_object('id', p.id, 'code', p.code, 'name', p.name) from projects p
    where p.id = t.project_id),
  'position', t.position, 'created_at', ${iso('t.created_at')}, 'updated_at', ${iso('t.updated_at')})`)

/**
 * A page of tasks and the caller's sections in one statement, built as JSON by the database: the page's
 * ids from `tasks` alone (the board indexes hold the order and whose task each is, so the page is the
 * first rows of an index-only walk), then each of the page's rows with its people, labels and project.
 * Five round trips and a join that PostgreSQL took 5 ms to plan became one prepared statement
 * (decisions/0004 and 0009 did the same for the pipeline and the request lists). The list's total is
 * counted apart (the tasks service keeps it a few seconds).
 */
export function taskPageStatement(
  page: { where: SQL | undefined; orderBy: SQL; limit: number; offset: number },
  sections: { companyId: number; ownerId: number },
): SQL {
  const where = page.where ?? sql`true`
  // The page's bounds are written into the text, not passed as parameters: with a parameter for LIMIT,
  // PostgreSQL's generic plan assumes a tenth of the rows are read, so it kept planning the statement
  // anew on every call (1 ms, a third of the work) instead of reusing its plan. Each page size and offset
  // is its own prepared statement (executePrepared names statements by their text).
  const limit = sql.raw(String(integer(page.limit)))
  const offset = sql.raw(String(integer(page.offset)))
  // row_number() over () numbers the limited rows in the order the subquery produced them (PostgreSQL
  // feeds a window without ORDER BY its input as it comes); an ordered window here would sort the whole
  // filtered set instead of keeping the top N.
  return sql`with page as (
        select id, row_number() over () as ord from (
          select tasks.id from tasks where ${where}
          order by ${page.orderBy} limit ${limit} offset ${offset}) limited)
      select json_build_object(
        'rows', coalesce((select json_agg(${rowJson} order by page.ord)
          from page join tasks t on t.id = page.id), '[]'::json),
        'sections', coalesce((select json_agg(json_build_object('id', s.id, 'title', s.title,
          'position', s.position) order by s.position, s.id) from task_sections s
          where s.event_company_id = ${sections.companyId} and s.owner_id = ${sections.ownerId}), '[]'::json)
      ) as page`
}

function integer(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a page bound: ${value}`)
  return value
}

/** The statement's JSON text as a page. */
export function parseTaskPage(text: string): TaskPage {
  return JSON.parse(text) as TaskPage
}
