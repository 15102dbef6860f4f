import { Button, FileButton } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '../../../../shared/api/server-message'
import { notifyError } from '../../../../shared/ui/notify'
import { uploadFieldFile } from '../../forms.api'

interface UploadButtonProps {
  fieldId: number
  accept: string
  label: string
  onUploaded: (url: string, name: string) => void
}

/** Uploads a file for a field (POST form/field/{id}/upload) and hands back its address. */
export function UploadButton({ fieldId, accept, label, onUploaded }: UploadButtonProps) {
  const { t } = useTranslation('formFields')
  const [busy, setBusy] = useState(false)
  const upload = async (file: File | null) => {
    if (!file) return
    setBusy(true)
    try {
      const stored = await uploadFieldFile(fieldId, file)
      onUploaded(stored.url, stored.name)
    } catch (error) {
      notifyError(serverMessage(error) ?? t('common.uploadFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <FileButton onChange={(file) => void upload(file)} accept={accept}>
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="default"
          loading={busy}
          leftSection={<IconUpload size={14} aria-hidden />}
        >
          {label}
        </Button>
      )}
    </FileButton>
  )
}
