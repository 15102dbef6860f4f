import {
  BUDGET_NAME_MAX,
  type BudgetTemplate,
  budgetTemplateInputSchema,
} from '@ajanda/contracts/budgets.contract'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'
import { GenericTableView, type TableColumn } from '../../../shared/ui/table/generic-table-view'
import { type TemplateTableName, templateListOptions, useTemplateMutations } from './budget-templates.api'

type TemplateValues = { name: string }

/**
 * /admin/budgets/budget-templates and /budget-category-templates: templates are saved from a budget
 * (the editor's "Şablon olarak kaydet"); here they are named anew, added empty, or deleted.
 */
export function BudgetTemplatesTable({ name }: { name: TemplateTableName }) {
  const { t, i18n } = useTranslation('definitions')
  const list = useQuery(templateListOptions(name))
  const { save, remove } = useTemplateMutations(name)
  const counts: TableColumn<BudgetTemplate>[] = [
    {
      key: 'items_count',
      title: t('fields.itemsCount'),
      numeric: true,
      render: (row) => row.items_count,
      sortValue: (row) => row.items_count,
    },
  ]
  if (name === 'budget-templates')
    counts.unshift({
      key: 'categories_count',
      title: t('fields.categoriesCount'),
      numeric: true,
      render: (row) => row.categories_count,
      sortValue: (row) => row.categories_count,
    })

  return (
    <GenericTableView<BudgetTemplate, TemplateValues>
      title={t(`titles.${name}`)}
      newLabel={t(`newLabels.${name}`)}
      rows={list.data}
      loading={list.isPending}
      rowLabel={(row) => row.name}
      emptyText={t(name === 'budget-templates' ? 'budgets.templatesHint' : 'budgets.categoryTemplatesHint')}
      columns={[
        { key: 'name', title: t('fields.name'), render: (row) => row.name, sortValue: (row) => row.name },
        ...counts,
        {
          key: 'created_at',
          title: t('fields.createdAt'),
          render: (row) => formatDate(row.created_at, i18n.language),
          sortValue: (row) => row.created_at,
        },
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text', required: true, maxLength: BUDGET_NAME_MAX },
        ],
        schema: budgetTemplateInputSchema,
        empty: { name: '' },
        toValues: (row) => ({ name: row.name }),
        titles: { create: t(`newLabels.${name}`), edit: t(`editLabels.${name}`) },
      }}
      onSave={(values, row) => save.mutateAsync({ name: values.name, id: row?.id ?? null })}
      onDelete={(row) => remove.mutateAsync(row.id)}
    />
  )
}
