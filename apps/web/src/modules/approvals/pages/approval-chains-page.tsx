import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { localName } from '../../../shared/format/names'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { usersQueryOptions } from '../../users/users.api'
import { approvalChainsQueryOptions } from '../approvals.api'
import { ApprovalChainCard } from '../components/approval-chain-card'

/** /admin/approval-chain: a card per request type with its ordered approval steps. */
export function ApprovalChainsPage() {
  const { t } = useTranslation('approvals')
  const chains = useQuery(approvalChainsQueryOptions())
  const users = useQuery(usersQueryOptions())
  const positions = useQuery(definitionQueryOptions('positions'))
  const queries = [chains, users, positions]

  // Deactivated people are not offered (the server refuses them too).
  const people = (users.data ?? [])
    .filter((user) => user.deleted_at === null)
    .map((user) => ({ value: String(user.id), label: user.full_name }))
  const positionOptions = (positions.data ?? []).map((position) => ({
    value: String(position.id),
    label: localName(position),
  }))

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="h3">
          {t('page.title')}
        </Title>
        <Text c="dimmed" maw={720}>
          {t('page.text')}
        </Text>
      </div>
      {queries.some((query) => query.isError) ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <span>{t('page.loadFailed')}</span>
            <Button
              size="xs"
              variant="light"
              color="red.8"
              onClick={() => {
                for (const query of queries) if (query.isError) void query.refetch()
              }}
            >
              {t('page.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !chains.data || !users.data || !positions.data ? (
        <Loader aria-label={t('page.loading')} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {chains.data.map((chain) => (
            <ApprovalChainCard
              key={chain.request_type}
              chain={chain}
              people={people}
              positions={positionOptions}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
