/**
 * The basket calls of the browser (docs/rules/api.md cartV2, addToCart, updatePackage,
 * deleteGiftcardPackageGroup, setDeliveryGrouping): plain fetch (graphql/browser-fetch.ts),
 * no Apollo Client, so the product page's add-to-basket island stays small.
 * Loaded lazily where possible. Every mutation answers the whole basket, which replaces the shown one.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { firstApiError } from '@/graphql/api-errors'
import { postGraphQL } from '@/graphql/browser-fetch'
import type { ApiError } from '@/graphql/error-codes'
import {
  BasketAddDocument, BasketDeletePackageDocument, BasketSetDeliveryGroupingDocument, BasketSetShipmentDeliveryDocument, BasketUpdatePackageDocument,
  type AddToCartInput, type BasketFieldsFragment, type CustomerType, type DeliveryGrouping, type ShipmentDeliveryInput,
  type UpdatePackageInput,
} from '@/graphql/generated/operations'
import type { Shopper } from '@/graphql/shopper'
import type { ShownError } from '@/stores/error-store'

/** A shipment's receiver as the basket reads it (the fields setShipmentDelivery takes back). */
export interface BasketReceiver {
  firstName: string
  lastName: string
  customerType: CustomerType
  companyName?: string | null
  countryCode: string
  postCode?: string | null
  houseNumber?: string | null
  suffix?: string | null
  street?: string | null
  addressLine2?: string | null
  city?: string | null
  email?: string | null
  phoneNumber?: string | null
}

/** The basket preview of a package with its receiver's texts (docs/rules/basket.md packagesGroups). */
export interface BasketPackagesGroup {
  tag: string
  packageId: string
  receiverTitle: string
  receiverDescription: string
}

type BasketFieldsShipment = BasketFieldsFragment['shipments'][number]

/**
 * What the basket shows (Basket.graphql); the server render's full Cart query is a superset. The
 * delivery of each shipment (date, receiver) and the receiver texts come with the server render and
 * setShipmentDelivery; the other basket mutations leave them out (undefined: unknown, not "none").
 */
export type BasketOrder = Omit<BasketFieldsFragment, 'shipments'> & {
  shipments: Array<BasketFieldsShipment & { deliveryDate?: string | null; deliveryTime?: string | null; deliveryAddress?: BasketReceiver | null }>
  packagesGroups?: BasketPackagesGroup[]
}

/** A cart mutation's outcome: the basket it left (null on a transport fault) and its errors. */
export interface CartResult {
  order: BasketOrder | null
  errors: ShownError[]
}

interface CartPayload {
  order: BasketOrder | null
  errors: ApiError[]
}

/** POSTs one operation; business errors come back in the payload, anything else as one ShownError. */
export async function postOperation<Result, Variables extends Record<string, unknown>>(
  shopper: Shopper,
  document: TypedDocumentNode<Result, Variables>,
  variables: Omit<Variables, 'userData'>,
): Promise<{ data: Result | null; error: ShownError | null }> {
  try {
    const response = await postGraphQL(shopper, document, variables)
    if (response.data) return { data: response.data, error: null }
    const error = firstApiError({ error: response.errors ? { errors: response.errors } : new Error(`HTTP ${response.status}`) })
    return { data: null, error }
  } catch (cause) {
    return { data: null, error: firstApiError({ error: cause }) }
  }
}

function toResult(payload: CartPayload | undefined, error: ShownError | null): CartResult {
  if (!payload) return { order: null, errors: error ? [error] : [] }
  return {
    order: payload.order,
    errors: payload.errors.map(({ code, message, referencedRequestParameter }) => ({ code, message, parameter: referencedRequestParameter })),
  }
}

export async function addToCart(shopper: Shopper, input: AddToCartInput): Promise<CartResult> {
  const { data, error } = await postOperation(shopper, BasketAddDocument, { input })
  return toResult(data?.addToCart, error)
}

export async function updatePackage(shopper: Shopper, input: UpdatePackageInput): Promise<CartResult> {
  const { data, error } = await postOperation(shopper, BasketUpdatePackageDocument, { input })
  return toResult(data?.updatePackage, error)
}

export async function deletePackage(shopper: Shopper, shipmentTag: string, packageId: string): Promise<CartResult> {
  const { data, error } = await postOperation(shopper, BasketDeletePackageDocument, { shipmentTag, packageId })
  return toResult(data?.deleteGiftcardPackageGroup, error)
}

export async function setDeliveryGrouping(shopper: Shopper, grouping: DeliveryGrouping): Promise<CartResult> {
  const { data, error } = await postOperation(shopper, BasketSetDeliveryGroupingDocument, { grouping })
  return toResult(data?.setDeliveryGrouping, error)
}

/**
 * docs/rules/api.md setShipmentDelivery: a shipment's receiver and optional date (null: as soon as possible).
 * Answers the basket's own selection plus the delivery of each shipment and the receiver texts,
 * which the basket page shows beside the packages.
 */
export async function setShipmentDelivery(shopper: Shopper, input: ShipmentDeliveryInput): Promise<CartResult> {
  const { data, error } = await postOperation(shopper, BasketSetShipmentDeliveryDocument, { input })
  return toResult(data?.setShipmentDelivery, error)
}
