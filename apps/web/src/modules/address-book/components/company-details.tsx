import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../shared/format/dates'
import { fractionToPercent } from '../../../shared/format/percent'
import type { CompanyDetail } from '../address-book.api'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  )
}

/** The details tab: every stored field of the client or supplier. */
export function CompanyDetails({ company }: { company: CompanyDetail }) {
  const { t, i18n } = useTranslation('crm')
  const none = t('profile.none')
  const percent = (value: string | null) => (value === null ? none : `%${fractionToPercent(value)}`)
  const fee = () => {
    if (!('fin_fee_type' in company) || !company.fin_fee_type) return none
    const amount =
      company.fin_fee_type === 'PERCENTAGE'
        ? percent(company.fin_fee_rate)
        : `${company.fin_fee_rate ?? ''} ${company.fin_fee_currency ?? ''}`
    return `${t(`feeTypes.${company.fin_fee_type}`)} · ${amount}`
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      <Fact label={t('fields.legal_name')}>{company.legal_name ?? none}</Fact>
      <Fact label={t('fields.tax_office_id')}>{company.tax_office?.name ?? none}</Fact>
      <Fact label={t('fields.tax_number')}>{company.tax_number ?? none}</Fact>
      <Fact label={t('fields.address')}>{company.address ?? none}</Fact>
      <Fact label={t('fields.city')}>
        {[company.city, company.country].filter(Boolean).join(', ') || none}
      </Fact>
      <Fact label={t('fields.phone')}>{company.phone ?? none}</Fact>
      <Fact label={t('fields.email')}>
        {company.email ? <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor> : none}
      </Fact>
      <Fact label={t('fields.website')}>
        {company.website ? (
          <Anchor href={company.website} target="_blank" rel="noreferrer">
            {company.website}
          </Anchor>
        ) : (
          none
        )}
      </Fact>
      {'fin_fee_type' in company ? (
        <>
          <Fact label={t('fields.fin_fee_rate')}>{fee()}</Fact>
          <Fact label={t('fields.profit_target')}>{percent(company.profit_target)}</Fact>
        </>
      ) : (
        <>
          <Fact label={t('fields.iban')}>{company.iban ?? none}</Fact>
          <Fact label={t('fields.bank_name')}>{company.bank_name ?? none}</Fact>
        </>
      )}
      <Fact label={t('profile.creator')}>{company.creator?.full_name ?? none}</Fact>
      <Fact label={t('profile.created')}>{formatDate(company.created_at, i18n.language)}</Fact>
    </SimpleGrid>
  )
}
