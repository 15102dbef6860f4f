import type { BudgetDetail } from '@ajanda/contracts/budgets.contract'

/** What the export needs beyond the budget itself: the company's look and the options of the call. */
export interface BudgetExportInput {
  budget: BudgetDetail
  company: {
    name: string
    /** PNG or JPEG bytes of the company's logo, when it has one. */
    logo: Buffer | null
    main_color: string | null
    secondary_color: string | null
    footer_note: string | null
  }
  /** Which file to make: a spreadsheet to work on, or a PDF to send. */
  format: 'xlsx' | 'pdf'
  /** 'client' never shows buy prices, suppliers, profit or notes. */
  audience: 'internal' | 'client'
  lang: 'tr' | 'en'
  /** When the export was made (shown in the header), as an ISO moment. */
  generated_at: string
  /** The company's time zone, for the date shown. */
  time_zone: string
}

export interface BudgetExportFile {
  body: Buffer
  content_type: string
  file_name: string
}
