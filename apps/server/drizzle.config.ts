import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // Platform tables (job_failures) live beside the code that writes them.
  schema: ['./src/modules/*/*.table.ts', './src/platform/*/*.table.ts'],
  out: './migrations',
})
