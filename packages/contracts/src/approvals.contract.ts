import { z } from 'zod'
import { idField } from './common/fields'

/**
 * Approval chains (decisions.md 4, issue 7 item 3): every request type of staff-app.md "Requests and
 * edits" has an ordered list of steps set in /admin/approval-chain. The codes are stable (they are stored
 * and travel in URLs); the Turkish and English names live in the web's `approvals` namespace.
 */
export const REQUEST_TYPES = [
  'ANNUAL_LEAVE',
  'COMPASSIONATE_LEAVE',
  'MEDICAL_LEAVE',
  'POST_EVENT_LEAVE',
  'REST_LEAVE',
  'OPERATION',
  'INSPECTION',
  'EXPENSE',
  'ADVANCE_PAYMENT',
  'PAYMENT_REQUEST',
  'CC_REQUEST',
  'SALES_INVOICE_REQUEST',
] as const
export type RequestType = (typeof REQUEST_TYPES)[number]
export const requestTypeSchema = z.enum(REQUEST_TYPES)

/**
 * Who approves a step: MANAGER is the requester's `reports_to`, USER a named user, POSITION anyone
 * active who holds the position (any one of them may decide).
 */
export const APPROVER_KINDS = ['MANAGER', 'USER', 'POSITION'] as const
export type ApproverKind = (typeof APPROVER_KINDS)[number]
export const approverKindSchema = z.enum(APPROVER_KINDS)

/**
 * Five steps: an agency's deepest real chain is manager → director → finance → general manager, plus
 * one spare; a longer chain would keep a request waiting for days and the card would no longer fit
 * on the admin page. Raising it later needs no migration.
 */
export const APPROVAL_CHAIN_MAX_STEPS = 5

/** One step as stored and answered: the id that matches the kind is set, the other one is null. */
export const approvalStepSchema = z.object({
  approver: approverKindSchema,
  user_id: idField().nullable(),
  position_id: idField().nullable(),
})
export type ApprovalStep = z.infer<typeof approvalStepSchema>

/**
 * A type's chain. `configured` is false while the admin never saved it: the chain answered is then
 * the default (approval needed, the requester's manager approves; docs/decisions/0008).
 */
export const approvalChainSchema = z.object({
  request_type: requestTypeSchema,
  needs_approval: z.boolean(),
  configured: z.boolean(),
  steps: z.array(approvalStepSchema),
})
export type ApprovalChain = z.infer<typeof approvalChainSchema>

/** The default of a type never configured. */
export const defaultApprovalChain = (type: RequestType): ApprovalChain => ({
  request_type: type,
  needs_approval: true,
  configured: false,
  steps: [{ approver: 'MANAGER', user_id: null, position_id: null }],
})

/**
 * A step of the PUT body: `{ approver: 'MANAGER' } | { approver: 'USER', user_id } |
 * { approver: 'POSITION', position_id }`. Kept as one flat object (not a discriminated union) so a step
 * whose id does not match its kind answers a field error under the right select (the server checks it).
 */
export const approvalStepInputSchema = z.object({
  approver: approverKindSchema,
  user_id: idField().nullish(),
  position_id: idField().nullish(),
})
export type ApprovalStepInput = z.infer<typeof approvalStepInputSchema>

/** PUT /approval-chains/{type}: replaces the type's chain. No steps with needs_approval means none. */
export const saveApprovalChainSchema = z.object({
  needs_approval: z.boolean(),
  steps: z.array(approvalStepInputSchema).max(APPROVAL_CHAIN_MAX_STEPS),
})
export type SaveApprovalChain = z.infer<typeof saveApprovalChainSchema>

export const approvalChainTypeParam = z.object({ type: requestTypeSchema })

/** GET /approval-chains: every request type, in REQUEST_TYPES order. */
export const approvalChainsResponseSchema = z.object({ data: z.array(approvalChainSchema) })
export const saveApprovalChainResponseSchema = z.object({ message: z.string(), data: approvalChainSchema })
