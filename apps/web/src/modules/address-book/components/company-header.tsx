import { LOGO_MAX_MB } from '@ajanda/contracts/common/crm-fields'
import { validationMessage } from '@ajanda/contracts/common/validation-messages'
import { Avatar, Badge, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core'
import { IconPencil, IconTrash, IconUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { initials } from '../../../shared/format/names'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { readFileAsDataUrl } from '../../../shared/ui/avatar-crop/crop-image'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import {
  COMPANY_KINDS,
  type CompanyDetail,
  type CompanyKind,
  useArchiveCompany,
  useCompanyLogo,
} from '../address-book.api'
import { CompanyStatusBadge } from './company-status-badge'

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp']

/** The profile's header: logo (with its upload), name, status, industry or categories and contact facts. */
export function CompanyHeader({
  kind,
  company,
  onEdit,
}: {
  kind: CompanyKind
  company: CompanyDetail
  onEdit: () => void
}) {
  const { t } = useTranslation(['crm', 'common'])
  const locale = useFormLocale()
  const logo = useCompanyLogo(kind, company.code)
  const archive = useArchiveCompany(kind)
  const navigate = useNavigate()
  const groups = 'categories' in company ? company.categories : company.industry ? [company.industry] : []
  const facts = [company.city, company.phone, company.email].filter(Boolean).join(' · ')

  const upload = async (file: File | null) => {
    if (!file) return
    if (!ACCEPTED.includes(file.type)) return notifyError(validationMessage(locale, 'invalid_image'))
    if (file.size > LOGO_MAX_MB * 1024 * 1024)
      return notifyError(validationMessage(locale, 'image_too_large', { max: LOGO_MAX_MB }))
    try {
      notifySuccess((await logo.mutateAsync(await readFileAsDataUrl(file))).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }

  const remove = async () => {
    if (!(await confirmDestructive({ message: t(`kinds.${kind}.deleteMessage`, { name: company.name }) })))
      return
    try {
      notifySuccess((await archive.mutateAsync(company.code)).message)
      navigate(COMPANY_KINDS[kind].list, { replace: true })
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-title">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Stack gap={6} align="center">
            <Avatar src={company.logo_full} alt={t('profile.logo')} size={80} radius="md" color="brand">
              {initials(company.name)}
            </Avatar>
            <FileButton onChange={(file) => void upload(file)} accept={ACCEPTED.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  size="compact-xs"
                  variant="subtle"
                  loading={logo.isPending}
                  leftSection={<IconUpload size={12} aria-hidden />}
                  aria-label={`${t('common:image.upload')}: ${t('profile.logo')}`}
                  title={t('profile.logoHint', { max: LOGO_MAX_MB })}
                >
                  {t('profile.logo')}
                </Button>
              )}
            </FileButton>
          </Stack>
          <div>
            <Title order={2} fz="h3" id="company-title">
              {company.name}
            </Title>
            {company.legal_name && (
              <Text c="dimmed" size="sm">
                {company.legal_name}
              </Text>
            )}
            <Group gap={6} mt={6}>
              <CompanyStatusBadge status={company.status} />
              {groups.map((group) => (
                <Badge key={group.id} variant="dot" color="gray.6">
                  {group.name}
                </Badge>
              ))}
            </Group>
            {facts && (
              <Text size="sm" mt={6}>
                {facts}
              </Text>
            )}
          </div>
        </Group>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('common:actions.edit')}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={archive.isPending}
            onClick={() => void remove()}
          >
            {t('common:actions.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  )
}
