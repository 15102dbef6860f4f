import type {
  InvoiceDetail,
  InvoiceKind,
  InvoicePaymentInput,
  PurchaseInvoiceInput,
  SalesInvoiceInput,
} from '@ajanda/contracts/accounting.contract'
import { invoiceTotals } from '@ajanda/contracts/invoice-totals'
import Decimal from 'decimal.js'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors, FieldValidationError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { isUniqueViolation } from '../../platform/sql-errors'
import { reportCache } from '../reports/report-cache'
import { requests } from '../requests/requests.table'
import { createAccountingRepository, type InvoiceValues } from './accounting.repository'
import { invoiceAccess, requireWriter } from './invoice-access'
import { invoiceDetail } from './invoice-view'

export type InvoiceInput =
  | (PurchaseInvoiceInput & { kind: 'PURCHASE' })
  | (SalesInvoiceInput & { kind: 'SALES' })

/** The references the schema cannot check: the party, the project and the request are the company's. */
async function checkReferences(db: DbOrTx, companyId: number, input: InvoiceInput): Promise<void> {
  const repo = createAccountingRepository(db)
  const errors = new FieldErrors()
  const partyField = input.kind === 'PURCHASE' ? 'supplier_id' : 'client_id'
  const partyId = input.kind === 'PURCHASE' ? input.supplier_id : input.client_id
  const [party, project] = await Promise.all([
    repo.partyExists(companyId, input.kind, partyId),
    input.project_id ? repo.findProject(companyId, { id: input.project_id }) : Promise.resolve(true),
  ])
  if (!party) errors.add(partyField, { validation: 'invalid_choice' })
  if (!project) errors.add('project_id', { validation: 'invalid_choice' })
  if (input.kind === 'SALES' && input.sales_invoice_request_id) {
    const found = await db
      .select({ id: requests.id })
      .from(requests)
      .where(
        and(
          eq(requests.event_company_id, companyId),
          eq(requests.id, input.sales_invoice_request_id),
          eq(requests.request_type, 'SALES_INVOICE_REQUEST'),
          eq(requests.status, 'APPROVED'),
        ),
      )
      .limit(1)
    if (found.length === 0) errors.add('sales_invoice_request_id', { validation: 'invalid_choice' })
  }
  errors.throwIfAny()
}

/** The stored values of an invoice: totals computed here from the lines, never taken from the client. */
export function valuesOf(input: InvoiceInput) {
  const totals = invoiceTotals(input.lines)
  const invoice = {
    kind: input.kind,
    number: input.number,
    invoice_date: input.invoice_date,
    due_date: input.due_date ?? null,
    supplier_id: input.kind === 'PURCHASE' ? input.supplier_id : null,
    client_id: input.kind === 'SALES' ? input.client_id : null,
    project_id: input.project_id ?? null,
    currency: input.currency,
    subtotal: totals.subtotal,
    vat_total: totals.vat_total,
    total: totals.total,
    note: input.note ?? null,
    sales_invoice_request_id: input.kind === 'SALES' ? (input.sales_invoice_request_id ?? null) : null,
  }
  const lines = input.lines.map((line, index) => ({
    description: line.description,
    quantity: line.quantity,
    unit_price: line.unit_price,
    vat_rate: line.vat_rate,
    net: totals.lines[index]?.net ?? '0',
    total: totals.lines[index]?.total ?? '0',
  }))
  return { invoice, lines }
}

const numberTaken = () => FieldValidationError.of('number', { key: 'code_taken' })

/** Invoices and their payments: finance writes (admins, AGENCY scope), everyone reads within scope. */
export function createInvoicesService(ctx: AppContext) {
  const repo = createAccountingRepository(ctx.db)
  const access = (auth: AuthState) => invoiceAccess(ctx.db, auth, ctx.sessions.scopes)

  async function detail(companyId: number, id: number, canWrite: boolean): Promise<InvoiceDetail> {
    const row = await repo.findInvoice(companyId, id)
    if (!row) throw new NotFoundError()
    const [lines, payments] = await Promise.all([repo.lines(id), repo.paymentsOf([id])])
    return invoiceDetail(row, lines, payments, canWrite)
  }

  /** The invoice if the viewer may see it (of the kind, when given); 404 otherwise. */
  async function visibleInvoice(auth: AuthState, id: number, kind?: InvoiceKind) {
    const rights = await access(auth)
    const row = await repo.findInvoice(auth.user.event_company_id, id, rights.visible)
    if (!row || (kind && row.invoice.kind !== kind)) throw new NotFoundError()
    return { rights, row }
  }

  /** The company's report figures read invoices and payments: a write drops their reused copies. */
  const changed = (companyId: number) => reportCache.forget(ctx, companyId)

  return {
    async get(auth: AuthState, id: number): Promise<InvoiceDetail> {
      const { rights } = await visibleInvoice(auth, id)
      return detail(auth.user.event_company_id, id, rights.canWrite)
    },

    async create(auth: AuthState, input: InvoiceInput): Promise<InvoiceDetail> {
      requireWriter(await access(auth))
      const companyId = auth.user.event_company_id
      await checkReferences(ctx.db, companyId, input)
      const { invoice, lines } = valuesOf(input)
      let id: number
      try {
        id = await ctx.db.transaction(async (tx) => {
          const txRepo = createAccountingRepository(tx)
          const values: InvoiceValues = { ...invoice, event_company_id: companyId, created_by: auth.user.id }
          const created = await txRepo.insertInvoice(values)
          await txRepo.replaceLines(created, lines)
          return created
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw numberTaken()
        throw error
      }
      changed(companyId)
      return detail(companyId, id, true)
    },

    /** Replaces the invoice's fields and lines; a total below what is already paid is refused. */
    async update(auth: AuthState, id: number, input: InvoiceInput): Promise<InvoiceDetail> {
      const { rights } = await visibleInvoice(auth, id, input.kind)
      requireWriter(rights)
      const companyId = auth.user.event_company_id
      await checkReferences(ctx.db, companyId, input)
      const { invoice, lines } = valuesOf(input)
      try {
        await ctx.db.transaction(async (tx) => {
          const txRepo = createAccountingRepository(tx)
          await txRepo.lockInvoice(companyId, id)
          const paid = await txRepo.paidOf(id)
          if (new Decimal(invoice.total).lt(paid))
            throw FieldValidationError.of('lines', { validation: 'min_value', params: { min: paid } })
          await txRepo.updateInvoice(id, invoice)
          await txRepo.replaceLines(id, lines)
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw numberTaken()
        throw error
      }
      changed(companyId)
      return detail(companyId, id, true)
    },

    async remove(auth: AuthState, id: number, kind: InvoiceKind): Promise<void> {
      const { rights } = await visibleInvoice(auth, id, kind)
      requireWriter(rights)
      await repo.deleteInvoice(id)
      changed(auth.user.event_company_id)
    },

    /** A payment of at most the remaining balance (checked under a row lock: concurrent payments queue). */
    async addPayment(auth: AuthState, id: number, input: InvoicePaymentInput): Promise<InvoiceDetail> {
      const { rights } = await visibleInvoice(auth, id)
      requireWriter(rights)
      const companyId = auth.user.event_company_id
      await ctx.db.transaction(async (tx) => {
        const txRepo = createAccountingRepository(tx)
        const locked = await txRepo.lockInvoice(companyId, id)
        if (!locked) throw new NotFoundError()
        const remaining = new Decimal(locked.total).minus(await txRepo.paidOf(id))
        if (new Decimal(input.amount).gt(remaining))
          throw FieldValidationError.of('amount', {
            validation: 'max_value',
            params: { max: Decimal.max(remaining, 0).toFixed(2) },
          })
        await txRepo.insertPayment({
          event_company_id: companyId,
          invoice_id: id,
          paid_at: input.paid_at,
          amount: new Decimal(input.amount).toFixed(2),
          method: input.method,
          note: input.note ?? null,
          created_by: auth.user.id,
        })
      })
      changed(companyId)
      return detail(companyId, id, true)
    },

    async removePayment(auth: AuthState, id: number, paymentId: number): Promise<InvoiceDetail> {
      const { rights } = await visibleInvoice(auth, id)
      requireWriter(rights)
      if (!(await repo.deletePayment(id, paymentId))) throw new NotFoundError()
      changed(auth.user.event_company_id)
      return detail(auth.user.event_company_id, id, true)
    },
  }
}
