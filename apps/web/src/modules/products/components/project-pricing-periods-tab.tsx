import type { PricingPeriod } from '@ajanda/contracts/products.contract'
import type { Project } from '@ajanda/contracts/projects.contract'
import { ActionIcon, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'
import { confirmAction } from '../../../shared/ui/confirm'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { pricingPeriodsQueryOptions, useProductWrites } from '../products.api'
import { registerProductTexts } from '../products-texts'
import { PricingPeriodModal } from './pricing-period-modal'

registerProductTexts()

/** The project's "Fiyat Dönemleri" tab (/project/{code}/pricing-periods): its periods in date order. */
export function ProjectPricingPeriodsTab({ project }: { project: Project }) {
  const { t } = useTranslation('products')
  // A project read only by taking part (decisions/0047): the periods, no writes.
  const readOnly = project.read_only
  const list = useQuery(pricingPeriodsQueryOptions(project.code))
  const { removePeriod } = useProductWrites(project.code)
  const [editing, setEditing] = useState<PricingPeriod | null | undefined>(undefined)
  const rows = list.data?.data

  const remove = async (period: PricingPeriod) => {
    if (!(await confirmAction({ message: t('removePeriod', { name: period.name }), irreversible: true })))
      return
    try {
      notifySuccess((await removePeriod.mutateAsync(period.id)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {t('periodsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('periodsIntro')}
          </Text>
        </div>
        {!readOnly && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('addPeriod')}
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
        <EmptyResults
          title={t('emptyPeriods')}
          text={readOnly ? undefined : t('emptyPeriodsHint')}
          action={
            readOnly ? undefined : (
              <Button variant="light" onClick={() => setEditing(null)}>
                {t('addPeriod')}
              </Button>
            )
          }
        />
      )}
      {(list.isPending || (rows && rows.length > 0)) && (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.kind')}</Table.Th>
                <Table.Th>{t('columns.dates')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending && <TableSkeletonRows columns={4} rows={3} />}
              {rows?.map((period) => (
                <Table.Tr key={period.id}>
                  <Table.Td fw={600}>{period.name}</Table.Td>
                  <Table.Td>{t(`kinds.${period.kind}`)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(period.starts_on)} – {formatDate(period.ends_on)}
                  </Table.Td>
                  <Table.Td>
                    {!readOnly && (
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('editPeriodOf', { name: period.name })}
                          onClick={() => setEditing(period)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={t('removeOf', { name: period.name })}
                          onClick={() => void remove(period)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing !== undefined && (
        <PricingPeriodModal
          projectCode={project.code}
          period={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  )
}
