import type { BudgetExportFile, BudgetExportInput } from './budget-export-types'
import { exportFileName } from './export-format'
import { buildExportDocument } from './export-rows'
import { renderPdf } from './render-pdf'
import { renderXlsx } from './render-xlsx'

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const PDF_CONTENT_TYPE = 'application/pdf'

/**
 * GET /budget/{code}/export: the budget as an .xlsx sheet or an A4 PDF, for the agency itself
 * ('internal': buy prices, suppliers, profit, alternatives) or for its client (sell side only).
 * Pure: everything it shows comes from `input`, so the route only loads and answers.
 */
export async function renderBudgetExport(input: BudgetExportInput): Promise<BudgetExportFile> {
  const doc = buildExportDocument(input)
  const internalPart = input.audience === 'internal' ? doc.labels.internal_file : null
  const file_name = exportFileName(input.budget.name, input.lang, internalPart, input.format)
  if (input.format === 'pdf') return { body: await renderPdf(doc), content_type: PDF_CONTENT_TYPE, file_name }
  return { body: await renderXlsx(doc), content_type: XLSX_CONTENT_TYPE, file_name }
}
