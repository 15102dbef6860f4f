import type { RoomBlock } from '@ajanda/contracts/hotels.contract'
import type { Project } from '@ajanda/contracts/projects.contract'
import { Alert, Button, Divider, Loader, Stack } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { registerHotelTexts } from '../hotel-texts'
import { type RoomingView, roomBlocksQueryOptions, roomingQueryOptions } from '../hotels.api'
import { RoomBlockModal } from './room-block-modal'
import { RoomBlocksSection } from './room-blocks-section'
import { RoomingSection } from './rooming-section'
import { type StayDraft, StayModal } from './stay-modal'

registerHotelTexts()

const today = () => new Date().toISOString().slice(0, 10)

/**
 * The project's "Konaklama" tab: room blocks with pickup per night, then the rooming list. A project read
 * only by taking part (decisions/0047) shows both without their writes.
 */
export function ProjectHotelsTab({ project }: { project: Project }) {
  const { t } = useTranslation('hotels')
  const writable = !project.read_only
  const blocks = useQuery(roomBlocksQueryOptions(project.code))
  const [view, setView] = useState<RoomingView>({ page: 1, search: '', warningsOnly: false })
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const shown = { ...view, search: debounced }
  const rooming = useQuery(roomingQueryOptions(project.code, shown))
  const [editingBlock, setEditingBlock] = useState<RoomBlock | null | undefined>(undefined)
  const [stay, setStay] = useState<StayDraft | null>(null)

  if (blocks.isPending || rooming.isPending) return <Loader size="sm" aria-label={t('loading')} />
  if (blocks.isError || rooming.isError)
    return (
      <Alert color="red" title={t('loadFailed')}>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            void blocks.refetch()
            void rooming.refetch()
          }}
        >
          {t('retry')}
        </Button>
      </Alert>
    )

  return (
    <Stack gap="lg">
      <RoomBlocksSection
        blocks={blocks.data}
        projectCode={project.code}
        onAdd={writable ? () => setEditingBlock(null) : undefined}
        onEdit={writable ? setEditingBlock : undefined}
      />
      <Divider />
      <RoomingSection
        projectCode={project.code}
        blocks={blocks.data}
        list={rooming.data}
        search={search}
        onSearch={(text) => {
          setSearch(text)
          setView((current) => ({ ...current, page: 1 }))
        }}
        warningsOnly={view.warningsOnly}
        onWarningsOnly={(warningsOnly) => setView((current) => ({ ...current, warningsOnly, page: 1 }))}
        onPage={(page) => setView((current) => ({ ...current, page }))}
        onAdd={writable ? () => setStay({ guest: null, blockId: null }) : undefined}
        onEdit={writable ? (guest, blockId) => setStay({ guest, blockId }) : undefined}
      />
      {editingBlock !== undefined && (
        <RoomBlockModal
          projectCode={project.code}
          block={editingBlock}
          firstNight={project.starts_at?.slice(0, 10) ?? today()}
          onClose={() => setEditingBlock(undefined)}
        />
      )}
      {stay && (
        <StayModal
          projectCode={project.code}
          projectId={project.id}
          blocks={blocks.data}
          draft={stay}
          onClose={() => setStay(null)}
        />
      )}
    </Stack>
  )
}
