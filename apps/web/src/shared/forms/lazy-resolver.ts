import type { FieldValues, Resolver } from 'react-hook-form'

export interface LazyResolver<TValues extends FieldValues, TOutput>
  extends Resolver<TValues, unknown, TOutput> {
  /** Starts loading the schema ahead of the first validation (on first focus, say). */
  preload: () => void
}

/**
 * A resolver whose schema (and zod with it) is fetched on first use. The sign-in page uses it so
 * its first paint does not wait for the validation library.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let pending: Promise<Resolver<TValues, unknown, TOutput>> | undefined
  const get = () => {
    pending ??= load()
    return pending
  }
  const resolver = (async (values, context, options) =>
    (await get())(values, context, options)) as LazyResolver<TValues, TOutput>
  resolver.preload = () => void get()
  return resolver
}
