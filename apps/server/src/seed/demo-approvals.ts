import type { ApprovalStepInput, RequestType } from '@ajanda/contracts/approvals.contract'
import { and, eq, inArray } from 'drizzle-orm'
import { createApprovalsRepository } from '../modules/approvals/approvals.repository'
import { users } from '../modules/users/users.table'
import type { DbOrTx } from '../platform/db'
import { DEMO_EMAILS } from './demo-logins'

/** The finance manager of the demo company (demo-company.ts): money requests pass by him. */
const FINANCE_EMAIL = 'murat.sahin@demo.ajanda.test'

type DemoStep = { approver: 'MANAGER' } | { approver: 'USER'; email: string }
const manager: DemoStep = { approver: 'MANAGER' }
const person = (email: string): DemoStep => ({ approver: 'USER', email })

/**
 * The demo chains of /admin/approval-chain. Operation and sales-invoice requests stay unconfigured, so
 * the page also shows the default (the requester's manager) as it looks before an admin saves.
 */
const DEMO_CHAINS: Partial<Record<RequestType, readonly DemoStep[]>> = {
  ANNUAL_LEAVE: [manager],
  COMPASSIONATE_LEAVE: [manager],
  MEDICAL_LEAVE: [manager],
  POST_EVENT_LEAVE: [manager],
  REST_LEAVE: [manager],
  INSPECTION: [manager],
  EXPENSE: [manager, person(FINANCE_EMAIL)],
  ADVANCE_PAYMENT: [manager, person(FINANCE_EMAIL)],
  CC_REQUEST: [manager, person(DEMO_EMAILS.admin)],
  PAYMENT_REQUEST: [manager, person(DEMO_EMAILS.admin)],
}

export async function insertDemoApprovals(db: DbOrTx, companyId: number): Promise<void> {
  const emails = [FINANCE_EMAIL, DEMO_EMAILS.admin]
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.event_company_id, companyId), inArray(users.email, emails)))
  const idOf = new Map(people.map((row) => [row.email, row.id]))
  const repo = createApprovalsRepository(db)
  for (const [type, steps] of Object.entries(DEMO_CHAINS) as [RequestType, readonly DemoStep[]][]) {
    const input = steps.flatMap((step): ApprovalStepInput[] => {
      if (step.approver === 'MANAGER') return [{ approver: 'MANAGER' }]
      const id = idOf.get(step.email)
      return id ? [{ approver: 'USER', user_id: id }] : []
    })
    await repo.replaceChain(companyId, type, { needs_approval: true, steps: input })
  }
}
