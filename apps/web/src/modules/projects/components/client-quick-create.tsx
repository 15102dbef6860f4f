import { Button, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconBriefcase } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QuickCreatePopover } from '../../../shared/ui/quick-create-popover'

const SimpleProjectFormModal = lazy(() =>
  import('./simple-project-form-modal').then((m) => ({ default: m.SimpleProjectFormModal })),
)

/**
 * The quick-create button of CLIENT users (staff-app.md 2, "Quick-create menu"): bottom right, it opens
 * "Yeni bir ..." with the one thing they may create, a project, and a button straight to its form.
 */
export function ClientQuickCreate() {
  const { t } = useTranslation('projects')
  const [formOpened, setFormOpened] = useState(false)
  const [formUsed, setFormUsed] = useState(false)
  const openForm = () => {
    setFormUsed(true)
    setFormOpened(true)
  }

  return (
    <>
      <QuickCreatePopover label={t('quickCreate.open')} title={t('quickCreate.title')}>
        {(close) => (
          <>
            <UnstyledButton
              onClick={() => {
                close()
                openForm()
              }}
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
            >
              <Stack gap={4} align="center">
                <IconBriefcase size={28} aria-hidden />
                <Text size="sm" fw={600}>
                  {t('quickCreate.project')}
                </Text>
              </Stack>
            </UnstyledButton>
            <Button
              variant="light"
              onClick={() => {
                close()
                openForm()
              }}
            >
              {t('quickCreate.projectForm')}
            </Button>
          </>
        )}
      </QuickCreatePopover>
      {formUsed && (
        <Suspense fallback={null}>
          <SimpleProjectFormModal opened={formOpened} onClose={() => setFormOpened(false)} />
        </Suspense>
      )}
    </>
  )
}
