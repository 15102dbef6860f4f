import { canonicalDecimal } from '@ajanda/contracts/common/decimal'
import { BIZDEV_STAGE_SLOTS, type EventCompany } from '@ajanda/contracts/event-companies.contract'
import type { FileStorage } from '../../platform/storage'
import type { CompanyChildren, EventCompanyRow } from './event-companies.repository'

export function toEventCompany(
  row: EventCompanyRow,
  children: CompanyChildren,
  storage: FileStorage,
): EventCompany {
  const fileUrl = (key: string | null) => (key ? storage.url(key) : null)
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    name_legal: row.name_legal,
    app_name: row.app_name,
    domain: row.domain,
    lcv_domain: row.lcv_domain,
    address: row.address,
    postcode: row.postcode,
    country: row.country,
    state: row.state,
    city: row.city,
    timezone: row.timezone,
    currency: row.currency,
    language: row.language === 'en' ? 'en' : 'tr',
    currencies: children.currencies,
    languages: children.languages.map((l) => l.code),
    project_creation_responsible_assignment:
      row.project_creation_responsible_assignment === 'ALL' ? 'ALL' : 'SCHEMA',
    project_closure_tolerance: row.project_closure_tolerance,
    fin_due_days: row.fin_due_days,
    fin_prepayment_rate: canonicalDecimal(row.fin_prepayment_rate),
    fin_fee_type: row.fin_fee_type === 'FIXED' ? 'FIXED' : 'PERCENTAGE',
    fin_fee_amount: canonicalDecimal(row.fin_fee_amount),
    fin_expected_profit_ratio: canonicalDecimal(row.fin_expected_profit_ratio),
    service_fee_vat_rate: canonicalDecimal(row.service_fee_vat_rate),
    logo: fileUrl(row.logo),
    square_logo: fileUrl(row.square_logo),
    email_logo: fileUrl(row.email_logo),
    export_main_color: row.export_main_color,
    export_secondary_color: row.export_secondary_color,
    budget_footer_note: row.budget_footer_note,
    budget_footer_note_en: row.budget_footer_note_en,
    post_event_survey_email_subject: row.post_event_survey_email_subject,
    post_event_survey_email_content: row.post_event_survey_email_content,
    post_event_survey_sending: row.post_event_survey_sending ? 1 : 0,
    vat_rates: children.vatRates.map((v) => ({ vat_rate: canonicalDecimal(v.vat_rate) })),
    memberships: children.memberships,
    credit_cards: children.creditCards,
    bizdev_stages: children.stages.map((stage) => ({
      id: stage.slot,
      name: stage.name,
      name_en: stage.name_en,
      category: BIZDEV_STAGE_SLOTS[stage.slot]?.category ?? 'OFFER',
    })),
  }
}
