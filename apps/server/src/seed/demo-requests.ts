import type { RequestType } from '@ajanda/contracts/approvals.contract'
import { defaultApprovalChain } from '@ajanda/contracts/approvals.contract'
import type { RequestForm } from '@ajanda/contracts/requests.contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { resolveApprovers } from '../modules/approvals/approval-chain-resolver'
import { createApprovalsRepository } from '../modules/approvals/approvals.repository'
import { expenseSources } from '../modules/definitions/definitions.table'
import { projects } from '../modules/projects/projects.table'
import { recordOfForm } from '../modules/requests/request-forms'
import { createRequestsRepository } from '../modules/requests/requests.repository'
import { suppliers } from '../modules/suppliers/suppliers.table'
import { users } from '../modules/users/users.table'
import type { DbOrTx } from '../platform/db'
import { FieldErrors } from '../platform/errors'

const mail = (name: string) => `${name}@demo.ajanda.test`
type Decision = 'APPROVED' | 'DECLINED'

interface DemoRequest {
  form: RequestForm
  by: string
  /** Days before today it was filed. */
  ago: number
  body: (refs: DemoRefs) => Record<string, unknown>
  /** Decisions of the steps in order; the rest wait. */
  decisions?: (Decision | [Decision, string])[]
}

interface DemoRefs {
  project: number
  otherProject: number
  supplier: number
  source: number | null
  day: (offset: number) => string
  moment: (offset: number, hour: number) => string
}

const expenseRow = (date: string, description: string, amount: string, vat: string, type = 'CC') => ({
  assign_to: 'CLIENT',
  expense_date: date,
  description,
  amount,
  vat_rate: vat,
  payment_type: type,
  receipt_no: `F-${amount.replace('.', '')}`,
})

/** A month of the agency's requests: every form, every status, some waiting for each approver. */
const DEMO_REQUESTS: DemoRequest[] = [
  {
    form: 'leave',
    by: mail('user'),
    ago: 2,
    body: (r) => ({
      leave_type: 'annual_leave',
      starts_at: r.moment(14, 9),
      ends_at: r.moment(18, 18),
      note: 'Bayram sonrası',
    }),
  },
  {
    form: 'leave',
    by: mail('kerem.dogan'),
    ago: 9,
    body: (r) => ({ leave_type: 'compassionate_leave', starts_at: r.moment(-5, 14) }),
    decisions: ['APPROVED'],
  },
  {
    // An approved annual leave a month back: the pending one above shows it as days used (decisions/0024).
    form: 'leave',
    by: mail('user'),
    ago: 45,
    body: (r) => ({
      leave_type: 'annual_leave',
      starts_at: r.moment(-33, 0),
      ends_at: r.moment(-31, 0),
      note: 'Aile ziyareti',
    }),
    decisions: ['APPROVED', 'APPROVED', 'APPROVED'],
  },
  {
    form: 'leave',
    by: mail('ece.kurt'),
    ago: 6,
    body: (r) => ({ leave_type: 'post_event', starts_at: r.moment(3, 9), ends_at: r.moment(4, 18) }),
    decisions: [['DECLINED', 'Kongre haftasında ekip tam olmalı.']],
  },
  {
    form: 'expense',
    by: mail('user'),
    ago: 4,
    body: (r) => ({
      expense_source: 'PROJECT',
      project_id: r.project,
      currency: 'TRY',
      note: 'Keşif gezisi masrafları',
      items: [
        expenseRow(r.day(-5), 'Otel akşam yemeği', '2450.00', '0.1'),
        expenseRow(r.day(-4), 'Taksi', '380.00', '0', 'CASH'),
      ],
    }),
    decisions: ['APPROVED'],
  },
  {
    form: 'expense',
    by: mail('kerem.dogan'),
    ago: 12,
    body: (r) => ({
      expense_source: 'PROJECT',
      project_id: r.otherProject,
      currency: 'EUR',
      items: [expenseRow(r.day(-13), 'Fuar girişi', '120.00', '0.2')],
    }),
    decisions: ['APPROVED', 'APPROVED'],
  },
  {
    form: 'expense',
    by: mail('emre.celik'),
    ago: 10,
    body: (r) => ({
      expense_source: 'PROJECT',
      project_id: r.project,
      currency: 'TRY',
      note: 'Tedarikçi ziyareti',
      items: [expenseRow(r.day(-11), 'Öğle yemeği', '860.00', '0.1', 'CASH')],
    }),
    decisions: [['DECLINED', 'Fiş okunmuyor; fotoğrafı yeniden ekler misin?']],
  },
  {
    form: 'advance_payment',
    by: mail('emre.celik'),
    ago: 1,
    body: (r) => ({
      source: 'PROJECT',
      project_id: r.project,
      requested_date: r.day(7),
      currency: 'TRY',
      description: 'Operasyon günü nakit ihtiyacı',
      items: [
        { description: 'Hostes ulaşımı', amount: '3000', payment_method: 'CASH' },
        { description: 'Acil malzeme', amount: '1500', payment_method: 'CC' },
      ],
    }),
  },
  {
    form: 'cc_request',
    by: mail('deniz.koc'),
    ago: 3,
    body: (r) => ({
      project_id: r.project,
      supplier_id: r.supplier,
      payment_date: r.day(5),
      currency: 'EUR',
      amount: '4800.00',
      note: 'Otel kaporası',
    }),
    decisions: ['APPROVED'],
  },
  {
    form: 'payment_request',
    by: mail('team'),
    ago: 8,
    body: (r) => ({
      project_id: r.otherProject,
      supplier_id: r.supplier,
      bank_name: 'Ziraat Bankası',
      bank_account_no: 'TR330006100519786457841326',
      payment_date: r.day(2),
      description: 'Salon kirası ikinci taksit',
      currency: 'TRY',
      amount: '85000.00',
      note: 'Sözleşme ekte',
    }),
    decisions: ['APPROVED', 'APPROVED'],
  },
  {
    form: 'inspection',
    by: mail('ayse.yilmaz'),
    ago: 5,
    body: (r) => ({
      location_type: 'off_city',
      location: 'Antalya, Kongre oteli',
      starts_at: r.day(10),
      ends_at: r.day(12),
      transportation_type: 'flight',
      hotel_name: 'Rixos Downtown',
    }),
  },
  {
    form: 'operation',
    by: mail('onur.ozdemir'),
    ago: 7,
    body: (r) => ({
      project_id: r.project,
      starts_at: r.moment(20, 7),
      ends_at: r.moment(22, 20),
      transportation_type: 'company_car',
      responsibles: [],
    }),
    decisions: ['APPROVED'],
  },
  {
    form: 'sales_invoice_request',
    by: mail('division'),
    ago: 2,
    body: (r) => ({
      project_id: r.otherProject,
      invoice_date: r.day(1),
      due_date: r.day(31),
      currency: 'TRY',
      lines: [
        { description: 'Organizasyon hizmet bedeli', quantity: '1', unit_price: '250000', vat_rate: '0.2' },
      ],
    }),
  },
]

/** The demo company's requests, filed and decided through the same rules as the API. */
export async function insertDemoRequests(db: DbOrTx, companyId: number, today = new Date()): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.event_company_id, companyId))
  const idOf = new Map(people.map((row) => [row.email, row.id]))
  // One person with an allowance of their own; the others take the company's 14 days (decisions/0024).
  const kerem = idOf.get(mail('kerem.dogan'))
  if (kerem) await db.update(users).set({ annual_leave_days: 20 }).where(eq(users.id, kerem))
  const projectRows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.event_company_id, companyId), inArray(projects.stage, [8, 9])))
    .orderBy(asc(projects.id))
    .limit(2)
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.event_company_id, companyId))
    .limit(1)
  const [source] = await db
    .select({ id: expenseSources.id })
    .from(expenseSources)
    .where(eq(expenseSources.event_company_id, companyId))
    .limit(1)
  if (projectRows.length < 2 || !supplier) return
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
  const refs: DemoRefs = {
    project: projectRows[0]?.id as number,
    otherProject: projectRows[1]?.id as number,
    supplier: supplier.id,
    source: source?.id ?? null,
    day,
    moment: (offset, hour) => `${day(offset)}T${String(hour).padStart(2, '0')}:00:00+03:00`,
  }
  const repo = createRequestsRepository(db)
  const chains = new Map(
    (await createApprovalsRepository(db).chains(companyId)).map((c) => [c.request_type, c]),
  )
  for (const demo of DEMO_REQUESTS) {
    const requesterId = idOf.get(demo.by)
    if (!requesterId) continue
    const errors = new FieldErrors()
    const record = recordOfForm(demo.form, demo.body(refs), errors)
    if (!errors.empty)
      throw new Error(`demo ${demo.form} request is invalid: ${JSON.stringify(errors.fields)}`)
    const type = record.request_type as RequestType
    const chain = chains.get(type) ?? defaultApprovalChain(type)
    const facts = await repo.approverFacts(companyId, requesterId)
    const steps =
      type === 'INSPECTION' && record.details.needs_approve === false
        ? []
        : resolveApprovers(chain, facts.requester, facts.lookups)
    const id = await repo.insert(
      companyId,
      requesterId,
      record,
      steps.length
        ? {
            status: 'PENDING',
            current_step: 1,
            step_count: steps.length,
            waiting_for: steps[0]?.approver_ids ?? [],
          }
        : { status: 'APPROVED', current_step: null, step_count: 0, waiting_for: [] },
      null,
    )
    await repo.insertSteps(id, steps)
    await repo.addHistory(id, 'SUBMITTED', requesterId)
    for (const [index, entry] of (demo.decisions ?? []).entries()) {
      const step = steps[index]
      const decider = step?.approver_ids[0]
      if (!step || !decider) break
      const [decision, reason] = typeof entry === 'string' ? [entry, null] : entry
      await repo.decideStep(id, index + 1, decision, decider, reason)
      await repo.addHistory(id, decision, decider, { step_no: index + 1, reason })
      const next = steps[index + 1]
      if (decision === 'DECLINED') {
        await repo.setState(id, {
          status: 'DECLINED',
          current_step: null,
          waiting_for: [],
          declined_reason: reason,
        })
        break
      }
      if (next) await repo.setState(id, { current_step: index + 2, waiting_for: next.approver_ids })
      else {
        await repo.setState(id, { status: 'APPROVED', current_step: null, waiting_for: [] })
        await repo.addHistory(id, 'COMPLETED', null)
      }
    }
    // Filed `ago` days back, so lists and the history read like a real month.
    await repo.backdate(id, new Date(today.getTime() - demo.ago * 86_400_000))
  }
}
