import { companyRef } from '@ajanda/contracts/common/crm-fields'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import {
  SEARCH_TYPES,
  type SearchQuery,
  type SearchResult,
  searchResultPath,
} from '@ajanda/contracts/search.contract'
import type { AppContext } from '../../platform/context'
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

  function toResult(row: SearchRow): SearchResult {
    const id = Number(row.id)
    const common = { id, name: row.name, project_ref: null, starts_at: null, project_name: null }
    let result: Omit<SearchResult, 'path'>
    if (row.type === 'attendee') {
      result = {
        ...common,
        type: 'attendee',
        code: row.code,
        logo_full: null,
        company_id: null,
        company: null,
        email: row.email,
        project_ref: row.project_ref,
        project_name: row.project_name,
      }
    } else if (row.type === 'contact' || row.type === 'project' || row.type === 'lead') {
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
      const companyIdRef = companyId === null ? null : companyRef(companyType, companyId)
      result =
        row.type === 'contact'
          ? {
              ...common,
              type: 'contact',
              code: null,
              logo_full: null,
              company_id: companyIdRef,
              company,
              email: row.email,
            }
          : {
              ...common,
              type: row.type,
              code: row.code,
              logo_full: row.logo ? ctx.storage.url(row.logo) : null,
              company_id: companyIdRef,
              company,
              email: null,
              project_ref: row.project_ref,
              starts_at: row.starts_at,
            }
    } else {
      result = {
        ...common,
        type: row.type,
        code: row.code,
        logo_full: row.logo ? ctx.storage.url(row.logo) : null,
        company_id: companyRef(row.type === 'client' ? 'C' : 'S', id),
        company: null,
        email: row.email,
      }
    }
    return { ...result, path: searchResultPath(result) }
  }

  return {
    async search(auth: AuthState, query: SearchQuery): Promise<SearchResult[]> {
      const term = foldTurkish(query.query)
      const types = query.types ?? SEARCH_TYPES
      const findsProjects = types.includes('project') || types.includes('lead') || types.includes('attendee')
      const viewer = findsProjects ? await loadViewer(ctx.db, auth, ctx.sessions.scopes) : null
      const rows = await repo.search(auth.user.event_company_id, term, types, {
        typed: query.query,
        visibility: viewer?.visibility,
      })
      return rows.map(toResult)
    },
  }
}
