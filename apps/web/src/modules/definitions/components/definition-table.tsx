import type {
  DefinitionInput,
  DefinitionItem,
  EditableDefinitionName,
} from '@ajanda/contracts/definitions-admin.contract'
import { definitionInputSchemas } from '@ajanda/contracts/definitions-admin.contract'
import { useQuery } from '@tanstack/react-query'
import type { FieldValues } from 'react-hook-form'
import type * as z from 'zod'
import type { FormFieldDescription } from '../../../shared/ui/table/form-fields'
import { GenericTableView, type TableColumn } from '../../../shared/ui/table/generic-table-view'
import { definitionQueryOptions, useDefinitionMutations } from '../definitions.api'

export type DefinitionFormValues<N extends EditableDefinitionName> = z.input<
  (typeof definitionInputSchemas)[N]
> &
  FieldValues

/** What a definition's table shows and what its modal edits. */
export interface DefinitionTableConfig<N extends EditableDefinitionName> {
  name: N
  title: string
  newLabel: string
  columns: TableColumn<DefinitionItem<N>>[]
  fields: FormFieldDescription<DefinitionFormValues<N>>[]
  empty: DefinitionFormValues<N>
  toValues: (row: DefinitionItem<N>) => DefinitionFormValues<N>
  titles: { create: string; edit: string }
  canModify?: (row: DefinitionItem<N>) => boolean
  emptyText?: string
}

/** The generic table view bound to GET/POST/PUT/DELETE /definition/{name}[/{id}]. */
export function DefinitionTable<N extends EditableDefinitionName>({
  config,
}: {
  config: DefinitionTableConfig<N>
}) {
  const list = useQuery(definitionQueryOptions(config.name))
  const { save, remove } = useDefinitionMutations(config.name)
  const rows = list.data as readonly DefinitionItem<N>[] | undefined

  return (
    <GenericTableView<DefinitionItem<N>, DefinitionFormValues<N>>
      title={config.title}
      newLabel={config.newLabel}
      rows={rows}
      loading={list.isPending}
      columns={config.columns}
      rowLabel={(row) => row.name}
      canModify={config.canModify}
      emptyText={config.emptyText}
      form={{
        fields: config.fields,
        schema: definitionInputSchemas[config.name] as unknown as z.ZodType<FieldValues, FieldValues>,
        empty: config.empty,
        toValues: config.toValues,
        titles: config.titles,
      }}
      onSave={(values, row) =>
        save.mutateAsync({ input: values as unknown as DefinitionInput<N>, id: row?.id ?? null })
      }
      onDelete={(row) => remove.mutateAsync(row.id)}
    />
  )
}
