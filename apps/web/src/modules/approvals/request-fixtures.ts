import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { ApprovalsPage, RequestDetail, RequestSummary } from '@ajanda/contracts/requests.contract'

/** Test data: a request as GET /requests/{id} answers it; override what a test is about. */
export function makeRequest(overrides: Partial<RequestDetail> = {}): RequestDetail {
  const ayse = { id: 2, full_name: 'Ayşe Yılmaz', profile_picture_full: null }
  return {
    id: 41,
    request_type: 'ADVANCE_PAYMENT',
    form: 'advance_payment',
    status: 'PENDING',
    requester: { id: 4, full_name: 'Mehmet Kaya', profile_picture_full: null },
    project: { id: 7, code: 'p7', name: 'Bahar Lansmanı' },
    supplier: null,
    client: null,
    source: null,
    currency: 'TRY',
    amount: '1234.5',
    request_date: '2026-03-12',
    starts_at: null,
    ends_at: null,
    note: null,
    replaces_id: null,
    replaced_by_id: null,
    current_step: 1,
    step_count: 2,
    waiting_for: [ayse],
    declined_reason: null,
    decided_at: null,
    created_at: '2026-03-05T09:00:00+03:00',
    updated_at: '2026-03-05T09:00:00+03:00',
    can_edit: false,
    can_resubmit: false,
    can_decide: true,
    details: { description: 'Fuar masrafları' },
    items: [
      {
        id: 1,
        description: 'Taksi',
        amount: '234.5',
        payment_method: 'CASH',
        assign_to: null,
        expense_date: null,
        vat_rate: null,
        payment_type: null,
        company_card: null,
        receipt_no: null,
        receipt: null,
        quantity: null,
        unit_price: null,
      },
      {
        id: 2,
        description: 'Otel',
        amount: '1000',
        payment_method: 'CC',
        assign_to: null,
        expense_date: null,
        vat_rate: null,
        payment_type: null,
        company_card: null,
        receipt_no: null,
        receipt: null,
        quantity: null,
        unit_price: null,
      },
    ],
    steps: [
      { step_no: 1, approvers: [ayse], decision: null, decided_by: null, decided_at: null, reason: null },
      {
        step_no: 2,
        approvers: [{ id: 3, full_name: 'Murat Şahin', profile_picture_full: null }],
        decision: null,
        decided_by: null,
        decided_at: null,
        reason: null,
      },
    ],
    history: [
      {
        event: 'SUBMITTED',
        user: { id: 4, full_name: 'Mehmet Kaya', profile_picture_full: null },
        step_no: null,
        reason: null,
        via_link: false,
        at: '2026-03-05T09:00:00+03:00',
      },
    ],
    ...overrides,
  }
}

/** A page of GET /approvals. */
export function makeApprovalsPage(rows: RequestSummary[], waitingCount = rows.length): ApprovalsPage {
  const page: Paginated<RequestSummary> = {
    data: rows,
    current_page: 1,
    per_page: 20,
    total: rows.length,
    from: rows.length ? 1 : null,
    to: rows.length || null,
    last_page: 1,
    links: [],
  }
  return { ...page, waiting_count: waitingCount }
}
