import type { RequestDetail } from '@ajanda/contracts/requests.contract'
import { Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { RequestFields } from '../../modules/approvals/components/request-fields'
import { RequestItems } from '../../modules/approvals/components/request-items'

/** What the approver decides on: the type, who asks, how much, when, and the rows (no receipt downloads). */
export function DecisionSummary({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('approvals')
  return (
    <Stack gap="sm" component="section" aria-labelledby="decision-summary">
      <Title order={2} fz="h4" id="decision-summary">
        {t('request.title', { type: t(`requestTypes.${request.request_type}`) })}
      </Title>
      <RequestFields request={request} />
      <RequestItems request={request} />
    </Stack>
  )
}
