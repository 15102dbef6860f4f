import type { RequestType } from '@ajanda/contracts/approvals.contract'
import {
  FORM_OF_REQUEST_TYPE,
  type RequestDetail,
  type RequestForm,
} from '@ajanda/contracts/requests.contract'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors, FieldValidationError, HttpError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { resolveApprovers } from '../approvals/approval-chain-resolver'
import { createApprovalsService } from '../approvals/approvals.service'
import { datedRecordsChanged } from '../calendar/calendar-changes'
import { calendarKindOfRequest } from '../calendar/calendar-events.repository'
import type { NotifyContext } from '../notifications/notify'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { loadViewer } from '../projects/project-access'
import { createDecisionLinks, dropLinks } from './decision-links'
import { loadRequestDetail } from './request-detail'
import { type RequestRecord, recordOfForm, referencedIds } from './request-forms'
import { sendRequestNotice } from './request-notices'
import { visibleRequests } from './request-visibility'
import { createRequestsRepository, type RequestRow, type RequestState } from './requests.repository'

const sameSteps = (a: readonly { approver_ids: number[] }[], b: readonly { approver_ids: number[] }[]) =>
  a.length === b.length &&
  a.every((step, index) => step.approver_ids.join(',') === (b[index]?.approver_ids ?? []).join(','))

/**
 * Filing and editing requests (decisions.md 4): a new request resolves its type's chain and waits on
 * its first step (or is approved at once when nobody needs to approve); a PENDING request is edited in
 * place until its first approval; a DECLINED one is never changed, a new request replaces it.
 */
export function createRequestsService(ctx: AppContext) {
  const approvals = createApprovalsService(ctx)

  /** The record of the body, with every field error of the form and of its references at once. */
  async function checkedRecord(
    db: DbOrTx,
    auth: AuthState,
    form: RequestForm,
    body: unknown,
  ): Promise<RequestRecord> {
    const errors = new FieldErrors()
    const record = recordOfForm(form, body, errors)
    const companyId = auth.user.event_company_id
    const found = await createRequestsRepository(db).references(
      companyId,
      auth.user.id,
      referencedIds(record),
    )
    if (record.project_id != null && !found.project)
      errors.add('project_id', { validation: 'invalid_choice' })
    if (record.supplier_id != null && !found.supplier)
      errors.add('supplier_id', { validation: 'invalid_choice' })
    if (record.client_id != null && !found.client) errors.add('client_id', { validation: 'invalid_choice' })
    if (record.source_id != null && !found.source) {
      errors.add(form === 'expense' ? 'expense_source' : 'source', { validation: 'invalid_choice' })
    }
    record.items.forEach((item, index) => {
      if (item.company_card_id != null && !found.companyCardIds.has(item.company_card_id))
        errors.add(`items.${index}.company_card_id`, { validation: 'invalid_choice' })
      if (item.receipt_file_id != null && !found.receiptFileIds.has(item.receipt_file_id))
        errors.add(`items.${index}.receipt_file_id`, { validation: 'invalid_choice' })
    })
    const responsibles = (record.details.responsibles as number[] | undefined) ?? []
    if (responsibles.some((id) => !found.activeUserIds.has(id)))
      errors.add('responsibles', { validation: 'invalid_choice' })
    // A sales invoice goes to the project's client unless another client is named.
    if (form === 'sales_invoice_request' && record.client_id == null) {
      if (found.project?.client_id) record.client_id = found.project.client_id
      else if (found.project) errors.add('client_id', { validation: 'required' })
    }
    errors.throwIfAny()
    return record
  }

  /** The steps a request of this type and requester waits for; an on-city inspection needs none. */
  async function stepsFor(db: DbOrTx, companyId: number, requesterId: number, record: RequestRecord) {
    if (record.request_type === 'INSPECTION' && record.details.needs_approve === false) return []
    const chain = await approvals.chainOf(companyId, record.request_type, db)
    const facts = await createRequestsRepository(db).approverFacts(companyId, requesterId)
    return resolveApprovers(chain, facts.requester, facts.lookups)
  }

  const pendingState = (steps: readonly { approver_ids: number[] }[]): RequestState =>
    steps.length === 0
      ? { status: 'APPROVED', current_step: null, step_count: 0, waiting_for: [], decided_at: new Date() }
      : {
          status: 'PENDING',
          current_step: 1,
          step_count: steps.length,
          waiting_for: steps[0]?.approver_ids ?? [],
        }

  /**
   * Links for the approvers of the current step, and their ApproveRequested notification with its mails,
   * in the write's transaction (issue 18): a request is never stored without them.
   */
  async function askApprovers(
    notices: NotifyContext,
    request: RequestRow,
    stepNo: number,
    approverIds: number[],
  ): Promise<void> {
    const repo = createRequestsRepository(notices.db)
    const codes = await repo.userCodes(approverIds)
    const links = await createDecisionLinks(
      notices.db,
      ctx.config.appUrl,
      request,
      stepNo,
      approverIds.flatMap((id) => (codes.has(id) ? [{ id, code: codes.get(id) as string }] : [])),
    )
    const names = await namesOf(notices.db, request)
    await sendRequestNotice(notices, 'ApproveRequested', request, names, approverIds, request.requester_id, {
      mailLinks: links,
    })
  }

  /** Read in the write's transaction: on PGlite's one connection a read beside it would wait for it. */
  async function namesOf(db: DbOrTx, request: RequestRow, actorId?: number | null) {
    const people = await createRequestsRepository(db).userNames([
      request.requester_id,
      ...(actorId ? [actorId] : []),
    ])
    return {
      requester: people.get(request.requester_id) ?? '',
      actor: actorId ? (people.get(actorId) ?? null) : null,
    }
  }

  async function detailFor(auth: AuthState, id: number): Promise<RequestDetail> {
    const detail = await loadRequestDetail(ctx.db, ctx.storage, auth.user.event_company_id, id, auth.user.id)
    if (!detail) throw new NotFoundError()
    return detail
  }

  /** The declined request a POST replaces: the requester's own, of the same form, not replaced yet. */
  async function checkReplaced(db: DbOrTx, auth: AuthState, form: RequestForm, replacesId: number) {
    const repo = createRequestsRepository(db)
    const old = await repo.lock(auth.user.event_company_id, replacesId)
    const sameForm = old && FORM_OF_REQUEST_TYPE[old.request_type as RequestType] === form
    if (!old || old.requester_id !== auth.user.id || !sameForm || old.status !== 'DECLINED')
      throw FieldValidationErrorOf('replaces_id', 'request_not_resubmittable')
    if ((await repo.successorOf(replacesId)) != null)
      throw FieldValidationErrorOf('replaces_id', 'request_already_resubmitted')
  }

  /** A leave, an operation attendance or an inspection is on the calendar: its writes reload it. */
  function changedOnCalendar(companyId: number, requestType: string) {
    const kind = calendarKindOfRequest(requestType)
    if (kind) datedRecordsChanged(ctx, companyId, kind)
  }

  return {
    detail: async (auth: AuthState, id: number, form?: RequestForm) => {
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const detail = await loadRequestDetail(
        ctx.db,
        ctx.storage,
        viewer.companyId,
        id,
        auth.user.id,
        visibleRequests(viewer),
      )
      if (!detail || (form && detail.form !== form)) throw new NotFoundError()
      return detail
    },

    /** POST: a new request, or the resubmission of a declined one (`replaces_id`). */
    async submit(
      auth: AuthState,
      form: RequestForm,
      body: { replaces_id?: number | null },
    ): Promise<RequestDetail> {
      const companyId = auth.user.event_company_id
      const { id, requestType } = await transactionWithNotices(ctx, async (tx, notices) => {
        const repo = createRequestsRepository(tx)
        const replacesId = body.replaces_id ?? null
        if (replacesId != null) await checkReplaced(tx, auth, form, replacesId)
        const record = await checkedRecord(tx, auth, form, body)
        const steps = await stepsFor(tx, companyId, auth.user.id, record)
        const state = pendingState(steps)
        const id = await repo.insert(companyId, auth.user.id, record, state, replacesId)
        await repo.insertSteps(id, steps)
        await repo.addHistory(id, replacesId != null ? 'RESUBMITTED' : 'SUBMITTED', auth.user.id)
        if (state.status === 'APPROVED') await repo.addHistory(id, 'COMPLETED', null)
        const request = (await repo.find(companyId, id)) as RequestRow
        if (steps[0]) await askApprovers(notices, request, 1, steps[0].approver_ids)
        return { id, requestType: record.request_type }
      })
      changedOnCalendar(companyId, requestType)
      return detailFor(auth, id)
    },

    /** PUT: in place, only by the requester, only while no step has approved it. */
    async update(auth: AuthState, form: RequestForm, id: number, body: unknown): Promise<RequestDetail> {
      const companyId = auth.user.event_company_id
      let edited: string | null = null
      await transactionWithNotices(ctx, async (tx, notices) => {
        const repo = createRequestsRepository(tx)
        const current = await repo.lock(companyId, id)
        if (!current || current.requester_id !== auth.user.id) throw new NotFoundError()
        if (FORM_OF_REQUEST_TYPE[current.request_type as RequestType] !== form) throw new NotFoundError()
        if (current.status === 'DECLINED') throw new HttpError(409, 'request_declined_not_editable')
        const decided = (await repo.steps(id)).some((step) => step.decision !== null)
        if (current.status !== 'PENDING' || decided) throw new HttpError(409, 'request_not_editable')
        const record = await checkedRecord(tx, auth, form, body)
        const steps = await stepsFor(tx, companyId, auth.user.id, record)
        const unchanged = sameSteps(steps, await repo.steps(id))
        await repo.update(id, record, unchanged ? undefined : pendingState(steps))
        await repo.addHistory(id, 'EDITED', auth.user.id)
        edited = record.request_type
        if (unchanged) return
        // The edit changed who approves (another leave type, a position filled): ask the new people.
        await repo.replaceSteps(id, steps)
        await dropLinks(tx, id)
        if (steps.length === 0) await repo.addHistory(id, 'COMPLETED', null)
        const request = (await repo.find(companyId, id)) as RequestRow
        if (steps[0]) await askApprovers(notices, request, 1, steps[0].approver_ids)
      })
      if (edited) changedOnCalendar(companyId, edited)
      return detailFor(auth, id)
    },

    /**
     * Approve or decline the current step as `deciderId` (in the app, or from an e-mail link), inside the
     * caller's `transactionWithNotices`: the decision's notices and mails commit with it.
     */
    async decide(
      notices: NotifyContext,
      companyId: number,
      id: number,
      deciderId: number,
      decision: 'APPROVED' | 'DECLINED',
      reason: string | null,
      viaLink: boolean,
    ): Promise<void> {
      const repo = createRequestsRepository(notices.db)
      const request = await repo.lock(companyId, id)
      if (!request) throw new NotFoundError()
      if (
        request.status !== 'PENDING' ||
        !request.waiting_for.includes(deciderId) ||
        request.current_step == null
      )
        throw new HttpError(409, 'request_not_waiting_for_you')
      const stepNo = request.current_step
      await repo.decideStep(id, stepNo, decision, deciderId, reason)
      await repo.addHistory(id, decision, deciderId, { step_no: stepNo, reason, via_link: viaLink })
      const steps = await repo.steps(id)
      const next = steps.find((step) => step.step_no === stepNo + 1)
      if (decision === 'DECLINED') {
        await repo.setState(id, {
          status: 'DECLINED',
          current_step: null,
          waiting_for: [],
          declined_reason: reason,
          decided_at: new Date(),
        })
        notices.afterCommit?.(() => changedOnCalendar(companyId, request.request_type))
        const names = await namesOf(notices.db, request, deciderId)
        await sendRequestNotice(notices, 'ApproveDenied', request, names, [request.requester_id], deciderId, {
          reason,
        })
        return
      }
      if (next) {
        await repo.setState(id, { current_step: next.step_no, waiting_for: next.approver_ids })
        const names = await namesOf(notices.db, request, deciderId)
        await sendRequestNotice(notices, 'ApproveApproved', request, names, [request.requester_id], deciderId)
        await askApprovers(notices, request, next.step_no, next.approver_ids)
        return
      }
      await repo.setState(id, {
        status: 'APPROVED',
        current_step: null,
        waiting_for: [],
        decided_at: new Date(),
      })
      await repo.addHistory(id, 'COMPLETED', null)
      notices.afterCommit?.(() => changedOnCalendar(companyId, request.request_type))
      const names = await namesOf(notices.db, request, deciderId)
      await sendRequestNotice(notices, 'ApproveCompleted', request, names, [request.requester_id], deciderId)
    },

    detailFor,
  }
}
export type RequestsService = ReturnType<typeof createRequestsService>

function FieldValidationErrorOf(
  field: string,
  key: 'request_not_resubmittable' | 'request_already_resubmitted',
) {
  return FieldValidationError.of(field, { key })
}
