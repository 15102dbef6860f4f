import type { SupplierSpec } from './crm-spec'
import { AYSE, CAN, ECE, GIZEM, IREM, MERVE } from './demo-people'

const bank = (name: string, code: string, account: string) => ({ name, code, account })
const GARANTI = '00062'
const IS_BANKASI = '00064'
const AKBANK = '00046'
const YAPI_KREDI = '00067'
const VAKIFBANK = '00015'

/**
 * Demo Etkinlik Ajansı's suppliers: hotels, venues, transfer, catering, sound and light, print... all
 * made up. One pair is a near duplicate (the same hotel typed twice).
 */
export const DEMO_SUPPLIERS: readonly SupplierSpec[] = [
  {
    name: 'Grand Bosphorus Otel',
    legal_name: 'Grand Bosphorus Turizm ve Otelcilik A.Ş.',
    categories: ['Otel', 'Mekan'],
    tax_number: '4110287731',
    city: 'İstanbul',
    address: 'Ortaköy Mah. Çırağan Cad. No: 88, Beşiktaş',
    phone: '+90 212 236 40 00',
    email: 'mice@grandbosphorus.com.tr',
    website: 'https://www.grandbosphorus.com.tr',
    confirmed_days_ago: 400,
    bank: bank('Garanti BBVA', GARANTI, '0000629874102233'),
    by: AYSE,
    days_ago: 800,
    contacts: [
      {
        name: 'Elvan Toprak',
        position: 'Satış Müdürü',
        email: 'elvan.toprak@grandbosphorus.com.tr',
        mobile: '+90 532 441 09 09',
      },
      { name: 'Kaan Işık', position: 'Etkinlik Sorumlusu', email: 'kaan.isik@grandbosphorus.com.tr' },
    ],
    notes: [
      {
        title: 'Kurumsal fiyat anlaşması',
        content:
          '2026 için Deluxe oda kurumsal fiyatı 220 EUR (kahvaltı dahil). 50 oda üzeri bloklarda toplantı salonu ücretsiz.',
        by: AYSE,
        days_ago: 90,
      },
    ],
    calls: [
      {
        direction: 'OUTGOING',
        description: 'Nisan sempozyumu için 180 odalık opsiyon istedim; çarşamba gününe kadar tutacaklar.',
        by: AYSE,
        days_ago: 6,
        contact: 'Elvan Toprak',
      },
    ],
  },
  {
    name: 'Hilton İstanbul Bomonti Otel',
    categories: ['Otel', 'Mekan'],
    city: 'İstanbul',
    phone: '+90 212 375 30 00',
    email: 'events@hiltonbomonti-demo.com',
    confirmed_days_ago: 300,
    by: MERVE,
    days_ago: 500,
    contacts: [{ name: 'Berk Tuna', position: 'Satış Müdürü', email: 'berk.tuna@hiltonbomonti-demo.com' }],
  },
  {
    // The same hotel entered again: the similar-records page offers to merge it.
    name: 'Hilton Istanbul Bomonti',
    categories: ['Otel'],
    city: 'Istanbul',
    email: 'events@hiltonbomonti-demo.com',
    by: GIZEM,
    days_ago: 12,
    contacts: [
      { name: 'Sibel Oğuz', position: 'Etkinlik Sorumlusu', email: 'sibel.oguz@hiltonbomonti-demo.com' },
    ],
  },
  {
    name: 'Lara Resort Antalya',
    categories: ['Otel'],
    tax_number: '5210093348',
    city: 'Antalya',
    phone: '+90 242 352 60 00',
    email: 'groups@lararesort.com.tr',
    confirmed_days_ago: 200,
    bank: bank('Akbank', AKBANK, '0000462210098877'),
    by: AYSE,
    days_ago: 450,
    contacts: [
      {
        name: 'Gökhan Eren',
        position: 'Satış Müdürü',
        email: 'gokhan.eren@lararesort.com.tr',
        mobile: '+90 533 240 10 10',
      },
      { name: 'Nazan Çelebi', position: 'Etkinlik Sorumlusu', email: 'nazan.celebi@lararesort.com.tr' },
    ],
  },
  {
    name: 'Kapadokya Cave Suites',
    categories: ['Otel'],
    city: 'Nevşehir',
    email: 'info@kapadokyacave.com',
    by: ECE,
    days_ago: 60,
    contacts: [{ name: 'Mustafa Avcı', position: 'Genel Müdür', email: 'mustafa.avci@kapadokyacave.com' }],
  },
  {
    name: 'Haliç Kongre Merkezi (Demo)',
    categories: ['Mekan'],
    city: 'İstanbul',
    phone: '+90 212 999 10 10',
    email: 'satis@halickongre-demo.com',
    confirmed_days_ago: 350,
    by: MERVE,
    days_ago: 700,
    contacts: [
      { name: 'Neslihan Ak', position: 'Satış Müdürü', email: 'neslihan.ak@halickongre-demo.com' },
      { name: 'Rıza Polat', position: 'Etkinlik Sorumlusu', email: 'riza.polat@halickongre-demo.com' },
    ],
  },
  {
    name: 'Yalı Davet Salonu',
    categories: ['Mekan', 'Catering'],
    city: 'İstanbul',
    phone: '+90 216 332 20 20',
    by: CAN,
    days_ago: 150,
    contacts: [{ name: 'Cenk Güler', position: 'Etkinlik Sorumlusu', email: 'cenk.guler@yalidavet.com' }],
  },
  {
    name: 'Yol Arkadaşı Turizm Taşımacılık',
    categories: ['Transfer'],
    tax_number: '9530211457',
    city: 'İstanbul',
    phone: '+90 212 465 70 70',
    email: 'operasyon@yolarkadasi.com.tr',
    confirmed_days_ago: 380,
    bank: bank('Türkiye İş Bankası', IS_BANKASI, '0000641002345678'),
    by: CAN,
    days_ago: 650,
    contacts: [
      {
        name: 'Serkan Bilgin',
        position: 'Satış Müdürü',
        email: 'serkan.bilgin@yolarkadasi.com.tr',
        mobile: '+90 532 300 40 50',
      },
    ],
    calls: [
      {
        direction: 'INCOMING',
        description:
          'Havalimanı transferleri için 12 araçlık planı onayladılar, şoför listesini cuma gönderecekler.',
        by: CAN,
        days_ago: 11,
        contact: 'Serkan Bilgin',
      },
    ],
  },
  {
    name: 'Ege VIP Transfer',
    categories: ['Transfer'],
    city: 'İzmir',
    phone: '+90 232 444 35 35',
    by: GIZEM,
    days_ago: 100,
    contacts: [{ name: 'Deniz Aral', position: 'Genel Müdür', email: 'deniz.aral@egeviptransfer.com' }],
  },
  {
    name: 'Lezzet Durağı Catering',
    categories: ['Catering'],
    tax_number: '6080356619',
    city: 'İstanbul',
    phone: '+90 216 410 80 80',
    email: 'teklif@lezzetduragi.com.tr',
    confirmed_days_ago: 240,
    bank: bank('Yapı Kredi', YAPI_KREDI, '0000670031234590'),
    by: ECE,
    days_ago: 400,
    contacts: [
      { name: 'Şule Arıkan', position: 'Satış Müdürü', email: 'sule.arikan@lezzetduragi.com.tr' },
      {
        name: 'Batuhan Koç',
        position: 'Etkinlik Sorumlusu',
        email: 'batuhan.koc@lezzetduragi.com.tr',
        mobile: '+90 538 320 11 22',
      },
    ],
    notes: [
      {
        title: 'Menü tadımı',
        content:
          'Gala menüsü için üç ana yemek seçeneği tadıldı; kuzu incik ve levrek öne çıktı. Vejetaryen seçenek ayrıca çalışılacak.',
        by: ECE,
        days_ago: 28,
      },
    ],
  },
  {
    name: 'Sahne Ses Işık Sistemleri',
    categories: ['Ses-Işık'],
    tax_number: '7450922138',
    city: 'İstanbul',
    phone: '+90 212 671 30 30',
    email: 'info@sahnesesisik.com',
    confirmed_days_ago: 320,
    bank: bank('VakıfBank', VAKIFBANK, '0000150098765432'),
    by: CAN,
    days_ago: 600,
    contacts: [
      {
        name: 'Tarık Yücel',
        position: 'Satış Müdürü',
        email: 'tarik.yucel@sahnesesisik.com',
        mobile: '+90 535 700 80 90',
      },
      { name: 'Alper Duman', position: 'Etkinlik Sorumlusu', email: 'alper.duman@sahnesesisik.com' },
    ],
    calls: [
      {
        direction: 'OUTGOING',
        description: 'LED ekran ölçülerini ve sahne çizimini ilettim; teknik rider’ı yarın gönderecekler.',
        by: GIZEM,
        days_ago: 2,
        contact: 'Tarık Yücel',
      },
    ],
  },
  {
    name: 'Piksel Görsel Prodüksiyon',
    categories: ['Ses-Işık', 'Fotoğraf-Video'],
    city: 'Ankara',
    email: 'hello@pikselproduksiyon.com',
    by: GIZEM,
    days_ago: 80,
    contacts: [{ name: 'Ozan Er', position: 'Genel Müdür', email: 'ozan.er@pikselproduksiyon.com' }],
  },
  {
    name: 'Anka Dekor ve Tasarım',
    categories: ['Dekor'],
    city: 'İstanbul',
    phone: '+90 212 550 60 60',
    by: CAN,
    days_ago: 210,
    contacts: [{ name: 'Yasemin Erol', position: 'Etkinlik Sorumlusu', email: 'yasemin.erol@ankadekor.com' }],
  },
  {
    name: 'Matbaa 34 Baskı Çözümleri',
    categories: ['Baskı', 'Promosyon Ürünleri'],
    city: 'İstanbul',
    phone: '+90 212 629 10 10',
    email: 'siparis@matbaa34.com',
    confirmed_days_ago: 100,
    by: IREM,
    days_ago: 300,
    contacts: [
      { name: 'Murat Kandemir', position: 'Satış Müdürü', email: 'murat.kandemir@matbaa34.com' },
      { name: 'Figen Yalçın', position: 'Yönetici Asistanı', email: 'figen.yalcin@matbaa34.com' },
    ],
  },
  {
    name: 'Kadraj Fotoğraf ve Video',
    categories: ['Fotoğraf-Video'],
    city: 'İzmir',
    by: ECE,
    days_ago: 130,
    contacts: [{ name: 'Efe Tanrıverdi', position: 'Genel Müdür', email: 'efe@kadrajfoto.com' }],
  },
  {
    name: 'Lotus Hostes ve Personel Hizmetleri',
    categories: ['Hostes ve Personel'],
    city: 'İstanbul',
    phone: '+90 216 220 40 40',
    by: MERVE,
    days_ago: 260,
    contacts: [{ name: 'Meltem Sezer', position: 'Satış Müdürü', email: 'meltem.sezer@lotuspersonel.com' }],
  },
  {
    name: 'Lingua Simultane Tercüme',
    categories: ['Tercüme'],
    city: 'Ankara',
    email: 'info@linguasimultane.com',
    confirmed_days_ago: 180,
    by: MERVE,
    days_ago: 420,
    contacts: [
      { name: 'Irmak Aydemir', position: 'Genel Müdür', email: 'irmak.aydemir@linguasimultane.com' },
    ],
  },
  {
    name: 'Akustik Orkestra ve Sanat',
    categories: ['Sanatçı ve Eğlence'],
    city: 'İstanbul',
    by: CAN,
    days_ago: 90,
    contacts: [{ name: 'Ceyda Sönmez', position: 'Etkinlik Sorumlusu', email: 'ceyda@akustikorkestra.com' }],
  },
  {
    name: 'Kalkan Güvenlik Hizmetleri',
    categories: ['Güvenlik'],
    city: 'İstanbul',
    phone: '+90 212 444 77 77',
    by: GIZEM,
    days_ago: 50,
    contacts: [{ name: 'Halil Tunç', position: 'Satış Müdürü', email: 'halil.tunc@kalkanguvenlik.com' }],
  },
  {
    name: 'Gökyüzü Hava Yolları Grup Satış',
    categories: ['Havayolu'],
    city: 'İstanbul',
    email: 'grup@gokyuzu-demo.com',
    by: AYSE,
    days_ago: 330,
    contacts: [{ name: 'Nihan Eren', position: 'Satış Müdürü', email: 'nihan.eren@gokyuzu-demo.com' }],
  },
]
