import { companyRef } from '@ajanda/contracts/common/crm-fields'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { SEARCH_TYPES, type SearchQuery, type SearchResult } from '@ajanda/contracts/search.contract'
import type { AppContext } from '../../platform/context'
import type { AuthState } from '../../platform/request-context'
import { createSearchRepository, type SearchRow } from './search.repository'

/** The header search and the company pickers: the caller's company's active records only. */
export function createSearchService(ctx: AppContext) {
  const repo = createSearchRepository(ctx.db)

  function toResult(row: SearchRow): SearchResult {
    const id = Number(row.id)
    if (row.type === 'contact') {
      const companyType = row.company_type === 'S' ? 'S' : 'C'
      const companyId = Number(row.company_id)
      return {
        type: 'contact',
        id,
        code: null,
        name: row.name,
        logo_full: null,
        company_id: companyRef(companyType, companyId),
        company: {
          type: companyType === 'C' ? 'client' : 'supplier',
          id: companyId,
          code: row.company_code ?? '',
          name: row.company_name ?? '',
        },
        email: row.email,
      }
    }
    return {
      type: row.type,
      id,
      code: row.code,
      name: row.name,
      logo_full: row.logo ? ctx.storage.url(row.logo) : null,
      company_id: companyRef(row.type === 'client' ? 'C' : 'S', id),
      company: null,
      email: row.email,
    }
  }

  return {
    async search(auth: AuthState, query: SearchQuery): Promise<SearchResult[]> {
      const term = foldTurkish(query.query)
      const rows = await repo.search(auth.user.event_company_id, term, query.types ?? SEARCH_TYPES)
      return rows.map(toResult)
    },
  }
}
