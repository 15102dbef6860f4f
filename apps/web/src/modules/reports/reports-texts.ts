import { reports as reportsEn } from '../../shared/i18n/en/reports'
import { i18n } from '../../shared/i18n/i18n'
import { reports } from '../../shared/i18n/tr/reports'

/** The reports' texts join i18next with the reports chunk, not with the staff area's. */
export function registerReportTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'reports')) i18n.addResourceBundle('tr', 'reports', reports)
  if (!i18n.hasResourceBundle('en', 'reports')) i18n.addResourceBundle('en', 'reports', reportsEn)
}
