import type { CreditCard, CreditCardInput } from '@ajanda/contracts/event-companies.contract'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { deleteUnlessUsed } from '../definitions/definition-usages'
import { createCreditCardsRepository } from './credit-cards.repository'
import { createEventCompaniesService } from './event-companies.service'

/** The company's own cards (staff pick one in credit-card requests); a card of another company is 404. */
export function createCreditCardsService(ctx: AppContext) {
  const repo = createCreditCardsRepository(ctx.db)
  const companies = createEventCompaniesService(ctx)

  async function ownCard(auth: AuthState, companyId: number, cardId: number): Promise<CreditCard> {
    await companies.ownCompany(auth, companyId)
    const card = await repo.findById(companyId, cardId)
    if (!card) throw new NotFoundError()
    return card
  }

  return {
    async list(auth: AuthState, companyId: number): Promise<CreditCard[]> {
      await companies.ownCompany(auth, companyId)
      return repo.findManyByCompanyId(companyId)
    },
    async create(auth: AuthState, companyId: number, input: CreditCardInput): Promise<CreditCard> {
      await companies.ownCompany(auth, companyId)
      return repo.insert(companyId, input.name)
    },
    async update(auth: AuthState, companyId: number, cardId: number, input: CreditCardInput) {
      await ownCard(auth, companyId, cardId)
      const card = await repo.update(companyId, cardId, input.name)
      if (!card) throw new NotFoundError()
      return card
    },
    async remove(auth: AuthState, companyId: number, cardId: number): Promise<void> {
      await ownCard(auth, companyId, cardId)
      await deleteUnlessUsed(ctx.db, 'credit_card', cardId, (tx) =>
        createCreditCardsRepository(tx).remove(companyId, cardId),
      )
    },
  }
}
