import '@mantine/dates/styles.css'
import { ACCOUNTING_KINDS, type AccountingKind } from '@ajanda/contracts/accounting.contract'
import { Card, Stack, Tabs, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { kindFromSearch } from '../accounting-filters'
import { AccountingList } from '../components/accounting-list'

/** /accounting: one tab per list (the URL's `kind`), each with its filters, totals, table and export. */
export function AccountingPage() {
  const { t } = useTranslation('accounting')
  const [params, setParams] = useSearchParams()
  const kind = kindFromSearch(params)
  return (
    <Stack gap="md">
      <Text component="h2" fw={650} fz="h3">
        {t('title')}
      </Text>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('title')}>
        <Tabs
          value={kind}
          onChange={(value) => value && setParams(new URLSearchParams({ kind: value }))}
          keepMounted={false}
          activateTabWithKeyboard={false}
        >
          <Tabs.List mb="md" aria-label={t('kindsLabel')}>
            {ACCOUNTING_KINDS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`kinds.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ACCOUNTING_KINDS.map((name: AccountingKind) => (
            <Tabs.Panel key={name} value={name}>
              {name === kind && <AccountingList kind={name} kindInSearch />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
    </Stack>
  )
}
