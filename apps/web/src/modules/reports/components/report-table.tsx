import { Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { count } from '../report-format'
import type { DrilldownTarget } from '../reports.api'
import { FigureButton } from './figure-button'
import { NUMERIC } from './report-parts'

/**
 * The head row of a report table: its text columns first, then its figures (right-aligned, as the
 * figures under them), the order every report table keeps.
 */
export function ReportTableHead({
  text,
  numeric = [],
}: {
  text: readonly string[]
  numeric?: readonly string[]
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {text.map((label) => (
          <Table.Th key={label}>{label}</Table.Th>
        ))}
        {numeric.map((label) => (
          <Table.Th key={label} style={NUMERIC}>
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  )
}

export interface CountRow {
  key: string
  label: ReactNode
  count: number
  /** The drill-down the count opens, when it has one. */
  target?: DrilldownTarget
}

/** A two-column table of labelled counts (an age bucket, a person), each count opening its projects. */
export function CountTable({
  heading,
  countHeading,
  rows,
}: {
  heading: string
  countHeading: string
  rows: readonly CountRow[]
}) {
  return (
    <Table striped verticalSpacing="xs">
      <ReportTableHead text={[heading]} numeric={[countHeading]} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td style={NUMERIC}>
              {row.target ? <FigureButton value={count(row.count)} target={row.target} /> : count(row.count)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
