import type { InvoiceDetail } from '@ajanda/contracts/accounting.contract'
import { ActionIcon, Button, Divider, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'
import { fractionToPercent } from '../../../shared/format/percent'
import { confirmAction } from '../../../shared/ui/confirm'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { formatMoney } from '../../projects/format'
import { invoiceQueryOptions, useDeleteInvoice, useDeletePayment } from '../accounting.api'
import { InvoiceFormModal } from './invoice-form-modal'
import { PaymentForm } from './payment-form'
import { AccountingStatusBadge } from './status-badge'

const NUMERIC = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/**
 * An invoice opened from a list: its lines, its payments, the remaining balance and "Ödeme ekle".
 * `readOnly`: opened from a project the viewer sees only by taking part (decisions/0047), where every
 * write answers 404: no edit, delete or payment, whatever the invoice's `can_write` says.
 */
export function InvoiceDrawer({
  invoiceId,
  onClose,
  readOnly = false,
}: {
  invoiceId: number | null
  onClose: () => void
  readOnly?: boolean
}) {
  const { t } = useTranslation('accounting')
  const query = useQuery({ ...invoiceQueryOptions(invoiceId ?? 0), enabled: invoiceId !== null })
  const invoice = invoiceId !== null ? query.data : undefined
  return (
    <Drawer
      opened={invoiceId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={invoice ? t('invoice.title', { number: invoice.number }) : ''}
      closeButtonProps={{ 'aria-label': t('invoice.close') }}
    >
      {query.error ? <ErrorAlert message={query.error.message} /> : null}
      {!invoice ? (
        query.error ? null : (
          <Loader size="sm" />
        )
      ) : (
        <InvoiceBody invoice={invoice} onDeleted={onClose} writable={invoice.can_write && !readOnly} />
      )}
    </Drawer>
  )
}

function InvoiceBody({
  invoice,
  onDeleted,
  writable,
}: {
  invoice: InvoiceDetail
  onDeleted: () => void
  writable: boolean
}) {
  const { t, i18n } = useTranslation('accounting')
  const [paying, setPaying] = useState(false)
  const [editing, setEditing] = useState(false)
  const removeInvoice = useDeleteInvoice()
  const removePayment = useDeletePayment(invoice.id)
  const money = (value: string) => formatMoney(value, invoice.currency)
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '')
  const run = async (action: () => Promise<{ message: string }>, after?: () => void) => {
    if (!(await confirmAction({ irreversible: true }))) return
    try {
      notifySuccess((await action()).message)
      after?.()
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm">{invoice.supplier?.name ?? invoice.client?.name}</Text>
          {invoice.project && (
            <Text size="sm" c="dimmed">
              {invoice.project.name}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {day(invoice.invoice_date)}
            {invoice.due_date ? ` → ${day(invoice.due_date)}` : ''}
          </Text>
        </Stack>
        <AccountingStatusBadge status={invoice.status} />
      </Group>
      <Table verticalSpacing={4} aria-label={t('invoice.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoiceForm.description')}</Table.Th>
            <Table.Th style={NUMERIC}>{t('invoiceForm.quantity')}</Table.Th>
            <Table.Th style={NUMERIC}>{t('invoiceForm.unitPrice')}</Table.Th>
            <Table.Th style={NUMERIC}>{t('invoiceForm.vatRate')}</Table.Th>
            <Table.Th style={NUMERIC}>{t('invoiceForm.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td style={NUMERIC}>{line.quantity}</Table.Td>
              <Table.Td style={NUMERIC}>{money(line.unit_price)}</Table.Td>
              <Table.Td style={NUMERIC}>%{fractionToPercent(line.vat_rate)}</Table.Td>
              <Table.Td style={NUMERIC}>{money(line.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={2} align="flex-end" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">
          {t('invoiceForm.subtotal')}: {money(invoice.subtotal)}
        </Text>
        <Text size="sm">
          {t('invoiceForm.vatTotal')}: {money(invoice.vat_total)}
        </Text>
        <Text size="sm" fw={700}>
          {t('invoiceForm.total')}: {money(invoice.total)}
        </Text>
        <Text size="sm">
          {t('invoice.paid')}: {money(invoice.paid)}
        </Text>
        <Text size="sm" fw={700} data-testid="remaining">
          {t('invoice.remaining')}: {money(invoice.remaining)}
        </Text>
      </Stack>
      <Divider label={t('invoice.payments')} labelPosition="left" />
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invoice.noPayments')}
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label={t('invoice.payments')}>
          <Table.Tbody>
            {invoice.payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{day(payment.paid_at)}</Table.Td>
                <Table.Td>{t(`methods.${payment.method}`)}</Table.Td>
                <Table.Td>{payment.note}</Table.Td>
                <Table.Td style={NUMERIC}>{money(payment.amount)}</Table.Td>
                {writable && (
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t('invoice.deletePayment')}
                      onClick={() => run(() => removePayment.mutateAsync(payment.id))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {writable && (
        <>
          {paying ? (
            <PaymentForm invoice={invoice} onDone={() => setPaying(false)} />
          ) : (
            <Group justify="space-between">
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  {t('invoice.edit')}
                </Button>
                <Button
                  variant="subtle"
                  color="red.8"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() =>
                    run(() => removeInvoice.mutateAsync({ id: invoice.id, kind: invoice.kind }), onDeleted)
                  }
                >
                  {t('invoice.delete')}
                </Button>
              </Group>
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setPaying(true)}
                disabled={invoice.status === 'PAID'}
              >
                {t('invoice.addPayment')}
              </Button>
            </Group>
          )}
          <InvoiceFormModal
            kind={invoice.kind}
            opened={editing}
            onClose={() => setEditing(false)}
            invoice={invoice}
          />
        </>
      )}
    </Stack>
  )
}
