import { Alert, Anchor, Button, Skeleton, Stack } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { NotFoundPage } from '../../../shared/pages/not-found-page'
import { isFullProject, projectQueryOptions } from '../../projects/projects.api'
import { FormBuilder } from '../components/form-builder'
import { formQueryOptions } from '../forms.api'

/**
 * /project/{code}/rsvp-form/{form_id} and /project/{code}/reg-form/{form_id}: the builder of one of the
 * project's forms (GET /form/{id}); another company's form or a wrong id is not found. The project (GET
 * /project/{code}, loaded beside the form, cached when coming from its page) says whether the viewer
 * only reads it (decisions/0047): the builder then opens read-only.
 */
export function FormBuilderPage() {
  const { t } = useTranslation(['forms', 'projects'])
  const { code = '', form_id: formId = '' } = useParams()
  const id = Number(formId)
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...formQueryOptions(id), enabled: valid })
  const project = useQuery({ ...projectQueryOptions(code), enabled: valid && code !== '' })
  if (!valid) return <NotFoundPage />
  // Both before the builder shows, so that no write flashes before the project says read-only. A
  // project that fails to load leaves the form editable: the server still answers each write.
  if (query.isPending || (project.isPending && project.fetchStatus !== 'idle'))
    return <Skeleton height={320} aria-label={t('loading')} />
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
  const readOnly = project.data !== undefined && isFullProject(project.data) && project.data.read_only
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/project/${encodeURIComponent(projectCode)}/forms`} size="sm">
        ← {t('tab')}
      </Anchor>
      {readOnly && (
        <Alert color="gray" variant="light" icon={<IconEye aria-hidden />} data-testid="project-read-only">
          {t('projects:header.readOnly')}
        </Alert>
      )}
      <FormBuilder form={query.data} readOnly={readOnly} />
    </Stack>
  )
}
