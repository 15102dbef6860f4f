import type { BudgetLine } from '@ajanda/contracts/budgets.contract'
import { BUDGET_SUPPLIERS_MAX } from '@ajanda/contracts/budgets.contract'
import { MultiSelect } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { supplierSearchQueryOptions } from '../../requests/requests.api'
import type { LinePatch } from '../editor-state'
import type { Move } from './cell-editor'

/** The autocomplete's pause before it asks the server (architecture 6: 1000 ms). */
const SEARCH_DEBOUNCE_MS = 1000

interface SupplierCellEditorProps {
  line: BudgetLine
  label: string
  onChange: (patch: LinePatch) => void
  onCommit: (move: Move) => void
  onCancel: () => void
}

/** The suppliers of a line: a multi-select searching GET /suppliers?search= by name. */
export function SupplierCellEditor({ line, label, onChange, onCommit, onCancel }: SupplierCellEditorProps) {
  const { t } = useTranslation('budgets')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const results = useQuery(supplierSearchQueryOptions(debounced)).data ?? []
  const known = new Map(line.suppliers.map((supplier) => [String(supplier.id), supplier.name]))
  for (const supplier of results) known.set(String(supplier.id), supplier.name)
  const data = [...known].map(([value, name]) => ({ value, label: name }))

  return (
    <MultiSelect
      autoFocus
      aria-label={label}
      size="xs"
      data={data}
      value={line.suppliers.map((supplier) => String(supplier.id))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      maxValues={BUDGET_SUPPLIERS_MAX}
      nothingFoundMessage={t('grid.noSuppliers')}
      defaultDropdownOpened
      comboboxProps={{ withinPortal: true }}
      onChange={(values) =>
        onChange({
          suppliers: values.map((value) => ({ id: Number(value), name: known.get(value) ?? value })),
        })
      }
      onKeyDown={(event) => {
        event.stopPropagation()
        if (event.key === 'Escape') onCancel()
        else if (event.key === 'Tab') {
          event.preventDefault()
          onCommit(event.shiftKey ? 'left' : 'right')
        }
      }}
      onBlur={() => onCommit(null)}
    />
  )
}
