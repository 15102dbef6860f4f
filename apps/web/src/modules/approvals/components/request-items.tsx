import type { RequestDetail, RequestItem } from '@ajanda/contracts/requests.contract'
import { Anchor, Table, Text } from '@mantine/core'
import { IconPaperclip } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { formatMoney, formatQuantity, formatVat } from '../request-format'

type Column = 'date' | 'assignTo' | 'payment' | 'quantity' | 'unitPrice' | 'vat' | 'receiptNo'

/** Which columns a form's rows carry: advance (method), expense (the lot), invoice lines (quantity, price). */
function columnsOf(items: readonly RequestItem[]): Column[] {
  const has = (pick: (item: RequestItem) => unknown) => items.some((item) => pick(item) !== null)
  const columns: Column[] = []
  if (has((item) => item.expense_date)) columns.push('date')
  if (has((item) => item.assign_to)) columns.push('assignTo')
  if (has((item) => item.payment_method ?? item.payment_type)) columns.push('payment')
  if (has((item) => item.quantity)) columns.push('quantity')
  if (has((item) => item.unit_price)) columns.push('unitPrice')
  if (has((item) => item.vat_rate)) columns.push('vat')
  if (has((item) => item.receipt_no ?? item.receipt)) columns.push('receiptNo')
  return columns
}

type Receipt = NonNullable<RequestItem['receipt']>

/**
 * The rows of an advance, an expense or an invoice request and the total. A receipt is a download button
 * when the viewer is signed in (`onOpenReceipt`; the file needs the bearer token), else its name.
 */
export function RequestItems({
  request,
  onOpenReceipt,
}: {
  request: RequestDetail
  onOpenReceipt?: (receipt: Receipt) => void
}) {
  const { t } = useTranslation('approvals')
  const locale = useFormLocale()
  if (request.items.length === 0) return null
  const columns = columnsOf(request.items)
  const cell = (item: RequestItem, column: Column) => {
    switch (column) {
      case 'date':
        return item.expense_date ? formatDate(item.expense_date, locale) : ''
      case 'assignTo':
        return item.assign_to ? t(`assignees.${item.assign_to}`) : ''
      case 'payment':
        if (item.company_card) return item.company_card.name
        return item.payment_type || item.payment_method
          ? t(`paymentMethods.${(item.payment_type ?? item.payment_method) as 'CASH'}`)
          : ''
      case 'quantity':
        return formatQuantity(item.quantity, locale)
      case 'unitPrice':
        return formatMoney(item.unit_price)
      case 'vat':
        return formatVat(item.vat_rate, locale)
      case 'receiptNo':
        return (
          <>
            {item.receipt_no ?? ''}
            {item.receipt && onOpenReceipt && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ml={item.receipt_no ? 6 : 0}
                onClick={() => item.receipt && onOpenReceipt(item.receipt)}
                aria-label={`${t('request.receipt')}: ${item.receipt.name}`}
              >
                <IconPaperclip size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                {t('request.receipt')}
              </Anchor>
            )}
            {item.receipt && !onOpenReceipt && !item.receipt_no ? item.receipt.name : null}
          </>
        )
    }
  }
  const numeric = (column: Column) => column === 'quantity' || column === 'unitPrice' || column === 'vat'

  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={6} fz="sm" data-testid="request-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('itemColumns.description')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} ta={numeric(column) ? 'right' : undefined}>
                {t(`itemColumns.${column}`)}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('itemColumns.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {request.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.description}</Table.Td>
              {columns.map((column) => (
                <Table.Td key={column} ta={numeric(column) ? 'right' : undefined}>
                  {cell(item, column)}
                </Table.Td>
              ))}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(item.amount, request.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={columns.length + 1}>{t('request.total')}</Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              <Text span fw={700} size="sm">
                {formatMoney(request.amount, request.currency)}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}
