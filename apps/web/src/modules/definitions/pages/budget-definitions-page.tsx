import { Card, Stack, Tabs, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { NotFoundPage } from '../../../shared/pages/not-found-page'
import { useMe } from '../../../shared/session/use-session'
import { ExportSettingsForm } from '../../event-companies/components/export-settings-form'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { BudgetCategoriesTable } from '../budgets/budget-categories-table'
import { useBudgetDefinitionConfigs } from '../budgets/budget-definition-configs'
import { BudgetTemplatesTable } from '../budgets/budget-templates-table'
import { DefinitionTable } from '../components/definition-table'

/** admin-area.md's side links of budget definitions, in its order. */
const SUBPAGES = [
  'budget-categories',
  'budget-items',
  'budget-groups',
  'budget-templates',
  'budget-category-templates',
  'export',
] as const
type Subpage = (typeof SUBPAGES)[number]
const isSubpage = (value: string | undefined): value is Subpage =>
  (SUBPAGES as readonly string[]).includes(value ?? '')

function ExportTab() {
  const { t } = useTranslation('definitions')
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={t('budgets.exportTitle')}>
      <Title order={2} fz="h4">
        {t('budgets.exportTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('budgets.exportHint')}
      </Text>
      {company && <ExportSettingsForm company={company} />}
    </Card>
  )
}

function Subpage({ subpage }: { subpage: Subpage }) {
  const configs = useBudgetDefinitionConfigs()
  switch (subpage) {
    case 'budget-categories':
      return <BudgetCategoriesTable />
    case 'budget-items':
      return <DefinitionTable config={configs['budget-items']} />
    case 'budget-groups':
      return <DefinitionTable config={configs['budget-groups']} />
    case 'budget-templates':
    case 'budget-category-templates':
      return <BudgetTemplatesTable name={subpage} />
    case 'export':
      return <ExportTab />
  }
}

/** /admin/budgets/{subpage}: budget categories with their taxes, items, groups, templates and export settings. */
export function BudgetDefinitionsPage() {
  const { t } = useTranslation('definitions')
  const { subpage } = useParams()
  const navigate = useNavigate()
  if (!isSubpage(subpage)) return <NotFoundPage />
  return (
    <Stack gap="md">
      <Tabs
        value={subpage}
        onChange={(value) => value && void navigate(`/admin/budgets/${value}`)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('budgets.tabsLabel')}>
          {SUBPAGES.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`budgets.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Subpage key={subpage} subpage={subpage} />
    </Stack>
  )
}
