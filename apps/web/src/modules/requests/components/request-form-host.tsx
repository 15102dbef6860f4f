import type { RequestDetail, RequestForm } from '@ajanda/contracts/requests.contract'
import { Modal } from '@mantine/core'
import { type ComponentType, lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLoader } from '../../../shared/ui/page-loader'
import type { RequestFormProps } from '../forms/request-form-props'
import { closeRequestForm, REQUEST_FORM_RESET_MS, useOpenRequestForm } from '../open-request-form'

/** Each form is its own chunk: the shell carries only the host. */
const FORMS: Record<RequestForm, ComponentType<RequestFormProps>> = {
  leave: lazy(() => import('../forms/leave-form').then((m) => ({ default: m.LeaveForm }))),
  inspection: lazy(() => import('../forms/inspection-form').then((m) => ({ default: m.InspectionForm }))),
  operation: lazy(() => import('../forms/operation-form').then((m) => ({ default: m.OperationForm }))),
  advance_payment: lazy(() =>
    import('../forms/advance-payment-form').then((m) => ({ default: m.AdvancePaymentForm })),
  ),
  expense: lazy(() => import('../forms/expense-form').then((m) => ({ default: m.ExpenseForm }))),
  cc_request: lazy(() => import('../forms/cc-request-form').then((m) => ({ default: m.CcRequestForm }))),
  payment_request: lazy(() =>
    import('../forms/payment-request-form').then((m) => ({ default: m.PaymentRequestForm })),
  ),
  sales_invoice_request: lazy(() =>
    import('../forms/sales-invoice-request-form').then((m) => ({ default: m.SalesInvoiceRequestForm })),
  ),
}

/** Wide forms with rows; the others stay compact. */
const WIDE: readonly RequestForm[] = ['advance_payment', 'expense', 'sales_invoice_request']

/**
 * The one modal of the request forms, mounted once in the shell: `openRequestForm()` fills it from
 * anywhere. Closing lets the modal animate out; the store drops the form's data 500 ms later.
 */
export function RequestFormHost() {
  const { t } = useTranslation(['requests', 'common'])
  const open = useOpenRequestForm()
  const Form = open ? FORMS[open.options.form] : null
  const request = open?.options.request ?? null
  const onSaved = (saved: RequestDetail) => {
    open?.options.onSaved?.(saved)
    closeRequestForm()
  }
  return (
    <Modal
      opened={Boolean(open?.opened)}
      onClose={closeRequestForm}
      title={open ? t(`titles.${request ? 'edit' : 'new'}.${open.options.form}`) : ''}
      size={open && WIDE.includes(open.options.form) ? 'xl' : 'lg'}
      transitionProps={{ duration: REQUEST_FORM_RESET_MS / 2 }}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {open && Form && (
        <Suspense fallback={<PageLoader fullHeight={false} />}>
          <Form
            key={open.key}
            request={request}
            projectId={open.options.projectId ?? null}
            onSaved={onSaved}
            onCancel={closeRequestForm}
          />
        </Suspense>
      )}
    </Modal>
  )
}
