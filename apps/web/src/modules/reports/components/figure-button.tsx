import { UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { DrilldownTarget } from '../reports.api'
import { useOpenDrilldown } from './drilldown-context'
import classes from './figure-button.module.css'

interface FigureButtonProps {
  /** The number as shown ("1.250.000,00 TRY", "12"). */
  value: string
  /** Which records are behind it; `title` names the number in the drawer and for screen readers. */
  target: DrilldownTarget
  fw?: number
}

/** A report's number: a button that opens the drawer listing the records behind it. */
export function FigureButton({ value, target, fw }: FigureButtonProps) {
  const { t } = useTranslation('reports')
  const open = useOpenDrilldown()
  return (
    <UnstyledButton
      className={classes.figure}
      onClick={() => open(target)}
      aria-label={t('drilldown.open', { label: target.title, value })}
      fw={fw}
    >
      {value}
    </UnstyledButton>
  )
}
