import { streetLine } from '@/i18n/address-lines'
import type { StoredAddress } from '@/server/db/schema'

/** The API's Address of a stored one: `addressLine1` is the street line the envelope shows (docs/rules/basket.md Address). */
export function addressView(address: StoredAddress) {
  return { ...address, addressLine1: streetLine(address), addressLine2: address.addressLine2 ?? null }
}
