import {
  APPROVAL_CHAIN_MAX_STEPS,
  APPROVER_KINDS,
  type ApprovalChain,
  type ApproverKind,
} from '@ajanda/contracts/approvals.contract'
import { ActionIcon, Button, Card, Group, Select, Stack, Switch, Text, Title } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useSaveApprovalChain } from '../approvals.api'
import {
  addStep,
  type ChainDraft,
  canAddStep,
  changeKind,
  moveStep,
  removeStep,
  stepError,
  toDraft,
  toInput,
  updateStep,
} from '../chain-draft'

export interface Option {
  value: string
  label: string
}

interface Props {
  chain: ApprovalChain
  people: readonly Option[]
  positions: readonly Option[]
}

/** Options plus the chosen id when it is no longer offered (a deactivated person), shown by its id. */
const withChosen = (options: readonly Option[], chosen: number | null): Option[] =>
  chosen === null || options.some((option) => option.value === String(chosen))
    ? [...options]
    : [...options, { value: String(chosen), label: `#${chosen}` }]

/** One request type's chain: edited locally, saved as a whole with its own "Kaydet". */
export function ApprovalChainCard({ chain, people, positions }: Props) {
  const { t } = useTranslation('approvals')
  const save = useSaveApprovalChain()
  const [draft, setDraft] = useState<ChainDraft>(() => toDraft(chain))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const type = chain.request_type
  const typeName = t(`requestTypes.${type}`)
  const titleId = `chain-${type}`
  const kindOptions = APPROVER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))

  const edit = (next: ChainDraft) => {
    setDraft(next)
    // Positions shift when steps move or go: old messages would sit under the wrong step.
    setErrors({})
  }

  async function submit() {
    try {
      const answer = await save.mutateAsync({ type, input: toInput(draft) })
      setDraft(toDraft(answer.data))
      setErrors({})
      notifySuccess(answer.message || t('card.saved'))
    } catch (error) {
      if (isApiError(error) && error.isValidation) {
        setErrors(error.errors)
        // A message not under a select (too many steps, say) still has to be seen.
        const stray = Object.entries(error.errors).find(([field]) => !/^steps\.\d+\./.test(field))
        if (stray) notifyError(stray[1][0] ?? error.message)
      } else notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="h5" id={titleId}>
            {typeName}
          </Title>
          <Switch
            label={t('card.needsApproval')}
            checked={draft.needs_approval}
            onChange={(event) => edit({ ...draft, needs_approval: event.currentTarget.checked })}
          />
        </Group>
        {type === 'INSPECTION' && (
          <Text size="sm" c="dimmed">
            {t('card.inspectionHint')}
          </Text>
        )}
        {!chain.configured && (
          <Text size="sm" c="dimmed">
            {t('card.notConfigured')}
          </Text>
        )}
        {!draft.needs_approval ? (
          <Text size="sm">{t('card.noApproval')}</Text>
        ) : (
          <Stack gap="xs" component="ol" aria-label={t('card.stepsLabel', { type: typeName })} m={0} p={0}>
            {draft.steps.length === 0 && (
              <Text size="sm" c="dimmed" component="li" style={{ listStyle: 'none' }}>
                {t('card.noSteps')}
              </Text>
            )}
            {draft.steps.map((step, index) => {
              const n = index + 1
              const idField = step.approver === 'USER' ? 'user_id' : 'position_id'
              return (
                <Group
                  key={step.key}
                  component="li"
                  align="flex-start"
                  gap="xs"
                  wrap="nowrap"
                  style={{ listStyle: 'none' }}
                >
                  <Select
                    label={t('card.step', { n })}
                    data={kindOptions}
                    value={step.approver}
                    allowDeselect={false}
                    onChange={(value) => value && edit(changeKind(draft, index, value as ApproverKind))}
                    error={stepError(errors, index, 'approver')}
                    w={140}
                  />
                  {step.approver !== 'MANAGER' && (
                    <Select
                      label={step.approver === 'USER' ? t('card.person') : t('card.position')}
                      data={withChosen(
                        step.approver === 'USER' ? people : positions,
                        step.approver === 'USER' ? step.user_id : step.position_id,
                      )}
                      value={step[idField] === null ? null : String(step[idField])}
                      onChange={(value) =>
                        edit(updateStep(draft, index, { [idField]: value ? Number(value) : null }))
                      }
                      error={stepError(errors, index, idField)}
                      nothingFoundMessage={t('card.nothingFound')}
                      searchable
                      style={{ flex: 1 }}
                    />
                  )}
                  <Group gap={4} wrap="nowrap" mt={26} ml="auto">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('card.moveUp', { n })}
                      disabled={index === 0}
                      onClick={() => edit(moveStep(draft, index, -1))}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('card.moveDown', { n })}
                      disabled={index === draft.steps.length - 1}
                      onClick={() => edit(moveStep(draft, index, 1))}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t('card.remove', { n })}
                      onClick={() => edit(removeStep(draft, index))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              )
            })}
          </Stack>
        )}
        <Group justify="space-between">
          {draft.needs_approval ? (
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={!canAddStep(draft)}
                onClick={() => edit(addStep(draft))}
              >
                {t('card.addStep')}
              </Button>
              {!canAddStep(draft) && (
                <Text size="xs" c="dimmed">
                  {t('card.maxSteps', { max: APPROVAL_CHAIN_MAX_STEPS })}
                </Text>
              )}
            </Group>
          ) : (
            <span />
          )}
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('card.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
