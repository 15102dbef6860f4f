/**
 * The GET /definition/{name} lists of the specification, in its order. A file of their own, without
 * zod: the staff app's startup loads name every list (app/startup/startup-queries.ts), and taking the
 * names from the schemas put zod and a dozen contracts (some 130 KB to fetch and evaluate) before its
 * first requests.
 */
export const DEFINITION_NAMES = [
  'tax-offices',
  'contact-positions',
  'expense-sources',
  'budget-items',
  'budget-groups',
  'positions',
  'countries',
  'project-types',
  'budget-categories',
  'client-industries',
  'supplier-categories',
  'meeting-types',
  'payment-methods',
  'budget-templates',
  'budget-category-templates',
] as const
export type DefinitionName = (typeof DEFINITION_NAMES)[number]
