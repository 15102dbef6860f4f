import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '../../../../shared/api/server-message'
import { projectFlightsQueryOptions } from '../../forms.api'
import type { FieldTabProps } from './field-tab-props'

/** "Uçuşlar": the project's group flights this field offers, each with an optional quota. */
export function FlightsTab({ form, field, mutations }: Pick<FieldTabProps, 'form' | 'field' | 'mutations'>) {
  const { t } = useTranslation('formFields')
  const flights = useQuery({
    ...projectFlightsQueryOptions(form.project_id ?? 0),
    enabled: form.project_id !== null,
  })
  const [flight, setFlight] = useState<string | null>(null)
  const [quota, setQuota] = useState<string | number>('')
  const [problem, setProblem] = useState<string | null>(null)
  const taken = new Set(field.flight_options.map((option) => option.flight_id))
  const choices = (flights.data?.data ?? [])
    .filter((each) => !taken.has(each.id))
    .map((each) => ({
      value: String(each.id),
      label: `${each.outbound_departure_airport_code} · ${each.airline_code} ${each.flight_code} · ${each.flight_date}`,
    }))

  const add = async () => {
    if (!flight) return
    setProblem(null)
    try {
      await mutations.addFlightOption.mutateAsync({
        fieldId: field.id,
        flight_id: Number(flight),
        quota_available: typeof quota === 'number' ? quota : null,
      })
      setFlight(null)
      setQuota('')
    } catch (error) {
      setProblem(serverMessage(error) ?? t('common.failed'))
    }
  }

  const remove = async (optionId: number) => {
    setProblem(null)
    try {
      await mutations.removeFlightOption.mutateAsync({ fieldId: field.id, optionId })
    } catch (error) {
      setProblem(serverMessage(error) ?? t('common.failed'))
    }
  }

  return (
    <Stack gap="sm">
      {field.flight_options.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('flights.none')}
        </Text>
      )}
      {field.flight_options.map((option) => (
        <Paper key={option.id} withBorder p="xs" radius="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {option.label}
              {option.quota_available !== null &&
                ` · ${t('flights.quotaOf', { count: option.quota_available })}`}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={t('flights.remove', { flight: option.label })}
              onClick={() => void remove(option.id)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {form.project_id === null ? (
        <Text size="sm" c="dimmed">
          {t('flights.noProject')}
        </Text>
      ) : (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('flights.flight')}
            placeholder={flights.isSuccess && choices.length === 0 ? t('flights.noFlights') : undefined}
            data={choices}
            value={flight}
            onChange={setFlight}
            searchable
            style={{ flex: 2, minWidth: 180 }}
          />
          <NumberInput
            label={t('flights.quota')}
            min={0}
            max={100_000}
            allowDecimal={false}
            value={quota}
            onChange={setQuota}
            style={{ flex: 1, minWidth: 90 }}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!flight}
            loading={mutations.addFlightOption.isPending}
            onClick={() => void add()}
          >
            {t('flights.add')}
          </Button>
        </Group>
      )}
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  )
}
