import type { ClientSpec } from './crm-spec'
import { ADMIN, AYSE, BURAK, ECE, GIZEM, MERVE, pct, SEDA } from './demo-people'

/** Clients the agency works with now and then. */
export const GROWING_CLIENTS: readonly ClientSpec[] = [
  {
    name: 'Göktürk Teknoloji',
    legal_name: 'Göktürk Bilişim Teknolojileri Ltd. Şti.',
    industry: 'Teknoloji',
    tax_number: '4021187654',
    city: 'Ankara',
    address: 'Üniversiteler Mah. ODTÜ Teknokent, Çankaya',
    phone: '+90 312 210 55 00',
    email: 'hello@gokturkteknoloji.com',
    website: 'https://gokturkteknoloji.com',
    fee: pct('0.12'),
    by: GIZEM,
    days_ago: 120,
    contacts: [
      {
        name: 'Barış Aydoğan',
        position: 'Pazarlama Müdürü',
        email: 'baris@gokturkteknoloji.com',
        mobile: '+90 530 777 31 31',
      },
      { name: 'Ezgi Kara', position: 'Etkinlik Sorumlusu', email: 'ezgi@gokturkteknoloji.com' },
    ],
    notes: [
      {
        title: 'Geliştirici konferansı',
        content:
          '1.000 katılımcılı, iki gün süren, hibrit bir geliştirici konferansı düşünüyorlar. Canlı yayın ve çeviri altyapısı soruldu.',
        by: GIZEM,
        days_ago: 10,
      },
    ],
    calls: [
      {
        direction: 'OUTGOING',
        description: 'Hibrit yayın için teknik keşif randevusu aldım.',
        by: GIZEM,
        days_ago: 3,
        contact: 'Ezgi Kara',
      },
    ],
  },
  {
    name: 'Kuzey Telekom',
    industry: 'Telekomünikasyon',
    tax_number: '7730056128',
    city: 'İstanbul',
    phone: '+90 212 444 15 15',
    email: 'kurumsal@kuzeytelekom.com.tr',
    confirmed_days_ago: 500,
    fee: pct('0.09'),
    profit_target: '0.18',
    by: ADMIN,
    days_ago: 700,
    contacts: [
      {
        name: 'Levent Aksoy',
        position: 'Kurumsal İletişim Müdürü',
        email: 'levent.aksoy@kuzeytelekom.com.tr',
      },
      {
        name: 'İpek Tunç',
        position: 'Marka Müdürü',
        email: 'ipek.tunc@kuzeytelekom.com.tr',
        mobile: '+90 532 919 12 12',
      },
      // The demo CLIENT login: a requester on the client's side who asks the agency for projects.
      { name: 'Serkan Yalçın', position: 'Etkinlik Sorumlusu', email: 'client@demo.ajanda.test' },
    ],
  },
  {
    name: 'Akdeniz Gıda ve Tarım',
    industry: 'Hızlı Tüketim',
    tax_number: '0150774421',
    city: 'Antalya',
    phone: '+90 242 229 10 00',
    email: 'info@akdenizgida.com.tr',
    fee: pct('0.1'),
    by: ECE,
    days_ago: 200,
    contacts: [
      { name: 'Hülya Başaran', position: 'Marka Müdürü', email: 'hulya.basaran@akdenizgida.com.tr' },
      {
        name: 'Tamer Uslu',
        position: 'Satın Alma Uzmanı',
        email: 'tamer.uslu@akdenizgida.com.tr',
        phone: '+90 242 229 10 21',
      },
    ],
    calls: [
      {
        direction: 'INCOMING',
        description: 'Yeni ürün tadım etkinliği için tarih sordular, mayıs ayı uygun.',
        by: ECE,
        days_ago: 16,
        contact: 'Hülya Başaran',
      },
    ],
  },
  {
    name: 'Palmiye Perakende',
    industry: 'Perakende',
    city: 'Bursa',
    phone: '+90 224 211 40 40',
    by: SEDA,
    days_ago: 90,
    contacts: [
      { name: 'Okan Yazıcı', position: 'Satış Müdürü', email: 'okan.yazici@palmiyeperakende.com' },
      {
        name: 'Damla Keskin',
        position: 'Pazarlama Müdürü',
        email: 'damla.keskin@palmiyeperakende.com',
        mobile: '+90 537 210 44 55',
      },
    ],
  },
  {
    name: 'Şifa Hastaneler Grubu',
    industry: 'Sağlık',
    tax_number: '8031196645',
    city: 'İstanbul',
    phone: '+90 216 500 50 50',
    email: 'iletisim@sifahastaneleri.com.tr',
    confirmed_days_ago: 60,
    fee: pct('0.1'),
    profit_target: '0.2',
    by: MERVE,
    days_ago: 230,
    contacts: [
      { name: 'Prof. Dr. Nuri Ateş', position: 'Medikal Müdür', email: 'nuri.ates@sifahastaneleri.com.tr' },
      {
        name: 'Derya Çam',
        position: 'Kurumsal İletişim Müdürü',
        email: 'derya.cam@sifahastaneleri.com.tr',
        mobile: '+90 536 410 22 33',
      },
    ],
    notes: [
      {
        title: 'Hemşirelik kongresi',
        content:
          'Ulusal hemşirelik kongresinin kayıt ve konaklama yönetimini bize vermek istiyorlar. 800 katılımcı, online kayıt ve bildiri sistemi gerekiyor.',
        by: MERVE,
        days_ago: 35,
      },
    ],
  },
  {
    name: 'Atlas Yapı ve Gayrimenkul',
    industry: 'İnşaat ve Gayrimenkul',
    tax_number: '0980312456',
    city: 'İstanbul',
    phone: '+90 212 285 80 80',
    email: 'info@atlasyapi.com.tr',
    fee: { type: 'FIXED', rate: '90000', currency: 'TRY' },
    by: BURAK,
    days_ago: 150,
    contacts: [
      {
        name: 'Volkan Şimşek',
        position: 'Pazarlama Müdürü',
        email: 'volkan.simsek@atlasyapi.com.tr',
        mobile: '+90 533 844 10 20',
      },
      { name: 'Ceren Aslan', position: 'Kurumsal İletişim Müdürü', email: 'ceren.aslan@atlasyapi.com.tr' },
    ],
    calls: [
      {
        direction: 'OUTGOING',
        description: 'Proje lansmanı için satış ofisinde kokteyl önerisini anlattım; görsel sunum istediler.',
        by: BURAK,
        days_ago: 22,
        contact: 'Volkan Şimşek',
      },
    ],
  },
  {
    name: 'Kapadokya Turizm İşletmeleri',
    industry: 'Turizm',
    city: 'Nevşehir',
    phone: '+90 384 341 20 20',
    email: 'info@kapadokyaturizm.com.tr',
    by: ECE,
    days_ago: 75,
    contacts: [
      { name: 'Fatih Genç', position: 'Genel Müdür', email: 'fatih.genc@kapadokyaturizm.com.tr' },
      { name: 'Selim Karakaya', position: 'Satış Müdürü', email: 'selim.karakaya@kapadokyaturizm.com.tr' },
    ],
  },
  {
    name: 'Yıldız Eğitim Kurumları',
    industry: 'Eğitim',
    city: 'Ankara',
    phone: '+90 312 440 60 60',
    email: 'bilgi@yildizegitim.k12.tr',
    fee: pct('0.08'),
    by: SEDA,
    days_ago: 110,
    contacts: [
      { name: 'Zehra Kurt', position: 'Etkinlik Sorumlusu', email: 'zehra.kurt@yildizegitim.k12.tr' },
      { name: 'Oya Demirtaş', position: 'Genel Müdür', email: 'oya.demirtas@yildizegitim.k12.tr' },
    ],
  },
  {
    name: 'Kalp Sağlığı Derneği',
    industry: 'Dernek ve Vakıf',
    city: 'İstanbul',
    phone: '+90 212 221 17 30',
    email: 'sekreterya@kalpsagligi.org.tr',
    confirmed_days_ago: 700,
    fee: pct('0.15'),
    profit_target: '0.25',
    by: AYSE,
    days_ago: 900,
    contacts: [
      { name: 'Prof. Dr. Aydın Soylu', position: 'Genel Müdür', email: 'aydin.soylu@kalpsagligi.org.tr' },
      {
        name: 'Melek Doğru',
        position: 'Yönetici Asistanı',
        email: 'melek.dogru@kalpsagligi.org.tr',
        phone: '+90 212 221 17 31',
      },
    ],
    notes: [
      {
        title: 'Ulusal kongre 2027',
        content:
          'Kongre yeri için Antalya ve İzmir adayları değerlendiriliyor. Dernek yönetimi ekim toplantısında karar verecek; sergi alanı en az 1.500 m² olmalı.',
        by: AYSE,
        days_ago: 50,
      },
    ],
    calls: [
      {
        direction: 'INCOMING',
        description: 'Sekreterya, geçen kongrenin katılımcı raporunu istedi; e-postayla gönderdim.',
        by: AYSE,
        days_ago: 4,
        contact: 'Melek Doğru',
      },
    ],
  },
]
