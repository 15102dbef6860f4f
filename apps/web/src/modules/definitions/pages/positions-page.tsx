import { POSITION_SCOPE_TEXT, POSITION_SCOPES } from '@ajanda/contracts/users.contract'
import { useTranslation } from 'react-i18next'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { DefinitionTable, type DefinitionTableConfig } from '../components/definition-table'
import { englishNameParts } from '../components/english-name'

/** /admin/positions: the table page with its own modal, a name and the authority level (scope_text). */
export function PositionsPage() {
  const { t } = useTranslation('definitions')
  const locale = useFormLocale()
  const english = englishNameParts(t, 100)
  const config: DefinitionTableConfig<'positions'> = {
    name: 'positions',
    title: t('titles.positions'),
    newLabel: t('newLabels.positions'),
    titles: { create: t('newLabels.positions'), edit: t('editLabels.positions') },
    columns: [
      { key: 'name', title: t('fields.name'), render: (row) => row.name, sortValue: (row) => row.name },
      english.column,
      {
        key: 'scope',
        title: t('fields.scope'),
        render: (row) => row.scope_text,
        sortValue: (row) => POSITION_SCOPES.indexOf(row.scope),
      },
    ],
    fields: [
      { name: 'name', label: t('fields.name'), kind: 'text', required: true },
      english.field,
      {
        name: 'scope',
        label: t('fields.scope'),
        kind: 'select',
        required: true,
        options: POSITION_SCOPES.map((scope) => ({
          value: scope,
          label: POSITION_SCOPE_TEXT[locale][scope],
        })),
      },
    ],
    empty: { name: '', name_en: '', scope: 'USER' },
    toValues: (row) => ({ name: row.name, name_en: row.name_en ?? '', scope: row.scope }),
    emptyText: t('positionsHint'),
  }
  return <DefinitionTable config={config} />
}
