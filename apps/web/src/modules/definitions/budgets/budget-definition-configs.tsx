import type { BudgetCategory } from '@ajanda/contracts/definitions.contract'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { DefinitionTableConfig } from '../components/definition-table'
import { definitionQueryOptions } from '../definitions.api'

/** The items' and groups' tables: a category each, picked from the company's budget categories. */
export function useBudgetDefinitionConfigs(): {
  'budget-items': DefinitionTableConfig<'budget-items'>
  'budget-groups': DefinitionTableConfig<'budget-groups'>
} {
  const { t } = useTranslation('definitions')
  const categories: readonly BudgetCategory[] =
    useQuery(definitionQueryOptions('budget-categories')).data ?? []
  const items = useQuery(definitionQueryOptions('budget-items')).data ?? []
  const categoryName = new Map(categories.map((category) => [category.id, category.name]))
  const itemName = new Map(items.map((item) => [item.id, item.name]))
  const categoryOptions = categories.map((category) => ({ value: category.id, label: category.name }))
  const texts = (name: 'budget-items' | 'budget-groups') => ({
    title: t(`titles.${name}`),
    newLabel: t(`newLabels.${name}`),
    titles: { create: t(`newLabels.${name}`), edit: t(`editLabels.${name}`) },
  })
  const common = [
    {
      key: 'name',
      title: t('fields.name'),
      render: (row: { name: string }) => row.name,
      sortValue: (row: { name: string }) => row.name,
    },
    {
      key: 'name_en',
      title: t('fields.nameEn'),
      render: (row: { name_en: string | null }) => row.name_en ?? '',
      sortValue: (row: { name_en: string | null }) => row.name_en,
    },
    {
      key: 'category',
      title: t('fields.category'),
      render: (row: { category_id: number }) => categoryName.get(row.category_id) ?? '',
      sortValue: (row: { category_id: number }) => categoryName.get(row.category_id) ?? '',
    },
  ]
  const fields = [
    { name: 'name', label: t('fields.name'), kind: 'text', required: true, maxLength: 150 },
    { name: 'name_en', label: t('fields.nameEn'), kind: 'text', maxLength: 150 },
    {
      name: 'category_id',
      label: t('fields.category'),
      kind: 'select',
      numeric: true,
      required: true,
      options: categoryOptions,
    },
  ] as const

  return {
    'budget-items': {
      name: 'budget-items',
      ...texts('budget-items'),
      columns: common,
      fields: [...fields],
      empty: { name: '', name_en: '', category_id: undefined as unknown as number },
      toValues: (row) => ({ name: row.name, name_en: row.name_en ?? '', category_id: row.category_id }),
    },
    'budget-groups': {
      name: 'budget-groups',
      ...texts('budget-groups'),
      columns: [
        ...common,
        {
          key: 'items',
          title: t('fields.items'),
          render: (row) =>
            row.items
              .map((id) => itemName.get(id))
              .filter(Boolean)
              .join(', '),
        },
      ],
      fields: [
        ...fields,
        {
          name: 'items',
          label: t('fields.items'),
          kind: 'multiselect',
          numeric: true,
          // Labelled with their category: a group takes the items of its own category.
          options: items.map((item) => ({
            value: item.id,
            label: `${item.name} · ${categoryName.get(item.category_id) ?? ''}`,
          })),
        },
      ],
      empty: { name: '', name_en: '', category_id: undefined as unknown as number, items: [] },
      toValues: (row) => ({
        name: row.name,
        name_en: row.name_en ?? '',
        category_id: row.category_id,
        items: row.items,
      }),
      emptyText: t('budgets.groupsHint'),
    },
  }
}
