import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core'

/** The one brand colour (a deep indigo); shade 7 keeps white text above 7:1 contrast. */
const brand: MantineColorsTuple = [
  '#eef0fc',
  '#dcdff6',
  '#b5bbeb',
  '#8b95e1',
  '#6874d8',
  '#5260d3',
  '#4655d1',
  '#3746b9',
  '#3040a6',
  '#243493',
]

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', Inter, system-ui, sans-serif", fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    /**
     * Opening a modal blurs the app behind it. Plain objects rather than `Modal.extend` so the
     * theme does not pull modal code into the sign-in bundle.
     */
    Modal: { defaultProps: { overlayProps: { backgroundOpacity: 0.45, blur: 4 }, centered: true } },
    Notification: { defaultProps: { withBorder: true } },
  },
})

/** WCAG AA: the default dimmed grey and error red are too light on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
})
