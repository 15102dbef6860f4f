import type { BudgetDetail } from '@ajanda/contracts/budgets.contract'
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconAdjustments, IconArrowLeft, IconCoin, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { usePageRecord } from '../../../shared/navigation/page-record'
import { useMe } from '../../../shared/session/use-session'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { usersQueryOptions } from '../../users/users.api'
import { budgetQueryOptions, budgetWrites } from '../budgets.api'
import { BudgetActions } from '../components/budget-actions'
import { BudgetGrid } from '../components/budget-grid'
import {
  AddCategoryModal,
  RatesModal,
  ReviewModal,
  SettingsModal,
  useUsedOnce,
} from '../components/lazy-parts'
import { ReviewBadge } from '../components/review-badge'
import { SaveStateText } from '../components/save-state'
import { TotalsPanel } from '../components/totals-panel'
import { useBudgetEditor } from '../use-budget-editor'

/** /project/{code}/budget/{bcode} (and budgetv2, budgetv3): the budget editor. */
export function BudgetEditorPage() {
  const { t } = useTranslation('budgets')
  const { code = '', bcode = '' } = useParams()
  const query = useQuery(budgetQueryOptions(bcode))
  const back = `/project/${encodeURIComponent(code)}/budgets`
  if (query.isPending)
    return (
      <Stack aria-busy="true" aria-label={t('grid.label')}>
        <Skeleton height={48} />
        <Skeleton height={420} />
        <Skeleton height={72} />
      </Stack>
    )
  if (query.isError)
    return (
      <Alert color="red.9" title={t('loadFailed')}>
        <Group>
          <Text size="sm">{query.error.message}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
          <Anchor component={Link} to={back} size="sm">
            {t('editor.back')}
          </Anchor>
        </Group>
      </Alert>
    )
  return <BudgetEditor key={bcode} initial={query.data} back={back} />
}

type Dialog = 'settings' | 'rates' | 'review' | 'category' | null

function BudgetEditor({ initial, back }: { initial: BudgetDetail; back: string }) {
  const { t } = useTranslation('budgets')
  const me = useMe()
  const users = useQuery(usersQueryOptions()).data
  const editor = useBudgetEditor(initial, {
    meId: me.id,
    nameOf: (id) => users?.find((user) => user.id === id)?.full_name,
  })
  const [dialog, setDialog] = useState<Dialog>(null)
  // The moment the grid and the totals are first on the page: bench:budget-editor reads it.
  useEffect(() => {
    performance.mark('budget-editor-ready')
  }, [])
  const budget = editor.meta
  const canEdit = budget.can_edit
  const currencies = [budget.currency, ...budget.currencies.filter((c) => c !== budget.currency)]
  const close = () => setDialog(null)
  const categoryDialogUsed = useUsedOnce(dialog === 'category')
  // "Projeler / {project} / Bütçe" in the breadcrumbs.
  usePageRecord({
    parents: [
      { text: budget.project.name, to: `/project/${encodeURIComponent(budget.project.code)}/budgets` },
    ],
  })

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Anchor component={Link} to={back} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} aria-hidden />
              {t('editor.back')}
            </Group>
          </Anchor>
          <Group gap="sm">
            <Title order={2}>{budget.name}</Title>
            <ReviewBadge status={budget.review.status} />
            <SaveStateText state={editor.saveState} onRetry={editor.retrySave} />
          </Group>
          <Text size="sm" c="dimmed">
            {budget.project.name}
            {budget.project.client_name ? ` · ${budget.project.client_name}` : ''} · {currencies.join(', ')}
          </Text>
        </Stack>
        <Group gap="xs">
          {canEdit && (
            <Button
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              onClick={() => setDialog('settings')}
            >
              {t('editor.settings')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconCoin size={16} aria-hidden />}
            onClick={() => setDialog('rates')}
          >
            {t('editor.rates')}
          </Button>
          <BudgetActions budget={budget} onShare={() => setDialog('review')} />
        </Group>
      </Group>
      {!canEdit && (
        <Alert color="gray" variant="light">
          {t('editor.readOnly')}
        </Alert>
      )}
      {budget.review.comment && (
        <Alert color="orange.9" variant="light" title={t('review.comment')}>
          {budget.review.comment}
        </Alert>
      )}
      <Card withBorder radius="md" padding="sm">
        <Stack gap="sm">
          {editor.categories.length === 0 ? (
            <EmptyResults
              text={t('editor.empty')}
              action={
                canEdit && (
                  <Button
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => setDialog('category')}
                  >
                    {t('editor.addCategory')}
                  </Button>
                )
              }
            />
          ) : (
            <>
              <BudgetGrid editor={editor} canEdit={canEdit} currencies={currencies} />
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text id="budget-grid-keys" size="xs" c="dimmed">
                  {t('editor.keys')}
                </Text>
                {canEdit && (
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => setDialog('category')}
                    style={{ flex: 'none' }}
                  >
                    {t('editor.addCategory')}
                  </Button>
                )}
              </Group>
            </>
          )}
        </Stack>
      </Card>
      <TotalsPanel totals={editor.totals.totals} currency={budget.currency} />
      {/* The dialogs load when first opened (lazy-parts.ts), each on its own: nothing shows while one loads. */}
      {dialog === 'settings' && (
        <Suspense fallback={null}>
          <SettingsModal
            opened
            budget={budget}
            onClose={close}
            onSave={(input) => editor.runDetail(() => budgetWrites.update(budget.code, input))}
          />
        </Suspense>
      )}
      {dialog === 'rates' && (
        <Suspense fallback={null}>
          <RatesModal
            opened
            budget={budget}
            onClose={close}
            onRefresh={() => editor.runDetail(() => budgetWrites.refreshRates(budget.code))}
            onSave={(rates) => editor.runDetail(() => budgetWrites.setRates(budget.code, rates))}
          />
        </Suspense>
      )}
      {dialog === 'review' && (
        <Suspense fallback={null}>
          <ReviewModal opened budget={budget} onClose={close} onChanged={editor.reload} />
        </Suspense>
      )}
      {categoryDialogUsed && (
        <Suspense fallback={null}>
          <AddCategoryModal
            opened={dialog === 'category'}
            onClose={close}
            onAdd={(input) => editor.runDetail(() => budgetWrites.addCategory(budget.code, input))}
          />
        </Suspense>
      )}
    </Stack>
  )
}
