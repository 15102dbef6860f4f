import { formatDateRange } from '@ajanda/contracts/common/date-range'
import { resolveLocale } from '@ajanda/contracts/common/locale'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { LeadCard } from '@ajanda/contracts/projects.contract'
import { Anchor, Avatar, Box, Group, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../shared/format/dates'
import { initials } from '../../../shared/format/names'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { type ColumnPriority, lowPriority, phoneTable } from '../../../shared/ui/table/column-priority'
import { nextSort, SortableHeader } from '../../../shared/ui/table/sortable-header'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { StageBadge } from '../../projects/components/stage-badge'
import type { BizdevFilters, LeadSortColumn } from '../bizdev-filters'
import { formatMoney } from '../format'

const COLUMNS = 7

/** The list view of /bizdev: sortable columns, the pager, "Hiç sonuç bulunamadı". */
export function LeadListTable({
  page,
  filters,
  onChange,
}: {
  page: Paginated<LeadCard> | undefined
  filters: BizdevFilters
  onChange: (change: Partial<BizdevFilters>) => void
}) {
  const { t, i18n } = useTranslation('bizdev')
  const header = (column: LeadSortColumn, numeric = false, priority?: ColumnPriority) => (
    <SortableHeader
      numeric={numeric}
      priority={priority}
      sorted={filters.sortBy === column ? filters.sortOrder : null}
      onSort={() => {
        const next = nextSort({ by: filters.sortBy, order: filters.sortOrder }, column)
        onChange({ sortBy: next.by, sortOrder: next.order })
      }}
    >
      {t(`columns.${column}`)}
    </SortableHeader>
  )
  const rows = page?.data
  return (
    <>
      <Table.ScrollContainer minWidth={960} {...phoneTable}>
        <Table stickyHeader highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {header('name')}
              <Table.Th {...lowPriority}>{t('columns.client')}</Table.Th>
              {header('stage', false, 'low')}
              {header('starts_at', false, 'low')}
              {header('lead_close_date', false, 'low')}
              {header('lead_value', true, 'low')}
              <Table.Th {...lowPriority}>{t('columns.responsible')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!rows ? (
              <TableSkeletonRows columns={COLUMNS} />
            ) : (
              rows.map((lead) => (
                <Table.Tr key={lead.code}>
                  <Table.Td>
                    <Anchor component={Link} to={`/bizdev/${lead.code}`} fw={500} size="sm">
                      {lead.name}
                    </Anchor>
                    {lead.project_ref && (
                      <Text size="xs" c="dimmed">
                        {lead.project_ref}
                      </Text>
                    )}
                    {/* On a phone the stage column hides: the stage shows under the name. */}
                    <Box hiddenFrom="sm" mt={4}>
                      <StageBadge stage={lead.stage} />
                    </Box>
                  </Table.Td>
                  <Table.Td {...lowPriority}>
                    {lead.client && (
                      <Group gap="xs" wrap="nowrap">
                        <Avatar src={lead.client.logo_full} alt="" size={24} radius="sm" color="brand">
                          {initials(lead.client.name)}
                        </Avatar>
                        <Text size="sm">{lead.client.name}</Text>
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td {...lowPriority}>
                    <StageBadge stage={lead.stage} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                    {formatDateRange(lead.starts_at, lead.ends_at, resolveLocale(i18n.language))}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                    {lead.lead_close_date ? formatDate(lead.lead_close_date, i18n.language) : ''}
                  </Table.Td>
                  <Table.Td
                    className="numeric tabular"
                    style={{ whiteSpace: 'nowrap', textAlign: 'right' }}
                    {...lowPriority}
                  >
                    {formatMoney(lead.lead_value, lead.lead_currency)}
                  </Table.Td>
                  <Table.Td {...lowPriority}>{lead.responsible?.full_name ?? ''}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows && rows.length === 0 && <EmptyResults filtered text={t('list.empty')} />}
      {page && <TablePager page={page} onChange={(next) => onChange({ page: next })} />}
    </>
  )
}
