import { useTranslation } from 'react-i18next'
import classes from './skip-link.module.css'

/** First stop of the keyboard: jumps over the navigation to the page content. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation('shell')
  return (
    <a className={classes.link} href={`#${target}`}>
      {t('skipToContent')}
    </a>
  )
}
