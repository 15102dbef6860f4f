import type { Locale } from '@ajanda/contracts/common/locale'
import type {
  DefinitionInput,
  DefinitionItem,
  EditableDefinitionName,
} from '@ajanda/contracts/definitions-admin.contract'
import type { AppContext } from '../../platform/context'
import { HttpError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { definitionHandlers } from './definition-handlers'
import { deleteUnlessUsed } from './definition-usages'

/**
 * The generic table view's writes. A record of another company answers 404; a shared record (a tax
 * office of the common list) 403; a record still in use 409 with what uses it.
 */
export function createDefinitionsAdminService(ctx: AppContext) {
  async function load<N extends EditableDefinitionName>(
    name: N,
    companyId: number,
    id: number,
    locale: Locale,
  ): Promise<DefinitionItem<N>> {
    const item = await definitionHandlers[name].find(ctx.db, companyId, id, locale)
    if (!item) throw new NotFoundError()
    return item
  }

  async function loadWritable<N extends EditableDefinitionName>(
    name: N,
    companyId: number,
    id: number,
    locale: Locale,
  ) {
    const item = await load(name, companyId, id, locale)
    if (definitionHandlers[name].isShared?.(item)) throw new HttpError(403, 'shared_record_readonly')
    return item
  }

  return {
    getOne<N extends EditableDefinitionName>(name: N, auth: AuthState, id: number, locale: Locale) {
      return load(name, auth.user.event_company_id, id, locale)
    },

    async create<N extends EditableDefinitionName>(
      name: N,
      auth: AuthState,
      input: DefinitionInput<N>,
      locale: Locale,
    ): Promise<DefinitionItem<N>> {
      const companyId = auth.user.event_company_id
      const handler = definitionHandlers[name]
      const id = await ctx.db.transaction(async (tx) => {
        await handler.check(tx, companyId, input, null)
        return handler.create(tx, companyId, input)
      })
      return load(name, companyId, id, locale)
    },

    async update<N extends EditableDefinitionName>(
      name: N,
      auth: AuthState,
      id: number,
      input: DefinitionInput<N>,
      locale: Locale,
    ): Promise<DefinitionItem<N>> {
      const companyId = auth.user.event_company_id
      const handler = definitionHandlers[name]
      await loadWritable(name, companyId, id, locale)
      await ctx.db.transaction(async (tx) => {
        await handler.check(tx, companyId, input, id)
        await handler.update(tx, companyId, id, input)
      })
      return load(name, companyId, id, locale)
    },

    async remove<N extends EditableDefinitionName>(name: N, auth: AuthState, id: number, locale: Locale) {
      const companyId = auth.user.event_company_id
      const handler = definitionHandlers[name]
      await loadWritable(name, companyId, id, locale)
      await deleteUnlessUsed(ctx.db, handler.subject, id, (tx) => handler.remove(tx, companyId, id))
    },
  }
}
