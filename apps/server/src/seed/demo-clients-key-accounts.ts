import type { ClientSpec } from './crm-spec'
import { AYSE, BURAK, CAN, ECE, GIZEM, MERVE, pct, SEDA } from './demo-people'

/** The largest accounts, with most of the notes and calls (and the two near-duplicate pairs). */
export const KEY_ACCOUNTS: readonly ClientSpec[] = [
  {
    name: 'Marmara İlaç Sanayi A.Ş.',
    legal_name: 'Marmara İlaç Sanayi ve Ticaret A.Ş.',
    industry: 'İlaç',
    tax_number: '6120458731',
    city: 'İstanbul',
    address: 'Esentepe Mah. Büyükdere Cad. No: 201, Şişli',
    phone: '+90 212 340 22 00',
    email: 'info@marmarailac.com.tr',
    website: 'https://www.marmarailac.com.tr',
    confirmed_days_ago: 420,
    fee: pct('0.12'),
    profit_target: '0.22',
    by: AYSE,
    days_ago: 610,
    contacts: [
      {
        name: 'Dr. Selin Aktaş',
        position: 'Medikal Müdür',
        email: 'selin.aktas@marmarailac.com.tr',
        mobile: '+90 532 614 20 11',
      },
      {
        name: 'Hakan Erdem',
        position: 'Ürün Müdürü',
        email: 'hakan.erdem@marmarailac.com.tr',
        phone: '+90 212 340 22 15',
      },
      { name: 'Pınar Yurt', position: 'Satın Alma Uzmanı', email: 'pinar.yurt@marmarailac.com.tr' },
    ],
    notes: [
      {
        title: 'Kardiyoloji sempozyumu brifi',
        content:
          'Nisan sonunda Antalya’da 350 hekimlik sempozyum planlıyorlar. Konaklama 3 gece, iki paralel salon ve uydu sempozyum için ayrı bir salon istiyorlar. Bütçe onayı mart başında çıkacak.',
        by: AYSE,
        days_ago: 40,
      },
      {
        title: 'Uyum kuralları',
        content:
          'İlaç tanıtım yönetmeliği gereği hekim davetlerinde eş ve refakatçi masrafı karşılanmıyor; sosyal program bütçede ayrı satırda gösterilmeli.',
        by: MERVE,
        days_ago: 25,
      },
    ],
    calls: [
      {
        direction: 'OUTGOING',
        description:
          'Sempozyum için iki otel seçeneği ve tarih alternatiflerini paylaştım, salı günü dönüş yapacaklar.',
        by: AYSE,
        days_ago: 12,
        contact: 'Dr. Selin Aktaş',
      },
      {
        direction: 'INCOMING',
        description: 'Satın alma, teklifin TL ve EUR olarak iki ayrı versiyonunu istedi.',
        by: MERVE,
        days_ago: 5,
        contact: 'Pınar Yurt',
      },
    ],
  },
  {
    name: 'Ege Otomotiv A.Ş.',
    industry: 'Otomotiv',
    tax_number: '3310927456',
    city: 'İzmir',
    address: 'Atatürk Organize Sanayi Bölgesi 10003 Sok. No: 8, Çiğli',
    phone: '+90 232 376 40 40',
    email: 'kurumsal@egeotomotiv.com.tr',
    website: 'https://www.egeotomotiv.com.tr',
    confirmed_days_ago: 300,
    fee: pct('0.1'),
    profit_target: '0.2',
    by: CAN,
    days_ago: 480,
    contacts: [
      {
        name: 'Mert Kaplan',
        position: 'Pazarlama Müdürü',
        email: 'mert.kaplan@egeotomotiv.com.tr',
        mobile: '+90 533 412 87 90',
      },
      { name: 'Dilek Önal', position: 'Marka Müdürü', email: 'dilek.onal@egeotomotiv.com.tr' },
    ],
    notes: [
      {
        title: 'Yeni model lansmanı',
        content:
          'Elektrikli SUV lansmanı için bayi toplantısı ve basın sürüşü birlikte düşünülüyor. Test sürüşü parkuru için Urla ve Çeşme hattı öneriliyor.',
        by: CAN,
        days_ago: 18,
      },
    ],
    calls: [
      {
        direction: 'OUTGOING',
        description: 'Lansman mekanı için üç seçenek ilettim; en çok fuar alanındaki hangarı beğendiler.',
        by: GIZEM,
        days_ago: 9,
        contact: 'Mert Kaplan',
      },
    ],
  },
  {
    name: 'Boğaziçi Yatırım Bankası',
    legal_name: 'Boğaziçi Yatırım Bankası A.Ş.',
    industry: 'Finans ve Bankacılık',
    tax_number: '1870345529',
    city: 'İstanbul',
    address: 'Levent Mah. Cömert Sok. No: 1A, Beşiktaş',
    phone: '+90 212 316 50 00',
    email: 'etkinlik@bogaziciyatirim.com.tr',
    confirmed_days_ago: 200,
    fee: { type: 'FIXED', rate: '150000', currency: 'TRY' },
    profit_target: '0.18',
    by: BURAK,
    days_ago: 400,
    contacts: [
      {
        name: 'Cem Akıncı',
        position: 'Kurumsal İletişim Müdürü',
        email: 'cem.akinci@bogaziciyatirim.com.tr',
        mobile: '+90 532 208 14 55',
      },
      {
        name: 'Nil Sarı',
        position: 'Yönetici Asistanı',
        email: 'nil.sari@bogaziciyatirim.com.tr',
        phone: '+90 212 316 50 12',
      },
    ],
    notes: [
      {
        title: 'Yıl sonu gala yemeği',
        content:
          'Aralık ortasında 600 kişilik gala. Sahne şovu ve canlı müzik isteniyor; geçen yılki mekan tekrar edilmeyecek.',
        by: BURAK,
        days_ago: 60,
      },
    ],
    calls: [
      {
        direction: 'INCOMING',
        description: 'Gala tarihini 14 Aralık olarak kesinleştirdiler, mekan opsiyonlarını bekliyorlar.',
        by: BURAK,
        days_ago: 30,
        contact: 'Cem Akıncı',
      },
    ],
  },
  {
    name: 'Yıldırım Sigorta A.Ş.',
    industry: 'Sigorta',
    tax_number: '0680045213',
    city: 'İstanbul',
    address: 'Rüzgarlıbahçe Mah. Kavak Sok. No: 31, Beykoz',
    phone: '+90 216 425 30 30',
    email: 'iletisim@yildirimsigorta.com.tr',
    confirmed_days_ago: 150,
    fee: pct('0.1'),
    by: ECE,
    days_ago: 350,
    contacts: [
      {
        name: 'Ayşe Kaya',
        position: 'İnsan Kaynakları Müdürü',
        email: 'ayse.kaya@yildirimsigorta.com.tr',
        mobile: '+90 535 301 44 20',
      },
      { name: 'Ayse Kaya', position: 'İnsan Kaynakları Müdürü', email: 'ayse.kaya@yildirimsigorta.com.tr' },
      { name: 'Tuncay Oral', position: 'Satış Müdürü', email: 'tuncay.oral@yildirimsigorta.com.tr' },
    ],
    notes: [
      {
        title: 'Acente toplantısı',
        content:
          'En başarılı 120 acente için Kapadokya’da iki günlük teşvik programı konuşuldu. Balon turu ve gala yemeği şart.',
        by: ECE,
        days_ago: 45,
      },
    ],
    calls: [
      {
        direction: 'OUTGOING',
        description: 'Kapadokya programının taslağını gönderdim, İK müdürü bütçe aralığını haftaya iletecek.',
        by: ECE,
        days_ago: 20,
        contact: 'Ayşe Kaya',
      },
    ],
  },
  {
    // A near duplicate of the one above: typed again by someone else, same tax number.
    name: 'Yildirim Sigorta AŞ',
    industry: 'Sigorta',
    tax_number: '0680045213',
    city: 'İstanbul',
    phone: '+90 216 425 30 31',
    by: GIZEM,
    days_ago: 30,
    contacts: [
      { name: 'Kemal Uysal', position: 'Pazarlama Müdürü', email: 'kemal.uysal@yildirimsigorta.com.tr' },
    ],
    notes: [
      {
        title: 'Fuarda tanıştık',
        content:
          'Sigortacılık zirvesinde pazarlama müdürüyle tanıştım; bayi toplantıları için teklif istediler.',
        by: GIZEM,
        days_ago: 29,
      },
    ],
  },
  {
    name: 'Kuzeytaş Yapı Marketleri',
    industry: 'Perakende',
    city: 'İstanbul',
    phone: '+90 216 544 20 00',
    email: 'kurumsal@kuzeytasyapi.com.tr',
    fee: pct('0.08'),
    by: SEDA,
    days_ago: 260,
    contacts: [
      { name: 'Serdar Tan', position: 'Pazarlama Müdürü', email: 'serdar.tan@kuzeytasyapi.com.tr' },
      { name: 'Gökçe Aral', position: 'Etkinlik Sorumlusu', email: 'gokce.aral@kuzeytasyapi.com.tr' },
    ],
  },
  {
    // Another near duplicate: the same name without Turkish letters.
    name: 'Kuzeytas Yapi Marketleri',
    industry: 'Perakende',
    city: 'Istanbul',
    email: 'info@kuzeytasyapi.com.tr',
    by: GIZEM,
    days_ago: 14,
    contacts: [{ name: 'Gül Şen', position: 'Etkinlik Sorumlusu', email: 'gul.sen@kuzeytasyapi.com.tr' }],
  },
  {
    name: 'Trakya Enerji Üretim A.Ş.',
    industry: 'Enerji',
    tax_number: '8440193376',
    city: 'Tekirdağ',
    phone: '+90 282 261 10 10',
    email: 'info@trakyaenerji.com.tr',
    confirmed_days_ago: 90,
    fee: pct('0.1'),
    profit_target: '0.2',
    by: CAN,
    days_ago: 300,
    contacts: [
      { name: 'Orhan Balcı', position: 'Genel Müdür', email: 'orhan.balci@trakyaenerji.com.tr' },
      {
        name: 'Sevgi Durmaz',
        position: 'Kurumsal İletişim Müdürü',
        email: 'sevgi.durmaz@trakyaenerji.com.tr',
        mobile: '+90 542 611 09 09',
      },
    ],
    calls: [
      {
        direction: 'INCOMING',
        description:
          'Santral açılış töreni için protokol listesi ve davetiye tasarımı hakkında bilgi istediler.',
        by: CAN,
        days_ago: 7,
        contact: 'Sevgi Durmaz',
      },
    ],
  },
]
