import type { Locale } from '@ajanda/contracts/common/locale'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import {
  MATCH_FIELDS,
  MAX_MATCHES,
  type MatchKind,
  type MergeInput,
  type SimilarityKind,
  type SimilarityListQuery,
  type SimilarityMatch,
  type SimilarityMatchQuery,
  type SimilarityRecord,
} from '@ajanda/contracts/similarity.contract'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { companyScope } from '../../platform/count-cache'
import { FieldValidationError, NotFoundError } from '../../platform/errors'
import { t } from '../../platform/messages'
import { paginated } from '../../platform/pagination'
import { checkPhone } from '../../platform/phone-numbers'
import type { AuthState } from '../../platform/request-context'
import { createSimilarityRepository, type SimilarityRow } from './similarity.repository'

function group(rows: SimilarityRow[]): SimilarityRecord[] {
  const records = new Map<number, SimilarityRecord>()
  for (const row of rows) {
    const id = Number(row.head_id)
    const record = records.get(id) ?? {
      id,
      name: row.head_name,
      code: row.head_code,
      is_similarity: true,
      data: [],
    }
    record.data.push({
      id: Number(row.other_id),
      name: row.other_name,
      code: row.other_code,
      percent: Number(row.percent),
    })
    records.set(id, record)
  }
  return [...records.values()]
}

/** /admin/similarRecords: lists likely duplicates and merges them (admins of the back office). */
export function createSimilarityService(ctx: AppContext) {
  const repo = createSimilarityRepository(ctx.db)

  return {
    async list(
      auth: AuthState,
      kind: SimilarityKind,
      query: SimilarityListQuery,
      path: string,
    ): Promise<Paginated<SimilarityRecord>> {
      const companyId = auth.user.event_company_id
      const offset = (query.page - 1) * query.page_size
      const rows = await repo.findPage(kind, companyId, query.page_size, offset)
      // A page past the end has no rows to carry the count.
      const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await repo.countHeads(kind, companyId) : 0
      return paginated(group(rows), total, { page: query.page, pageSize: query.page_size }, path, query)
    },

    /**
     * The active clients or suppliers that share the given e-mail, phone or tax number, in the form they
     * are stored (e-mail in lower case, the phone in international form); what is not a valid value of
     * its field matches nothing.
     */
    async matches(auth: AuthState, kind: MatchKind, query: SimilarityMatchQuery): Promise<SimilarityMatch[]> {
      const email = query.email?.toLowerCase()
      const phone = query.phone ? checkPhone(query.phone, 'any') : null
      const values = {
        tax_number: query.tax_number && /^\d{10,11}$/.test(query.tax_number) ? query.tax_number : undefined,
        email: email && z.email().safeParse(email).success ? email : undefined,
        phone: phone?.ok ? phone.value : undefined,
      }
      const rows = await repo.findEqual(kind, auth.user.event_company_id, values, MAX_MATCHES)
      return rows.map((row) => ({
        ...row,
        fields: MATCH_FIELDS.filter((field) => row.fields.includes(field)),
      }))
    },

    /**
     * Moves every reference of the sources to the target, fills the target's empty fields from them and
     * archives them with a pointer to the target: all in one transaction, with the records locked, so a
     * second merge of the same records waits and then finds them archived (404).
     */
    async merge(auth: AuthState, kind: SimilarityKind, input: MergeInput, locale: Locale) {
      const from = [...new Set(input.merge_from)]
      if (from.includes(input.merge_to))
        throw FieldValidationError.of('merge_from', { key: 'merge_into_self' })
      const companyId = auth.user.event_company_id
      await ctx.db.transaction(async (tx) => {
        const txRepo = createSimilarityRepository(tx)
        const active = new Set(await txRepo.lockActive(kind, companyId, [...from, input.merge_to]))
        if (!active.has(input.merge_to) || from.some((id) => !active.has(id))) throw new NotFoundError()
        await txRepo.moveReferences(kind, from, input.merge_to)
        await txRepo.fillGaps(kind, from, input.merge_to)
        await txRepo.archiveMerged(kind, from, input.merge_to)
      })
      ctx.counts.clear(companyScope('address-book', companyId))
      const target = await repo.findName(kind, input.merge_to)
      return {
        message: t(locale, `merged_${kind}`, { count: from.length, target: target.name }),
        data: { merged: from.length, target: { id: input.merge_to, ...target } },
      }
    },
  }
}
