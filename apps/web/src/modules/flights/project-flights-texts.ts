import { projectFlights as projectFlightsEn } from '../../shared/i18n/en/projectFlights'
import { i18n } from '../../shared/i18n/i18n'
import { projectFlights } from '../../shared/i18n/tr/projectFlights'

/** The tab's texts are a few lines: the project page registers them for the tab's name, the tab uses the rest. */
export function registerProjectFlightTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'projectFlights'))
    i18n.addResourceBundle('tr', 'projectFlights', projectFlights)
  if (!i18n.hasResourceBundle('en', 'projectFlights'))
    i18n.addResourceBundle('en', 'projectFlights', projectFlightsEn)
}
