import { USER_STATUSES, type UserStatus } from '@ajanda/contracts/users-admin.contract'
import {
  Anchor,
  Avatar,
  Button,
  Card,
  ColorSwatch,
  Group,
  Select,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch, IconUserPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../shared/format/dates'
import { initials, localName } from '../../../shared/format/names'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { type ColumnPriority, lowPriority, phoneTable } from '../../../shared/ui/table/column-priority'
import { nextSort, SortableHeader, type SortState } from '../../../shared/ui/table/sortable-header'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { InviteUserModal } from '../components/invite-user-modal'
import { UserRowMenu } from '../components/user-row-menu'
import { UserStatusBadge } from '../components/user-status-badge'
import { adminUsersQueryOptions } from '../users.api'

type SortColumn = 'full_name' | 'email' | 'created_at'
const PAGE_SIZE = 20
const SEARCH_DEBOUNCE_MS = 400

/** /admin/organisation: everyone of the company, searchable, sortable, paged; invite and manage. */
export function OrganisationPage() {
  const { t, i18n } = useTranslation(['people', 'common'])
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const [status, setStatus] = useState<UserStatus>('active')
  const [sort, setSort] = useState<SortState<SortColumn>>({ by: 'full_name', order: 'asc' })
  const [page, setPage] = useState(1)
  const [inviting, setInviting] = useState(false)
  const list = useQuery(
    adminUsersQueryOptions({
      page,
      page_size: PAGE_SIZE,
      sort_by: sort.by,
      sort_order: sort.order,
      search: debounced || undefined,
      status,
    }),
  )
  const rows = list.data?.data
  const header = (column: SortColumn, priority?: ColumnPriority) => (
    <SortableHeader
      priority={priority}
      sorted={sort.by === column ? sort.order : null}
      onSort={() => {
        setSort(nextSort(sort, column))
        setPage(1)
      }}
    >
      {t(`columns.${column}`)}
    </SortableHeader>
  )
  const inviteButton = (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
      {t('invite.open')}
    </Button>
  )

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="people-title">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Text component="h2" fw={650} fz="h4" id="people-title">
          {t('list.title')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <TextInput
            placeholder={t('common:table.search')}
            aria-label={t('list.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value)
              setPage(1)
            }}
            w={240}
          />
          <Select
            aria-label={t('list.status')}
            data={USER_STATUSES.map((value) => ({ value, label: t(`list.statuses.${value}`) }))}
            value={status}
            onChange={(value) => {
              if (!value) return
              setStatus(value as UserStatus)
              setPage(1)
            }}
            allowDeselect={false}
            w={150}
          />
          {inviteButton}
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={1040} {...phoneTable}>
        <Table stickyHeader highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {header('full_name')}
              {header('email', 'low')}
              <Table.Th {...lowPriority}>{t('columns.position')}</Table.Th>
              <Table.Th {...lowPriority}>{t('columns.team')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              {header('created_at', 'low')}
              <Table.Th w={60}>
                <Text span size="sm" fw={600}>
                  {t('common:table.actions')}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!rows ? (
              <TableSkeletonRows columns={7} />
            ) : (
              rows.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={user.profile_picture_full} alt="" size={30} radius="xl" color="brand">
                        {initials(user.full_name)}
                      </Avatar>
                      <Anchor component={Link} to={`/admin/user/${user.code}`} fw={500} size="sm">
                        {user.full_name}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td {...lowPriority}>{user.email}</Table.Td>
                  <Table.Td {...lowPriority}>{user.position ? localName(user.position) : ''}</Table.Td>
                  <Table.Td {...lowPriority}>
                    {user.team && (
                      <Group gap={6} wrap="nowrap">
                        <ColorSwatch color={user.team.color ?? '#868E96'} size={12} aria-hidden />
                        {user.team.name}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <UserStatusBadge user={user} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                    {formatDate(user.created_at, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    <UserRowMenu user={user} />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows && rows.length === 0 && (
        <EmptyResults
          filtered={debounced !== ''}
          text={debounced ? t('list.empty') : undefined}
          action={inviteButton}
        />
      )}
      {list.data && <TablePager page={list.data} onChange={setPage} />}
      <InviteUserModal opened={inviting} onClose={() => setInviting(false)} />
    </Card>
  )
}
