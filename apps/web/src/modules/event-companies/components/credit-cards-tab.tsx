import { type CreditCard, creditCardInputSchema } from '@ajanda/contracts/event-companies.contract'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { GenericTableView } from '../../../shared/ui/table/generic-table-view'
import { creditCardsQueryOptions, useCreditCardMutations } from '../event-companies.api'

/** The company's credit cards (name only): list, add and edit modal, delete with confirmation. */
export function CreditCardsTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company')
  const list = useQuery(creditCardsQueryOptions(companyId))
  const { save, remove } = useCreditCardMutations(companyId)

  return (
    <GenericTableView<CreditCard, { name: string }>
      title={t('cards.title')}
      newLabel={t('cards.new')}
      rows={list.data}
      loading={list.isPending}
      rowLabel={(row) => row.name}
      columns={[
        { key: 'name', title: t('cards.name'), render: (row) => row.name, sortValue: (row) => row.name },
      ]}
      emptyText={t('cards.empty')}
      form={{
        fields: [{ name: 'name', label: t('cards.name'), kind: 'text', required: true, maxLength: 100 }],
        schema: creditCardInputSchema,
        empty: { name: '' },
        toValues: (row) => ({ name: row.name }),
        titles: { create: t('cards.new'), edit: t('cards.edit') },
      }}
      onSave={(input, row) => save.mutateAsync({ input, cardId: row?.id ?? null })}
      onDelete={(row) => remove.mutateAsync(row.id)}
    />
  )
}
