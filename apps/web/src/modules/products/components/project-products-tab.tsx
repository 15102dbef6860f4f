import { PRODUCT_TYPE_LABELS } from '@ajanda/contracts/budget-labels'
import type { Product } from '@ajanda/contracts/products.contract'
import type { Project } from '@ajanda/contracts/projects.contract'
import { ActionIcon, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDecimalMoney } from '../../../shared/format/money'
import { fractionToPercent } from '../../../shared/format/percent'
import { confirmAction } from '../../../shared/ui/confirm'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { pricingPeriodsQueryOptions, productsQueryOptions, useProductWrites } from '../products.api'
import { registerProductTexts } from '../products-texts'
import { ProductModal } from './product-modal'

registerProductTexts()

/**
 * The project's "Ürünler" tab (/project/{code}/products): its products with type, capacity, VAT, a price
 * column per pricing period and the budget line; added and edited in a modal.
 */
export function ProjectProductsTab({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('products')
  // A project read only by taking part (decisions/0047): the products and prices, no writes.
  const readOnly = project.read_only
  const lang = i18n.language.startsWith('en') ? 'en' : 'tr'
  const list = useQuery(productsQueryOptions(project.code))
  const periodList = useQuery(pricingPeriodsQueryOptions(project.code))
  const { removeProduct } = useProductWrites(project.code)
  const [editing, setEditing] = useState<Product | null | undefined>(undefined)
  const rows = list.data?.data
  const periods = periodList.data?.data ?? []
  const named = (row: { name: string; name_en: string | null }) =>
    lang === 'en' && row.name_en ? row.name_en : row.name

  const remove = async (product: Product) => {
    if (!(await confirmAction({ message: t('removeProduct', { name: product.name }), irreversible: true })))
      return
    try {
      notifySuccess((await removeProduct.mutateAsync(product.id)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </div>
        {!readOnly && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('add')}
          </Button>
        )}
      </Group>
      {(list.error || periodList.error) && (
        <LoadErrorAlert
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => {
            void list.refetch()
            void periodList.refetch()
          }}
        />
      )}
      {rows && rows.length === 0 && (
        <EmptyResults
          title={t('empty')}
          text={readOnly ? undefined : t('emptyHint')}
          action={
            readOnly ? undefined : (
              <Button variant="light" onClick={() => setEditing(null)}>
                {t('add')}
              </Button>
            )
          }
        />
      )}
      {(list.isPending || (rows && rows.length > 0)) && (
        <Table.ScrollContainer minWidth={640 + periods.length * 120}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.type')}</Table.Th>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.capacity')}</Table.Th>
                <Table.Th>{t('columns.vat')}</Table.Th>
                {periods.map((period) => (
                  <Table.Th key={period.id} style={{ whiteSpace: 'nowrap' }}>
                    {named(period)}
                  </Table.Th>
                ))}
                <Table.Th>{t('columns.budgetLine')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending && <TableSkeletonRows columns={6 + periods.length} rows={3} />}
              {rows?.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>{PRODUCT_TYPE_LABELS[lang][product.product_type]}</Table.Td>
                  <Table.Td fw={600}>{named(product)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {product.capacity === null
                      ? t('takenUnlimited', { taken: product.seats_taken })
                      : t('taken', { taken: product.seats_taken, capacity: product.capacity })}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>%{fractionToPercent(product.vat_rate)}</Table.Td>
                  {periods.map((period) => {
                    const price = product.prices.find((row) => row.pricing_period_id === period.id)
                    return (
                      <Table.Td key={period.id} style={{ whiteSpace: 'nowrap' }}>
                        {price ? formatDecimalMoney(price.price, product.currency) : t('noPrice')}
                      </Table.Td>
                    )
                  })}
                  <Table.Td>{product.budget_item_name ?? t('noBudgetLine')}</Table.Td>
                  <Table.Td>
                    {!readOnly && (
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('editOf', { name: product.name })}
                          onClick={() => setEditing(product)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={t('removeOf', { name: product.name })}
                          onClick={() => void remove(product)}
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
        <ProductModal
          projectCode={project.code}
          product={editing}
          periods={periods}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  )
}
