import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Image,
  Input,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import {
  asIds,
  asNumber,
  asObject,
  type FieldInputProps,
  optionFull,
  optionLabel,
  propText,
} from '../field-input-props'
import { FieldFoot, GroupLegend } from './field-foot'
import { selectedId, useOptionData } from './option-data'

/** radio and multiple_choice: one option id, every option in sight. */
export function RadioInput(p: FieldInputProps) {
  const data = useOptionData(p)
  return (
    <Radio.Group
      label={p.label}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
      value={selectedId(p.value)}
      onChange={(value) => p.onChange(Number(value))}
      readOnly={p.readOnly}
    >
      <Stack gap="xs" mt={6}>
        {data.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={option.disabled || p.readOnly}
          />
        ))}
      </Stack>
    </Radio.Group>
  )
}

/** multiple_choice: one option id, the options as cards side by side. */
export function MultipleChoiceInput(p: FieldInputProps) {
  const data = useOptionData(p)
  const selected = selectedId(p.value)
  return (
    <Radio.Group
      label={p.label}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
      value={selected}
      onChange={(value) => p.onChange(Number(value))}
      readOnly={p.readOnly}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
        {data.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            disabled={option.disabled || p.readOnly}
            p="sm"
            radius="md"
            aria-label={option.label}
          >
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text size="sm">{option.label}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  )
}

/** picture_choice: one option id; an option shows its image. */
export function PictureChoiceInput(p: FieldInputProps) {
  const data = useOptionData(p)
  const images = new Map(p.field.options.map((option) => [String(option.id), option.image]))
  return (
    <Radio.Group
      label={p.label}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
      value={selectedId(p.value)}
      onChange={(value) => p.onChange(Number(value))}
      readOnly={p.readOnly}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={6}>
        {data.map((option) => {
          const image = images.get(option.value)
          return (
            <Radio.Card
              key={option.value}
              value={option.value}
              disabled={option.disabled || p.readOnly}
              p="xs"
              radius="md"
              aria-label={option.label}
            >
              <Stack gap={6}>
                {image ? (
                  <Image src={image} alt="" h={96} fit="cover" radius="sm" />
                ) : (
                  <Paper h={96} bg="gray.1" radius="sm" />
                )}
                <Group wrap="nowrap" gap={6}>
                  <Radio.Indicator size="xs" />
                  <Text size="sm" lineClamp={2}>
                    {option.label}
                  </Text>
                </Group>
              </Stack>
            </Radio.Card>
          )
        })}
      </SimpleGrid>
    </Radio.Group>
  )
}

/** checkboxes: several option ids, every option in sight. */
export function CheckboxesInput(p: FieldInputProps) {
  const data = useOptionData(p)
  const chosen = asIds(p.value).map(String)
  const max = asNumber(p.props.max_choices)
  return (
    <Checkbox.Group
      label={p.label}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
      value={chosen}
      onChange={(values) => p.onChange(values.map(Number))}
      readOnly={p.readOnly}
    >
      <Stack gap="xs" mt={6}>
        {data.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={
              option.disabled ||
              p.readOnly ||
              (max !== null && chosen.length >= max && !chosen.includes(option.value))
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  )
}

/** checkbox: one tick box whose label is the first option; ticked answers [optionId]. */
export function CheckboxInput(p: FieldInputProps) {
  const option = p.field.options[0]
  const ticked = asIds(p.value).length > 0
  const text = option ? optionLabel(option, p.locale) : ''
  return (
    <Input.Wrapper
      label={text ? p.label : undefined}
      description={p.description}
      error={p.error}
      withAsterisk={p.required}
    >
      <Checkbox
        mt={text ? 6 : 0}
        label={text || p.label}
        checked={ticked}
        disabled={!option || p.readOnly || (optionFull(option) && !ticked)}
        onChange={(event) => p.onChange(event.currentTarget.checked && option ? [option.id] : [])}
      />
    </Input.Wrapper>
  )
}

/** switch: on or off; required means switched on. */
export function SwitchInput(p: FieldInputProps) {
  const on = p.value === true || p.value === 1 || p.value === '1'
  const stateText = propText(on ? p.props.on_text : p.props.off_text, p.locale)
  return (
    <Switch
      label={p.required ? <GroupLegend label={p.label} required /> : p.label}
      description={[p.description, stateText].filter(Boolean).join('\n') || undefined}
      error={p.error}
      checked={on}
      disabled={p.readOnly}
      onChange={(event) => p.onChange(event.currentTarget.checked)}
      styles={{ description: { whiteSpace: 'pre-line' } }}
    />
  )
}

/** choice_matrix: one column per row, {row: column}; each row is its own radio group (phones too). */
export function ChoiceMatrixInput(p: FieldInputProps) {
  const rows = (p.props.rows ?? []) as string[]
  const columns = (p.props.columns ?? []) as string[]
  const value = asObject(p.value)
  return (
    <Fieldset
      legend={<GroupLegend label={p.label} required={p.required} />}
      variant="unstyled"
      aria-label={p.title}
    >
      <Stack gap="sm">
        {rows.map((row) => (
          <Radio.Group
            key={row}
            label={row}
            withAsterisk={p.required}
            value={typeof value[row] === 'string' ? (value[row] as string) : null}
            onChange={(column) => p.onChange({ ...value, [row]: column })}
            readOnly={p.readOnly}
          >
            <Group gap="md" mt={4}>
              {columns.map((column) => (
                <Radio key={column} value={column} label={column} disabled={p.readOnly} />
              ))}
            </Group>
          </Radio.Group>
        ))}
      </Stack>
      <FieldFoot description={p.description} error={p.error} />
    </Fieldset>
  )
}

/** ranking: every option once, best first; moved with buttons (keyboard and touch alike). */
export function RankingInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const byId = new Map(p.field.options.map((option) => [option.id, option]))
  const answered = asIds(p.value).filter((id) => byId.has(id))
  const order = [
    ...answered,
    ...p.field.options.map((option) => option.id).filter((id) => !answered.includes(id)),
  ]
  const move = (index: number, by: -1 | 1) => {
    const next = [...order]
    const [moved] = next.splice(index, 1)
    if (moved === undefined) return
    next.splice(index + by, 0, moved)
    p.onChange(next)
  }
  const complete = answered.length === order.length && order.length > 0
  return (
    <Fieldset
      legend={<GroupLegend label={p.label} required={p.required} />}
      variant="unstyled"
      aria-label={p.title}
    >
      <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {order.map((id, index) => {
          const option = byId.get(id)
          const label = option ? optionLabel(option, p.locale) : String(id)
          return (
            <Paper key={id} component="li" withBorder p="xs" radius="sm">
              <Group wrap="nowrap" justify="space-between" gap="xs">
                <Text size="sm">
                  {index + 1}. {label}
                </Text>
                {!p.readOnly && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('ranking.up', { label })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('ranking.down', { label })}
                      disabled={index === order.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Paper>
          )
        })}
      </Stack>
      {!complete && !p.readOnly && order.length > 0 && (
        <Button variant="light" size="xs" mt="xs" onClick={() => p.onChange(order)}>
          {t('ranking.accept')}
        </Button>
      )}
      <FieldFoot description={p.description} error={p.error} />
    </Fieldset>
  )
}
