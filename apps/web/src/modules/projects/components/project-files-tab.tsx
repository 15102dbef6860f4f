import '@mantine/dropzone/styles.css'
import {
  PROJECT_FILE_MAX_MB,
  PROJECT_FILES_PER_UPLOAD,
  type Project,
} from '@ajanda/contracts/projects.contract'
import { ActionIcon, Alert, Button, Group, List, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconDownload, IconFileUpload, IconTrash, IconUpload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { formatDateTime } from '../../../shared/format/dates'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { checkProjectFiles, type FileProblem, formatFileSize } from '../file-checks'
import { downloadProjectFile, projectFilesQueryOptions, useProjectFileMutations } from '../projects.api'

/** The server's 422 for an upload: every message of every `files.N` / `files[]` key. */
function serverProblems(error: unknown): FileProblem[] {
  if (!isApiError(error) || !error.isValidation) return []
  return Object.values(error.errors).flatMap((messages) => messages.map((message) => ({ message })))
}

/**
 * "Dosyalar": the list (name, size, uploader, date), upload by drop or button, download and delete.
 * `readOnly` (a project seen only by taking part, decisions/0047): the list and downloads only.
 */
export function ProjectFilesTab({
  project,
  readOnly = false,
}: {
  project: Pick<Project, 'code'>
  readOnly?: boolean
}) {
  const { t, i18n } = useTranslation(['projects', 'common'])
  const locale = useFormLocale()
  const files = useQuery(projectFilesQueryOptions(project.code))
  const { upload, remove } = useProjectFileMutations(project.code)
  const openRef = useRef<() => void>(null)
  const [problems, setProblems] = useState<FileProblem[]>([])
  const [downloading, setDownloading] = useState<number | null>(null)

  const send = async (chosen: File[]) => {
    setProblems([])
    if (chosen.length === 0) return
    const found = checkProjectFiles(chosen, locale)
    if (found.length > 0) return setProblems(found)
    try {
      notifySuccess((await upload.mutateAsync(chosen)).message)
    } catch (error) {
      const fromServer = serverProblems(error)
      if (fromServer.length > 0) setProblems(fromServer)
      else notifyError(error instanceof Error ? error.message : null)
    }
  }
  const download = async (file: { id: number; name: string }) => {
    setDownloading(file.id)
    try {
      await downloadProjectFile(project.code, file)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    } finally {
      setDownloading(null)
    }
  }
  const destroy = async (file: { id: number; name: string }) => {
    if (!(await confirmDestructive({ message: t('files.deleteMessage', { name: file.name }) }))) return
    try {
      notifySuccess((await remove.mutateAsync(file.id)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <Stack gap="md">
      {!readOnly && (
        <Dropzone
          openRef={openRef}
          onDrop={(dropped) => void send(dropped)}
          onReject={(rejected) => void send(rejected.map((item) => item.file))}
          multiple
          activateOnClick={false}
          activateOnKeyboard={false}
          loading={upload.isPending}
          name="files[]"
          radius="md"
          p="lg"
        >
          <Group justify="center" gap="lg" wrap="wrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Idle>
              <IconFileUpload size={36} aria-hidden />
            </Dropzone.Idle>
            <Stack gap={4} align="center" ta="center">
              <Text fw={600}>{t('files.drop')}</Text>
              <Text size="sm" c="dimmed" maw={520}>
                {t('files.hint', { count: PROJECT_FILES_PER_UPLOAD, max: PROJECT_FILE_MAX_MB })}
              </Text>
              <Button
                mt="xs"
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => openRef.current?.()}
                loading={upload.isPending}
                style={{ pointerEvents: 'all' }}
              >
                {t('files.choose')}
              </Button>
            </Stack>
          </Group>
        </Dropzone>
      )}
      {problems.length > 0 && (
        <Alert role="alert" color="red.8" variant="light" title={t('files.rejected')}>
          <List size="sm" spacing={2}>
            {problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same message may repeat for several files
              <List.Item key={index}>
                {problem.name ? `${problem.name}: ${problem.message}` : problem.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {files.error && <ErrorAlert message={files.error.message} />}
      {/* No empty table: on a phone it would be a sideways-scrolling region with nothing to focus. */}
      {files.data?.length !== 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('files.name')}</Table.Th>
                <Table.Th className="numeric" ta="right">
                  {t('files.size')}
                </Table.Th>
                <Table.Th>{t('files.uploader')}</Table.Th>
                <Table.Th>{t('files.date')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common:table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!files.data
                ? !files.error && <TableSkeletonRows columns={5} rows={3} />
                : files.data.map((file) => (
                    <Table.Tr key={file.id} data-file={file.name}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{file.name}</Table.Td>
                      <Table.Td
                        ta="right"
                        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {formatFileSize(file.size, locale)}
                      </Table.Td>
                      <Table.Td>{file.uploader?.full_name ?? ''}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(file.created_at, i18n.language)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('files.download', { name: file.name })}
                            loading={downloading === file.id}
                            onClick={() => void download(file)}
                          >
                            <IconDownload size={16} aria-hidden />
                          </ActionIcon>
                          {!readOnly && (
                            <ActionIcon
                              variant="subtle"
                              color="red.9"
                              aria-label={t('files.delete', { name: file.name })}
                              onClick={() => void destroy(file)}
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {files.data && files.data.length === 0 && <EmptyResults text={t('files.empty')} />}
    </Stack>
  )
}
