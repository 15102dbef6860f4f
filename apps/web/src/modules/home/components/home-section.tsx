import { Anchor, Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export interface HomeItem {
  key: string | number
  to: string
  title: string
  detail?: ReactNode
  aside?: ReactNode
}

/** One part of the day: a heading with its count, the first items (each opens its record), "see all". */
export function HomeSection({
  title,
  total,
  items,
  allTo,
  empty,
  testId,
}: {
  title: string
  total: number
  items: HomeItem[]
  allTo: string
  empty?: string
  testId: string
}) {
  const { t } = useTranslation('home')
  const headingId = useId()
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
        <Title order={3} fz="h4" id={headingId} style={{ minWidth: 0 }}>
          {title}
        </Title>
        <Badge variant="light" size="lg" aria-label={String(total)} style={{ flexShrink: 0 }}>
          {total}
        </Badge>
      </Group>
      {items.length === 0 && empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.key}>
              <UnstyledButton
                component={Link}
                to={item.to}
                w="100%"
                py={6}
                px={8}
                style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
                className="home-item"
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate="end">
                      {item.title}
                    </Text>
                    {item.detail ? (
                      <Text size="xs" c="dimmed" truncate="end">
                        {item.detail}
                      </Text>
                    ) : null}
                  </div>
                  {item.aside ? <div style={{ flexShrink: 0 }}>{item.aside}</div> : null}
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {total > items.length ? (
        <Anchor component={Link} to={allTo} size="sm" mt="xs" display="inline-block">
          {t('seeAll', { count: total })}
        </Anchor>
      ) : null}
    </Card>
  )
}
