import type { TFunction } from 'i18next'

/**
 * The English name of a definition in its admin table: a column and a field. The web shows it to people
 * who use the app in English; left empty, they see the name (decisions/0030).
 */
export function englishNameParts(t: TFunction<'definitions'>, maxLength = 150) {
  const column = {
    key: 'name_en',
    title: t('fields.nameEn'),
    render: (row: { name_en: string | null }) => row.name_en ?? '',
    sortValue: (row: { name_en: string | null }) => row.name_en,
  }
  const field = { name: 'name_en', label: t('fields.nameEn'), kind: 'text', maxLength } as const
  return { column, field }
}
