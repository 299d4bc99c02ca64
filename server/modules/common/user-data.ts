import { storefrontByStoreId } from '@/config/storefronts/resolve'
import type { Language, Storefront } from '@/config/storefronts/types'
import { ERROR_CODES } from '@/graphql/error-codes'
import { fail, ok, type Result } from './result'

export interface UserDataInput {
  language: string
  storeID: number
  countryCode: string
  redeemToken?: string | null
}

export interface ShopperContext {
  storefront: Storefront
  language: Language
  countryCode: string
  redeemToken: string | null
}

/** Validates userData (docs/rules/api.md) against the storefront registry: known store, one of its languages. */
export function resolveUserData(userData: UserDataInput): Result<ShopperContext> {
  const storefront = storefrontByStoreId(userData.storeID)
  if (!storefront) return fail(ERROR_CODES.UNKNOWN_STOREFRONT, 'userData.storeID')
  const language = storefront.languages.find((lang) => lang === userData.language)
  if (!language) return fail(ERROR_CODES.UNSUPPORTED_LANGUAGE, 'userData.language')
  const countryCode = userData.countryCode.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(countryCode)) return fail(ERROR_CODES.INVALID_INPUT, 'userData.countryCode')
  return ok({ storefront, language, countryCode, redeemToken: userData.redeemToken || null })
}
