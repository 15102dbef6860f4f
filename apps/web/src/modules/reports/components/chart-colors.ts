/** The reports' chart colours: this period's turnover, its target, last year. */
export const TURNOVER_COLOR = 'var(--mantine-color-brand-6)'
export const TARGET_COLOR = 'var(--mantine-color-orange-7)'
export const PREVIOUS_COLOR = 'var(--mantine-color-gray-6)'
