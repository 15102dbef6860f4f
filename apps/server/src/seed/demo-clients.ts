import type { ClientSpec } from './crm-spec'
import { GROWING_CLIENTS } from './demo-clients-growing'
import { KEY_ACCOUNTS } from './demo-clients-key-accounts'
import { PROSPECTS } from './demo-clients-prospects'

/**
 * Demo Etkinlik Ajansı's clients: made-up companies across the industries an event agency serves. Some
 * are EXISTING (a project passed the lead stages), most carry fee defaults. Two pairs are near
 * duplicates (a spelling and a suffix apart, or one tax number) for the similar-records page.
 */
export const DEMO_CLIENTS: readonly ClientSpec[] = [...KEY_ACCOUNTS, ...GROWING_CLIENTS, ...PROSPECTS]
