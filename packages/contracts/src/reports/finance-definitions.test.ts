import { describe, expect, it } from 'vitest'
import {
  addDays,
  averageDays,
  daysBetween,
  invoiceDaysOverdue,
  invoiceDueDate,
  invoicingBucket,
  invoicingDays,
  isInvoiceOverdue,
  isUnclosed,
  outstandingAmount,
  sumAmounts,
  unclosedDaysOverdue,
} from './finance-definitions'

// A small fixture worked by hand. Today is 2026-03-15; the company's fin_due_days is 30 and its
// project_closure_tolerance 10.
const today = '2026-03-15'

describe('calendar days', () => {
  it('adds days across month and leap-year ends', () => {
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02') // 28 days of February 2026
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1)
    expect(daysBetween('2026-03-15', '2026-03-10')).toBe(-5)
  })
})

describe('invoices: due date, outstanding, overdue', () => {
  // A: 2026-01-10, no own due date, 1,200.00, 200.00 paid → due 2026-02-09, 1,000.00 outstanding,
  //    34 days overdue (Feb 9 → Mar 15: 19 days of February left + 15 = 34).
  const a = { invoice_date: '2026-01-10', due_date: null, total: '1200.00', paid: '200.00' }
  // B: own due date 2026-03-31 wins over the 30 days: not overdue though unpaid.
  const b = { invoice_date: '2026-01-10', due_date: '2026-03-31', total: '500.00', paid: null }
  // C: fully paid long ago: nothing outstanding, never overdue.
  const c = { invoice_date: '2025-10-01', due_date: null, total: '300.00', paid: '300.00' }
  // D: due exactly today (2026-02-13 + 30): not late yet.
  const d = { invoice_date: '2026-02-13', due_date: null, total: '100.00', paid: '0' }
  // E: overpaid: owes 0.
  const e = { invoice_date: '2025-12-01', due_date: null, total: '100.00', paid: '120.00' }

  it('takes the invoice own due date, else invoice date + fin_due_days', () => {
    expect(invoiceDueDate(a.invoice_date, a.due_date, 30)).toBe('2026-02-09')
    expect(invoiceDueDate(b.invoice_date, b.due_date, 30)).toBe('2026-03-31')
    expect(invoiceDueDate(d.invoice_date, d.due_date, 30)).toBe(today)
  })

  it('outstanding is total minus payments, never below zero', () => {
    expect(outstandingAmount(a.total, a.paid)).toBe('1000.00')
    expect(outstandingAmount(b.total, b.paid)).toBe('500.00')
    expect(outstandingAmount(c.total, c.paid)).toBe('0.00')
    expect(outstandingAmount(e.total, e.paid)).toBe('0.00')
    expect(outstandingAmount('0.30', '0.10')).toBe('0.20') // no binary-float 0.19999…
  })

  it('overdue only while something is owed past the due date', () => {
    expect(invoiceDaysOverdue(a, 30, today)).toBe(34)
    expect(isInvoiceOverdue(a, 30, today)).toBe(true)
    expect(isInvoiceOverdue(b, 30, today)).toBe(false)
    expect(isInvoiceOverdue(c, 30, today)).toBe(false)
    expect(isInvoiceOverdue(d, 30, today)).toBe(false)
    expect(invoiceDaysOverdue(d, 30, '2026-03-16')).toBe(1)
    expect(isInvoiceOverdue(e, 30, today)).toBe(false)
    // The client's figures (A-D): invoiced 2,100.00; overdue only A's 1,000.00 outstanding.
    expect(sumAmounts([a.total, b.total, c.total, d.total])).toBe('2100.00')
    expect(
      sumAmounts(
        [a, b, c, d]
          .filter((x) => isInvoiceOverdue(x, 30, today))
          .map((x) => outstandingAmount(x.total, x.paid)),
      ),
    ).toBe('1000.00')
  })
})

describe('invoicing days', () => {
  it('counts from the event end to the first sales invoice', () => {
    expect(invoicingDays('2026-02-20', '2026-03-02')).toBe(10) // 8 days of February left + 2
    expect(invoicingDays('2026-02-20', '2026-02-18')).toBe(-2) // invoiced before the end
    expect(invoicingDays('2026-02-20', null)).toBeNull()
    expect(invoicingBucket(-2)).toBe('BEFORE_END')
    expect(invoicingBucket(0)).toBe('WEEK')
    expect(invoicingBucket(7)).toBe('WEEK')
    expect(invoicingBucket(10)).toBe('MONTH')
    expect(invoicingBucket(60)).toBe('TWO_MONTHS')
    expect(invoicingBucket(61)).toBe('LATER')
    expect(averageDays([10, -2, 45])).toBe('17.7') // 53 / 3 = 17.666…
    expect(averageDays([])).toBeNull()
  })
})

describe('unclosed projects', () => {
  it('counts the days past the closure tolerance for projects not finished', () => {
    // Ended 2026-03-01, tolerance 10 → closable until 2026-03-11, 4 days overdue on the 15th.
    expect(unclosedDaysOverdue({ stage: 10, ends_at: '2026-03-01' }, 10, today)).toBe(4)
    // Ended 2026-03-05: 03-15 is the tolerance's last day — not unclosed yet.
    expect(isUnclosed({ stage: 9, ends_at: '2026-03-05' }, 10, today)).toBe(false)
    expect(isUnclosed({ stage: 9, ends_at: '2026-03-04' }, 10, today)).toBe(true)
    // A lead whose event passed is unclosed too (decisions.md 2 names only the four final statuses).
    expect(unclosedDaysOverdue({ stage: 3, ends_at: '2026-01-01' }, 10, today)).toBe(63)
    for (const stage of [11, 12, 13, 14])
      expect(isUnclosed({ stage, ends_at: '2025-01-01' }, 10, today)).toBe(false)
  })
})
