import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useRecordTitle, useRouteHandle } from '../routing/use-route-handle'

/** The translated title of the current route; also written to document.title. */
export function useDocumentTitle(): string {
  const { t } = useTranslation(['routes', 'common'])
  const handle = useRouteHandle()
  const recordTitle = useRecordTitle()
  const title = recordTitle ?? t(handle.title ?? 'notFound')
  const appName = t('common:appName')

  useEffect(() => {
    document.title = `${title} · ${appName}`
  }, [title, appName])

  return title
}
