import { DEMO_EMAILS } from './demo-logins'

/** Demo Etkinlik Ajansı's people by e-mail, as the address book's seed names its authors. */
const mail = (local: string) => `${local}@demo.ajanda.test`
export const ADMIN = DEMO_EMAILS.admin
export const BURAK = DEMO_EMAILS.division
export const CAN = DEMO_EMAILS.team
export const GIZEM = DEMO_EMAILS.user
export const AYSE = mail('ayse.yilmaz')
export const MERVE = mail('merve.aslan')
export const ECE = mail('ece.kurt')
export const SEDA = mail('seda.erdogan')
export const IREM = mail('irem.tekin')
export const pct = (rate: string) => ({ type: 'PERCENTAGE' as const, rate })
