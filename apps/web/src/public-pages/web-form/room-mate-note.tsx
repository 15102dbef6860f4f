import type { Locale } from '@ajanda/contracts/common/locale'
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The chosen room mate on the personal page, when the form shows it (selected_room_mate_visible). */
export function RoomMateNote({
  mate,
  locale,
}: {
  mate: { name: string; confirmed: boolean }
  locale: Locale
}) {
  const { t } = useTranslation('webForm', { lng: locale })
  return (
    <Text size="sm" data-testid="room-mate-note">
      {t('roomMate.yours', { name: mate.name })}{' '}
      <Text span c={mate.confirmed ? 'green.9' : 'orange.9'} fw={600}>
        ({mate.confirmed ? t('roomMate.confirmed') : t('roomMate.pending')})
      </Text>
    </Text>
  )
}
