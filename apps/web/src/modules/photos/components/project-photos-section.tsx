import type { Locale } from '@ajanda/contracts/common/locale'
import type { PhotoLink, ProjectPhoto } from '@ajanda/contracts/photos.contract'
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Checkbox,
  CopyButton,
  Group,
  Image,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { registerPhotoTexts } from '../../../public-pages/photo-uploader/photo-texts'
import { sizeText } from '../../../public-pages/photo-uploader/size-text'
import { confirmAction, confirmDestructive } from '../../../shared/ui/confirm'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { ToneBadge } from '../../../shared/ui/tone-badge'
import {
  downloadPhotoZip,
  photoLinksQueryOptions,
  projectPhotosQueryOptions,
  usePhotoWrites,
} from '../photos.api'
import { PhotoLinkModal } from './photo-link-modal'

registerPhotoTexts()

const PAGE_SIZE = 24

function LinkCard({
  link,
  projectCode,
  locale,
  readOnly,
}: {
  link: PhotoLink
  projectCode: string
  locale: Locale
  readOnly: boolean
}) {
  const { t } = useTranslation('photos')
  const { revokeLink } = usePhotoWrites(projectCode)
  const revoke = async () => {
    if (
      !(await confirmAction({
        message: t('staff.revokeConfirm', { name: link.name }),
        confirmLabel: t('staff.revoke'),
      }))
    )
      return
    try {
      notifySuccess((await revokeLink.mutateAsync(link.id)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }
  return (
    <Card withBorder data-testid="photo-link" data-link-name={link.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {link.name}
          </Title>
          <ToneBadge tone={link.active ? 'green' : 'gray'}>
            {link.active ? t('staff.active') : t('staff.revoked')}
          </ToneBadge>
        </Group>
        <Text size="sm">
          {t('staff.usage', {
            used: sizeText(link.used_bytes, locale),
            total: sizeText(link.max_total_bytes, locale),
            photos: link.photo_count,
          })}{' '}
          · {t('staff.fileLimit', { max: sizeText(link.max_file_bytes, locale) })}
        </Text>
        {link.active && (
          <>
            <TextInput
              label={t('staff.link')}
              value={link.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="xs">
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('staff.copied') : t('staff.copy')}
                  </Button>
                )}
              </CopyButton>
              {!readOnly && (
                <Button
                  size="xs"
                  color="red.8"
                  variant="outline"
                  loading={revokeLink.isPending && revokeLink.variables === link.id}
                  onClick={() => void revoke()}
                >
                  {t('staff.revoke')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  )
}

function PhotoCard({
  photo,
  selected,
  onToggle,
  onDelete,
}: {
  photo: ProjectPhoto
  selected: boolean
  onToggle(): void
  /** Absent when the project is read-only to the caller. */
  onDelete?: () => void
}) {
  const { t } = useTranslation('photos')
  return (
    <Card withBorder padding="xs" data-testid="project-photo" data-name={photo.name}>
      <Card.Section>
        <Anchor
          href={photo.url}
          target="_blank"
          rel="noopener"
          aria-label={t('staff.open', { name: photo.name })}
        >
          <Image src={photo.thumb_url} alt="" h={140} fit="cover" loading="lazy" />
        </Anchor>
      </Card.Section>
      <Group justify="space-between" wrap="nowrap" mt="xs" gap={4}>
        <Checkbox
          checked={selected}
          onChange={onToggle}
          aria-label={t('staff.select', { name: photo.name })}
          label={
            <Text size="xs" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
              {photo.name}
            </Text>
          }
          styles={{ body: { minWidth: 0 }, labelWrapper: { minWidth: 0 } }}
        />
        {onDelete && (
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={t('staff.delete', { name: photo.name })}
            onClick={onDelete}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      {photo.link && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {t('staff.from', { link: photo.link.name })}
        </Text>
      )}
    </Card>
  )
}

/**
 * "Fotoğraflar" in a project's files tab (issue 22 item 7): the upload links (create with limits, copy,
 * revoke) and the uploaded photos as thumbnails, paged, chosen with check boxes across pages and
 * downloaded together as a zip. `readOnly` (a project seen only by taking part, decisions/0047): no new link,
 * revoke or delete; viewing and the zip stay.
 */
export function ProjectPhotosSection({
  projectCode,
  readOnly = false,
}: {
  projectCode: string
  readOnly?: boolean
}) {
  const { t, i18n } = useTranslation('photos')
  const locale: Locale = i18n.language === 'en' ? 'en' : 'tr'
  const [page, setPage] = useState(1)
  const [creating, setCreating] = useState(false)
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [zipping, setZipping] = useState(false)
  const links = useQuery(photoLinksQueryOptions(projectCode))
  const photos = useQuery(projectPhotosQueryOptions(projectCode, page, PAGE_SIZE))
  const { removePhoto } = usePhotoWrites(projectCode)
  const rows = photos.data?.data ?? []

  const toggle = (id: number) =>
    setSelected((now) => {
      const next = new Set(now)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const allOnPage = rows.length > 0 && rows.every((photo) => selected.has(photo.id))
  const togglePage = () =>
    setSelected((now) => {
      const next = new Set(now)
      for (const photo of rows) {
        if (allOnPage) next.delete(photo.id)
        else next.add(photo.id)
      }
      return next
    })
  const zip = async () => {
    setZipping(true)
    try {
      await downloadPhotoZip(projectCode, [...selected])
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    } finally {
      setZipping(false)
    }
  }
  const destroy = async (photo: ProjectPhoto) => {
    if (!(await confirmDestructive({ message: t('staff.deleteMessage', { name: photo.name }) }))) return
    try {
      notifySuccess((await removePhoto.mutateAsync(photo.id)).message)
      setSelected((now) => {
        const next = new Set(now)
        next.delete(photo.id)
        return next
      })
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <Stack gap="md" data-testid="project-photos">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Title order={2} size="h4">
            {t('staff.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staff.intro')}
          </Text>
        </Stack>
        {!readOnly && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('staff.addLink')}
          </Button>
        )}
      </Group>
      <Title order={3} size="h5">
        {t('staff.links')}
      </Title>
      {links.error && <ErrorAlert message={links.error.message} />}
      {links.data?.data.length === 0 && <Text size="sm">{t('staff.noLinks')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {links.data?.data.map((link) => (
          <LinkCard key={link.id} link={link} projectCode={projectCode} locale={locale} readOnly={readOnly} />
        ))}
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          {t('staff.photos')}
        </Title>
        <Group gap="xs" wrap="wrap">
          {rows.length > 0 && (
            <Checkbox checked={allOnPage} onChange={togglePage} label={t('staff.selectPage')} />
          )}
          {selected.size > 0 && (
            <Text size="sm" data-testid="photo-selected-count">
              {t('staff.selected', { count: selected.size })}
            </Text>
          )}
          {selected.size > 0 && (
            <Button variant="default" size="xs" onClick={() => setSelected(new Set())}>
              {t('staff.clear')}
            </Button>
          )}
          <Button
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={selected.size === 0}
            loading={zipping}
            onClick={() => void zip()}
          >
            {t('staff.downloadZip')}
          </Button>
        </Group>
      </Group>
      {photos.error && <ErrorAlert message={photos.error.message} />}
      {photos.data && photos.data.total === 0 && <Text size="sm">{t('staff.noPhotos')}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
        {rows.map((photo) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            selected={selected.has(photo.id)}
            onToggle={() => toggle(photo.id)}
            onDelete={readOnly ? undefined : () => void destroy(photo)}
          />
        ))}
      </SimpleGrid>
      {photos.data && photos.data.total > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('staff.pager', {
              from: photos.data.from ?? 0,
              to: photos.data.to ?? 0,
              total: photos.data.total,
            })}
          </Text>
          {photos.data.last_page > 1 && (
            <Pagination value={page} onChange={setPage} total={photos.data.last_page} size="sm" />
          )}
        </Group>
      )}
      <PhotoLinkModal projectCode={projectCode} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  )
}
