import { Alert, Button, Group, Text } from '@mantine/core'

/** A list or a record that could not load: what went wrong and a button to load it again. */
export function LoadErrorAlert({
  message,
  retryLabel,
  onRetry,
}: {
  message: string
  retryLabel: string
  onRetry: () => void
}) {
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  )
}
