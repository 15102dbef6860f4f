import { Badge, Group, Radio, Stack, Text } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { postChoice, useReviewWrite } from './client-review.api'
import { LineComment } from './line-comment'
import { useReview } from './review-context'
import { type ReviewLine, ReviewLineDetails } from './review-line'

/** The line of a group that counts: the client's pick, else the agency's default, else the first. */
export const chosenLine = (lines: readonly ReviewLine[]) =>
  lines.find((line) => line.client_selected) ?? lines.find((line) => line.is_default) ?? lines[0]

/**
 * Alternatives offered together as radio cards. A pick is posted at once (arrow keys pick too, as in
 * any radio group) and the server's answer brings the recounted totals; the picks are sent one after
 * another so the last one the client made is the one that stays.
 */
export function AlternativeGroup({ lines }: { lines: readonly ReviewLine[] }) {
  const { t } = useTranslation('clientReview')
  const { code, readOnly, accent } = useReview()
  const baseId = useId()
  const [picking, setPicking] = useState<number | null>(null)
  const choose = useReviewWrite(code, (itemId: number) => postChoice(code, itemId))
  const chosen = chosenLine(lines)
  const shown = picking ?? chosen?.id

  const pick = (value: string) => {
    const id = Number(value)
    if (readOnly || id === shown) return
    setPicking(id)
    choose.mutate(id, { onSettled: () => setPicking((current) => (current === id ? null : current)) })
  }

  return (
    <Stack gap="xs">
      <Radio.Group
        value={shown === undefined ? null : String(shown)}
        onChange={pick}
        label={t('alternatives.label')}
        description={t('alternatives.hint')}
        readOnly={readOnly}
      >
        <Stack gap="sm" mt="xs">
          {lines.map((line) => {
            const checked = line.id === shown
            const nameId = `${baseId}-${line.id}-name`
            const detailsId = `${baseId}-${line.id}-details`
            return (
              <Stack key={line.id} gap={6}>
                <Radio.Card
                  value={String(line.id)}
                  radius="md"
                  p="sm"
                  disabled={readOnly}
                  // One tab stop for the group, as radio buttons have; arrows move within it.
                  tabIndex={checked || (shown === undefined && line === lines[0]) ? 0 : -1}
                  aria-labelledby={nameId}
                  aria-describedby={detailsId}
                  style={{
                    borderColor: checked ? accent : undefined,
                    borderWidth: checked ? 2 : 1,
                    backgroundColor: checked ? 'var(--mantine-color-gray-0)' : undefined,
                  }}
                  data-testid="alternative"
                >
                  <Group component="span" wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator color={accent} mt={2} disabled={readOnly} />
                    <ReviewLineDetails line={line} nameId={nameId} detailsId={detailsId} muted={!checked} />
                  </Group>
                  {(checked || line.is_default) && (
                    <Group component="span" gap={6} mt={6} pl={32}>
                      {checked && (
                        <Badge component="span" size="sm" variant="filled" color={accent} tt="none">
                          {t('alternatives.chosen')}
                        </Badge>
                      )}
                      {line.is_default && (
                        <Badge component="span" size="sm" variant="outline" color="gray.8" tt="none">
                          {t('alternatives.recommended')}
                        </Badge>
                      )}
                    </Group>
                  )}
                </Radio.Card>
                <LineComment line={line} />
              </Stack>
            )
          })}
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {choose.isPending ? t('alternatives.saving') : ''}
      </Text>
      <ErrorAlert message={choose.isError ? choose.error.message || t('writeFailed') : null} />
    </Stack>
  )
}
