/**
 * What every API call carries (docs/rules/api.md): userData in the variables and the same facts as headers
 * (api-request-headers.ts). Pure, shared by the server and the browser clients.
 */
export interface Shopper {
  storefrontCode: string
  storeId: number
  language: string
  countryCode: string
  redeemToken?: string | null
  pathname?: string
}

export interface UserData {
  language: string
  storeID: number
  countryCode: string
  redeemToken: string | null
}

export function toUserData(shopper: Shopper): UserData {
  return {
    language: shopper.language,
    storeID: shopper.storeId,
    countryCode: shopper.countryCode,
    redeemToken: shopper.redeemToken ?? null,
  }
}
