import type { ProjectFlightListItem } from '@ajanda/contracts/project-flights.contract'
import type { Project } from '@ajanda/contracts/projects.contract'
import { ActionIcon, Button, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core'
import { IconDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { lowPriority, phoneTable } from '../../../shared/ui/table/column-priority'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { ToneBadge } from '../../../shared/ui/tone-badge'
import { downloadManifest, projectFlightsQueryOptions, useFlightWrites } from '../flights.api'
import { registerProjectFlightTexts } from '../project-flights-texts'
import { FlightModal } from './flight-modal'

registerProjectFlightTexts()

const nameOf = (flight: ProjectFlightListItem) => `${flight.airline_code} ${flight.flight_code}`

/** Seats taken through the forms' flight options against the flight's seats, flagged when over. */
function SeatsCell({ flight }: { flight: ProjectFlightListItem }) {
  const { t } = useTranslation('projectFlights')
  const over = flight.seats === null ? 0 : flight.seats_taken - flight.seats
  return (
    <Group gap={6} wrap="nowrap" data-testid="flight-seats">
      <Tooltip label={t('seatsTakenHint')}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('seatsTaken', { taken: flight.seats_taken, seats: flight.seats ?? t('noSeats') })}
        </Text>
      </Tooltip>
      {over > 0 && <ToneBadge tone="red">{t('seatsOver', { count: over })}</ToneBadge>}
    </Group>
  )
}

/**
 * The project's "Uçuşlar" tab (/project/{code}/flights): its group flights (add, edit, delete) and each
 * flight's manifest as xlsx; the same flights the forms' flight fields offer. A project read only by
 * taking part (decisions/0047) shows the flights and manifests only.
 */
export function ProjectFlightsTab({ project }: { project: Project }) {
  const { t } = useTranslation('projectFlights')
  const readOnly = project.read_only
  const list = useQuery(projectFlightsQueryOptions(project.code))
  const { remove } = useFlightWrites(project.code)
  const [editing, setEditing] = useState<{ flight: ProjectFlightListItem | null; key: number } | null>(null)
  const rows = list.data?.data
  const open = (flight: ProjectFlightListItem | null) => setEditing({ flight, key: Date.now() })

  const onDelete = async (flight: ProjectFlightListItem) => {
    if (!(await confirmDestructive({ message: t('deleteBody', { flight: nameOf(flight) }) }))) return
    remove.mutate(flight.id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyError(error.message),
    })
  }
  const onManifest = (flight: ProjectFlightListItem) =>
    downloadManifest(project.code, flight).catch((error: Error) => notifyError(error.message))

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {!readOnly && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            {t('add')}
          </Button>
        )}
      </Group>
      {list.error && (
        <LoadErrorAlert
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      )}
      {rows && rows.length === 0 && (
        <EmptyResults title={t('empty')} text={readOnly ? undefined : t('emptyHint')} />
      )}
      {(list.isPending || (rows && rows.length > 0)) && (
        <Table.ScrollContainer minWidth={720} {...phoneTable}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.flight')}</Table.Th>
                <Table.Th>{t('columns.date')}</Table.Th>
                <Table.Th {...lowPriority}>{t('columns.route')}</Table.Th>
                <Table.Th {...lowPriority}>{t('columns.times')}</Table.Th>
                <Table.Th {...lowPriority}>{t('columns.seats')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending && <TableSkeletonRows columns={6} rows={2} />}
              {rows?.map((flight) => (
                <Table.Tr key={flight.id} data-testid="flight-row">
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {nameOf(flight)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(flight.flight_date)}</Table.Td>
                  <Table.Td {...lowPriority}>
                    <Text size="sm">
                      {flight.outbound_departure_airport_code} → {flight.outbound_arrival_airport_code}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {flight.outbound_departure_airport_name} → {flight.arrival_airport_name}
                    </Text>
                  </Table.Td>
                  <Table.Td {...lowPriority}>
                    {flight.departs_at || flight.arrives_at
                      ? `${flight.departs_at ?? '—'} – ${flight.arrives_at ?? '—'}`
                      : '—'}
                  </Table.Td>
                  <Table.Td {...lowPriority}>
                    <SeatsCell flight={flight} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('manifest')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('manifestOf', { flight: nameOf(flight) })}
                          onClick={() => onManifest(flight)}
                        >
                          <IconDownload size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      {!readOnly && (
                        <>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('editOf', { flight: nameOf(flight) })}
                            onClick={() => open(flight)}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red.8"
                            aria-label={t('deleteOf', { flight: nameOf(flight) })}
                            onClick={() => onDelete(flight)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <FlightModal
          key={editing.key}
          projectCode={project.code}
          flight={editing.flight}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
