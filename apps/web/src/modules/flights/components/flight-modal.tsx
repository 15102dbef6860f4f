import type { FlightSearchResponse } from '@ajanda/contracts/flight-search.contract'
import type { ProjectFlightInput, ProjectFlightListItem } from '@ajanda/contracts/project-flights.contract'
import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconInfoCircle, IconPlaneDeparture } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { airlineQueryOptions, useFlightSearch, useFlightWrites } from '../flights.api'
import { AirportField } from './airport-field'

type Field = keyof ProjectFlightInput
type Texts = Record<Exclude<Field, 'seats'>, string>

const fromFlight = (flight: ProjectFlightListItem | null): Texts => ({
  airline_code: flight?.airline_code ?? '',
  flight_code: flight?.flight_code ?? '',
  flight_date: flight?.flight_date ?? '',
  departure_airport_code: flight?.outbound_departure_airport_code ?? '',
  departure_airport_name: flight?.outbound_departure_airport_name ?? '',
  arrival_airport_code: flight?.outbound_arrival_airport_code ?? '',
  arrival_airport_name: flight?.arrival_airport_name ?? '',
  departs_at: flight?.departs_at ?? '',
  arrives_at: flight?.arrives_at ?? '',
})

const AIRLINE = /^[A-Z0-9]{2,3}$/
const FLIGHT = /^\d{1,4}[A-Z]?$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The search's answer written into the form: what it found, never blanking what is typed. */
function filled(texts: Texts, answer: FlightSearchResponse): Texts {
  const found = answer.data
  if (!found) return texts
  return {
    ...texts,
    departure_airport_code: found.departure_airport?.code ?? texts.departure_airport_code,
    departure_airport_name: found.departure_airport?.name ?? texts.departure_airport_name,
    arrival_airport_code: found.arrival_airport?.code ?? texts.arrival_airport_code,
    arrival_airport_name: found.arrival_airport?.name ?? texts.arrival_airport_name,
    departs_at: found.departs_at ?? texts.departs_at,
    arrives_at: found.arrives_at ?? texts.arrives_at,
  }
}

/**
 * A new group flight, or an existing one's codes, airports, times and seats; the server checks the codes.
 * "Uçuşu bul" fills the airports and times from GET /flight/search (names only without a flight data
 * service); the airport codes suggest airports, and the airline code shows the airline's name.
 */
export function FlightModal({
  projectCode,
  flight,
  opened,
  onClose,
}: {
  projectCode: string
  flight: ProjectFlightListItem | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['projectFlights', 'common'])
  const { save } = useFlightWrites(projectCode)
  const search = useFlightSearch()
  const [texts, setTexts] = useState<Texts>(() => fromFlight(flight))
  const [seats, setSeats] = useState<number | ''>(flight?.seats ?? '')
  const saveErrors = isApiError(save.error) && save.error.isValidation ? save.error.errors : {}
  const searchErrors = isApiError(search.error) && search.error.isValidation ? search.error.errors : {}
  const errors: Record<string, string[] | undefined> = {
    ...saveErrors,
    airline_code: saveErrors.airline_code ?? searchErrors.airline_code,
    flight_code: saveErrors.flight_code ?? searchErrors.flight_code,
    flight_date: saveErrors.flight_date ?? searchErrors.date,
  }
  const other = save.error && !(isApiError(save.error) && save.error.isValidation) ? save.error.message : null
  const searchFailed =
    search.error && !(isApiError(search.error) && search.error.isValidation) ? t('search.failed') : null

  const airlineCode = texts.airline_code.trim().toUpperCase()
  const [debouncedAirline] = useDebouncedValue(airlineCode, 300)
  const airline = useQuery(airlineQueryOptions(debouncedAirline))
  const airlineName = AIRLINE.test(airlineCode)
    ? (airline.data?.name ??
      (airline.data === null && debouncedAirline === airlineCode ? t('airline.unknown') : undefined))
    : undefined
  const canSearch =
    AIRLINE.test(airlineCode) &&
    FLIGHT.test(texts.flight_code.trim().toUpperCase()) &&
    DAY.test(texts.flight_date)

  const findFlight = () =>
    search.mutate(
      {
        airline_code: airlineCode,
        flight_code: texts.flight_code.trim().toUpperCase(),
        date: texts.flight_date,
      },
      { onSuccess: (answer) => setTexts((current) => filled(current, answer)) },
    )
  const set = (field: keyof Texts, value: string) => setTexts((current) => ({ ...current, [field]: value }))

  const text = (
    field: keyof Texts,
    props: { maxLength: number; required?: boolean; placeholder?: string; description?: string },
  ) => (
    <TextInput
      label={t(`fields.${field}`)}
      value={texts[field]}
      onChange={(event) => {
        const value = event.currentTarget.value
        setTexts((current) => ({ ...current, [field]: value }))
      }}
      error={errors[field]?.[0]}
      {...props}
    />
  )

  const submit = () =>
    save.mutate(
      {
        id: flight?.id ?? null,
        input: {
          ...texts,
          departs_at: texts.departs_at || null,
          arrives_at: texts.arrives_at || null,
          seats: seats === '' ? null : seats,
        },
      },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message)
          onClose()
        },
      },
    )

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={flight ? t('edit') : t('add')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack>
          <ErrorAlert message={other} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {text('airline_code', {
              maxLength: 3,
              required: true,
              placeholder: 'TK',
              description: airlineName ?? ' ',
            })}
            {text('flight_code', { maxLength: 5, required: true, placeholder: '1981' })}
            <TextInput
              type="date"
              label={t('fields.flight_date')}
              required
              value={texts.flight_date}
              onChange={(event) => {
                const value = event.currentTarget.value
                setTexts((current) => ({ ...current, flight_date: value }))
              }}
              error={errors.flight_date?.[0]}
            />
          </SimpleGrid>
          <Group gap="sm" wrap="wrap">
            <Button
              variant="light"
              leftSection={<IconPlaneDeparture size={16} aria-hidden />}
              disabled={!canSearch}
              loading={search.isPending}
              onClick={findFlight}
            >
              {t('search.find')}
            </Button>
            {!search.data && (
              <Text size="sm" c="var(--mantine-color-gray-7)" style={{ flex: '1 1 14rem' }}>
                {t('search.hint')}
              </Text>
            )}
          </Group>
          {search.data && (
            <Alert
              role="status"
              data-testid="flight-search-result"
              color={
                search.data.source === 'provider'
                  ? 'green'
                  : search.data.source === 'dataset'
                    ? 'blue'
                    : 'gray'
              }
              variant="light"
              icon={<IconInfoCircle aria-hidden />}
            >
              {search.data.message}
            </Alert>
          )}
          <ErrorAlert message={searchFailed} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <AirportField
              label={t('fields.departure_airport_code')}
              value={texts.departure_airport_code}
              onChange={(code) => set('departure_airport_code', code)}
              onPick={(airport) => set('departure_airport_name', airport.name)}
              error={errors.departure_airport_code?.[0]}
              placeholder="ESB"
            />
            <div style={{ gridColumn: 'span 2' }}>
              {text('departure_airport_name', { maxLength: 150, required: true })}
            </div>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <AirportField
              label={t('fields.arrival_airport_code')}
              value={texts.arrival_airport_code}
              onChange={(code) => set('arrival_airport_code', code)}
              onPick={(airport) => set('arrival_airport_name', airport.name)}
              error={errors.arrival_airport_code?.[0]}
              placeholder="IST"
            />
            <div style={{ gridColumn: 'span 2' }}>
              {text('arrival_airport_name', { maxLength: 150, required: true })}
            </div>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {text('departs_at', { maxLength: 5, placeholder: '09:45' })}
            {text('arrives_at', { maxLength: 5, placeholder: '11:00' })}
            <NumberInput
              label={t('fields.seats')}
              description={t('fields.seatsHint')}
              min={0}
              max={10000}
              allowDecimal={false}
              allowNegative={false}
              value={seats}
              onChange={(value) => setSeats(typeof value === 'number' ? value : '')}
              error={errors.seats?.[0]}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
