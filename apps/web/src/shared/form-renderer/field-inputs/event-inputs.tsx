import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  type OptionsFilter,
  Paper,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconCircleCheck, IconRobotOff } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  asNumber,
  asObject,
  asString,
  type FieldInputProps,
  optionFull,
  propText,
} from '../field-input-props'
import { useClearLabel } from './clear-label'
import { FieldFoot, GroupLegend } from './field-foot'

const LOCAL_DIFFICULTY_CAP = 16

function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8
      continue
    }
    return bits + Math.clz32(byte) - 24
  }
  return bits
}

/**
 * The preview's proof of work: a random challenge and the first nonce whose SHA-256 starts with
 * `difficulty` zero bits, worked out in the browser. The public page (issue 21) passes the server's
 * challenge through services.solveCaptcha, and the server checks the work.
 */
export async function solveLocally(difficulty = 10): Promise<{ challenge: string; nonce: string }> {
  const random = new Uint8Array(16)
  crypto.getRandomValues(random)
  const challenge = [...random].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return { challenge, nonce: '0' }
  const encoder = new TextEncoder()
  const target = Math.min(difficulty, LOCAL_DIFFICULTY_CAP)
  for (let nonce = 0; ; nonce++) {
    const digest = await subtle.digest('SHA-256', encoder.encode(`${challenge}${nonce}`))
    if (leadingZeroBits(new Uint8Array(digest)) >= target) return { challenge, nonce: String(nonce) }
  }
}

/** captcha: {challenge, nonce}; shown, it must be solved whatever is_required says. */
export function CaptchaInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const answer = asObject(p.value)
  const solved = asString(answer.challenge) !== '' && asString(answer.nonce) !== ''
  const difficulty = asNumber(p.props.difficulty) ?? undefined
  const solve = async () => {
    setBusy(true)
    setFailed(false)
    try {
      const proof = p.services.solveCaptcha
        ? await p.services.solveCaptcha(p.field.id, difficulty)
        : await solveLocally(difficulty)
      p.onChange(proof)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Fieldset legend={<GroupLegend label={p.label} required />} variant="unstyled" aria-label={p.title}>
      <Paper withBorder p="sm" radius="md" maw={320}>
        {/* teal.9: teal.8 is 4.1:1 on white, under WCAG AA's 4.5:1 (axe, e2e/web-form-fields.spec.ts). */}
        {solved ? (
          <Group gap="xs" c="teal.9" role="status">
            <IconCircleCheck size={20} />
            <Text size="sm">{t('captcha.solved')}</Text>
          </Group>
        ) : (
          <Button
            variant="default"
            leftSection={<IconRobotOff size={18} />}
            loading={busy}
            disabled={p.readOnly}
            onClick={() => void solve()}
          >
            {t('captcha.prove')}
          </Button>
        )}
      </Paper>
      <FieldFoot description={p.description} error={p.error ?? (failed ? t('captcha.failed') : undefined)} />
    </Fieldset>
  )
}

/** contract: its text or its file/link, and a tick box that must be ticked. */
export function ContractInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const accepted = p.value === true || p.value === 1 || p.value === '1'
  const heading = propText(p.props.title, p.locale)
  const text = propText(p.props.text, p.locale)
  const link =
    p.props.contract_type === 'file'
      ? asString(p.props.file) || asString(p.props.link)
      : asString(p.props.link)
  return (
    <Fieldset legend={<GroupLegend label={p.label} required />} variant="unstyled" aria-label={p.title}>
      <Stack gap="xs">
        {(heading || text) && (
          <Paper withBorder p="sm" radius="sm">
            {heading && (
              <Title order={5} mb={4}>
                {heading}
              </Title>
            )}
            {text && p.props.contract_type !== 'file' && (
              <ScrollArea.Autosize mah={220} type="auto">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {text}
                </Text>
              </ScrollArea.Autosize>
            )}
          </Paper>
        )}
        {link && (
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
            {t('contract.open')}
          </Anchor>
        )}
        <Checkbox
          label={t('contract.accept')}
          checked={accepted}
          disabled={p.readOnly}
          onChange={(event) => p.onChange(event.currentTarget.checked)}
        />
      </Stack>
      <FieldFoot description={p.description} error={p.error} />
    </Fieldset>
  )
}

/** flight: one of the field's flight options, by flight id. */
export function FlightInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const selected = asNumber(p.value)
  return (
    <Radio.Group
      label={p.label}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
      value={selected === null ? null : String(selected)}
      onChange={(value) => p.onChange(Number(value))}
      readOnly={p.readOnly}
    >
      <Stack gap="xs" mt={6}>
        {p.field.flight_options.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('flight.none')}
          </Text>
        )}
        {p.field.flight_options.map((option) => {
          const full = optionFull(option)
          return (
            <Radio
              key={option.id}
              value={String(option.flight_id)}
              label={full ? t('optionFull', { label: option.label }) : option.label}
              disabled={full || p.readOnly}
            />
          )
        })}
      </Stack>
    </Radio.Group>
  )
}

/** attendance: 1 attending, 0 not attending. */
export function AttendanceInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const value =
    p.value === true || p.value === 1 || p.value === '1'
      ? '1'
      : p.value === 0 || p.value === false || p.value === '0'
        ? '0'
        : null
  const attending = propText(p.props.attending_text, p.locale) || t('attendance.yes')
  const notAttending = propText(p.props.not_attending_text, p.locale) || t('attendance.no')
  return (
    <Radio.Group
      label={p.label}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
      value={value}
      onChange={(next) => p.onChange(next === '1' ? 1 : 0)}
      readOnly={p.readOnly}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
        {[
          { value: '1', label: attending },
          { value: '0', label: notAttending },
        ].map((choice) => (
          <Radio.Card
            key={choice.value}
            value={choice.value}
            p="sm"
            radius="md"
            disabled={p.readOnly}
            aria-label={choice.label}
          >
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text size="sm">{choice.label}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  )
}

/** The server already searched (Turkish-folded): the list shows its answer as it is. */
const KEEP_ALL: OptionsFilter = ({ options }) => options

/**
 * room_mates: an attendee of the matched lists ({attendee_id}), or with CHOOSE_ANYONE someone named by
 * name and e-mail ({full_name, email}). The page lends the list (services.roomMates); the preview has none.
 */
export function RoomMatesInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const listed = p.services.roomMates?.(p.field.id) ?? []
  const anyone = p.field.room_mate_type !== 'MACTHED_LIST_CHOOSE'
  const search = anyone ? p.services.searchRoomMates : undefined
  const value = asObject(p.value)
  const chosenId = asNumber(value.attendee_id)
  // A server search answers only for what was typed: the chosen one's name is kept to show it.
  const names = useRef(new Map<number, string>())
  for (const choice of listed) names.current.set(choice.attendee_id, choice.name)
  const chosenName = chosenId === null ? undefined : names.current.get(chosenId)
  const choices =
    chosenId !== null && chosenName !== undefined && !listed.some((c) => c.attendee_id === chosenId)
      ? [...listed, { attendee_id: chosenId, name: chosenName }]
      : listed
  const clearLabel = useClearLabel(p.locale)
  const [byName, setByName] = useState(anyone && chosenId === null && choices.length === 0 && !search)
  return (
    <Fieldset
      legend={<GroupLegend label={p.label} required={p.required} />}
      variant="unstyled"
      aria-label={p.title}
    >
      <Stack gap="xs">
        {!byName && (
          <Select
            label={t('roomMates.pick')}
            placeholder={
              search
                ? (p.placeholder ?? t('roomMates.search'))
                : choices.length === 0
                  ? t('roomMates.noList')
                  : p.placeholder
            }
            data={choices.map((choice) => ({ value: String(choice.attendee_id), label: choice.name }))}
            disabled={choices.length === 0 && !search}
            {...(search
              ? {
                  onSearchChange: (text: string) => search(p.field.id, text),
                  filter: KEEP_ALL,
                  nothingFoundMessage: t('roomMates.nothingFound'),
                }
              : {})}
            readOnly={p.readOnly}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': clearLabel }}
            comboboxProps={{ withinPortal: true }}
            value={chosenId === null ? null : String(chosenId)}
            onChange={(id) => p.onChange(id === null ? null : { attendee_id: Number(id) })}
          />
        )}
        {byName && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('roomMates.fullName')}
              withAsterisk={p.required}
              readOnly={p.readOnly}
              maxLength={200}
              value={asString(value.full_name)}
              onChange={(event) =>
                p.onChange({ full_name: event.currentTarget.value, email: asString(value.email) })
              }
            />
            <TextInput
              label={t('roomMates.email')}
              type="email"
              withAsterisk={p.required}
              readOnly={p.readOnly}
              maxLength={255}
              value={asString(value.email)}
              onChange={(event) =>
                p.onChange({ full_name: asString(value.full_name), email: event.currentTarget.value })
              }
            />
          </SimpleGrid>
        )}
        {anyone && !p.readOnly && (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            onClick={() => {
              setByName(!byName)
              p.onChange(null)
            }}
          >
            {byName ? t('roomMates.fromList') : t('roomMates.someoneElse')}
          </Button>
        )}
      </Stack>
      <FieldFoot description={p.description} error={p.error} />
    </Fieldset>
  )
}
