import type { Payment } from '@ajanda/contracts/fees.contract'
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../../shared/api/download-file'
import { formatDecimalMoney } from '../../../shared/format/money'
import { personName } from '../../../shared/format/names'
import { confirmAction } from '../../../shared/ui/confirm'
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { attendeeFeeQueryOptions, usePaymentWrites } from '../fees.api'
import { FeeStatusBadge } from './fee-status-badge'
import { MoneyLines } from './money-lines'
import { PaymentForm } from './payment-form'

/** An attendee's fee: the products priced at their period, the payments (deletable), a new payment, the pro forma. */
export function AttendeeFeeDrawer({
  attendeeId,
  onClose,
  readOnly = false,
}: {
  attendeeId: number
  onClose(): void
  /** The project is read only by taking part (decisions/0047): the fee and its payments, no payment form. */
  readOnly?: boolean
}) {
  const { t, i18n } = useTranslation(['fees', 'common'])
  const query = useQuery(attendeeFeeQueryOptions(attendeeId))
  const { removePayment } = usePaymentWrites(attendeeId)
  const [printing, setPrinting] = useState(false)
  const fee = query.data?.data
  const name = fee ? personName(fee, t('unnamed')) : ''

  const remove = async (payment: Payment) => {
    const amount = formatDecimalMoney(payment.amount, payment.currency)
    if (!(await confirmAction({ message: t('drawer.removeConfirm', { amount }), irreversible: true }))) return
    try {
      notifySuccess((await removePayment.mutateAsync(payment.id)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }
  const proforma = async () => {
    setPrinting(true)
    try {
      await downloadFile(
        `/attendees/${attendeeId}/proforma`,
        { locale: i18n.language === 'en' ? 'en' : 'tr' },
        'proforma.pdf',
      )
    } catch {
      notifyError(t('drawer.proformaFailed'))
    } finally {
      setPrinting(false)
    }
  }

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={name || t('drawer.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {query.isPending && (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label={t('drawer.title')} />
        </Group>
      )}
      {query.error && (
        <LoadErrorAlert
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      )}
      {fee && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('drawer.period')}
              </Text>
              <Text size="sm" fw={600}>
                {fee.period_name ?? t('drawer.noPeriod')}
              </Text>
            </Stack>
            <FeeStatusBadge status={fee.fee_status} />
          </Group>
          {fee.incomplete && (
            <Alert color="yellow" variant="light">
              {t('incompleteHint')}
            </Alert>
          )}
          <Title order={3} size="h5">
            {t('drawer.lines')}
          </Title>
          {fee.lines.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('drawer.noLines')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table verticalSpacing={6} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('drawer.product')}</Table.Th>
                    <Table.Th>{t('drawer.person')}</Table.Th>
                    <Table.Th ta="right">{t('drawer.gross')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fee.lines.map((line) => (
                    <Table.Tr key={`${line.attendee_name}/${line.product_id}`}>
                      <Table.Td>
                        {line.name}
                        {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                      </Table.Td>
                      <Table.Td>{line.attendee_name}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {line.gross === null ? (
                          <Text span size="sm" c="dimmed">
                            {t('drawer.noPrice')}
                          </Text>
                        ) : (
                          formatDecimalMoney(line.gross, line.currency)
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group grow align="flex-start">
            {(
              [
                ['columns.due', fee.due],
                ['columns.paid', fee.paid],
                ['columns.balance', fee.balance],
              ] as const
            ).map(([label, amounts]) => (
              <Stack key={label} gap={2}>
                <Text size="xs" c="dimmed">
                  {t(label)}
                </Text>
                <MoneyLines amounts={amounts} strong={label === 'columns.balance'} />
              </Stack>
            ))}
          </Group>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={printing}
            onClick={() => void proforma()}
          >
            {t('drawer.proforma')}
          </Button>
          <Divider />
          <Title order={3} size="h5">
            {t('drawer.payments')}
          </Title>
          {fee.payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('drawer.noPayments')}
            </Text>
          ) : (
            <Stack gap={6} data-testid="fee-payments">
              {fee.payments.map((payment) => {
                const amount = formatDecimalMoney(payment.amount, payment.currency)
                return (
                  <Group key={payment.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {amount}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[
                          new Date(`${payment.paid_on}T12:00:00Z`).toLocaleDateString(
                            i18n.language === 'en' ? 'en-GB' : 'tr-TR',
                          ),
                          t(`methods.${payment.method}`),
                          payment.reference,
                          payment.created_by_name &&
                            t('drawer.recordedBy', { name: payment.created_by_name }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                    {!readOnly && (
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        aria-label={t('drawer.removePayment', { amount })}
                        onClick={() => void remove(payment)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                )
              })}
            </Stack>
          )}
          {!readOnly && (
            <>
              <Divider />
              <PaymentForm fee={fee} />
            </>
          )}
        </Stack>
      )}
    </Drawer>
  )
}
