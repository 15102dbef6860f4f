export const common = {
  appName: 'Ajanda',
  loading: 'yükleniyor',
  actions: {
    togglePassword: 'Şifreyi göster ya da gizle',
    save: 'Kaydet',
    cancel: 'Vazgeç',
    close: 'Kapat',
    reload: 'Sayfayı yenile',
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
  errorPage: {
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
  empty: {
    noResults: 'Hiç sonuç bulunamadı',
  },
  splash: {
    label: 'Ajanda hazırlanıyor',
  },
}
