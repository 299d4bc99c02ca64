import type { FieldValues, Resolver } from 'react-hook-form'
import type { ValidatingSchema } from './field-resolver'

export interface LazyFieldResolver<T extends FieldValues> {
  resolver: Resolver<T>
  /** Starts loading the rules ahead of the first submit (e.g. when the form first takes the focus). */
  preload: () => void
}

/**
 * fieldResolver (field-resolver.ts) for a schema that loads on first use: yup and the form's rules
 * stay out of the page's first JavaScript (docs/performance.md, the balance check's budget) and
 * arrive when the shopper starts using the form. react-hook-form validates on submit first, so the
 * rules are awaited there; a failed load rejects the submit like a failed request would.
 */
export function lazyFieldResolver<T extends FieldValues>(loadSchema: () => Promise<ValidatingSchema<T>>): LazyFieldResolver<T> {
  let loading: Promise<Resolver<T>> | null = null
  const load = (): Promise<Resolver<T>> => {
    if (loading) return loading
    const attempt = Promise.all([import('./field-resolver'), loadSchema()]).then(([{ fieldResolver }, schema]) => fieldResolver(schema))
    // A failed load (offline) is tried again on the next use.
    attempt.catch(() => { if (loading === attempt) loading = null })
    loading = attempt
    return attempt
  }
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => { load().catch(() => undefined) },
  }
}
