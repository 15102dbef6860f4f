import {
  COMPANY_IMAGE_MAX_MB,
  type CompanyImageKind,
  type EventCompany,
} from '@ajanda/contracts/event-companies.contract'
import { SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { ImageUploader } from '../../../shared/ui/image-uploader'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useCompanyImage } from '../event-companies.api'
import { ExportSettingsForm } from './export-settings-form'

const SOURCES: Record<CompanyImageKind, 'logo' | 'square_logo' | 'email_logo'> = {
  logo: 'logo',
  'square-logo': 'square_logo',
  'email-logo': 'email_logo',
}

function CompanyImage({ company, kind }: { company: EventCompany; kind: CompanyImageKind }) {
  const { t } = useTranslation('company')
  const { upload, remove } = useCompanyImage(company.id, kind)
  const run = async (call: () => Promise<{ message: string }>) => {
    try {
      notifySuccess((await call()).message)
    } catch (error) {
      notifyError(isApiError(error) ? (error.firstError('file') ?? error.message) : null)
    }
  }
  return (
    <ImageUploader
      label={t(`logos.${kind}`)}
      hint={t(`logos.hints.${kind}`, { max: COMPANY_IMAGE_MAX_MB })}
      src={company[SOURCES[kind]]}
      maxMb={COMPANY_IMAGE_MAX_MB}
      onUpload={(file) => run(() => upload.mutateAsync(file))}
      onDelete={() => run(() => remove.mutateAsync())}
    />
  )
}

/** Logos: the wide, square and e-mail logos, and the budget export colours and footer note. */
export function LogosTab({ company }: { company: EventCompany }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CompanyImage company={company} kind="logo" />
        <CompanyImage company={company} kind="square-logo" />
        <CompanyImage company={company} kind="email-logo" />
      </SimpleGrid>
      <ExportSettingsForm company={company} />
    </Stack>
  )
}
