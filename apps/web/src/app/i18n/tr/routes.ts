/** Page titles (header, breadcrumbs and document.title). */
export const routes = {
  home: 'Ana Sayfa',
  login: 'Giriş Yap',
  forgotPassword: 'Şifremi Unuttum',
  passwordReset: 'Şifre Yenile',
  register: 'Kayıt Ol',
  profile: 'Profil',
  notFound: 'Sayfa bulunamadı',
}
