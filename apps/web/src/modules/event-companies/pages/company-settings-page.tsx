import { Card, Skeleton, Stack, Tabs } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useMe } from '../../../shared/session/use-session'
import { CompanyInfoTab } from '../components/company-info-tab'
import { CreditCardsTab } from '../components/credit-cards-tab'
import { FinancialTab } from '../components/financial-tab'
import { LanguageTab } from '../components/language-tab'
import { LogosTab } from '../components/logos-tab'
import { eventCompanyQueryOptions } from '../event-companies.api'

const TABS = ['info', 'finance', 'language', 'logos', 'cards'] as const
type Tab = (typeof TABS)[number]
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '')

/** /admin/event-company: company info, financial options, language options, logos, credit cards. */
export function CompanySettingsPage() {
  const { t } = useTranslation('company')
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: Tab = isTab(requested) ? requested : 'info'

  return (
    <Card withBorder radius="md" padding="lg">
      <Tabs
        value={tab}
        onChange={(value) => value && setParams(value === 'info' ? {} : { tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabsLabel')} mb="lg">
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {!company ? (
          <Stack gap="sm">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : (
          <>
            <Tabs.Panel value="info">
              <CompanyInfoTab company={company} />
            </Tabs.Panel>
            <Tabs.Panel value="finance">
              <FinancialTab company={company} />
            </Tabs.Panel>
            <Tabs.Panel value="language">
              <LanguageTab company={company} />
            </Tabs.Panel>
            <Tabs.Panel value="logos">
              <LogosTab company={company} />
            </Tabs.Panel>
            <Tabs.Panel value="cards">
              <CreditCardsTab companyId={company.id} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Card>
  )
}
