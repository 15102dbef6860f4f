import { PROJECT_SOURCE } from '@ajanda/contracts/requests.contract'
import { Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localName } from '../../../shared/format/names'
import { definitionQueryOptions } from '../../definitions/definitions.api'

export type SourceValue = typeof PROJECT_SOURCE | number

/** A source other than the project clears the project (staff-app.md 5, Expense). */
export function projectAfterSourceChange(
  source: SourceValue | null,
  projectId: number | null,
): number | null {
  return source === PROJECT_SOURCE ? projectId : null
}

/** PROJECT or one of the company's expense sources (GET /definition/expense-sources). */
export function SourceField<T extends FieldValues>({
  control,
  name,
  label,
  onChanged,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  onChanged: (source: SourceValue | null) => void
}) {
  const { t } = useTranslation('requests')
  const sources = useQuery(definitionQueryOptions('expense-sources')).data ?? []
  const data = [
    { value: PROJECT_SOURCE, label: t('form.projectSource') },
    ...sources.map((source) => ({ value: String(source.id), label: localName(source) })),
  ]
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          required
          allowDeselect={false}
          data={data}
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(value) => {
            const source: SourceValue | null =
              value === null ? null : value === PROJECT_SOURCE ? PROJECT_SOURCE : Number(value)
            field.onChange(source)
            field.onBlur()
            onChanged(source)
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
