import type { SimilarityKind, SimilarityRecord } from '@ajanda/contracts/similarity.contract'
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { useMerge } from '../similarity.api'

/** The records a merge is about: the row's own record and the ones like it. */
export function mergeCandidates(row: SimilarityRecord) {
  return [{ id: row.id, name: row.name, percent: null as number | null }, ...row.data]
}

function MergeForm({
  kind,
  row,
  onClose,
}: {
  kind: SimilarityKind
  row: SimilarityRecord
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const merge = useMerge(kind)
  const [target, setTarget] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const candidates = mergeCandidates(row)

  const submit = async () => {
    if (!target) return setError(t('similar.targetRequired'))
    const mergeTo = Number(target)
    const others = candidates.filter((candidate) => candidate.id !== mergeTo).map((candidate) => candidate.id)
    const names = candidates
      .filter((candidate) => candidate.id !== mergeTo)
      .map((candidate) => candidate.name)
    const confirmed = await confirmDestructive({
      message: t('similar.confirm', {
        from: names.join(', '),
        to: candidates.find((c) => c.id === mergeTo)?.name,
      }),
      confirmLabel: t('similar.merge'),
    })
    if (!confirmed) return
    setError(null)
    try {
      notifySuccess((await merge.mutateAsync({ merge_from: others, merge_to: mergeTo })).message)
      onClose()
    } catch (failure) {
      setError(isApiError(failure) ? (failure.firstError('merge_to') ?? failure.message) : String(failure))
    }
  }

  return (
    <Stack gap="md">
      <ErrorAlert message={error} />
      <Radio.Group label={t('similar.target')} required value={target} onChange={setTarget}>
        <Stack gap="xs" mt="xs">
          {candidates.map((candidate) => (
            <Radio
              key={candidate.id}
              value={String(candidate.id)}
              label={
                candidate.percent === null ? candidate.name : `${candidate.name} (%${candidate.percent})`
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {t('similar.explain')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('similar.cancel')}
        </Button>
        <Button color="red.9" onClick={() => void submit()} loading={merge.isPending}>
          {t('similar.merge')}
        </Button>
      </Group>
    </Stack>
  )
}

/** Choose the record to keep (merge_to, required); the others merge into it after "Emin misin?". */
export function MergeModal({
  kind,
  row,
  onClose,
}: {
  kind: SimilarityKind
  row: SimilarityRecord | null
  onClose: () => void
}) {
  const { t } = useTranslation(['admin', 'common'])
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('similar.mergeTitle')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {row && <MergeForm kind={kind} row={row} onClose={onClose} />}
    </Modal>
  )
}
