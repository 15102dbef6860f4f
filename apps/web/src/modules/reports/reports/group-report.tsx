import type { ReportName } from '@ajanda/contracts/reports/report-query'
import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ReportBody, ReportSection, useReport } from '../components/report-parts'
import type { ReportQueryParams } from '../report-search'
import { type GroupFigures, GroupTable } from './group-table'

/** What a per-group report answers: its rows, their totals and the currency they are in. */
interface GroupAnswer<Row> {
  currency: string
  totals: GroupFigures
  rows: Row[]
}

/**
 * A report that is one group table (per division, per person) and the note of its currency: the row's
 * drill-down key (its id, or `none`), the name the drawer calls it and what its first cell shows.
 */
export function GroupReport<Row extends GroupFigures>({
  name,
  query,
  bucket,
  heading,
  minWidth,
  describe,
}: {
  name: Extract<ReportName, 'division-performance' | 'people-performance'>
  query: ReportQueryParams
  bucket: 'division' | 'user'
  heading: string
  minWidth: number
  describe: (row: Row) => { id: number | null; name: string | null; cell?: (name: string) => ReactNode }
}) {
  const { t } = useTranslation('reports')
  const result = useReport<GroupAnswer<Row>>(name, query)
  return (
    <ReportBody result={result} isEmpty={(data) => data.rows.length === 0}>
      {(data) => (
        <>
          <ReportSection title={heading} minWidth={minWidth}>
            <GroupTable
              bucket={bucket}
              heading={heading}
              currency={data.currency}
              totals={data.totals}
              rows={data.rows.map((row) => {
                const described = describe(row)
                const shown = described.name ?? t('none')
                return {
                  ...row,
                  key: described.id === null ? 'none' : String(described.id),
                  name: shown,
                  cell: described.cell ? described.cell(shown) : shown,
                }
              })}
            />
          </ReportSection>
          <Text size="xs" c="dimmed">
            {t('currencyNote', { currency: data.currency })}
          </Text>
        </>
      )}
    </ReportBody>
  )
}
