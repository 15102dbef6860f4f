import type { CrmSpec } from './crm-spec'
import { DEMO_EMAILS } from './demo-logins'

const HASAN = DEMO_EMAILS.otherAdmin
const NAZLI = 'nazli.ergin@other.ajanda.test'

/** Öteki Organizasyon's few records: names of their own, so a leak across companies shows at once. */
export const OTHER_CRM: CrmSpec = {
  clients: [
    {
      name: 'Başkent Üniversitesi Mezunlar Derneği',
      industry: 'Üniversiteler',
      city: 'Ankara',
      email: 'dernek@baskentmezun.org.tr',
      confirmed_days_ago: 100,
      fee: { type: 'FIXED', rate: '25000', currency: 'TRY' },
      by: HASAN,
      days_ago: 300,
      contacts: [
        {
          name: 'Ferhat Kılınç',
          position: 'Etkinlik Koordinatörü',
          email: 'ferhat.kilinc@baskentmezun.org.tr',
        },
      ],
      notes: [
        {
          title: 'Mezuniyet balosu',
          content: 'Haziran ortasında 900 kişilik mezuniyet balosu; açık hava sahnesi ve jeneratör gerekli.',
          by: NAZLI,
          days_ago: 20,
        },
      ],
    },
    {
      name: 'Çankaya Belediyesi Kültür Müdürlüğü',
      industry: 'Kamu Kurumları',
      city: 'Ankara',
      by: NAZLI,
      days_ago: 150,
      contacts: [{ name: 'Gülay Er', position: 'Protokol Sorumlusu', email: 'gulay.er@cankaya-demo.bel.tr' }],
    },
    {
      name: 'Orta Anadolu Festival Derneği',
      industry: 'Kamu Kurumları',
      city: 'Kırşehir',
      by: HASAN,
      days_ago: 40,
    },
  ],
  suppliers: [
    {
      name: 'Anka Sahne Kurulum',
      categories: ['Sahne Kurulum'],
      city: 'Ankara',
      phone: '+90 312 395 20 20',
      by: HASAN,
      days_ago: 250,
      contacts: [{ name: 'Yavuz Peker', position: 'Etkinlik Koordinatörü', email: 'yavuz@ankasahne.com' }],
    },
    {
      name: 'Güç Jeneratör Kiralama',
      categories: ['Jeneratör'],
      city: 'Ankara',
      by: NAZLI,
      days_ago: 90,
    },
  ],
}
