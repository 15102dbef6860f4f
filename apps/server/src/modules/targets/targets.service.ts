import type { Locale } from '@ajanda/contracts/common/locale'
import {
  type CopyTargetsInput,
  type CopyTargetsResponse,
  type SaveTargetsInput,
  type SaveTargetsResponse,
  type TargetCell,
  type TargetsResponse,
  targetRowKey,
} from '@ajanda/contracts/targets.contract'
import { groupTargetRows, MONTHS } from '@ajanda/contracts/targets-grid'
import type { AppContext } from '../../platform/context'
import { FieldErrors, FieldValidationError, WordedError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { createEventCompaniesService } from '../event-companies/event-companies.service'
import { createTargetsRepository } from './targets.repository'

/** The sentences of the copy answers (the server's own words, Turkish first). */
const COPY_TEXTS = {
  tr: {
    exists: (year: number) =>
      `${year} yılı için hedefler zaten girilmiş. Üzerine yazmak için kopyalamayı onaylayın.`,
    empty: (year: number) => `${year} yılı için kopyalanacak hedef yok.`,
    same: 'Kaynak ve hedef yıl aynı olamaz.',
    copied: (from: number, to: number, count: number) =>
      `${from} yılının ${count} hedefi ${to} yılına kopyalandı.`,
  },
  en: {
    exists: (year: number) => `Targets for ${year} are already set. Confirm the copy to overwrite them.`,
    empty: (year: number) => `There are no targets for ${year} to copy.`,
    same: 'The source and target years must differ.',
    copied: (from: number, to: number, count: number) =>
      `${count} ${count === 1 ? 'target' : 'targets'} of ${from} copied to ${to}.`,
  },
} as const

/** A 422 in Laravel's shape with one field's message in the caller's language. */
function fieldRefusal(field: string, word: (locale: Locale) => string) {
  return new WordedError(422, word, (locale) => ({ errors: { [field]: [word(locale)] } }))
}

/** The year on the company's clock. */
function yearIn(timeZone: string, now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(now))
}

/**
 * Targets per division, team and user (admin-area.md "Targets"): admins of the company only (the route
 * says admin; another company's id is 404 here). Quarters and years are never stored.
 */
export function createTargetsService(ctx: AppContext) {
  const companies = createEventCompaniesService(ctx)
  const repo = createTargetsRepository(ctx.db)

  /** The 422s of cells naming another company's (or no) division, team or person, or one cell twice. */
  async function checkCells(companyId: number, cells: readonly TargetCell[]) {
    const [divisionRows, teamRows, userRows] = await Promise.all([
      repo.divisions(companyId),
      repo.teams(companyId),
      repo.agencyUsers(companyId),
    ])
    const known = {
      DIVISION: new Set(divisionRows.map((row) => row.id)),
      TEAM: new Set(teamRows.map((row) => row.id)),
      USER: new Set(userRows.map((row) => row.id)),
    }
    const errors = new FieldErrors()
    const seen = new Set<string>()
    cells.forEach((cell, index) => {
      if (!known[cell.target_for_type].has(cell.target_for_id))
        errors.add(`cells.${index}.target_for_id`, { validation: 'invalid_choice' })
      const key = `${targetRowKey(cell.target_for_type, cell.target_for_id)}/${cell.period}`
      if (seen.has(key)) errors.add(`cells.${index}`, { validation: 'duplicate_value' })
      seen.add(key)
    })
    if (!errors.empty) throw new FieldValidationError(errors.fields)
  }

  return {
    async grid(auth: AuthState, companyId: number, year?: number): Promise<TargetsResponse> {
      await companies.ownCompany(auth, companyId)
      const theYear = year ?? yearIn(await companyTimeZone(ctx.db, companyId))
      const [currency, divisionRows, teamRows, userRows, cells] = await Promise.all([
        repo.companyCurrency(companyId),
        repo.divisions(companyId),
        repo.teams(companyId),
        repo.agencyUsers(companyId, theYear),
        repo.yearCells(companyId, theYear),
      ])
      const amounts = new Map<string, (number | null)[]>()
      for (const cell of cells) {
        const key = targetRowKey(cell.target_for_type, cell.target_for_id)
        const row = amounts.get(key) ?? Array<number | null>(MONTHS).fill(null)
        amounts.set(key, row)
        row[cell.period - 1] = cell.amount
      }
      const rows = groupTargetRows(
        divisionRows,
        teamRows,
        userRows.map((user) => ({ ...user, inactive: user.deleted })),
      ).map((row) => ({ ...row, amounts: amounts.get(row.key) ?? Array<number | null>(MONTHS).fill(null) }))
      return { year: theYear, currency, rows }
    },

    /** Sets and clears cells in one transaction; answers the cells as saved. */
    async save(auth: AuthState, companyId: number, input: SaveTargetsInput): Promise<SaveTargetsResponse> {
      await companies.ownCompany(auth, companyId)
      await checkCells(companyId, input.cells)
      const set = input.cells.filter((cell) => cell.amount !== null)
      const cleared = input.cells.filter((cell) => cell.amount === null)
      await ctx.db.transaction(async (tx) => {
        const targets = createTargetsRepository(tx)
        await targets.remove(companyId, input.year, cleared)
        await targets.upsert(companyId, input.year, set, auth.user.id)
      })
      return { year: input.year, cells: input.cells }
    },

    /** One year's targets into another: refused when the other has targets, unless `overwrite`. */
    async copy(
      auth: AuthState,
      companyId: number,
      input: CopyTargetsInput,
      locale: Locale,
    ): Promise<CopyTargetsResponse> {
      await companies.ownCompany(auth, companyId)
      const { from_year: from, to_year: to } = input
      const overwrite = input.overwrite === true
      if (from === to) throw fieldRefusal('to_year', (l) => COPY_TEXTS[l].same)
      const copied = await ctx.db.transaction(async (tx) => {
        const targets = createTargetsRepository(tx)
        if ((await targets.countYear(companyId, from)) === 0)
          throw fieldRefusal('from_year', (l) => COPY_TEXTS[l].empty(from))
        if ((await targets.countYear(companyId, to)) > 0) {
          if (!overwrite) throw fieldRefusal('to_year', (l) => COPY_TEXTS[l].exists(to))
          await targets.removeYear(companyId, to)
        }
        return targets.copyYear(companyId, from, to, auth.user.id)
      })
      return { year: to, copied, message: COPY_TEXTS[locale].copied(from, to, copied) }
    },
  }
}
