import {
  SIMILARITY_KINDS,
  type SimilarityKind,
  type SimilarityRecord,
} from '@ajanda/contracts/similarity.contract'
import { Anchor, Badge, Button, Card, Group, Stack, Table, Tabs, Text } from '@mantine/core'
import { IconArrowMerge } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { NotFoundPage } from '../../../shared/pages/not-found-page'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { MergeModal } from '../components/merge-modal'
import { similarityQueryOptions } from '../similarity.api'

const isKind = (value: string | undefined): value is SimilarityKind =>
  (SIMILARITY_KINDS as readonly string[]).includes(value ?? '')

const PROFILE: Record<SimilarityKind, string | null> = {
  contacts: null,
  clients: '/client',
  suppliers: '/supplier',
}

function SimilarTable({ kind }: { kind: SimilarityKind }) {
  const { t } = useTranslation(['admin', 'common'])
  const [page, setPage] = useState(1)
  const [merging, setMerging] = useState<SimilarityRecord | null>(null)
  const list = useQuery(similarityQueryOptions(kind, page))
  const rows = list.data?.data
  const profile = PROFILE[kind]

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t(`similar.tabs.${kind}`)}>
      <Table.ScrollContainer minWidth={640}>
        <Table stickyHeader verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('similar.name')}</Table.Th>
              <Table.Th>{t('similar.similar')}</Table.Th>
              <Table.Th w={140}>{t('common:table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!rows ? (
              <TableSkeletonRows columns={3} />
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.id} data-testid="similar-row">
                  <Table.Td>
                    <Stack gap={2}>
                      <Text fw={500} size="sm">
                        {row.name}
                      </Text>
                      {profile && row.code && (
                        <Anchor component={Link} to={`${profile}/${row.code}`} size="xs">
                          {t('similar.view')}
                        </Anchor>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      {row.data.map((similar) => (
                        <Group key={similar.id} gap="xs" wrap="nowrap">
                          <Badge
                            variant="light"
                            color={similar.percent === 100 ? 'red.9' : 'orange.9'}
                            w={56}
                          >
                            %{similar.percent}
                          </Badge>
                          {profile && similar.code ? (
                            <Anchor component={Link} to={`${profile}/${similar.code}`} size="sm">
                              {similar.name}
                            </Anchor>
                          ) : (
                            <Text size="sm">{similar.name}</Text>
                          )}
                        </Group>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowMerge size={14} aria-hidden />}
                      onClick={() => setMerging(row)}
                      aria-label={`${t('similar.merge')}: ${row.name}`}
                    >
                      {t('similar.merge')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows && rows.length === 0 && <EmptyResults text={t(`similar.empty.${kind}`)} />}
      {list.data && <TablePager page={list.data} onChange={setPage} />}
      <MergeModal kind={kind} row={merging} onClose={() => setMerging(null)} />
    </Card>
  )
}

/** /admin/similarRecords/{contacts,clients,suppliers}: likely duplicates with their percent, and merging. */
export function SimilarRecordsPage() {
  const { t } = useTranslation('admin')
  const { subpage } = useParams()
  const navigate = useNavigate()
  if (!isKind(subpage)) return <NotFoundPage />

  return (
    <Stack gap="md">
      <Tabs value={subpage} onChange={(value) => value && void navigate(`/admin/similarRecords/${value}`)}>
        <Tabs.List aria-label={t('similar.tabsLabel')}>
          {SIMILARITY_KINDS.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`similar.tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <SimilarTable key={subpage} kind={subpage} />
    </Stack>
  )
}
