import { resolveLocale } from '@ajanda/contracts/common/locale'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import { Alert, Box, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { IconChecks, IconDeviceDesktop, IconDeviceMobile, IconRefresh } from '@tabler/icons-react'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { engineFormOf } from '../../../../shared/form-renderer/engine-form'
import { FormRenderer } from '../../../../shared/form-renderer/form-renderer'
import { useStaffAddressPlaces } from '../../../definitions/address-places'

type Device = 'phone' | 'desktop'
const PHONE_WIDTH = 360

/**
 * The builder's live preview (issue 20 item 4): the form as its answerer sees it, on a phone's width or
 * the full width, in each of the form's languages. Answers stay here (nothing is saved); sections and
 * fields come and go with the rules as answers change. "Doğrula" runs the engine's validateAnswers, as
 * the server will, and from then on the errors follow the answers; "Sıfırla" starts over.
 */
export function FormPreview({ form }: { form: FormDetail }) {
  const { t, i18n } = useTranslation('formRenderer')
  const languages = form.languages.length > 0 ? form.languages : ['tr']
  const [device, setDevice] = useState<Device>('phone')
  const [chosenLocale, setLocale] = useState(i18n.language)
  const locale = languages.includes(chosenLocale) ? chosenLocale : (languages[0] ?? 'tr')
  const [answers, setAnswers] = useState<Record<string, unknown>>({})
  const [validated, setValidated] = useState(false)
  /** Bumped by "Sıfırla": the renderer starts again, with the inputs' own state (a drawn signature). */
  const [round, setRound] = useState(0)

  const addressPlaces = useStaffAddressPlaces()
  const services = useMemo(() => ({ addressPlaces }), [addressPlaces])
  const engine = useMemo(() => engineFormOf(form), [form])
  const check = useMemo(
    () => (validated ? validateAnswers(engine, answers, null, resolveLocale(locale)) : null),
    [validated, engine, answers, locale],
  )
  const onChange = useCallback((fieldId: number, value: unknown) => {
    setAnswers((previous) => {
      const next = { ...previous }
      if (value === undefined || value === null) delete next[String(fieldId)]
      else next[String(fieldId)] = value
      return next
    })
  }, [])
  const reset = () => {
    setAnswers({})
    setValidated(false)
    setRound((current) => current + 1)
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          size="xs"
          aria-label={t('preview.device')}
          value={device}
          onChange={(value) => setDevice(value as Device)}
          data={[
            {
              value: 'phone',
              label: <DeviceLabel icon={<IconDeviceMobile size={16} />} text={t('preview.phone')} />,
            },
            {
              value: 'desktop',
              label: <DeviceLabel icon={<IconDeviceDesktop size={16} />} text={t('preview.desktop')} />,
            },
          ]}
        />
        {languages.length > 1 && (
          <SegmentedControl
            size="xs"
            aria-label={t('preview.language')}
            value={locale}
            onChange={setLocale}
            data={languages.map((language) => ({ value: language, label: language.toUpperCase() }))}
          />
        )}
      </Group>
      <Group gap="xs">
        <Button size="xs" leftSection={<IconChecks size={16} />} onClick={() => setValidated(true)}>
          {t('preview.validate')}
        </Button>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={16} />} onClick={reset}>
          {t('preview.reset')}
        </Button>
      </Group>
      {check && (
        <Alert color={check.ok ? 'teal' : 'red'} variant="light" role="status" p="xs">
          <Text size="sm">{check.ok ? t('preview.valid') : check.message}</Text>
        </Alert>
      )}
      <Box
        data-device={device}
        maw={device === 'phone' ? PHONE_WIDTH : '100%'}
        w="100%"
        mx="auto"
        p="xs"
        bg="var(--mantine-color-gray-0)"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
        lang={locale}
      >
        <FormRenderer
          key={round}
          form={form}
          locale={locale}
          answers={answers}
          onChange={onChange}
          errors={check?.errors}
          services={services}
        />
      </Box>
      <Text size="xs" c="dimmed">
        {t('preview.note')}
      </Text>
    </Stack>
  )
}

function DeviceLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={4} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  )
}
