import type { RequestSummary } from '@ajanda/contracts/requests.contract'
import { Stack, Table, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { lowPriority, phoneTable } from '../../../shared/ui/table/column-priority'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { formatMoney, requestDates } from '../request-format'
import { PersonChip } from './person-chip'
import { RequestStatusBadge } from './request-status-badge'

export const APPROVES_COLUMNS = 8
const NUMERIC = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const

/** "2/3" and who the current step waits for; a decided request shows its step count. */
function StepCell({ request }: { request: RequestSummary }) {
  const { t } = useTranslation('approvals')
  if (request.step_count === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('step.none')}
      </Text>
    )
  const current = request.current_step ?? request.step_count
  const names = request.waiting_for.map((person) => person.full_name).join(', ')
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('step.progress', { current, count: request.step_count })}
      </Text>
      {request.current_step !== null && names && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {t('step.waitsFor', { names })}
        </Text>
      )}
    </Stack>
  )
}

/**
 * One page of requests. A row opens its request: the type is a real button (Tab, Enter), and a click
 * anywhere on the row does the same for the mouse.
 */
export function ApprovesTable({
  rows,
  busy,
  onOpen,
}: {
  rows: RequestSummary[] | undefined
  busy: boolean
  onOpen: (id: number) => void
}) {
  const { t } = useTranslation('approvals')
  const locale = useFormLocale()

  return (
    <Table.ScrollContainer minWidth={1000} {...phoneTable}>
      <Table stickyHeader highlightOnHover verticalSpacing="xs" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th {...lowPriority}>{t('columns.requester')}</Table.Th>
            <Table.Th {...lowPriority}>{t('columns.project')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }} {...lowPriority}>
              {t('columns.amount')}
            </Table.Th>
            <Table.Th {...lowPriority}>{t('columns.dates')}</Table.Th>
            <Table.Th {...lowPriority}>{t('columns.createdAt')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th {...lowPriority}>{t('columns.step')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows ? (
            <TableSkeletonRows columns={APPROVES_COLUMNS} />
          ) : (
            rows.map((row) => {
              const type = t(`requestTypes.${row.request_type}`)
              return (
                <Table.Tr
                  key={row.id}
                  data-request={row.id}
                  onClick={() => onOpen(row.id)}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>
                    <UnstyledButton
                      onClick={(event) => {
                        event.stopPropagation()
                        onOpen(row.id)
                      }}
                      aria-label={t('approves.openRequest', { type, name: row.requester.full_name })}
                      fw={500}
                      fz="sm"
                      c="brand.8"
                    >
                      {type}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td {...lowPriority}>
                    <PersonChip person={row.requester} />
                  </Table.Td>
                  <Table.Td {...lowPriority}>{row.project?.name ?? row.source?.name ?? ''}</Table.Td>
                  <Table.Td style={NUMERIC} {...lowPriority}>
                    {formatMoney(row.amount, row.currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                    {requestDates(row, locale)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                    {formatDate(row.created_at, locale)}
                  </Table.Td>
                  <Table.Td>
                    <RequestStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td {...lowPriority}>
                    <StepCell request={row} />
                  </Table.Td>
                </Table.Tr>
              )
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
