import { BUDGET_TYPES, PAYMENT_METHOD_TYPES } from '@ajanda/contracts/definitions.contract'
import type { EditableDefinitionName } from '@ajanda/contracts/definitions-admin.contract'
import { Badge } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { divisionsQueryOptions } from '../../users/users.api'
import type { DefinitionTableConfig } from './definition-table'
import { englishNameParts } from './english-name'

/** The definitions of /admin/definitions/{subpage}, in the order of their tabs. */
export const DEFINITION_SUBPAGES = [
  'project-types',
  'meeting-types',
  'contact-positions',
  'expense-sources',
  'client-industries',
  'supplier-categories',
  'tax-offices',
] as const
export type DefinitionSubpage = (typeof DEFINITION_SUBPAGES)[number]

type NamedOnly = 'contact-positions' | 'expense-sources' | 'client-industries' | 'supplier-categories'

export function isDefinitionSubpage(value: string | undefined): value is DefinitionSubpage {
  return (DEFINITION_SUBPAGES as readonly string[]).includes(value ?? '')
}

/** The table and modal of every editable definition (positions and payment methods have pages of their own). */
export function useDefinitionConfigs(): {
  [N in DefinitionSubpage | 'payment-methods']: DefinitionTableConfig<N>
} {
  const { t } = useTranslation(['definitions', 'common'])
  const divisions = useQuery(divisionsQueryOptions()).data ?? []
  const divisionName = new Map(divisions.map((division) => [division.id, division.name]))
  const yesNo = (value: boolean) => (
    <Badge variant="dot" color={value ? 'green.6' : 'gray.6'}>
      {value ? t('common:yes') : t('common:no')}
    </Badge>
  )
  const nameColumn = {
    key: 'name',
    title: t('fields.name'),
    render: (row: { name: string }) => row.name,
    sortValue: (row: { name: string }) => row.name,
  }
  const nameField = { name: 'name', label: t('fields.name'), kind: 'text', required: true } as const
  const { column: nameEnColumn, field: nameEnField } = englishNameParts(t)
  const texts = (name: EditableDefinitionName) => ({
    title: t(`titles.${name}`),
    newLabel: t(`newLabels.${name}`),
    titles: { create: t(`newLabels.${name}`), edit: t(`editLabels.${name}`) },
  })
  const named = <N extends NamedOnly>(name: N): DefinitionTableConfig<N> => ({
    name,
    ...texts(name),
    columns: [nameColumn, nameEnColumn],
    // The four named lists share one shape; the casts only restate that for the generic N.
    fields: [nameField, nameEnField] as DefinitionTableConfig<N>['fields'],
    empty: { name: '', name_en: '' } as DefinitionTableConfig<N>['empty'],
    toValues: (row) => ({ name: row.name, name_en: row.name_en ?? '' }) as DefinitionTableConfig<N>['empty'],
  })

  return {
    'project-types': {
      name: 'project-types',
      ...texts('project-types'),
      columns: [
        nameColumn,
        nameEnColumn,
        {
          key: 'budget_type',
          title: t('fields.budgetType'),
          render: (row) => t(`budgetTypes.v${row.budget_type}`),
          sortValue: (row) => row.budget_type,
        },
        {
          key: 'divisions',
          title: t('fields.divisions'),
          render: (row) =>
            row.divisions
              .map((id) => divisionName.get(id))
              .filter(Boolean)
              .join(', ') || t('allDivisions'),
        },
      ],
      fields: [
        nameField,
        nameEnField,
        {
          name: 'budget_type',
          label: t('fields.budgetType'),
          kind: 'select',
          numeric: true,
          required: true,
          options: BUDGET_TYPES.map((value) => ({ value, label: t(`budgetTypes.v${value}`) })),
        },
        {
          name: 'divisions',
          label: t('fields.divisions'),
          kind: 'multiselect',
          numeric: true,
          options: divisions.map((division) => ({ value: division.id, label: division.name })),
        },
      ],
      empty: { name: '', name_en: '', budget_type: 1, divisions: [] },
      toValues: (row) => ({
        name: row.name,
        name_en: row.name_en ?? '',
        budget_type: row.budget_type,
        divisions: row.divisions,
      }),
    },
    'meeting-types': {
      name: 'meeting-types',
      ...texts('meeting-types'),
      columns: [
        nameColumn,
        nameEnColumn,
        ...(['can_be_with_client', 'can_be_with_supplier', 'can_be_with_sponsor'] as const).map((flag) => ({
          key: flag,
          title: t(`fields.${flag}`),
          render: (row: { [key in typeof flag]: boolean }) => yesNo(row[flag]),
        })),
      ],
      fields: [
        nameField,
        nameEnField,
        { name: 'can_be_with_client', label: t('fields.can_be_with_client'), kind: 'checkbox' },
        { name: 'can_be_with_supplier', label: t('fields.can_be_with_supplier'), kind: 'checkbox' },
        { name: 'can_be_with_sponsor', label: t('fields.can_be_with_sponsor'), kind: 'checkbox' },
      ],
      empty: {
        name: '',
        name_en: '',
        can_be_with_client: false,
        can_be_with_supplier: false,
        can_be_with_sponsor: false,
      },
      toValues: (row) => ({
        name: row.name,
        name_en: row.name_en ?? '',
        can_be_with_client: row.can_be_with_client,
        can_be_with_supplier: row.can_be_with_supplier,
        can_be_with_sponsor: row.can_be_with_sponsor,
      }),
    },
    'contact-positions': named('contact-positions'),
    'expense-sources': named('expense-sources'),
    'client-industries': named('client-industries'),
    'supplier-categories': named('supplier-categories'),
    'tax-offices': {
      name: 'tax-offices',
      ...texts('tax-offices'),
      columns: [
        { key: 'code', title: t('fields.code'), render: (row) => row.code, sortValue: (row) => row.code },
        {
          key: 'name',
          title: t('fields.name'),
          render: (row) => (
            <>
              {row.name}{' '}
              {row.event_company_id === null && (
                <Badge variant="outline" color="gray.7" size="sm" ml={4}>
                  {t('shared')}
                </Badge>
              )}
            </>
          ),
          sortValue: (row) => row.name,
        },
        {
          key: 'city',
          title: t('fields.city'),
          render: (row) => row.city ?? '',
          sortValue: (row) => row.city,
        },
      ],
      fields: [
        { name: 'code', label: t('fields.code'), kind: 'text', required: true, maxLength: 10 },
        nameField,
        { name: 'city', label: t('fields.city'), kind: 'text' },
      ],
      empty: { code: '', name: '', city: '' },
      toValues: (row) => ({ code: row.code, name: row.name, city: row.city ?? '' }),
      canModify: (row) => row.event_company_id !== null,
      emptyText: t('taxOfficesHint'),
    },
    'payment-methods': {
      name: 'payment-methods',
      ...texts('payment-methods'),
      columns: [
        nameColumn,
        nameEnColumn,
        {
          key: 'type',
          title: t('fields.type'),
          render: (row) => t(`paymentTypes.${row.type}`),
          sortValue: (row) => t(`paymentTypes.${row.type}`),
        },
        {
          key: 'is_active',
          title: t('fields.status'),
          render: (row) => (
            <Badge variant="dot" color={row.is_active ? 'green.6' : 'gray.6'}>
              {row.is_active ? t('common:status.active') : t('common:status.inactive')}
            </Badge>
          ),
        },
      ],
      fields: [
        nameField,
        { ...nameEnField, maxLength: 100 },
        {
          name: 'type',
          label: t('fields.type'),
          kind: 'select',
          required: true,
          options: PAYMENT_METHOD_TYPES.map((value) => ({ value, label: t(`paymentTypes.${value}`) })),
        },
        { name: 'is_active', label: t('fields.isActive'), kind: 'checkbox' },
      ],
      empty: { name: '', name_en: '', type: 'CASH', is_active: true },
      toValues: (row) => ({
        name: row.name,
        name_en: row.name_en ?? '',
        type: row.type,
        is_active: row.is_active,
      }),
    },
  }
}
