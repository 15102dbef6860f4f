import type { RequestDetail } from '@ajanda/contracts/requests.contract'
import { Box, SimpleGrid, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime } from '../../../shared/format/dates'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { formatMoney, requestDates } from '../request-format'
import { PersonChip } from './person-chip'
import { RequestStatusBadge } from './request-status-badge'

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  if (children === null || children === undefined || children === '' || children === false) return null
  return (
    <Box style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Box>
  )
}

/**
 * Every field of a request as a definition list: who, what, when, how much, and the type's own details
 * (leave type, trip, bank account...). Used by the drawer and by the public decision page.
 */
export function RequestFields({
  request,
  withStatus = true,
}: {
  request: RequestDetail
  withStatus?: boolean
}) {
  const { t } = useTranslation('approvals')
  const locale = useFormLocale()
  const { details } = request
  const enumText = (group: 'leaveTypes' | 'locationTypes' | 'transportationTypes', value?: string | null) =>
    value ? t(`${group}.${value}` as `leaveTypes.annual_leave`) : null

  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      <Field label={t('fields.requester')}>
        <PersonChip person={request.requester} size={22} />
      </Field>
      {withStatus && (
        <Field label={t('fields.status')}>
          <RequestStatusBadge status={request.status} />
        </Field>
      )}
      <Field label={t('fields.leaveType')}>{enumText('leaveTypes', details.leave_type)}</Field>
      <Field label={t('fields.project')}>{request.project?.name}</Field>
      <Field label={t('fields.supplier')}>{request.supplier?.name}</Field>
      <Field label={t('fields.client')}>{request.client?.name}</Field>
      <Field label={t('fields.source')}>{request.source?.name}</Field>
      <Field label={t('fields.requestDate')}>{requestDates(request, locale)}</Field>
      <Field label={t('fields.dueDate')}>
        {details.due_date ? formatDate(details.due_date, locale) : null}
      </Field>
      <Field label={t('fields.amount')}>{formatMoney(request.amount, request.currency)}</Field>
      <Field label={t('fields.locationType')}>{enumText('locationTypes', details.location_type)}</Field>
      <Field label={t('fields.location')}>{details.location}</Field>
      <Field label={t('fields.transportation')}>
        {enumText('transportationTypes', details.transportation_type)}
      </Field>
      <Field label={t('fields.hotel')}>{details.hotel_name}</Field>
      <Field label={t('fields.bankName')}>{details.bank_name}</Field>
      <Field label={t('fields.bankAccount')}>{details.bank_account_no}</Field>
      <Field label={t('fields.responsibles')} wide>
        {details.responsibles?.map((person) => person.full_name).join(', ')}
      </Field>
      <Field label={t('fields.description')} wide>
        {details.description}
      </Field>
      <Field label={t('fields.note')} wide>
        {request.note}
      </Field>
      <Field label={t('fields.declinedReason')} wide>
        {request.declined_reason}
      </Field>
      <Field label={t('fields.createdAt')}>{formatDateTime(request.created_at, locale)}</Field>
    </SimpleGrid>
  )
}
