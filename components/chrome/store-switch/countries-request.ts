/**
 * The countries of the store switcher (docs/rules/storefronts.md store data `countriesCombinations`), asked from the API
 * when first needed: when the banner has learnt that the visitor is abroad, or when the modal opens.
 * Pages leave the list out, so every cached page is 4 kB lighter and the switcher costs a request only
 * to those who use it. Plain fetch with the operation text (graphql/operations/plain), as the basket count: the
 * chrome ships no GraphQL library.
 */
import { useEffect, useState } from 'react'
import { postPlainOperation } from '@/graphql/browser-fetch'
import { StoreSwitchCountriesDocument } from '@/graphql/generated/plain-operations'
import type { Shopper } from '@/graphql/shopper'
import type { CountryCombination } from '@/config/storefronts/types'

async function askCountries(shopper: Shopper): Promise<CountryCombination[] | null> {
  const combinations = (await postPlainOperation(shopper, StoreSwitchCountriesDocument, {}))?.storeData?.storeData?.countriesCombinations
  return Array.isArray(combinations) ? combinations : null
}

let pending: Promise<CountryCombination[] | null> | null = null

/**
 * The countries, asked once per page load and shared by every caller; null when the API could not
 * say, and then asked again by the next caller.
 */
export function fetchCountriesCombinations(shopper: Shopper): Promise<CountryCombination[] | null> {
  pending ??= askCountries(shopper).then((combinations) => {
    if (!combinations) pending = null
    return combinations
  })
  return pending
}

/** Forgets the answer (tests). */
export function resetCountriesRequest(): void {
  pending = null
}

export type CountriesState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; combinations: CountryCombination[] }

/**
 * The countries once `wanted` becomes true (asked then, not before). A failure counts for that one
 * wish: wanted again later, they are asked again.
 */
export function useCountriesCombinations(shopper: Shopper, wanted: boolean): CountriesState {
  const [state, setState] = useState<CountriesState>({ status: 'idle' })
  const { storefrontCode, storeId, language, countryCode } = shopper
  useEffect(() => {
    if (!wanted) return
    let active = true
    void fetchCountriesCombinations({ storefrontCode, storeId, language, countryCode }).then((combinations) => {
      if (active) setState(combinations ? { status: 'ready', combinations } : { status: 'failed' })
    })
    return () => {
      active = false
      setState((current) => (current.status === 'ready' ? current : { status: 'idle' }))
    }
  }, [wanted, storefrontCode, storeId, language, countryCode])
  return wanted && state.status === 'idle' ? { status: 'loading' } : state
}
