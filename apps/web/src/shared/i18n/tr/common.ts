export const common = {
  /** The calendar's buttons (month and year controls, previous and next), on every date picker. */
  calendar: {
    monthLevel: 'Ay seç',
    yearLevel: 'Yıl seç',
    nextMonth: 'Sonraki ay',
    previousMonth: 'Önceki ay',
    nextYear: 'Sonraki yıl',
    previousYear: 'Önceki yıl',
    nextDecade: 'Sonraki on yıl',
    previousDecade: 'Önceki on yıl',
  },
  appName: 'Ajanda',
  loading: 'yükleniyor',
  actions: {
    togglePassword: 'Şifreyi göster ya da gizle',
    save: 'Kaydet',
    cancel: 'Vazgeç',
    close: 'Kapat',
    reload: 'Sayfayı yenile',
    new: 'Yeni Ekle',
    update: 'Güncelle',
    delete: 'Sil',
    pickColor: 'Ekrandan renk seç',
    edit: 'Düzenle',
  },
  yes: 'Evet',
  no: 'Hayır',
  status: {
    active: 'Aktif',
    inactive: 'Pasif',
  },
  confirm: {
    title: 'Emin misin?',
    irreversible: 'Bu işlem geri alınamaz!',
  },
  table: {
    search: 'Ara...',
    searchLabel: 'Tabloda ara',
    filters: 'Filtreler',
    filtersActive: 'Filtreler (uygulanıyor)',
    actions: 'İşlemler',
    pager: '{{total}} kayıt arasında {{from}} ile {{to}} arası listeleniyor',
    pageNumber: '{{page}}. sayfa',
    pageControls: {
      first: 'İlk sayfa',
      previous: 'Önceki sayfa',
      next: 'Sonraki sayfa',
      last: 'Son sayfa',
    },
  },
  image: {
    empty: 'Henüz görsel yok',
    upload: 'Görsel Yükle',
    change: 'Değiştir',
    delete: 'Görseli Sil',
    deleteMessage: 'Bu görseli silmek üzeresin.',
  },
  scopePicker: {
    label: 'Kişi ya da grup',
    prompt: 'Seç',
  },
  alerts: {
    successTitle: 'BAŞARILI!',
    errorTitle: 'HATA!',
    genericError: 'İşlem sırasında bir hata oluştu',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    text: 'Aradığın sayfa taşınmış ya da hiç var olmamış olabilir.',
    home: 'Ana Sayfaya dön',
  },
  errors: {
    server: 'Sunucu şu an yanıt veremedi. Biraz sonra tekrar dene; sorun sürerse yöneticine haber ver.',
    network: 'Sunucuya ulaşılamadı. İnternet bağlantını kontrol edip tekrar dene.',
  },
  errorPage: {
    chunk:
      'Sayfanın bir parçası yüklenemedi: uygulama güncellenmiş ya da bağlantı kopmuş olabilir. Sayfayı yenilediğinde en güncel sürüm yüklenir.',
    offline: 'İnternet bağlantın kopmuş görünüyor. Bağlantı geri geldiğinde “Tekrar dene”ye bas.',
    retry: 'Tekrar dene',
    title: 'Bir hata oluştu',
    text: 'Sayfa gösterilirken beklenmeyen bir sorun çıktı. Sayfayı yenileyip tekrar dene.',
  },
  update: {
    title: 'Uygulama güncellendi!',
    action: 'Sayfayı yeniden yüklemek için tıkla!',
  },
  storeBadge: {
    android: 'Ajanda mobil uygulamasını Google Play’den indir',
    ios: 'Ajanda mobil uygulamasını App Store’dan indir',
    androidLink: 'Google Play’de aç',
    iosLink: 'App Store’da aç',
    dismiss: 'Uygulama bağlantısını kapat',
    region: 'Mobil uygulama',
  },
  languages: {
    tr: 'Türkçe',
    en: 'English',
  },
  dateShortcuts: {
    today: 'Bugün',
    tomorrow: 'Yarın',
    nextWeek: 'Gelecek hafta',
  },
  empty: {
    nothingYet: 'Henüz kayıt yok',
    filteredHint: 'Aramanı ya da filtreleri değiştirip tekrar dene.',
    noResults: 'Hiç sonuç bulunamadı',
  },
  splash: {
    label: 'Ajanda hazırlanıyor',
  },
}
