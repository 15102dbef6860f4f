import { RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '@ajanda/contracts/requests.contract'
import { ActionIcon, Button, FileButton, Group, Text } from '@mantine/core'
import { IconPaperclip, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notifyError } from '../../../shared/ui/notify'
import { type Receipt, uploadReceipt } from '../requests.api'

interface ReceiptFieldProps {
  receipt: Pick<Receipt, 'id' | 'name'> | null
  onChange: (receipt: Pick<Receipt, 'id' | 'name'> | null) => void
  rowNumber: number
}

/** A row's receipt photo: uploaded as soon as it is chosen, shown by name with a remove button. */
export function ReceiptField({ receipt, onChange, rowNumber }: ReceiptFieldProps) {
  const { t } = useTranslation('requests')
  const [uploading, setUploading] = useState(false)

  const choose = async (file: File | null) => {
    if (!file) return
    if (file.size > RECEIPT_MAX_BYTES) {
      notifyError(t('form.receiptTooLarge', { max: RECEIPT_MAX_BYTES / 1024 / 1024 }))
      return
    }
    setUploading(true)
    try {
      const uploaded = await uploadReceipt(file)
      onChange({ id: uploaded.id, name: uploaded.name })
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    } finally {
      setUploading(false)
    }
  }

  if (receipt)
    return (
      <Group gap={4} wrap="nowrap">
        <IconPaperclip size={16} aria-hidden />
        <Text size="sm" truncate="end" maw={180} title={receipt.name}>
          {receipt.name}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red.8"
          size="sm"
          aria-label={t('form.removeReceipt', { number: rowNumber })}
          onClick={() => onChange(null)}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      </Group>
    )
  return (
    <FileButton onChange={(file) => void choose(file)} accept={RECEIPT_MIME_TYPES.join(',')}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          size="xs"
          loading={uploading}
          leftSection={<IconPaperclip size={14} aria-hidden />}
          aria-label={t('form.uploadReceiptFor', { number: rowNumber })}
        >
          {t('form.uploadReceipt')}
        </Button>
      )}
    </FileButton>
  )
}
