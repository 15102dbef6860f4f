import type { BudgetCategory } from '@ajanda/contracts/definitions.contract'
import type { BudgetCategoryInput } from '@ajanda/contracts/definitions-admin.contract'
import { Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { fractionToPercent } from '../../../shared/format/percent'
import { GenericTableView } from '../../../shared/ui/table/generic-table-view'
import { definitionQueryOptions, useDefinitionMutations } from '../definitions.api'
import { BudgetCategoryForm } from './budget-category-form'

/** /admin/budgets/budget-categories: the generic table with the category's own modal (tax rows). */
export function BudgetCategoriesTable() {
  const { t } = useTranslation('definitions')
  const list = useQuery(definitionQueryOptions('budget-categories'))
  const { save, remove } = useDefinitionMutations('budget-categories')
  return (
    <GenericTableView<BudgetCategory, BudgetCategoryInput>
      title={t('titles.budget-categories')}
      newLabel={t('newLabels.budget-categories')}
      rows={list.data}
      loading={list.isPending}
      rowLabel={(row) => row.name}
      emptyText={t('budgets.categoriesHint')}
      columns={[
        { key: 'name', title: t('fields.name'), render: (row) => row.name, sortValue: (row) => row.name },
        {
          key: 'name_en',
          title: t('fields.nameEn'),
          render: (row) => row.name_en ?? '',
          sortValue: (row) => row.name_en,
        },
        {
          key: 'vat_rate',
          title: t('fields.vat'),
          numeric: true,
          render: (row) => `%${fractionToPercent(row.vat_rate)}`,
          sortValue: (row) => Number(row.vat_rate),
        },
        {
          key: 'taxes',
          title: t('fields.taxes'),
          render: (row) =>
            row.taxes.length === 0 ? (
              t('budgets.noTaxes')
            ) : (
              <Text size="sm" span title={row.taxes.map((tax) => tax.name).join(', ')}>
                {t('budgets.taxesCount', { count: row.taxes.length })}
              </Text>
            ),
        },
      ]}
      form={{
        titles: { create: t('newLabels.budget-categories'), edit: t('editLabels.budget-categories') },
        size: 'xl',
        render: ({ row, onClose, onSave }) => (
          <BudgetCategoryForm row={row} onClose={onClose} onSave={onSave} />
        ),
      }}
      onSave={(input, row) => save.mutateAsync({ input, id: row?.id ?? null })}
      onDelete={(row) => remove.mutateAsync(row.id)}
    />
  )
}
