import { Badge, Button, Card, Group, Skeleton, Stack, Tabs } from '@mantine/core'
import { IconUserPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { usePageRecord } from '../../../shared/navigation/page-record'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { CallsTab, NotesTab } from '../../activities/components/activity-tabs'
import { ContactFormModal } from '../../contacts/components/contact-form-modal'
import { ContactsTable } from '../../contacts/components/contacts-table'
import {
  COMPANY_KINDS,
  type CompanyDetail,
  type CompanyKind,
  companyDetailQueryOptions,
} from '../address-book.api'
import { CompanyDetails } from './company-details'
import { CompanyFormModal } from './company-form-modal'
import { CompanyHeader } from './company-header'
import {
  ClientBudgets,
  ClientLeads,
  CompanyProjects,
  SupplierInvoices,
  useRecordCounts,
} from './company-records'

/** A client's record connects its projects, leads and budgets; a supplier's its projects and invoices. */
const TABS = {
  client: ['details', 'contacts', 'projects', 'leads', 'budgets', 'notes', 'calls'],
  supplier: ['details', 'contacts', 'projects', 'invoices', 'notes', 'calls'],
} as const satisfies Record<CompanyKind, readonly string[]>

function ContactsTab({ kind, company }: { kind: CompanyKind; company: CompanyDetail }) {
  const { t } = useTranslation('crm')
  const [creating, setCreating] = useState(false)
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('contacts.new')}
        </Button>
      </Group>
      {company.contacts.length === 0 ? (
        <EmptyResults />
      ) : (
        <ContactsTable rows={company.contacts} showCompany={false} />
      )}
      <ContactFormModal
        opened={creating}
        contact={null}
        companyId={`${COMPANY_KINDS[kind].letter}-${company.id}`}
        onClose={() => setCreating(false)}
      />
    </Stack>
  )
}

/** /client/{code} and /supplier/{code}: header with key facts and logo; details, contacts, notes, calls. */
export function CompanyProfilePage({ kind }: { kind: CompanyKind }) {
  const { t } = useTranslation('crm')
  const { code = '' } = useParams()
  const query = useQuery(companyDetailQueryOptions(kind, code))
  const [tab, setTab] = useState<string | null>('details')
  const [editing, setEditing] = useState(false)
  const company = query.data as CompanyDetail | undefined
  const counts = useRecordCounts(kind, { id: company?.id ?? 0, code: company?.code ?? code }, !!company)
  // "Müşteriler / Ege Otomotiv": the breadcrumbs and the header name the record.
  usePageRecord({ title: company?.name })

  if (query.error) {
    if (isApiError(query.error) && query.error.status === 404)
      return <Navigate to={COMPANY_KINDS[kind].list} replace />
    return <ErrorAlert message={query.error.message} />
  }
  if (!company) {
    return (
      <Stack gap="lg">
        <Skeleton height={120} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    )
  }
  if (!company.name) return <Navigate to={COMPANY_KINDS[kind].list} replace />
  if (company.merged_into)
    return <Navigate to={`${COMPANY_KINDS[kind].page}/${company.merged_into.code}`} replace />
  const subject = { type: COMPANY_KINDS[kind].letter, code: company.code }

  return (
    <Stack gap="lg">
      <CompanyHeader kind={kind} company={company} onEdit={() => setEditing(true)} />
      <Card withBorder radius="md" padding="lg">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List
            mb="md"
            aria-label={company.name}
            style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
          >
            {TABS[kind].map((name) => (
              <Tabs.Tab
                key={name}
                value={name}
                style={{ whiteSpace: 'nowrap' }}
                rightSection={
                  counts[name] === undefined ? undefined : (
                    <Badge size="sm" variant="light" color="gray" circle={counts[name] < 10}>
                      {counts[name]}
                    </Badge>
                  )
                }
              >
                {t(`profile.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details">
            <CompanyDetails company={company} />
          </Tabs.Panel>
          <Tabs.Panel value="contacts">
            <ContactsTab kind={kind} company={company} />
          </Tabs.Panel>
          <Tabs.Panel value="projects">
            <CompanyProjects kind={kind} id={company.id} />
          </Tabs.Panel>
          {kind === 'client' ? (
            <>
              <Tabs.Panel value="leads">
                <ClientLeads id={company.id} />
              </Tabs.Panel>
              <Tabs.Panel value="budgets">
                <ClientBudgets code={company.code} />
              </Tabs.Panel>
            </>
          ) : (
            <Tabs.Panel value="invoices">
              <SupplierInvoices id={company.id} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="notes">
            <NotesTab notes={company.notes} subject={subject} />
          </Tabs.Panel>
          <Tabs.Panel value="calls">
            <CallsTab calls={company.calls} contacts={company.contacts} subject={subject} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <CompanyFormModal kind={kind} company={company} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  )
}
