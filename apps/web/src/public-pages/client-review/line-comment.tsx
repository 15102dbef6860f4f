import { Box, Button, Group, Text } from '@mantine/core'
import { IconMessage } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CountedTextarea } from '../../shared/ui/counted-textarea'
import { putComment, REVIEW_COMMENT_MAX, useReviewWrite } from './client-review.api'
import { useReview } from './review-context'
import { localName } from './review-format'
import type { ReviewLine } from './review-line'

/**
 * The client's comment on one line. Closed behind "Yorum yaz" while empty, so a long budget stays
 * short on a phone; saved when the field is left or with its button. A decided review shows it only.
 */
export function LineComment({ line }: { line: ReviewLine }) {
  const { t } = useTranslation('clientReview')
  const { code, readOnly, locale } = useReview()
  const saved = line.client_comment ?? ''
  // null: nothing typed since the last save, so the server's text shows.
  const [draft, setDraft] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const fieldId = useId()
  const save = useReviewWrite(code, (comment: string) => putComment(code, line.id, comment || null))
  const value = draft ?? saved
  const dirty = draft !== null && draft.trim() !== saved.trim()

  if (readOnly) {
    if (!saved) return null
    return (
      <Box pl="sm" style={{ borderInlineStart: '3px solid var(--mantine-color-gray-4)' }}>
        <Text size="sm" fw={600}>
          {t('comment.yours')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {saved}
        </Text>
      </Box>
    )
  }

  if (!open && !saved)
    return (
      <Button
        variant="subtle"
        color="gray.8"
        // Mantine draws a subtle button's text in shade 6 at most, too light on white (WCAG AA).
        c="gray.8"
        size="compact-sm"
        leftSection={<IconMessage size={16} aria-hidden />}
        aria-expanded={false}
        aria-controls={fieldId}
        aria-label={`${t('comment.add')}: ${localName(line, locale)}`}
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('comment.add')}
      </Button>
    )

  const submit = () => {
    if (!dirty || save.isPending) return
    save.mutate(value.trim(), { onSuccess: () => setDraft(null) })
  }

  return (
    <Box>
      <CountedTextarea
        id={fieldId}
        label={t('comment.yours')}
        aria-label={t('comment.label', { name: localName(line, locale) })}
        size="sm"
        minRows={2}
        value={value}
        maxLength={REVIEW_COMMENT_MAX}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onFocus={() => setOpen(true)}
        onBlur={submit}
        // Opened by the reader's own click: the caret belongs in it.
        autoFocus={!saved}
      />
      <Group justify="space-between" gap="xs" mt={4} wrap="wrap">
        <Text size="xs" c={save.isError ? 'red.8' : 'dimmed'} aria-live="polite">
          {save.isPending
            ? t('comment.saving')
            : save.isError
              ? save.error.message || t('writeFailed')
              : save.isSuccess && !dirty
                ? t('comment.saved')
                : ''}
        </Text>
        {dirty && (
          <Button size="compact-sm" variant="light" color="gray.8" loading={save.isPending} onClick={submit}>
            {t('comment.save')}
          </Button>
        )}
      </Group>
    </Box>
  )
}
