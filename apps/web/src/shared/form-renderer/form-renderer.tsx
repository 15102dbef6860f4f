import type { FormDetail, FormFieldOut, FormSectionOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import { evaluateVisibility } from '@ajanda/contracts/forms/visibility'
import type { RemainingSeats } from '@ajanda/contracts/webform.contract'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import '@mantine/dates/styles.css'
import { memo, type ReactNode, useCallback, useId, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import '../format/dates'
import { engineFormOf } from './engine-form'
import type { FormRendererServices } from './field-input-props'
import { FieldRow } from './field-row'

export type {
  AddressPlaces,
  FileAnswer,
  FormRendererServices,
  PlaceCity,
  PlaceCountry,
  RoomMateChoice,
} from './field-input-props'

export interface FormRendererProps {
  form: FormDetail
  /** The form's language: titles, options and help texts by textIn (Turkish when missing). */
  locale: string
  /** Answers keyed by field id, in the engine's answer shapes. */
  answers: Record<string, unknown>
  onChange: (fieldId: number, value: unknown) => void
  /** Laravel's {field id: [message]}: the first message shows under the field. */
  errors?: Record<string, string[]>
  /** The attendee's database columns, for DB-{column} rules (null on a public form). */
  attendee?: Record<string, unknown> | null
  /** What the page lends (uploads, the captcha challenge, room mates); the preview lends nothing. */
  services?: FormRendererServices
  /**
   * Seats left per option and flight option (the public page's GET /webform): an option with none left
   * shows disabled with "kontenjan doldu", as one whose quota_available is used up. Without it only the
   * form's own quota_available counts (the builder's preview).
   */
  remaining?: RemainingSeats | null
}

const NO_SERVICES: FormRendererServices = {}

/**
 * A form as its answerer sees it: the shown sections (title in its colour, help text) and their shown
 * fields in order, decided by the engine's evaluateVisibility over the answers so far. Props in,
 * onChange out: no server calls, so the builder's preview and the public page share it. Each field gets
 * only its own answer and sections and fields are memoised, so a keystroke renders that one field and its section.
 */
export function FormRenderer({
  form,
  locale,
  answers,
  onChange,
  errors,
  attendee,
  services = NO_SERVICES,
  remaining,
}: FormRendererProps) {
  const { t } = useTranslation('formRenderer', { lng: locale })
  const engine = useMemo(() => engineFormOf(form), [form])
  const shown = useMemo(() => (remaining ? withRemainingSeats(form, remaining) : form), [form, remaining])
  const visibility = useMemo(
    () => evaluateVisibility(engine, answers, attendee ?? null),
    [engine, answers, attendee],
  )
  const latest = useRef(onChange)
  latest.current = onChange
  const change = useCallback((fieldId: number, value: unknown) => latest.current(fieldId, value), [])
  const dateSettings = useMemo(
    () => ({ locale: locale === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 as const }),
    [locale],
  )
  const sections = shown.sections.filter((section) => visibility.sections.has(section.id))
  return (
    <DatesProvider settings={dateSettings}>
      <Stack gap="lg">
        {sections.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {t('empty')}
          </Text>
        )}
        {sections.map((section) => {
          const fields = section.fields.filter((field) => visibility.fields.has(field.id))
          return (
            <SectionView
              key={section.id}
              section={section}
              locale={locale}
              fields={fields}
              values={fields.map((field) => answers[String(field.id)])}
              errors={fields.map((field) => errors?.[String(field.id)]?.[0])}
              onChange={change}
              services={services}
            />
          )
        })}
      </Stack>
    </DatesProvider>
  )
}

const isGone = (left: number | null | undefined) => typeof left === 'number' && left <= 0

/**
 * The form with every option that has no seat left marked used up (quota_available 0), so the inputs
 * disable it. Sections and fields without such an option keep their objects, and their memoised rows.
 */
export function withRemainingSeats(form: FormDetail, remaining: RemainingSeats): FormDetail {
  let changed = false
  const sections = form.sections.map((section) => {
    let sectionChanged = false
    const fields = section.fields.map((field) => {
      const full = field.options.some(
        (option) => isGone(remaining.options[String(option.id)]) && option.quota_available !== 0,
      )
      const fullFlight = field.flight_options.some(
        (option) => isGone(remaining.flight_options[String(option.id)]) && option.quota_available !== 0,
      )
      if (!full && !fullFlight) return field
      sectionChanged = true
      return {
        ...field,
        options: field.options.map((option) =>
          isGone(remaining.options[String(option.id)]) ? { ...option, quota_available: 0 } : option,
        ),
        flight_options: field.flight_options.map((option) =>
          isGone(remaining.flight_options[String(option.id)]) ? { ...option, quota_available: 0 } : option,
        ),
      }
    })
    if (!sectionChanged) return section
    changed = true
    return { ...section, fields }
  })
  return changed ? { ...form, sections } : form
}

interface SectionViewProps {
  section: FormSectionOut
  locale: string
  /** The section's shown fields, and each one's answer and first error in the same order. */
  fields: FormFieldOut[]
  values: unknown[]
  errors: (string | undefined)[]
  onChange: (fieldId: number, value: unknown) => void
  services: FormRendererServices
}

const sameItems = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]))

/** A section renders again only when one of its own fields, answers or errors changed. */
const SectionView = memo(
  function SectionView({ section, locale, fields, values, errors, onChange, services }: SectionViewProps) {
    return (
      <SectionFrame section={section} locale={locale}>
        {fields.map((field, index) => (
          <FieldRow
            key={field.id}
            field={field}
            locale={locale}
            value={values[index]}
            error={errors[index]}
            onChange={onChange}
            services={services}
          />
        ))}
      </SectionFrame>
    )
  },
  (before, after) =>
    before.section === after.section &&
    before.locale === after.locale &&
    before.onChange === after.onChange &&
    before.services === after.services &&
    sameItems(before.fields, after.fields) &&
    sameItems(before.values, after.values) &&
    sameItems(before.errors, after.errors),
)

function SectionFrame({
  section,
  locale,
  children,
}: {
  section: FormSectionOut
  locale: string
  children: ReactNode
}) {
  const headingId = useId()
  const title = textIn(section.title, locale)
  const help = textIn(section.help_text, locale)
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby={title ? headingId : undefined}
      data-section-id={section.id}
    >
      {title && (
        <Title id={headingId} order={2} size="h3" c={section.title_colour ?? undefined}>
          {title}
        </Title>
      )}
      {help && (
        <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line' }}>
          {help}
        </Text>
      )}
      <Stack gap="md" mt={title || help ? 'md' : 0}>
        {children}
      </Stack>
    </Paper>
  )
}
