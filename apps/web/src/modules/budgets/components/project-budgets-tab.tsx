import { percentForDisplay } from '@ajanda/contracts/budget-calc'
import type { Project } from '@ajanda/contracts/projects.contract'
import { Alert, Anchor, Button, Group, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { formatDateTime } from '../../../shared/format/dates'
import { formatDecimalMoney } from '../../../shared/format/money'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { ToneBadge } from '../../../shared/ui/tone-badge'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { projectBudgetsQueryOptions, useMakeMainBudget } from '../budgets.api'
import { budgetEditorPath } from '../budgets.routes'
import { CreateBudgetModal } from './create-budget-modal'
import { ReviewBadge } from './review-badge'

/**
 * The project page's "Bütçeler" tab: the project's budgets and "Yeni Bütçe" (not on a project read only by
 * taking part, decisions/0047: its budgets open read-only).
 */
export function ProjectBudgetsTab({
  project,
}: {
  project: Pick<Project, 'code' | 'project_type' | 'can_edit' | 'read_only'>
}) {
  const { t, i18n } = useTranslation('budgets')
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const query = useQuery(projectBudgetsQueryOptions(project.code))
  const makeMain = useMakeMainBudget(project.code)
  const types = useQuery(definitionQueryOptions('project-types')).data
  const budgetType = types?.find((type) => type.id === project.project_type?.id)?.budget_type
  const pathOf = (code: string) => budgetEditorPath(project.code, code, budgetType)
  const newButton = project.read_only ? null : (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('list.new')}
    </Button>
  )

  let body: React.ReactNode
  if (query.isPending) body = <Skeleton height={160} aria-label={t('list.label')} />
  else if (query.isError)
    body = (
      <Alert color="red.9" title={t('loadFailed')}>
        <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    )
  else if (query.data.length === 0)
    body = (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Text fw={600}>{t('list.empty')}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          {t('list.emptyText')}
        </Text>
        {newButton}
      </Stack>
    )
  else
    body = (
      <Table.ScrollContainer minWidth={800}>
        <Table highlightOnHover aria-label={t('list.label')} style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.name')}</Table.Th>
              <Table.Th>{t('list.currency')}</Table.Th>
              <Table.Th ta="right">{t('list.total')}</Table.Th>
              <Table.Th ta="right">{t('list.profitRatio')}</Table.Th>
              <Table.Th ta="right">{t('list.items')}</Table.Th>
              <Table.Th>{t('list.status')}</Table.Th>
              <Table.Th>{t('list.updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((budget) => (
              <Table.Tr key={budget.code}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={pathOf(budget.code)}
                      aria-label={t('list.open', { name: budget.name })}
                    >
                      {budget.name}
                    </Anchor>
                    {budget.is_main && query.data.length > 1 && (
                      <Tooltip label={t('list.mainHint')}>
                        <span>
                          <ToneBadge tone="blue" testId="main-budget">
                            {t('list.main')}
                          </ToneBadge>
                        </span>
                      </Tooltip>
                    )}
                    {!budget.is_main && project.can_edit && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        loading={makeMain.isPending && makeMain.variables === budget.code}
                        aria-label={t('list.makeMainLabel', { name: budget.name })}
                        onClick={() =>
                          makeMain.mutate(budget.code, {
                            onSuccess: (answer) => notifySuccess(answer.message),
                            onError: (error) => notifyError(isApiError(error) ? error.message : null),
                          })
                        }
                      >
                        {t('list.makeMain')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{budget.currency}</Table.Td>
                <Table.Td ta="right">
                  {formatDecimalMoney(budget.total_sell_with_service_fee, budget.currency)}
                </Table.Td>
                <Table.Td ta="right">
                  %{percentForDisplay(budget.current_profit_ratio).replace('.', ',')}
                </Table.Td>
                <Table.Td ta="right">{budget.items_count}</Table.Td>
                <Table.Td>
                  <ReviewBadge status={budget.review_status} />
                </Table.Td>
                <Table.Td>{formatDateTime(budget.updated_at, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )

  return (
    <Stack gap="md">
      {!!query.data?.length && newButton && <Group justify="flex-end">{newButton}</Group>}
      {body}
      <CreateBudgetModal
        opened={creating}
        projectCode={project.code}
        budgets={query.data ?? []}
        onClose={() => setCreating(false)}
        onCreated={(code) => navigate(pathOf(code))}
      />
    </Stack>
  )
}
