import 'server-only'
import type { ApiError } from '@/graphql/error-codes'
import { toApiErrors } from './api-errors'
import type { Result } from './result'
import { resolveUserData, type ShopperContext, type UserDataInput } from './user-data'
import { storefrontByStoreId } from '@/config/storefronts/resolve'

/**
 * The edge of every operation: validates userData, runs the service and maps its Result to the
 * payload shape of docs/rules/api.md (`{ ...fields, errors }`), with errors translated for the shopper.
 */
export async function toPayload<T extends object>(
  userData: UserDataInput,
  empty: T,
  run: (shopper: ShopperContext) => Promise<Result<T>>,
): Promise<T & { errors: ApiError[] }> {
  const shopper = resolveUserData(userData)
  if (!shopper.ok) {
    const storefront = storefrontByStoreId(userData.storeID)
    return { ...empty, errors: await toApiErrors(shopper.errors, storefront?.defaultLanguage ?? 'en', storefront?.country ?? '') }
  }
  const result = await run(shopper.value)
  if (result.ok) return { ...result.value, errors: [] }
  return { ...empty, errors: await toApiErrors(result.errors, shopper.value.language, shopper.value.storefront.country) }
}
