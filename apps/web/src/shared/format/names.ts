/** "Ayşe Nur Yılmaz" → "Ayşe": the greeting uses the first word of the full name. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

/** Two letters for an avatar without a picture. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return `${first}${last}`.toLocaleUpperCase('tr-TR')
}
