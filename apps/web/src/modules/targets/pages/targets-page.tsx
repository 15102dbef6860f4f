import { TARGET_YEAR_MAX, TARGET_YEAR_MIN } from '@ajanda/contracts/targets.contract'
import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core'
import { IconCopy } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { useMe } from '../../../shared/session/use-session'
import { confirmAction } from '../../../shared/ui/confirm'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { TargetsGrid } from '../components/targets-grid'
import { targetKeys, targetsQueryOptions, targetWrites } from '../targets.api'
import { registerTargetTexts } from '../targets-texts'
import { type TargetsSaveState, useTargetsAutosave } from '../use-targets-autosave'

registerTargetTexts()

const thisYear = () => new Date().getFullYear()

/** The year in the address (`?year=2025`), else this year. */
function useYear(): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams()
  const asked = Number(params.get('year'))
  const year =
    Number.isInteger(asked) && asked >= TARGET_YEAR_MIN && asked <= TARGET_YEAR_MAX ? asked : thisYear()
  const setYear = (next: number) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous)
        if (next === thisYear()) copy.delete('year')
        else copy.set('year', String(next))
        return copy
      },
      { replace: true },
    )
  return [year, setYear]
}

/** /admin/targets (admin-area.md "Targets"): the year picker, the copy from last year and the grid. */
export function TargetsPage() {
  const { t } = useTranslation('targets')
  const [year, setYear] = useYear()
  const me = useMe()
  // Ten years either side of this one (and the one in the address, if further).
  const years = Array.from({ length: 21 }, (_, index) => thisYear() - 10 + index).filter(
    (candidate) => candidate >= TARGET_YEAR_MIN && candidate <= TARGET_YEAR_MAX,
  )
  if (!years.includes(year)) years.push(year)
  years.sort((a, b) => a - b)

  return (
    <Stack gap="md" style={{ minWidth: 0 }}>
      {/* The admin layout's heading names the page (its route title). */}
      <Text c="dimmed" maw={760}>
        {t('intro')}
      </Text>
      {/* A year has its own editor: its pending cells go out as it is left. */}
      <YearTargets
        key={year}
        companyId={me.event_company_id}
        year={year}
        yearPicker={
          <Select
            label={t('year')}
            data={years.map(String)}
            value={String(year)}
            onChange={(value) => value && setYear(Number(value))}
            allowDeselect={false}
            searchable
            w={110}
            data-testid="targets-year"
          />
        }
      />
    </Stack>
  )
}

function YearTargets({
  companyId,
  year,
  yearPicker,
}: {
  companyId: number
  year: number
  yearPicker: React.ReactNode
}) {
  const { t } = useTranslation(['targets', 'common'])
  const queryClient = useQueryClient()
  const query = useQuery(targetsQueryOptions(companyId, year))
  const autosave = useTargetsAutosave(companyId, year)
  const [copying, setCopying] = useState(false)

  const copy = async () => {
    const from = year - 1
    const hasTargets = query.data?.rows.some((row) => row.amounts.some((amount) => amount !== null))
    const confirmed = await confirmAction({
      message: hasTargets ? t('copy.overwrite', { from, to: year }) : t('copy.message', { from, to: year }),
      confirmLabel: t('copy.confirm'),
      irreversible: hasTargets,
    })
    if (!confirmed) return
    setCopying(true)
    try {
      await autosave.flush()
      const answer = await targetWrites.copy(companyId, {
        from_year: from,
        to_year: year,
        overwrite: hasTargets,
      })
      await queryClient.invalidateQueries({ queryKey: targetKeys.year(companyId, year) })
      notifySuccess(answer.message)
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t('copy.failed'))
    } finally {
      setCopying(false)
    }
  }

  return (
    <Stack gap="sm" style={{ minWidth: 0 }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          {yearPicker}
          <Button
            variant="light"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => void copy()}
            loading={copying}
            disabled={!query.data}
          >
            {t('copy.action')}
          </Button>
        </Group>
        <SaveStateText state={autosave.state} onRetry={() => void autosave.flush()} />
      </Group>
      {query.data && (
        <Text size="sm" c="dimmed">
          {t('currencyNote', { currency: query.data.currency })}
        </Text>
      )}
      {query.isError ? (
        <LoadErrorAlert
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <Loader aria-label={t('common:loading')} />
      ) : query.data.rows.length === 0 ? (
        <EmptyResults title={t('empty')} text={t('emptyHint')} />
      ) : (
        <TargetsGrid data={query.data} overrides={autosave.overrides} onSet={autosave.set} />
      )}
    </Stack>
  )
}

/** "Kaydediliyor…", "Kaydedildi", or a retry after a failure (the budget editor's save state). */
function SaveStateText({ state, onRetry }: { state: TargetsSaveState; onRetry: () => void }) {
  const { t } = useTranslation('targets')
  if (state === 'error')
    return (
      <Button
        size="compact-sm"
        variant="light"
        color="red.9"
        onClick={onRetry}
        data-testid="targets-save-state"
      >
        {t('save.failed')}
      </Button>
    )
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" miw={110} data-testid="targets-save-state">
      {state === 'saving' ? t('save.saving') : state === 'saved' ? t('save.saved') : ''}
    </Text>
  )
}
