/** Mantine's placeholder grey is below 4.5:1 on white (axe): the empty date pickers, being buttons, show it. */
export const PLACEHOLDER_STYLES = { placeholder: { color: 'var(--mantine-color-gray-7)' } }
