import type { Project } from '@ajanda/contracts/projects.contract'
import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { CallsTab, NotesTab } from '../../activities/components/activity-tabs'

const byNewest = <T extends { created_at: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => b.created_at.localeCompare(a.created_at))

/**
 * "Notlar" and "Aramalar": the project's notes or calls, which are notes and calls of its client about
 * this project (the address book's own tabs, with the project's id). A project without a client says so
 * instead of offering the form; one read only by taking part (decisions/0047) offers none.
 */
export function ProjectActivitiesTab({ project, kind }: { project: Project; kind: 'notes' | 'calls' }) {
  const { t } = useTranslation('projects')
  if (!project.client)
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('activities.noClient')}
      </Alert>
    )
  const subject = { type: 'C' as const, code: project.client.code, projectId: project.id }
  return kind === 'notes' ? (
    <NotesTab
      notes={byNewest(project.notes)}
      subject={subject}
      emptyText={t('activities.emptyNotes')}
      readOnly={project.read_only}
    />
  ) : (
    <CallsTab
      calls={byNewest(project.calls)}
      contacts={project.contacts}
      subject={subject}
      emptyText={t('activities.emptyCalls')}
      readOnly={project.read_only}
    />
  )
}
