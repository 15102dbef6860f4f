import { Paper, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { PageLoader } from '../../../shared/ui/page-loader'
import { projectQueryOptions } from '../../projects/projects.api'
import { SalesInvoiceRequestForm } from '../forms/sales-invoice-request-form'

/**
 * /project/{code}/accounting/new-sales-invoice-request and /project/{code}/sales/…: the sales invoice
 * request of one project, billed to its client unless another is picked; back to the project after saving.
 */
export function NewSalesInvoiceRequestPage() {
  const { t } = useTranslation('requests')
  const code = useParams().code ?? ''
  const navigate = useNavigate()
  const project = useQuery(projectQueryOptions(code))
  const back = () => navigate(`/project/${encodeURIComponent(code)}/main`)

  if (project.isPending) return <PageLoader fullHeight={false} />
  if (project.isError) return <ErrorAlert message={project.error.message || t('form.loadFailed')} />
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h3">
        {t('titles.new.sales_invoice_request')} · {project.data.name}
      </Title>
      <Paper withBorder p="lg">
        <SalesInvoiceRequestForm
          request={null}
          projectId={project.data.id}
          client={project.data.client ? { id: project.data.client.id, name: project.data.client.name } : null}
          onSaved={back}
          onCancel={back}
        />
      </Paper>
    </Stack>
  )
}
