import { MESSAGE_MAX_LENGTH, TYPING_SIGNAL_MS } from '@ajanda/contracts/messenger.contract'
import { ActionIcon, Group, Text, Textarea } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { signalTyping, useSendMessage } from '../messenger.api'

/** Enter sends, Shift+Enter breaks the line; typing is signalled to the others at most every 3 s. */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('messenger')
  const [text, setText] = useState('')
  const lastSignal = useRef(0)
  const send = useSendMessage(conversationId)

  const submit = () => {
    const body = text.trim()
    if (!body || send.isPending) return
    send.mutate(body, { onSuccess: () => setText('') })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }
  const onChange = (value: string) => {
    setText(value)
    const now = Date.now()
    if (value.trim() && now - lastSignal.current > TYPING_SIGNAL_MS) {
      lastSignal.current = now
      // Best effort: a lost signal only hides the indicator.
      signalTyping(conversationId).catch(() => undefined)
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label={t('composerLabel')}
          placeholder={t('composerPlaceholder')}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX_LENGTH}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          data-autofocus
        />
        <ActionIcon
          type="submit"
          size="input-sm"
          aria-label={t('send')}
          loading={send.isPending}
          disabled={!text.trim()}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {send.isError && (
        <Text size="sm" c="red.8" mt={4} role="alert">
          {t('sendFailed')}
        </Text>
      )}
    </form>
  )
}
