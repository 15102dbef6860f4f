import { ACCOUNTING_KINDS } from '@ajanda/contracts/accounting.contract'
import { Button, Card, Divider, Stack, Tabs } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoaderData, useNavigate, useParams, useRevalidator } from 'react-router'
import { registerBadgeTexts } from '../../../public-pages/event-badge/badge-texts'
import { NotFoundPage } from '../../../shared/pages/not-found-page'
import { hasBackOffice } from '../../../shared/session/back-office'
import { useMe } from '../../../shared/session/use-session'
import { ProjectActivitiesTab } from '../components/project-activities-tab'
import { ProjectFilesTab } from '../components/project-files-tab'
import { ProjectHeader } from '../components/project-header'
import { ProjectMainTab } from '../components/project-main-tab'
import { ProjectTimelineTab } from '../components/project-timeline-tab'
import {
  ACCOUNTING_TAB,
  ATTENDEES_TAB,
  BADGES_TAB,
  BUDGETS_TAB,
  CHECKIN_TAB,
  FORMS_TAB,
  isAccountingSubpage,
  type ProjectLoaderData,
  type ProjectSubpage,
  subpagesFor,
} from '../project-loader'
import { isFullProject, projectKeys, projectQueryOptions } from '../projects.api'

export { projectPageLoader } from '../project-loader'

// The accounting lists are the accounting module's: they load when the "Muhasebe" tab is first opened.
const ProjectAccountingTab = lazy(() =>
  import('../../accounting/components/project-accounting-tab').then((m) => ({
    default: m.ProjectAccountingTab,
  })),
)

// The budgets tab is the budgets module's: it loads when "Bütçeler" is first opened.
const ProjectBudgetsTab = lazy(() =>
  import('../../budgets/components/project-budgets-tab').then((m) => ({ default: m.ProjectBudgetsTab })),
)

// The forms tab is the forms module's: it loads when "Formlar" is first opened.
const ProjectFormsTab = lazy(() =>
  import('../../forms/components/project-forms-tab').then((m) => ({ default: m.ProjectFormsTab })),
)

// The attendees tab is the attendees module's: it loads when "Katılımcılar" is first opened.
const ProjectAttendeesTab = lazy(() =>
  import('../../attendees/components/project-attendees-tab').then((m) => ({
    default: m.ProjectAttendeesTab,
  })),
)

// The check-in tab is the checkin module's: it loads when "Check-in" is first opened.
const ProjectCheckinTab = lazy(() =>
  import('../../checkin/components/project-checkin-tab').then((m) => ({ default: m.ProjectCheckinTab })),
)

// The tab's name is the badges' texts (a few lines); the tab itself loads with its chunk.
registerBadgeTexts()

// The badges tab is the badges module's: it loads when "Yaka Kartları" is first opened.
const ProjectBadgesTab = lazy(() =>
  import('../../badges/components/project-badges-tab').then((m) => ({ default: m.ProjectBadgesTab })),
)

// The files tab's "Fotoğraflar" section is the photos module's (staff only): it loads with the tab.
const ProjectPhotosSection = lazy(() =>
  import('../../photos/components/project-photos-section').then((m) => ({ default: m.ProjectPhotosSection })),
)

// The lead / project form belongs to bizdev and is large: it loads when "Düzenle" is first used.
const LeadFormModal = lazy(() =>
  import('../../bizdev/components/lead-form-modal').then((m) => ({ default: m.LeadFormModal })),
)

/**
 * /project/{code}/{subpage}: the project's header and its tabs, one per subpage (CLIENT users see
 * main and files only). The route's loader has the record in the cache before this shows.
 */
export function ProjectPage() {
  const { t } = useTranslation(['projects', 'common', 'accounting', 'forms', 'attendees', 'badges'])
  const loaded = useLoaderData() as ProjectLoaderData
  const { subpage = 'main' } = useParams()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const me = useMe()
  const staff = me.kind !== 'CLIENT'
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  // Mounted from the first "Düzenle" on, so the modal animates out and focus returns to the button.
  const [editUsed, setEditUsed] = useState(false)
  const query = useQuery({ ...projectQueryOptions(loaded.code), enabled: loaded.project !== null })
  const project = query.data ?? loaded.project
  if (!project) return <NotFoundPage />
  // The agency's record; a CLIENT user has the client view (main and files tabs only).
  const full = isFullProject(project) ? project : null
  const subpages = subpagesFor(me.kind)
  const base = `/project/${encodeURIComponent(project.code)}`
  const accounting = isAccountingSubpage(subpage, me)
  const backOffice = hasBackOffice(me)
  // The title and breadcrumbs read the loader's copy: a save runs the loader again.
  const onLeadSaved = (code: string) => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.all })
    if (code === project.code) revalidator.revalidate()
  }

  return (
    <Stack gap="lg">
      <ProjectHeader
        project={project}
        staff={staff}
        actions={
          staff && full?.can_edit ? (
            <Button
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => {
                setEditUsed(true)
                setEditing(true)
              }}
            >
              {t('header.edit')}
            </Button>
          ) : null
        }
      />
      <Card withBorder radius="md" padding="lg">
        <Tabs
          value={accounting ? ACCOUNTING_TAB : subpage}
          onChange={(value) =>
            value && navigate(`${base}/${value === ACCOUNTING_TAB ? ACCOUNTING_KINDS[0] : value}`)
          }
          keepMounted={false}
          activateTabWithKeyboard={false}
        >
          <Tabs.List mb="md" aria-label={t('tabs.label')}>
            {subpages.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            ))}
            {backOffice && <Tabs.Tab value={BUDGETS_TAB}>{t('tabs.budgets')}</Tabs.Tab>}
            {backOffice && <Tabs.Tab value={FORMS_TAB}>{t('forms:tab')}</Tabs.Tab>}
            {backOffice && <Tabs.Tab value={ATTENDEES_TAB}>{t('attendees:tab')}</Tabs.Tab>}
            {backOffice && <Tabs.Tab value={CHECKIN_TAB}>{t('tabs.checkin')}</Tabs.Tab>}
            {backOffice && <Tabs.Tab value={BADGES_TAB}>{t('badges:tab')}</Tabs.Tab>}
            {backOffice && <Tabs.Tab value={ACCOUNTING_TAB}>{t('accounting:title')}</Tabs.Tab>}
            {/* Its own page (/project/{code}/checklist), reached from here like a tab. */}
            {backOffice && <Tabs.Tab value="checklist">{t('tabs.checklist')}</Tabs.Tab>}
          </Tabs.List>
          {subpages.map((name: ProjectSubpage) => (
            <Tabs.Panel key={name} value={name}>
              {name === 'main' && <ProjectMainTab project={project} staff={staff} />}
              {name === 'files' && <ProjectFilesTab project={project} />}
              {name === 'files' && backOffice && (
                <Suspense fallback={null}>
                  <Divider my="xl" />
                  <ProjectPhotosSection projectCode={project.code} />
                </Suspense>
              )}
              {full && name === 'notes' && <ProjectActivitiesTab project={full} kind="notes" />}
              {full && name === 'calls' && <ProjectActivitiesTab project={full} kind="calls" />}
              {full && name === 'timeline' && <ProjectTimelineTab project={full} />}
            </Tabs.Panel>
          ))}
          {backOffice && full && (
            <Tabs.Panel value={BUDGETS_TAB}>
              {subpage === BUDGETS_TAB && (
                <Suspense fallback={null}>
                  <ProjectBudgetsTab project={full} />
                </Suspense>
              )}
            </Tabs.Panel>
          )}
          {backOffice && full && (
            <Tabs.Panel value={FORMS_TAB}>
              {subpage === FORMS_TAB && (
                <Suspense fallback={null}>
                  <ProjectFormsTab project={full} />
                </Suspense>
              )}
            </Tabs.Panel>
          )}
          {backOffice && full && (
            <Tabs.Panel value={ATTENDEES_TAB}>
              {subpage === ATTENDEES_TAB && (
                <Suspense fallback={null}>
                  <ProjectAttendeesTab project={full} />
                </Suspense>
              )}
            </Tabs.Panel>
          )}
          {backOffice && full && (
            <Tabs.Panel value={CHECKIN_TAB}>
              {subpage === CHECKIN_TAB && (
                <Suspense fallback={null}>
                  <ProjectCheckinTab project={full} />
                </Suspense>
              )}
            </Tabs.Panel>
          )}
          {backOffice && full && (
            <Tabs.Panel value={BADGES_TAB}>
              {subpage === BADGES_TAB && (
                <Suspense fallback={null}>
                  <ProjectBadgesTab project={full} />
                </Suspense>
              )}
            </Tabs.Panel>
          )}
          {backOffice && full && (
            <Tabs.Panel value={ACCOUNTING_TAB}>
              {accounting && (
                <Suspense fallback={null}>
                  <ProjectAccountingTab project={full} subpage={subpage} />
                </Suspense>
              )}
            </Tabs.Panel>
          )}
        </Tabs>
      </Card>
      {editUsed && full && (
        <Suspense fallback={null}>
          <LeadFormModal
            opened={editing}
            onClose={() => setEditing(false)}
            project={full}
            onSaved={onLeadSaved}
          />
        </Suspense>
      )}
    </Stack>
  )
}
