import { Stack, Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { NotFoundPage } from '../../../shared/pages/not-found-page'
import {
  DEFINITION_SUBPAGES,
  type DefinitionSubpage,
  isDefinitionSubpage,
  useDefinitionConfigs,
} from '../components/definition-configs'
import { DefinitionTable } from '../components/definition-table'

function SubpageTable({ subpage }: { subpage: DefinitionSubpage }) {
  const configs = useDefinitionConfigs()
  switch (subpage) {
    case 'project-types':
      return <DefinitionTable config={configs['project-types']} />
    case 'meeting-types':
      return <DefinitionTable config={configs['meeting-types']} />
    case 'contact-positions':
      return <DefinitionTable config={configs['contact-positions']} />
    case 'expense-sources':
      return <DefinitionTable config={configs['expense-sources']} />
    case 'client-industries':
      return <DefinitionTable config={configs['client-industries']} />
    case 'supplier-categories':
      return <DefinitionTable config={configs['supplier-categories']} />
    case 'tax-offices':
      return <DefinitionTable config={configs['tax-offices']} />
  }
}

/** /admin/definitions/{subpage}: one tab per definition, each a generic table view. */
export function DefinitionsPage() {
  const { t } = useTranslation('definitions')
  const { subpage } = useParams()
  const navigate = useNavigate()
  if (!isDefinitionSubpage(subpage)) return <NotFoundPage />

  return (
    <Stack gap="md">
      <Tabs
        value={subpage}
        onChange={(value) => value && void navigate(`/admin/definitions/${value}`)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabsLabel')}>
          {DEFINITION_SUBPAGES.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`titles.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <SubpageTable key={subpage} subpage={subpage} />
    </Stack>
  )
}
