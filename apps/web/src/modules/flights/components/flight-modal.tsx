import type { ProjectFlightInput, ProjectFlightListItem } from '@ajanda/contracts/project-flights.contract'
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { useFlightWrites } from '../flights.api'

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

/** A new group flight, or an existing one's codes, airports, times and seats; the server checks the codes. */
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
  const [texts, setTexts] = useState<Texts>(() => fromFlight(flight))
  const [seats, setSeats] = useState<number | ''>(flight?.seats ?? '')
  const errors = isApiError(save.error) && save.error.isValidation ? save.error.errors : {}
  const other = save.error && !(isApiError(save.error) && save.error.isValidation) ? save.error.message : null

  const text = (
    field: keyof Texts,
    props: { maxLength: number; required?: boolean; placeholder?: string },
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
            {text('airline_code', { maxLength: 3, required: true, placeholder: 'TK' })}
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
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {text('departure_airport_code', { maxLength: 3, required: true, placeholder: 'ESB' })}
            <div style={{ gridColumn: 'span 2' }}>
              {text('departure_airport_name', { maxLength: 150, required: true })}
            </div>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {text('arrival_airport_code', { maxLength: 3, required: true, placeholder: 'IST' })}
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
