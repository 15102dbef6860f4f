import { Skeleton, Table } from '@mantine/core'

/** Skeleton rows while a list loads. */
export function TableSkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have nothing else to key on
    <Table.Tr key={row} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have nothing else to key on
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ))
}
