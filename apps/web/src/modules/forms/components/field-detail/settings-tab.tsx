import { CURRENCY_CODES } from '@ajanda/contracts/common/currencies'
import { resolveFieldType } from '@ajanda/contracts/forms/field-types'
import {
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { currentProps, type FieldTabProps, localized, queueProps } from './field-tab-props'
import { LocalizedInputs } from './localized-inputs'
import { RoomMatesSettings } from './room-mates-settings'

const PHONE_TYPES = ['any', 'mobile', 'landline', 'international'] as const
const ADDRESS_PARTS = ['country', 'city', 'town', 'postcode'] as const

const optionalNumber = (value: string | number) => (typeof value === 'number' ? value : undefined)

/** "Ayarlar": the props of the type (field-types.ts), each edit autosaved. */
export function SettingsTab(tab: FieldTabProps) {
  const { t } = useTranslation('formFields')
  const { form, field, autosave } = tab
  const props = currentProps(tab)
  const type = resolveFieldType(field.type)
  const set = (patch: Record<string, unknown>) => queueProps(tab, patch)

  switch (type) {
    case 'room_mates':
      return <RoomMatesSettings {...tab} />
    case 'file_uploader':
      return (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Select
            label={t('settings.fileType')}
            data={(['file', 'image'] as const).map((value) => ({
              value,
              label: t(`settings.fileTypes.${value}`),
            }))}
            value={autosave.current('file_type', field.file_type) ?? 'file'}
            allowDeselect={false}
            onChange={(value) => value && autosave.queue({ file_type: value as 'file' | 'image' })}
          />
          <NumberInput
            label={t('settings.fileSize')}
            min={1}
            max={100}
            value={autosave.current('file_size', field.file_size) ?? ''}
            onChange={(value) => autosave.queue({ file_size: typeof value === 'number' ? value : null })}
            onBlur={autosave.flush}
            error={autosave.errorFor('file_size')}
          />
        </SimpleGrid>
      )
    case 'name':
      return (
        <Switch
          label={t('settings.showInitials')}
          checked={props.show_initials === true || props.show_initials === 1 || props.show_initials === '1'}
          onChange={(event) => set({ show_initials: event.currentTarget.checked })}
        />
      )
    case 'phone_number':
      return (
        <Select
          label={t('settings.phoneType')}
          data={PHONE_TYPES.map((value) => ({ value, label: t(`settings.phoneTypes.${value}`) }))}
          value={typeof props.type === 'string' ? props.type : 'any'}
          allowDeselect={false}
          onChange={(value) => value && set({ type: value })}
        />
      )
    case 'address': {
      const parts = Array.isArray(props.fields) ? (props.fields as string[]) : [...ADDRESS_PARTS]
      return (
        <Stack gap="sm">
          <TextInput
            label={t('settings.country')}
            description={t('settings.countryHint')}
            value={typeof props.country === 'string' ? props.country : ''}
            onChange={(event) => set({ country: event.currentTarget.value })}
            onBlur={autosave.flush}
          />
          <Checkbox.Group
            label={t('settings.addressParts')}
            value={parts}
            onChange={(value) => set({ fields: ADDRESS_PARTS.filter((part) => value.includes(part)) })}
          >
            <Group gap="md" mt={6}>
              {ADDRESS_PARTS.map((part) => (
                <Checkbox key={part} value={part} label={t(`settings.addressPartNames.${part}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        </Stack>
      )
    }
    case 'currency':
      return (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Select
            label={t('settings.currency')}
            data={[...CURRENCY_CODES]}
            value={typeof props.currency === 'string' ? props.currency : 'TRY'}
            allowDeselect={false}
            searchable
            onChange={(value) => value && set({ currency: value })}
          />
          <NumberInput
            label={t('settings.min')}
            value={typeof props.min === 'number' ? props.min : ''}
            decimalScale={2}
            onChange={(value) => set({ min: optionalNumber(value) })}
            onBlur={autosave.flush}
          />
          <NumberInput
            label={t('settings.max')}
            value={typeof props.max === 'number' ? props.max : ''}
            decimalScale={2}
            onChange={(value) => set({ max: optionalNumber(value) })}
            onBlur={autosave.flush}
          />
        </SimpleGrid>
      )
    case 'attendance':
      return (
        <Stack gap="sm">
          <LocalizedInputs
            label={t('settings.attendingText')}
            languages={form.languages}
            value={localized(props.attending_text)}
            onChange={(value) => set({ attending_text: value })}
            onBlur={autosave.flush}
          />
          <LocalizedInputs
            label={t('settings.notAttendingText')}
            languages={form.languages}
            value={localized(props.not_attending_text)}
            onChange={(value) => set({ not_attending_text: value })}
            onBlur={autosave.flush}
          />
        </Stack>
      )
    default:
      return (
        <Text size="sm" c="dimmed">
          {t('settings.none')}
        </Text>
      )
  }
}
