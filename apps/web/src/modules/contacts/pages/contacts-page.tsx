import type { ContactType } from '@ajanda/contracts/contacts.contract'
import { Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { nextSort, SortableHeader } from '../../../shared/ui/table/sortable-header'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { ImportButton } from '../../imports/components/import-modal'
import { ContactsTable } from '../components/contacts-table'
import { openContactModal } from '../contact-modal-store'
import { type ContactListFilters, contactListQueryOptions } from '../contacts.api'

const SEARCH_DEBOUNCE_MS = 400

/** /contacts: every contact of clients and suppliers, by type, searchable and paged. */
export function ContactsPage() {
  const { t } = useTranslation(['crm', 'common'])
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const [filters, setFilters] = useState<Omit<ContactListFilters, 'search'>>({
    type: null,
    sortBy: 'name',
    sortOrder: 'asc',
    page: 1,
  })
  const list = useQuery(contactListQueryOptions({ ...filters, search: debounced }))
  const filtered = debounced.trim() !== '' || filters.type !== null
  const rows = list.data?.data
  const newButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openContactModal()}>
      {t('contacts.new')}
    </Button>
  )

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text component="h2" fw={650} fz="h3">
          {t('contacts.title')}
        </Text>
        <Group gap="sm">
          <ImportButton entity="contacts" />
          {newButton}
        </Group>
      </Group>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('contacts.title')}>
        <Group mb="md" gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('contacts.type')}
            data={[
              { value: 'all', label: t('status.all') },
              { value: 'C', label: t('contacts.types.C') },
              { value: 'S', label: t('contacts.types.S') },
            ]}
            value={filters.type ?? 'all'}
            onChange={(value) =>
              setFilters((old) => ({
                ...old,
                page: 1,
                type: value === 'all' ? null : (value as ContactType),
              }))
            }
          />
          <TextInput
            placeholder={t('common:table.search')}
            aria-label={t('contacts.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value)
              setFilters((old) => ({ ...old, page: 1 }))
            }}
            w={240}
          />
        </Group>
        <ContactsTable
          rows={rows}
          showCompany
          header={
            <SortableHeader
              sorted={filters.sortBy === 'name' ? filters.sortOrder : null}
              onSort={() => {
                const next = nextSort({ by: filters.sortBy, order: filters.sortOrder }, 'name')
                setFilters((old) => ({ ...old, page: 1, sortBy: next.by, sortOrder: next.order }))
              }}
            >
              {t('contacts.fields.name')}
            </SortableHeader>
          }
        />
        {rows && rows.length === 0 && (
          <EmptyResults
            filtered={filtered}
            text={filtered ? t('contacts.empty') : t('contacts.none')}
            action={newButton}
          />
        )}
        {list.data && (
          <TablePager page={list.data} onChange={(page) => setFilters((old) => ({ ...old, page }))} />
        )}
      </Card>
    </Stack>
  )
}
