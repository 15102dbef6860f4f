import { Alert, Button, Skeleton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormBuilder } from '../components/form-builder'
import { briefFormQueryOptions, formQueryOptions } from '../forms.api'

/**
 * /admin/biz-dev/brief-form: the company's brief form (GET /event-companies/brief-form) in the same
 * builder. The builder's writes patch the form's own cache entry, which the brief seeds (initialData).
 */
export function BriefFormPage() {
  const { t } = useTranslation('forms')
  const brief = useQuery(briefFormQueryOptions())
  if (brief.isPending) return <Skeleton height={320} aria-label={t('loading')} />
  if (brief.isError)
    return (
      <Alert color="red.9" title={t('loadFailed')}>
        <Button size="compact-sm" variant="light" onClick={() => void brief.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    )
  return <BriefFormBuilder id={brief.data.id} initial={brief.data} />
}

function BriefFormBuilder({
  id,
  initial,
}: {
  id: number
  initial: Parameters<typeof FormBuilder>[0]['form']
}) {
  const form = useQuery({ ...formQueryOptions(id), initialData: initial, staleTime: 30_000 }).data
  return <FormBuilder form={form} />
}
