const TO_ASCII: Record<string, string> = { ı: 'i', ş: 's', ğ: 'g', ü: 'u', ö: 'o', ç: 'c' }

/**
 * The search form of a name: lower-cased the Turkish way (İ→i, I→ı), Turkish letters folded to ASCII
 * (ı→i, ş→s, ğ→g, ü→u, ö→o, ç→c), other accents dropped (â→a, é→e) and spaces collapsed. "İSTANBUL",
 * "Istanbul" and "istanbul" all become "istanbul"; "Şirket" becomes "sirket". The server stores it beside
 * each name (`name_search`) and folds every query the same way, so both sides always agree.
 */
export function foldTurkish(value: string): string {
  return value
    .toLocaleLowerCase('tr-TR')
    .replace(/[ışğüöç]/g, (letter) => TO_ASCII[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}
