import { companyRef } from '@ajanda/contracts/common/crm-fields'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import {
  SEARCH_TYPES,
  type SearchQuery,
  type SearchResult,
  searchResultPath,
} from '@ajanda/contracts/search.contract'
import type { AppContext } from '../../platform/context'
import { type JsonPayload, serializeTyped } from '../../platform/json-payload'
import type { AuthState } from '../../platform/request-context'
import { loadViewer } from '../projects/project-access'
import { createSearchRepository, type SearchRow } from './search.repository'

/**
 * The header search and the company pickers: the caller's company's active clients, suppliers and
 * contacts, and the projects, leads and attendees of projects the caller sees (the projects module's
 * visibility rule).
 */
export function createSearchService(ctx: AppContext) {
  const repo = createSearchRepository(ctx.db)

  /**
   * A row as its result, every key written in the schema's order (searchResultSchema): the answer is
   * serialized without the schema's check (`serializeTyped`), and these are the bytes the check gave.
   */
  function toResult(row: SearchRow): SearchResult {
    const id = Number(row.id)
    const type = row.type
    const logo = (key: string | null) => (key ? ctx.storage.url(key) : null)
    if (type === 'client' || type === 'supplier') {
      const result = {
        type,
        id,
        code: row.code,
        name: row.name,
        logo_full: logo(row.logo),
        company_id: companyRef(type === 'client' ? 'C' : 'S', id),
        company: null,
        email: row.email,
        project_ref: null,
        starts_at: null,
        project_name: null,
        path: null as string | null,
      }
      result.path = searchResultPath(result)
      return result
    }
    if (type === 'attendee') {
      const result = {
        type,
        id,
        code: row.code,
        name: row.name,
        logo_full: null,
        company_id: null,
        company: null,
        email: row.email,
        project_ref: row.project_ref,
        starts_at: null,
        project_name: row.project_name,
        path: null as string | null,
      }
      result.path = searchResultPath(result)
      return result
    }
    // A contact's company, a project's or lead's client.
    const companyType = row.company_type === 'S' ? 'S' : 'C'
    const companyId = row.company_id === null ? null : Number(row.company_id)
    const company =
      companyId === null
        ? null
        : {
            type: companyType === 'C' ? ('client' as const) : ('supplier' as const),
            id: companyId,
            code: row.company_code ?? '',
            name: row.company_name ?? '',
          }
    const contact = type === 'contact'
    const result = {
      type,
      id,
      code: contact ? null : row.code,
      name: row.name,
      logo_full: contact ? null : logo(row.logo),
      company_id: companyId === null ? null : companyRef(companyType, companyId),
      company,
      email: contact ? row.email : null,
      project_ref: contact ? null : row.project_ref,
      starts_at: contact ? null : row.starts_at,
      project_name: null,
      path: null as string | null,
    }
    result.path = searchResultPath(result)
    return result
  }

  return {
    close: repo.close,
    /** The answer's JSON text (json-payload.ts): typed from the rows to the contract, checked by the tests. */
    async search(auth: AuthState, query: SearchQuery): Promise<JsonPayload> {
      const term = foldTurkish(query.query)
      const types = query.types ?? SEARCH_TYPES
      const findsProjects = types.includes('project') || types.includes('lead') || types.includes('attendee')
      const viewer = findsProjects ? await loadViewer(ctx.db, auth, ctx.sessions.scopes) : null
      const rows = await repo.search(auth.user.event_company_id, term, types, {
        typed: query.query,
        visibility: viewer?.visibility,
      })
      return serializeTyped(rows.map(toResult))
    },
  }
}
