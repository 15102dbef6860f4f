import { Button, Card } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notifyError } from '../../../shared/ui/notify'
import { useCreateSection } from '../tasks.api'
import { COLUMN_WIDTH } from './board-column'
import { InlineTitleInput } from './inline-title-input'

/** "Bölüm ekle": turns into a title field; Enter creates the section at the end of the board. */
export function AddSection() {
  const { t } = useTranslation('tasks')
  const [adding, setAdding] = useState(false)
  const create = useCreateSection()
  return (
    <Card withBorder radius="md" padding="sm" w={COLUMN_WIDTH} miw={COLUMN_WIDTH} bg="gray.0">
      {adding ? (
        <InlineTitleInput
          label={t('board.sectionTitle')}
          onCancel={() => setAdding(false)}
          onSave={(title) => {
            setAdding(false)
            create.mutate(title, { onError: (error) => notifyError(error.message) })
          }}
        />
      ) : (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          {t('board.addSection')}
        </Button>
      )}
    </Card>
  )
}
