import i18next from 'i18next'

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

/**
 * A definition's or a stage's name in the UI language: its English name in English when the admin gave
 * one, else its name (issue 19 item 10; decisions/0030).
 */
export function localName(
  row: { name: string; name_en?: string | null },
  locale: string | undefined = i18next.language,
): string {
  return locale === 'en' && row.name_en?.trim() ? row.name_en : row.name
}

/**
 * How a person registered on a form is named in a list: a form without name fields leaves the name empty,
 * so their e-mail stands in, then `unnamed` (the screen's own "no name" text).
 */
export function personName(
  person: { first_name: string; last_name: string; email?: string | null },
  unnamed: string,
): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.email?.trim() || unnamed
}
