export const profile = {
  details: {
    title: 'Profil Bilgileri',
    fullName: 'Ad soyad',
    email: 'E-posta',
    language: 'Dil',
    position: 'Pozisyon',
    submit: 'Kaydet',
  },
  password: {
    title: 'Şifre Değiştir',
    current: 'Mevcut şifre',
    next: 'Yeni şifre',
    confirmation: 'Yeni şifre (tekrar)',
    submit: 'Şifreyi Değiştir',
  },
  picture: {
    title: 'Profil Fotoğrafı',
    alt: '{{name}} profil fotoğrafı',
    choose: 'Fotoğraf Yükle',
    hint: 'PNG, JPEG veya WebP; en fazla {{max}} MB. Fotoğraf 300x300 piksel olarak kaydedilir.',
    cropTitle: 'Fotoğrafı Kırp',
    cropArea: 'Kırpma alanı: fotoğrafı sürükle, yakınlaştırmak için kaydırıcıyı kullan',
    zoom: 'Yakınlaştır',
    save: 'Kaydet',
  },
}
