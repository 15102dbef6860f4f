import { useQueries, useQuery } from '@tanstack/react-query'
import { budgetQueryOptions, projectBudgetsQueryOptions } from '../budgets/budgets.api'

/** The lines of the project's budgets as picker options, grouped by budget and category. */
export function useBudgetLineOptions(projectCode: string) {
  const list = useQuery(projectBudgetsQueryOptions(projectCode))
  const details = useQueries({
    queries: (list.data ?? []).map((budget) => budgetQueryOptions(budget.code)),
  })
  return details
    .flatMap((detail) =>
      (detail.data?.categories ?? []).map((category) => ({
        group: `${detail.data?.name} · ${category.name}`,
        items: category.items.map((item) => ({ value: String(item.id), label: item.name })),
      })),
    )
    .filter((group) => group.items.length > 0)
}
