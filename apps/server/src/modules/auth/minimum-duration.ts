/**
 * Runs `work` and answers no sooner than `ms` after the start, whether it succeeded or threw. The public
 * calls that must not tell a known e-mail address from an unknown one (sign-up, forgotten password) do
 * different work for each; padding both to one duration that exceeds either path hides the difference.
 */
export async function withMinimumDuration<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const deadline = performance.now() + ms
  const pad = () =>
    new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())))
  try {
    const result = await work()
    await pad()
    return result
  } catch (error) {
    await pad()
    throw error
  }
}
