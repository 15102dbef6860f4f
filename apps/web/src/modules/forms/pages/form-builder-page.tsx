import { Alert, Anchor, Button, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { NotFoundPage } from '../../../shared/pages/not-found-page'
import { FormBuilder } from '../components/form-builder'
import { formQueryOptions } from '../forms.api'

/**
 * /project/{code}/rsvp-form/{form_id} and /project/{code}/reg-form/{form_id}: the builder of one of the
 * project's forms (GET /form/{id}); another company's form or a wrong id is not found.
 */
export function FormBuilderPage() {
  const { t } = useTranslation('forms')
  const { code = '', form_id: formId = '' } = useParams()
  const id = Number(formId)
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...formQueryOptions(id), enabled: valid })
  if (!valid) return <NotFoundPage />
  if (query.isPending) return <Skeleton height={320} aria-label={t('loading')} />
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403))
      return <NotFoundPage />
    return (
      <Alert color="red.9" title={t('loadFailed')}>
        <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    )
  }
  const projectCode = query.data.project_code ?? code
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/project/${encodeURIComponent(projectCode)}/forms`} size="sm">
        ← {t('tab')}
      </Anchor>
      <FormBuilder form={query.data} />
    </Stack>
  )
}
