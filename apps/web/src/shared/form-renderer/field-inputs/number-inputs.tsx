import {
  Button,
  Fieldset,
  Group,
  Input,
  NumberInput,
  Radio,
  Rating,
  SimpleGrid,
  Slider,
  Text,
} from '@mantine/core'
import { IconCurrentLocation } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { asNumber, asObject, type FieldInputProps, propText } from '../field-input-props'
import { FieldFoot, GroupLegend } from './field-foot'

/** Separators of the form's language: "1.250,50" in Turkish, "1,250.50" in English. */
const separators = (locale: string) =>
  locale === 'tr'
    ? { decimalSeparator: ',', thousandSeparator: '.' }
    : { decimalSeparator: '.', thousandSeparator: ',' }

/** NumberInput gives a number, or the text typed so far ("12," while typing, "" when cleared). */
const numberOut = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? null : value

/** number: within props.min/max, in props.step. */
export function NumberField(p: FieldInputProps) {
  return (
    <NumberInput
      label={p.label}
      description={p.description}
      placeholder={p.placeholder}
      error={p.error}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      min={asNumber(p.props.min) ?? undefined}
      max={asNumber(p.props.max) ?? undefined}
      step={asNumber(p.props.step) ?? 1}
      {...separators(p.locale)}
      value={(asNumber(p.value) ?? (typeof p.value === 'string' ? p.value : '')) as number | string}
      onChange={(value) => p.onChange(numberOut(value))}
    />
  )
}

/** currency: an amount ≥ 0 with two decimals in props.currency. */
export function CurrencyField(p: FieldInputProps) {
  const currency = typeof p.props.currency === 'string' ? p.props.currency : 'TRY'
  return (
    <NumberInput
      label={p.label}
      description={p.description}
      placeholder={p.placeholder}
      error={p.error}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      min={0}
      decimalScale={2}
      allowNegative={false}
      suffix={` ${currency}`}
      hideControls
      {...separators(p.locale)}
      value={(asNumber(p.value) ?? '') as number | string}
      onChange={(value) => p.onChange(numberOut(value))}
    />
  )
}

/** star_rating: 1..props.no_of_stars. */
export function StarRatingField(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const count = asNumber(p.props.no_of_stars) ?? 5
  return (
    <Input.Wrapper
      label={p.label}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
      labelElement="div"
      role="group"
      aria-label={p.title}
    >
      <Rating
        mt={6}
        size="lg"
        count={count}
        readOnly={p.readOnly}
        value={asNumber(p.value) ?? 0}
        onChange={(value) => p.onChange(value === 0 ? null : value)}
        getSymbolLabel={(index) => t('stars', { count: index })}
      />
    </Input.Wrapper>
  )
}

/** slider: props.min..max in props.step; no answer until moved. */
export function SliderField(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const min = asNumber(p.props.min) ?? 0
  const max = asNumber(p.props.max) ?? 100
  const value = asNumber(p.value)
  return (
    <Input.Wrapper
      label={p.label}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
      labelElement="div"
    >
      <Slider
        mt="md"
        mb="xs"
        min={min}
        max={max}
        step={asNumber(p.props.step) ?? 1}
        disabled={p.readOnly}
        value={value ?? min}
        onChange={(next) => p.onChange(next)}
        thumbLabel={p.title}
        marks={[
          { value: min, label: String(min) },
          { value: max, label: String(max) },
        ]}
      />
      {value === null && (
        <Text size="xs" c="dimmed" mt="md">
          {t('slider.unanswered')}
        </Text>
      )}
    </Input.Wrapper>
  )
}

/** opinion_scale: a whole number props.min (0 or 1)..max (10), with labels at the ends. */
export function OpinionScaleField(p: FieldInputProps) {
  const min = asNumber(p.props.min) ?? 1
  const max = asNumber(p.props.max) ?? 10
  const steps = Array.from({ length: Math.max(max - min + 1, 0) }, (_, index) => min + index)
  const left = propText(p.props.left_label, p.locale)
  const right = propText(p.props.right_label, p.locale)
  const value = asNumber(p.value)
  return (
    <Radio.Group
      label={p.label}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
      value={value === null ? null : String(value)}
      onChange={(next) => p.onChange(Number(next))}
      readOnly={p.readOnly}
    >
      <Group gap={6} mt={6}>
        {steps.map((step) => (
          <Radio.Card
            key={step}
            value={String(step)}
            w={40}
            h={40}
            radius="md"
            disabled={p.readOnly}
            aria-label={String(step)}
            style={{ display: 'grid', placeItems: 'center' }}
            bg={value === step ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Text size="sm" fw={value === step ? 700 : 400}>
              {step}
            </Text>
          </Radio.Card>
        ))}
      </Group>
      {(left || right) && (
        <Group justify="space-between" mt={4} maw={steps.length * 46}>
          <Text size="xs" c="dimmed">
            {left}
          </Text>
          <Text size="xs" c="dimmed">
            {right}
          </Text>
        </Group>
      )}
    </Radio.Group>
  )
}

/** location_coordinates: {lat, lng}, typed or taken from the device. */
export function LocationField(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const value = asObject(p.value)
  const [locating, setLocating] = useState(false)
  const [failed, setFailed] = useState(false)
  const set = (part: 'lat' | 'lng', next: number | string) =>
    p.onChange({ ...value, [part]: numberOut(next) })
  const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined
  const locate = () => {
    if (!geolocation) return
    setLocating(true)
    setFailed(false)
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        p.onChange({
          lat: Number(position.coords.latitude.toFixed(6)),
          lng: Number(position.coords.longitude.toFixed(6)),
        })
      },
      () => {
        setLocating(false)
        setFailed(true)
      },
      { timeout: 15_000 },
    )
  }
  const coordinate = (part: 'lat' | 'lng', limit: number) => (
    <NumberInput
      label={t(`location.${part}`)}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      min={-limit}
      max={limit}
      decimalScale={6}
      decimalSeparator="."
      hideControls
      value={(asNumber(value[part]) ?? '') as number | string}
      onChange={(next) => set(part, next)}
    />
  )
  return (
    <Fieldset
      legend={<GroupLegend label={p.label} required={p.required} />}
      variant="unstyled"
      aria-label={p.title}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {coordinate('lat', 90)}
        {coordinate('lng', 180)}
      </SimpleGrid>
      {geolocation && !p.readOnly && (
        <Button
          variant="light"
          size="xs"
          mt="xs"
          leftSection={<IconCurrentLocation size={14} />}
          loading={locating}
          onClick={locate}
        >
          {t('location.useMine')}
        </Button>
      )}
      <FieldFoot description={p.description} error={p.error ?? (failed ? t('location.failed') : undefined)} />
    </Fieldset>
  )
}
