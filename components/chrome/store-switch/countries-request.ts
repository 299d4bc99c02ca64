/**
 * The countries of the store switcher (spec §3 store data `countriesCombinations`), asked from the API
 * when first needed: when the banner has learnt that the visitor is abroad, or when the modal opens.
 * Pages leave the list out, so every cached page is 4 kB lighter and the switcher costs a request only
 * to those who use it. Plain fetch with the operation text (graphql/plain-query.ts), as the basket count: the
 * chrome ships no GraphQL client.
 */
import { useEffect, useState } from 'react'
import { plainQuery } from '@/graphql/plain-query'
import type { Shopper } from '@/graphql/shopper'
import type { CountryCombination } from '@/config/storefronts/types'

/** graphql/operations/StoreData.graphql `StoreData`, with only the countries. */
export const STORE_SWITCH_COUNTRIES_QUERY =
  'query StoreSwitchCountries($userData: UserDataInput!) { storeData(userData: $userData) { storeData { countriesCombinations { country url languagesCombinations { languageCode isDefault currency } } } } }'

interface CountriesData {
  storeData?: { storeData?: { countriesCombinations?: CountryCombination[] } | null } | null
}

async function askCountries(shopper: Shopper): Promise<CountryCombination[] | null> {
  const combinations = (await plainQuery<CountriesData>(shopper, STORE_SWITCH_COUNTRIES_QUERY))?.storeData?.storeData?.countriesCombinations
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
