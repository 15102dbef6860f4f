import { RULE_OPERATORS, type RuleOperator, VALUELESS_OPERATORS } from '@ajanda/contracts/forms/field-types'
import type { FormDetail, FormRuleOut } from '@ajanda/contracts/forms/form-detail'
import { toEngineForm } from '@ajanda/contracts/forms/form-detail'
import { formShapeSchema, indexFields, ruleProblem } from '@ajanda/contracts/forms/form-model'
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '../../../../shared/api/server-message'
import { useFormBuilderMutations } from '../../forms.api'
import {
  operatorsFor,
  ownerSectionIndex,
  type RuleOwnerType,
  ruleParts,
  targetGroups,
  targetInfo,
  valueChoices,
} from './rule-targets'

interface RuleEditorProps {
  form: FormDetail
  type: RuleOwnerType
  /** The section id (FORMSECTION) or the field id (FORMFIELD). */
  source: number
  rules: FormRuleOut[]
}

/**
 * A section's or a field's rules (admin-area.md sections 4 and 5): the list as sentences with a delete
 * button, and a row to add one. The engine's ruleProblem checks a rule before it is sent; the server's
 * 422 message shows when it refuses anyway. An mma form takes no rules.
 */
export function RuleEditor({ form, type, source, rules }: RuleEditorProps) {
  const { t, i18n } = useTranslation('formFields')
  const locale = i18n.language
  const { addRule, removeRule } = useFormBuilderMutations(form)
  const [target, setTarget] = useState<string | null>(null)
  const [operator, setOperator] = useState<RuleOperator | null>(null)
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const sectionIndex = ownerSectionIndex(form, type, source)
  const attendance = { yes: t('rules.attending'), no: t('rules.notAttending') }
  const dbLabel = (column: string) => t('rules.dbTarget', { column })
  const groups = useMemo(
    () =>
      targetGroups(form, sectionIndex, locale, {
        title: t('rules.dbGroup'),
        label: (column) => t('rules.dbTarget', { column }),
      }),
    [form, sectionIndex, locale, t],
  )
  const info = target ? targetInfo(form, target) : null
  const operators = operatorsFor(info)
  const valueless = operator !== null && VALUELESS_OPERATORS.includes(operator)
  const choices = valueChoices(info, operator, locale, attendance)
  const fields = useMemo(() => {
    const parsed = formShapeSchema.safeParse(toEngineForm(form))
    return parsed.success ? indexFields(parsed.data.sections) : null
  }, [form])

  if (form.form_type === 'mma')
    return (
      <Text size="sm" c="dimmed">
        {t('rules.notOnMma')}
      </Text>
    )

  const canAdd = Boolean(target && operator && (valueless || value.trim() !== ''))

  const pickTarget = (next: string | null) => {
    setTarget(next)
    const allowed = operatorsFor(next ? targetInfo(form, next) : null)
    setOperator((current) => (current && allowed.includes(current) ? current : (allowed[0] ?? null)))
    setValue('')
    setProblem(null)
  }

  const add = async () => {
    if (!target || !operator) return
    const ruleValue = valueless ? null : value.trim()
    if (fields) {
      const found = ruleProblem({ target, operator, value: ruleValue }, sectionIndex, fields, form.form_type)
      if (found) {
        setProblem(t(`rules.problems.${found}`))
        return
      }
    }
    setProblem(null)
    try {
      await addRule.mutateAsync({ type, source, target, operator, value: ruleValue })
      setTarget(null)
      setOperator(null)
      setValue('')
    } catch (error) {
      setProblem(serverMessage(error) ?? (error instanceof Error ? error.message : t('rules.failed')))
    }
  }

  const remove = async (rule: FormRuleOut) => {
    setProblem(null)
    try {
      await removeRule.mutateAsync(rule.id)
    } catch (error) {
      setProblem(serverMessage(error) ?? t('rules.failed'))
    }
  }

  return (
    <Stack gap="sm">
      {rules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rules.none')}
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('rules.listLabel')}
        >
          {rules.map((rule) => {
            const parts = ruleParts(form, rule, locale, { attendance, dbLabel })
            const sentence = t(`rules.sentence.${rule.operator}`, parts)
            return (
              <Paper component="li" key={rule.id} withBorder p="xs" radius="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {sentence}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={t('rules.remove', { rule: sentence })}
                    loading={removeRule.isPending && removeRule.variables === rule.id}
                    onClick={() => void remove(rule)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            )
          })}
        </Stack>
      )}

      <Paper withBorder p="sm" radius="sm" bg="gray.0">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('rules.addTitle')}
          </Text>
          {groups.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('rules.noTargets')}
            </Text>
          )}
          <Select
            label={t('rules.target')}
            placeholder={t('rules.pick')}
            data={groups}
            value={target}
            onChange={pickTarget}
            searchable
            comboboxProps={{ withinPortal: true }}
            disabled={groups.length === 0}
          />
          <Select
            label={t('rules.operator')}
            placeholder={t('rules.pick')}
            data={RULE_OPERATORS.filter((each) => operators.includes(each)).map((each) => ({
              value: each,
              label: t(`rules.operators.${each}`),
            }))}
            value={operator}
            onChange={(next) => {
              setOperator(next as RuleOperator | null)
              setProblem(null)
            }}
            disabled={!info}
            allowDeselect={false}
          />
          {!valueless &&
            (choices ? (
              <Select
                label={t('rules.value')}
                placeholder={t('rules.pick')}
                data={choices}
                value={value || null}
                onChange={(next) => setValue(next ?? '')}
                disabled={!info}
              />
            ) : (
              <TextInput
                label={t('rules.value')}
                value={value}
                onChange={(event) => setValue(event.currentTarget.value)}
                disabled={!info}
                maxLength={255}
              />
            ))}
          {problem && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!canAdd}
              loading={addRule.isPending}
              onClick={() => void add()}
            >
              {t('rules.add')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  )
}
