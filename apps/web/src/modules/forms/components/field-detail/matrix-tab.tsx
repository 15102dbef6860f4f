import { SimpleGrid, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentProps, type FieldTabProps, queueProps } from './field-tab-props'

/** One entry per line; empty and repeated lines dropped (admin-area.md section 5). */
export function matrixLines(text: string): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const line of text.split('\n')) {
    const entry = line.trim()
    if (entry === '' || seen.has(entry)) continue
    seen.add(entry)
    out.push(entry)
  }
  return out
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string')
  if (typeof value === 'string') {
    try {
      return listOf(JSON.parse(value))
    } catch {
      return []
    }
  }
  return []
}

/** A choice matrix's rows and columns, kept in props, one per line. */
export function MatrixTab(tab: Pick<FieldTabProps, 'field' | 'autosave'>) {
  const { t } = useTranslation('formFields')
  const props = currentProps(tab)
  // What is typed stays as typed (blank lines too); the props get the cleaned lists.
  const [rows, setRows] = useState(() => listOf(props.rows).join('\n'))
  const [columns, setColumns] = useState(() => listOf(props.columns).join('\n'))
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Textarea
        label={t('matrix.rows')}
        description={t('matrix.hint')}
        autosize
        minRows={4}
        maxRows={16}
        value={rows}
        onChange={(event) => {
          setRows(event.currentTarget.value)
          queueProps(tab, { rows: matrixLines(event.currentTarget.value) })
        }}
        onBlur={tab.autosave.flush}
        error={tab.autosave.errorFor('props')}
      />
      <Textarea
        label={t('matrix.columns')}
        description={t('matrix.hint')}
        autosize
        minRows={4}
        maxRows={16}
        value={columns}
        onChange={(event) => {
          setColumns(event.currentTarget.value)
          queueProps(tab, { columns: matrixLines(event.currentTarget.value) })
        }}
        onBlur={tab.autosave.flush}
      />
    </SimpleGrid>
  )
}
