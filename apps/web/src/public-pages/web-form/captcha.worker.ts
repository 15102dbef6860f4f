import { type CaptchaSolution, type CaptchaWork, searchCounters } from './captcha-solver'

/** The worker's scope, typed by hand: the app's DOM typings know no DedicatedWorkerGlobalScope. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CaptchaWork>) => void) | null
  postMessage: (message: CaptchaSolution | null) => void
}

/** The captcha's proof of work off the main thread (captcha-solver.ts): one message in, the solution out. */
scope.onmessage = (event) => {
  void searchCounters(event.data, 0, 0x100000000).then((found) => scope.postMessage(found))
}
