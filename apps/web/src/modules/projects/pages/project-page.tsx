import { ACCOUNTING_KINDS } from '@ajanda/contracts/accounting.contract'
import { Alert, Button, Card, Divider, Stack, Tabs } from '@mantine/core'
import { IconEye, IconPencil } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoaderData, useNavigate, useParams, useRevalidator } from 'react-router'
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
  BACK_OFFICE_TABS,
  isAccountingSubpage,
  type ProjectLoaderData,
  type ProjectSubpage,
  subpagesFor,
} from '../project-loader'
import { isFullProject, projectKeys, projectQueryOptions } from '../projects.api'
import { BACK_OFFICE_TAB_SCREENS, PROJECT_PAGE_NAMESPACES } from './back-office-tabs'

export { projectPageLoader } from '../project-loader'

// The accounting lists are the accounting module's: they load when the "Muhasebe" tab is first opened.
const ProjectAccountingTab = lazy(() =>
  import('../../accounting/components/project-accounting-tab').then((m) => ({
    default: m.ProjectAccountingTab,
  })),
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
  const { t } = useTranslation(PROJECT_PAGE_NAMESPACES)
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
  // The tab bar scrolls sideways (global.css): the open tab is brought into view, also when the
  // address names one past the edge (a link to /project/{code}/fees).
  const tabList = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open tab is read from the page, and changes with the subpage
  useEffect(() => {
    const list = tabList.current
    const active = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    if (!list || !active) return
    const listBox = list.getBoundingClientRect()
    const tabBox = active.getBoundingClientRect()
    if (tabBox.left < listBox.left || tabBox.right > listBox.right)
      list.scrollLeft += tabBox.left - listBox.left - 16
  }, [subpage])
  const query = useQuery({ ...projectQueryOptions(loaded.code), enabled: loaded.project !== null })
  const project = query.data ?? loaded.project
  if (!project) return <NotFoundPage />
  // The agency's record; a CLIENT user has the client view (main and files tabs only).
  const full = isFullProject(project) ? project : null
  const subpages = subpagesFor(me.kind)
  const base = `/project/${encodeURIComponent(project.code)}`
  const accounting = isAccountingSubpage(subpage, me)
  const backOffice = hasBackOffice(me)
  const readOnly = full?.read_only ?? false
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
      {/* Seen only by taking part (decisions/0047): every write answers 404, so the tabs hide theirs. */}
      {full?.read_only && (
        <Alert color="gray" variant="light" icon={<IconEye aria-hidden />} data-testid="project-read-only">
          {t('header.readOnly')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Tabs
          value={accounting ? ACCOUNTING_TAB : subpage}
          onChange={(value) =>
            value && navigate(`${base}/${value === ACCOUNTING_TAB ? ACCOUNTING_KINDS[0] : value}`)
          }
          keepMounted={false}
          activateTabWithKeyboard={false}
        >
          <Tabs.List ref={tabList} mb="md" aria-label={t('tabs.label')}>
            {subpages.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            ))}
            {backOffice &&
              BACK_OFFICE_TABS.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {BACK_OFFICE_TAB_SCREENS[name].label(t)}
                </Tabs.Tab>
              ))}
            {backOffice && <Tabs.Tab value={ACCOUNTING_TAB}>{t('accounting:title')}</Tabs.Tab>}
            {/* Its own page (/project/{code}/checklist), reached from here like a tab. */}
            {backOffice && <Tabs.Tab value="checklist">{t('tabs.checklist')}</Tabs.Tab>}
          </Tabs.List>
          {subpages.map((name: ProjectSubpage) => (
            <Tabs.Panel key={name} value={name}>
              {name === 'main' && <ProjectMainTab project={project} staff={staff} />}
              {name === 'files' && <ProjectFilesTab project={project} readOnly={readOnly} />}
              {name === 'files' && backOffice && (
                <Suspense fallback={null}>
                  <Divider my="xl" />
                  <ProjectPhotosSection projectCode={project.code} readOnly={readOnly} />
                </Suspense>
              )}
              {full && name === 'notes' && <ProjectActivitiesTab project={full} kind="notes" />}
              {full && name === 'calls' && <ProjectActivitiesTab project={full} kind="calls" />}
              {full && name === 'timeline' && <ProjectTimelineTab project={full} />}
            </Tabs.Panel>
          ))}
          {backOffice &&
            full &&
            BACK_OFFICE_TABS.map((name) => {
              const { Screen } = BACK_OFFICE_TAB_SCREENS[name]
              return (
                <Tabs.Panel key={name} value={name}>
                  {subpage === name && (
                    <Suspense fallback={null}>
                      <Screen project={full} />
                    </Suspense>
                  )}
                </Tabs.Panel>
              )
            })}
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
