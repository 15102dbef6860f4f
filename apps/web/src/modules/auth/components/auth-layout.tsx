import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CompanyLogo } from '../../../shared/ui/company-logo'
import { LanguageSwitch } from './language-switch'

interface AuthLayoutProps {
  title: string
  subtitle?: string
  children: ReactNode
}

/** The bare card around sign-in, sign-up and password pages. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation()
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <CompanyLogo size={36} />
            <Text fw={700} fz="xl">
              {t('appName')}
            </Text>
          </Group>
          <LanguageSwitch />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Stack gap="lg">
            <div>
              <Title order={1} fz="h2">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" mt={4}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  )
}
