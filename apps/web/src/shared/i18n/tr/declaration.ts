/** The attendee's declaration page (/declaration/{code}, issue 22 item 6): an attendee fills it, so "siz". */
export const declaration = {
  pageTitle: 'Beyan formu',
  loading: 'Beyan formu yükleniyor',
  loadFailed: 'Beyan formu yüklenemedi. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  notFound: 'Bu bağlantı geçersiz. Bağlantıyı kontrol edin ya da sizi davet edenlere sorun.',
  retry: 'Tekrar dene',
  greeting: 'Merhaba {{name}},',
  intro: 'Lütfen aşağıdaki metinleri okuyup onaylayın ve imzanızı atın.',
  submit: 'Beyanımı gönder',
  sending: 'Gönderiliyor',
  checkErrors: 'Lütfen işaretli alanları kontrol edin.',
  done: {
    title: 'Teşekkürler!',
    declaredAt: 'Beyanınız {{date}} tarihinde alındı.',
    copy: 'Beyanınızın PDF kopyası e-posta adresinize gönderilir.',
  },
}
