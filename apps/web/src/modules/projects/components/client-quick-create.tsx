import { ActionIcon, Affix, Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconBriefcase, IconPlus } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

const SimpleProjectFormModal = lazy(() =>
  import('./simple-project-form-modal').then((m) => ({ default: m.SimpleProjectFormModal })),
)

/**
 * The quick-create button of CLIENT users (staff-app.md 2, "Quick-create menu"): bottom right, it opens
 * "Yeni bir ..." with the one thing they may create, a project, and a button straight to its form.
 */
export function ClientQuickCreate() {
  const { t } = useTranslation('projects')
  const [menuOpened, setMenuOpened] = useState(false)
  const [formOpened, setFormOpened] = useState(false)
  const [formUsed, setFormUsed] = useState(false)
  const openForm = () => {
    setMenuOpened(false)
    setFormUsed(true)
    setFormOpened(true)
  }

  return (
    <>
      <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
        <Popover
          opened={menuOpened}
          onChange={setMenuOpened}
          position="top-end"
          shadow="md"
          width={260}
          trapFocus
          returnFocus
          withArrow
        >
          <Popover.Target>
            <ActionIcon
              size={56}
              radius="xl"
              variant="filled"
              aria-label={t('quickCreate.open')}
              aria-haspopup="dialog"
              aria-expanded={menuOpened}
              onClick={() => setMenuOpened((opened) => !opened)}
              data-testid="quick-create"
            >
              <IconPlus size={28} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown role="dialog" aria-labelledby="quick-create-title">
            <Stack gap="sm">
              <Text fw={700} id="quick-create-title">
                {t('quickCreate.title')}
              </Text>
              <UnstyledButton
                onClick={openForm}
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
              <Button variant="light" onClick={openForm}>
                {t('quickCreate.projectForm')}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Affix>
      {formUsed && (
        <Suspense fallback={null}>
          <SimpleProjectFormModal opened={formOpened} onClose={() => setFormOpened(false)} />
        </Suspense>
      )}
    </>
  )
}
