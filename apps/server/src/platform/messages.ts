import type { Locale } from '@ajanda/contracts/common/locale'

/** Every sentence the server says, in Turkish (default) and English. */
const messages = {
  tr: {
    unauthenticated: 'Oturum açman gerekiyor.',
    session_expired: 'Oturumunun süresi doldu, lütfen tekrar giriş yap.',
    forbidden: 'Bu işlem için yetkin yok.',
    not_found: 'Aradığın kayıt bulunamadı.',
    route_not_found: 'İstediğin adres bulunamadı.',
    validation_failed: 'Gönderdiğin bilgilerde hata var.',
    and_more_errors: '(ve {count} hata daha)',
    too_many_attempts: 'Çok fazla deneme yaptın. Lütfen {minutes} dakika sonra tekrar dene.',
    too_many_requests: 'Çok fazla istek gönderdin. Lütfen biraz bekleyip tekrar dene.',
    server_error: 'Beklenmeyen bir hata oluştu. Lütfen tekrar dene; sorun sürerse bu kodu ilet: {requestId}',
    invalid_json: 'Gönderilen veri geçerli bir JSON değil.',
    body_too_large: 'Gönderilen veri çok büyük.',
    unsupported_media_type: 'Bu içerik türü desteklenmiyor.',
    login_failed: 'E-posta adresin ya da şifren hatalı.',
    account_disabled: 'Bu hesap devre dışı bırakılmış.',
    logged_out: 'Çıkış yapıldı.',
    reset_link_sent: 'Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderdik.',
    reset_token_invalid: 'Bu şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.',
    password_reset_done: 'Şifren güncellendi. Yeni şifrenle giriş yapabilirsin.',
    password_changed: 'Şifren güncellendi.',
    current_password_wrong: 'Mevcut şifren hatalı.',
    email_taken: 'Bu e-posta adresi zaten kayıtlı.',
    registered: 'Hesabın oluşturuldu. Hoş geldin!',
    profile_updated: 'Profilin güncellendi.',
    profile_picture_updated: 'Profil fotoğrafın güncellendi.',
    reset_mail_subject: 'Ajanda şifre sıfırlama',
    reset_mail_body:
      'Merhaba {name},\n\nŞifreni sıfırlamak için bu bağlantıyı aç (60 dakika geçerlidir, bir kez kullanılabilir):\n{link}\n\nBu isteği sen yapmadıysan bu e-postayı yok sayabilirsin.',
    database_unavailable: 'Veritabanına ulaşılamıyor.',
  },
  en: {
    unauthenticated: 'You need to sign in.',
    session_expired: 'Your session has expired, please sign in again.',
    forbidden: 'You are not allowed to do this.',
    not_found: 'The record you are looking for was not found.',
    route_not_found: 'The address you asked for was not found.',
    validation_failed: 'The data you sent has errors.',
    and_more_errors: '(and {count} more errors)',
    too_many_attempts: 'Too many attempts. Please try again in {minutes} minutes.',
    too_many_requests: 'Too many requests. Please wait a moment and try again.',
    server_error:
      'An unexpected error occurred. Please try again; if it persists, quote this code: {requestId}',
    invalid_json: 'The data sent is not valid JSON.',
    body_too_large: 'The data sent is too large.',
    unsupported_media_type: 'This content type is not supported.',
    login_failed: 'Your e-mail address or password is wrong.',
    account_disabled: 'This account has been deactivated.',
    logged_out: 'You have signed out.',
    reset_link_sent: 'If this e-mail address is registered, we have sent a password reset link.',
    reset_token_invalid: 'This password reset link is invalid or has expired.',
    password_reset_done: 'Your password has been updated. You can sign in with your new password.',
    password_changed: 'Your password has been updated.',
    current_password_wrong: 'Your current password is wrong.',
    email_taken: 'This e-mail address is already registered.',
    registered: 'Your account has been created. Welcome!',
    profile_updated: 'Your profile has been updated.',
    profile_picture_updated: 'Your profile picture has been updated.',
    reset_mail_subject: 'Ajanda password reset',
    reset_mail_body:
      'Hello {name},\n\nOpen this link to reset your password (valid for 60 minutes, usable once):\n{link}\n\nIf you did not ask for this, you can ignore this e-mail.',
    database_unavailable: 'The database cannot be reached.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type MessageKey = keyof (typeof messages)['tr']

export function t(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = messages[locale][key] ?? messages.tr[key]
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}
