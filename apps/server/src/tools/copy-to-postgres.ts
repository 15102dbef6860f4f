import { parseArgs } from 'node:util'
import { CopyRefused, copyDataDirToPostgres } from './copy-database'

/**
 * `npm run db:copy-to-postgres -- --from <DATA_DIR> --to <postgres://…/empty_db> [--files-to <new DATA_DIR>]`:
 * moves an embedded installation to PostgreSQL (README "Running on PostgreSQL"). Stop the server first:
 * the embedded data dir's lock refuses a copy while it runs. Exits 1 when it refuses or a count differs.
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string', default: process.env.DATA_DIR },
    to: { type: 'string', default: process.env.DATABASE_URL },
    'files-to': { type: 'string' },
  },
})
if (!values.from || !values.to) {
  console.error(
    'Usage: npm run db:copy-to-postgres -- --from <DATA_DIR> --to <DATABASE_URL> [--files-to <DATA_DIR>]',
  )
  process.exit(2)
}

try {
  const report = await copyDataDirToPostgres({
    fromDataDir: values.from,
    toDatabaseUrl: values.to,
    toDataDir: values['files-to'],
    log: (line) => console.log(`  ${line}`),
  })
  const rows = report.tables.reduce((sum, table) => sum + table.target, 0)
  console.log(`Copied ${report.tables.length} tables (${rows} rows) and ${report.files} stored files.`)
  if (report.mismatched.length > 0) {
    console.error('Row counts differ (source → target):')
    for (const row of report.mismatched) console.error(`  ${row.table}: ${row.source} → ${row.target}`)
    process.exitCode = 1
  } else {
    console.log('Every table has the same number of rows on both sides.')
  }
} catch (error) {
  console.error(`The copy did not happen: ${error instanceof CopyRefused ? error.message : String(error)}`)
  if (!(error instanceof CopyRefused)) console.error(error)
  process.exitCode = 1
}
