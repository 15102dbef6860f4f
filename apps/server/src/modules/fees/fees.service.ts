import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type {
  AttendeeFee,
  FeeListResponse,
  feeListQuerySchema,
  PaymentInput,
} from '@ajanda/contracts/fees.contract'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { createAttendeeWriteService } from '../attendees/attendee-write.service'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { ledgerEntries, ledgerLines, ledgerTotals } from './fee-ledger'
import { deletePayment, ledgerInputOf, paymentsOf } from './fees.repository'
import { attendeePayments } from './fees.table'
import { cachedLedger, forgetLedger } from './ledger-cache'

type ListQuery = z.output<typeof feeListQuerySchema>

/**
 * Registration fees (issue 23 item 2): the project's ledger with its totals, one attendee's fee with
 * lines and payments, and the payments staff record or delete. Whoever sees the project reads and
 * records (the agency's front desk takes payments); another company's or an unseen project or attendee
 * is 404.
 */
export function createFeesService(ctx: AppContext) {
  const attendeeWrites = createAttendeeWriteService(ctx)

  async function projectOf(auth: AuthState, code: string) {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
    const [project] = await ctx.db
      .select({ id: projects.id, code: projects.code, name: projects.name })
      .from(projects)
      .where(
        and(
          eq(projects.event_company_id, viewer.companyId),
          eq(projects.code, code),
          visibleProjects(viewer.visibility),
        ),
      )
      .limit(1)
    if (!project) throw new NotFoundError()
    return { companyId: viewer.companyId, project }
  }

  async function ledger(auth: AuthState, code: string) {
    const { companyId, project } = await projectOf(auth, code)
    const computed = await cachedLedger(ctx, project.id, async () => {
      const input = await ledgerInputOf(ctx.db, companyId, project.id)
      const entries = ledgerEntries(input)
      return { input, entries, totals: ledgerTotals(input, entries) }
    })
    return { project, ...computed }
  }

  async function list(
    auth: AuthState,
    code: string,
    query: ListQuery,
    path: string,
  ): Promise<FeeListResponse> {
    const { entries, totals } = await ledger(auth, code)
    const needle = query.search ? foldTurkish(query.search) : ''
    const rows = entries
      .map((entry) => entry.row)
      .filter((row) => !query.fee_status || row.fee_status === query.fee_status)
      .filter(
        (row) =>
          !needle || foldTurkish(`${row.first_name} ${row.last_name} ${row.email ?? ''}`).includes(needle),
      )
    const start = (query.page - 1) * query.page_size
    const page = paginated(
      rows.slice(start, start + query.page_size),
      rows.length,
      { page: query.page, pageSize: query.page_size },
      path,
      query,
    )
    return { ...page, totals }
  }

  /** One attendee's fee (a companion's is their main attendee's: 404 asks for the main one). */
  async function feeOf(auth: AuthState, attendeeId: number): Promise<AttendeeFee> {
    const attendee = await attendeeWrites.visibleAttendee(auth, attendeeId)
    const input = await ledgerInputOf(ctx.db, auth.user.event_company_id, attendee.project_id, attendeeId)
    const entry = ledgerEntries(input).find((candidate) => candidate.row.attendee_id === attendeeId)
    const payments = await paymentsOf(ctx.db, attendeeId)
    if (!entry) {
      // Not owing and never paid (invited, waiting, a companion): an empty fee, so payments can start.
      return {
        attendee_id: attendee.id,
        first_name: attendee.first_name,
        last_name: attendee.last_name,
        email: attendee.email,
        status: attendee.status,
        period_id: null,
        period_name: null,
        due: [],
        paid: [],
        balance: [],
        fee_status: 'NO_FEE',
        incomplete: false,
        companions: 0,
        lines: [],
        payments,
        totals: [],
      }
    }
    return { ...entry.row, lines: ledgerLines(input, entry), payments, totals: entry.totals }
  }

  async function addPayment(auth: AuthState, attendeeId: number, input: PaymentInput & { amount: string }) {
    const attendee = await attendeeWrites.visibleAttendee(auth, attendeeId)
    await ctx.db.insert(attendeePayments).values({
      event_company_id: attendee.event_company_id,
      attendee_id: attendee.id,
      amount: input.amount,
      currency: input.currency,
      paid_on: input.paid_on,
      method: input.method,
      reference: input.reference ?? null,
      created_by: auth.user.id,
    })
    forgetLedger(ctx, attendee.project_id)
    return feeOf(auth, attendeeId)
  }

  async function removePayment(auth: AuthState, attendeeId: number, paymentId: number) {
    const attendee = await attendeeWrites.visibleAttendee(auth, attendeeId)
    if (!(await deletePayment(ctx.db, attendeeId, paymentId))) throw new NotFoundError()
    forgetLedger(ctx, attendee.project_id)
    return feeOf(auth, attendeeId)
  }

  /** The attendee's project's name (the pro forma's event). */
  async function projectOfAttendee(auth: AuthState, attendeeId: number) {
    const attendee = await attendeeWrites.visibleAttendee(auth, attendeeId)
    const [project] = await ctx.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, attendee.project_id))
    return { name: project?.name ?? '' }
  }

  return { ledger, list, feeOf, addPayment, removePayment, projectOfAttendee }
}
export type FeesService = ReturnType<typeof createFeesService>
