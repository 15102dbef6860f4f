import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Page tests click through Mantine pickers in jsdom; on a 2-core CI machine that also runs
    // PostgreSQL, 5 s was not always enough for a test that passes in 2 s alone.
    testTimeout: 20_000,
  },
})
