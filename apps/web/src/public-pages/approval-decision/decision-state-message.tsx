import type { DecisionLinkState } from '@ajanda/contracts/requests.contract'
import { Alert, Anchor } from '@mantine/core'
import { type IconAlertTriangle, IconCircleCheck, IconClockX, IconLinkOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

type Closed = Exclude<DecisionLinkState, 'valid'>
const LOOKS = {
  used: { color: 'blue', Icon: IconCircleCheck },
  expired: { color: 'orange', Icon: IconClockX },
  decided: { color: 'blue', Icon: IconCircleCheck },
  invalid: { color: 'red', Icon: IconLinkOff },
} as const satisfies Record<Closed, { color: string; Icon: typeof IconAlertTriangle }>

/** Why the link cannot decide any more; an expired one points to /approves, where the approver still can. */
export function DecisionStateMessage({ state, requestId }: { state: Closed; requestId?: number }) {
  const { t } = useTranslation('approvals')
  const { color, Icon } = LOOKS[state]
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon aria-hidden />}
      data-testid="link-state"
      data-state={state}
    >
      {t(`decisionPage.${state}`)}
      {state === 'expired' && (
        <>
          {' '}
          <Anchor component={Link} to={requestId ? `/approves?request=${requestId}` : '/approves'} fw={600}>
            {t('decisionPage.openApp')}
          </Anchor>
        </>
      )}
    </Alert>
  )
}
