import { FEE_STATUSES, type FeeRow, type FeeStatus } from '@ajanda/contracts/fees.contract'
import type { Project } from '@ajanda/contracts/projects.contract'
import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconDownload, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../../shared/api/download-file'
import { personName } from '../../../shared/format/names'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert'
import { notifyError } from '../../../shared/ui/notify'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { ToneBadge } from '../../../shared/ui/tone-badge'
import { feeListQueryOptions } from '../fees.api'
import { registerFeeTexts } from '../fees-texts'
import { AttendeeFeeDrawer } from './attendee-fee-drawer'
import { FeeStatusBadge } from './fee-status-badge'
import { FeeTotalsPanel } from './fee-totals'
import { MoneyLines } from './money-lines'

registerFeeTexts()

const PAGE_SIZE = 25

/**
 * The project's "Kayıt Ücretleri" tab (/project/{code}/fees): totals per currency, per payment status and
 * per product; the registrations with what they owe, paid and have left, searchable and filtered by
 * status; a row opens the attendee's fee to record a payment or print the pro forma; the whole ledger
 * exports as an .xlsx for accounting.
 */
export function ProjectFeesTab({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('fees')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const [status, setStatus] = useState<FeeStatus | null>(null)
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<number | null>(null)
  const [exporting, setExporting] = useState(false)
  const query = useQuery(
    feeListQueryOptions(project.code, { page, page_size: PAGE_SIZE, search: debounced, fee_status: status }),
  )
  const data = query.data
  const filtered = debounced !== '' || status !== null

  const exportSheet = async () => {
    setExporting(true)
    try {
      await downloadFile(
        `/project/${encodeURIComponent(project.code)}/fees/export`,
        { locale: i18n.language === 'en' ? 'en' : 'tr' },
        'kayit-ucretleri.xlsx',
      )
    } catch {
      notifyError(t('exportFailed'))
    } finally {
      setExporting(false)
    }
  }
  const pickStatus = (next: FeeStatus | null) => {
    setStatus(next)
    setPage(1)
  }
  const nameOf = (row: FeeRow) => personName(row, t('unnamed'))

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t('intro')}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void exportSheet()}
        >
          {t('export')}
        </Button>
      </Group>
      {query.error && (
        <LoadErrorAlert
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      )}
      {data && <FeeTotalsPanel totals={data.totals} status={status} onStatus={pickStatus} />}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('search')}
          placeholder={t('search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            setPage(1)
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <Select
          label={t('statusFilter')}
          data={[
            { value: '', label: t('allStatuses') },
            ...FEE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
          value={status ?? ''}
          onChange={(value) => pickStatus(value ? (value as FeeStatus) : null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {data && data.total === 0 ? (
        <EmptyResults title={t('empty')} text={filtered ? undefined : t('emptyHint')} filtered={filtered} />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover aria-busy={query.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.period')}</Table.Th>
                <Table.Th>{t('columns.due')}</Table.Th>
                <Table.Th>{t('columns.paid')}</Table.Th>
                <Table.Th>{t('columns.balance')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending && <TableSkeletonRows columns={6} rows={5} />}
              {data?.data.map((row) => (
                <Table.Tr key={row.attendee_id} data-testid={`fee-row-${row.attendee_id}`}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      size="sm"
                      onClick={() => setOpen(row.attendee_id)}
                      aria-label={t('open', { name: nameOf(row) })}
                    >
                      {nameOf(row)}
                    </Anchor>
                    <Group gap={4}>
                      {row.companions > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('companions', { count: row.companions })}
                        </Text>
                      )}
                      {row.incomplete && <ToneBadge tone="red">{t('incomplete')}</ToneBadge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.period_name ?? t('none')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <MoneyLines amounts={row.due} />
                  </Table.Td>
                  <Table.Td>
                    <MoneyLines amounts={row.paid} />
                  </Table.Td>
                  <Table.Td>
                    <MoneyLines amounts={row.balance} strong />
                  </Table.Td>
                  <Table.Td>
                    <FeeStatusBadge status={row.fee_status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && <TablePager page={data} onChange={setPage} />}
      {open !== null && (
        <AttendeeFeeDrawer attendeeId={open} onClose={() => setOpen(null)} readOnly={project.read_only} />
      )}
    </Stack>
  )
}
