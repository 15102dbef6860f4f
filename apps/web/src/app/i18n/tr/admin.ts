export const admin = {
  nav: {
    label: 'Yönetim menüsü',
    overview: 'Genel Bakış',
    eventCompany: 'Şirket Ayarları',
    organisation: 'Kullanıcılar',
    teams: 'Takımlar ve Departmanlar',
    orgChart: 'Organizasyon Şeması',
    positions: 'Pozisyonlar',
    definitions: 'Tanımlar',
    paymentMethods: 'Ödeme Yöntemleri',
    bizDev: 'Teklif Aşamaları',
  },
  overview: {
    title: 'Şirketini yönet',
    text: 'Şirket bilgileri, ekibin, organizasyon yapın ve tanımların burada.',
    cards: {
      overview: 'Yönetim sayfalarının özeti.',
      eventCompany: 'Şirket bilgileri, finans ve dil seçenekleri, logolar ve kredi kartları.',
      organisation: 'Kullanıcıları davet et, düzenle, devre dışı bırak ve şifre bağlantısı gönder.',
      teams: 'Departmanlar, proje referans önekleri ve takım renkleri.',
      orgChart: 'Kim kime bağlı: bir kişiyi sürükleyip yöneticisini değiştir.',
      positions: 'Pozisyonlar ve yetki seviyeleri.',
      definitions:
        'Proje ve toplantı türleri, kontak pozisyonları, sektörler, vergi daireleri ve diğer listeler.',
      paymentMethods: 'Nakit, kredi kartı ve havale ödeme yöntemleri.',
      bizDev: 'Teklif sürecindeki 15 aşamanın adları.',
    },
  },
}
