/** The benches start the real server the way the process-level tests do. */
export {
  type RunningServer,
  repoRoot,
  settle,
  startServer,
} from '../../apps/server/src/test-support/server-process'
