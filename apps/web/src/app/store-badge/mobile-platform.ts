export type MobilePlatform = 'android' | 'ios'

/** Android and iOS browsers (iPadOS reports a Mac with touch) get a store badge. */
export function mobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios'
  return null
}

export const STORE_LINKS: Record<MobilePlatform, string> = {
  android: import.meta.env.VITE_PLAY_STORE_URL ?? 'https://play.google.com/store/search?q=ajanda&c=apps',
  ios: import.meta.env.VITE_APP_STORE_URL ?? 'https://apps.apple.com/tr/search?term=ajanda',
}
