/**
 * The basket calls of the browser (spec §7 cartV2, addToCart, updatePackage,
 * deleteGiftcardPackageGroup, setDeliveryGrouping): plain fetch with the shopper headers of
 * graphql/shopper-link, no Apollo Client, so the product page's add-to-basket island stays small.
 * Loaded lazily where possible. Every mutation answers the whole basket, which replaces the shown one.
 */
import { Kind, parse, print, type DocumentNode } from 'graphql'
import type { TypedDocumentNode } from '@apollo/client'
import { firstApiError } from '@/graphql/api-errors'
import { CSRF_HEADER } from '@/graphql/error-codes'
import {
  ApiErrorFieldsFragmentDoc, BasketFieldsFragmentDoc,
  BasketAddDocument, BasketDeletePackageDocument, BasketSetDeliveryGroupingDocument, BasketUpdatePackageDocument,
  type AddToCartInput, type BasketFieldsFragment, type CustomerType, type DeliveryGrouping, type ShipmentDeliveryInput,
  type UpdatePackageInput,
} from '@/graphql/generated/operations'
import { shopperHeaders, toUserData, type Shopper } from '@/graphql/shopper'
import type { ShownError } from '@/stores/error-store'

/** With the trailing slash of every route: without it the POST is redirected (308) and refused. */
export const GRAPHQL_PATH = '/api/graphql/'

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
  city?: string | null
  email?: string | null
  phoneNumber?: string | null
}

/** The basket preview of a package with its receiver's texts (spec §3 packagesGroups). */
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
  shipments: Array<BasketFieldsShipment & { deliveryDate?: string | null; deliveryAddress?: BasketReceiver | null }>
  packagesGroups?: BasketPackagesGroup[]
}

/** A cart mutation's outcome: the basket it left (null on a transport fault) and its errors. */
export interface CartResult {
  order: BasketOrder | null
  errors: ShownError[]
}

interface CartPayload {
  order: BasketOrder | null
  errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }>
}

/** POSTs one operation; business errors come back in the payload, anything else as one ShownError. */
export async function postOperation<Result, Variables extends Record<string, unknown>>(
  shopper: Shopper,
  document: TypedDocumentNode<Result, Variables>,
  variables: Omit<Variables, 'userData'>,
): Promise<{ data: Result | null; error: ShownError | null }> {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition')
  const isMutation = definition?.kind === 'OperationDefinition' && definition.operation === 'mutation'
  try {
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        ...shopperHeaders({ ...shopper, pathname: window.location.pathname }, { serverSide: false }),
        ...(isMutation ? { [CSRF_HEADER]: '1' } : {}),
      },
      body: JSON.stringify({ query: print(document), variables: { ...variables, userData: toUserData(shopper) } }),
    })
    const body = (await response.json().catch(() => ({}))) as { data?: Result | null; errors?: unknown[] }
    if (body.data) return { data: body.data, error: null }
    const error = firstApiError({ error: body.errors ? { errors: body.errors } : new Error(`HTTP ${response.status}`) })
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
 * Spec §7 setShipmentDelivery: a shipment's receiver and optional date (null: as soon as possible).
 * The basket's own selection plus the delivery of each shipment and the receiver texts, which the
 * basket page shows beside the packages.
 */
const SET_SHIPMENT_DELIVERY = `
mutation BasketSetShipmentDelivery($userData: UserDataInput!, $input: ShipmentDeliveryInput!) {
  setShipmentDelivery(userData: $userData, input: $input) {
    order {
      ...BasketFields
      shipments {
        tag
        deliveryDate
        deliveryAddress {
          firstName
          lastName
          customerType
          companyName
          countryCode
          postCode
          houseNumber
          suffix
          street
          city
          email
          phoneNumber
        }
      }
      packagesGroups {
        tag
        packageId
        receiverTitle
        receiverDescription
      }
    }
    errors {
      ...ApiErrorFields
    }
  }
}
`

interface SetShipmentDeliveryResult {
  setShipmentDelivery: CartPayload
}
type SetShipmentDeliveryVariables = { userData: unknown; input: ShipmentDeliveryInput }

export const BasketSetShipmentDeliveryDocument = {
  kind: Kind.DOCUMENT,
  definitions: [...parse(SET_SHIPMENT_DELIVERY).definitions, ...BasketFieldsFragmentDoc.definitions, ...ApiErrorFieldsFragmentDoc.definitions],
} as DocumentNode as TypedDocumentNode<SetShipmentDeliveryResult, SetShipmentDeliveryVariables>

export async function setShipmentDelivery(shopper: Shopper, input: ShipmentDeliveryInput): Promise<CartResult> {
  const { data, error } = await postOperation(shopper, BasketSetShipmentDeliveryDocument, { input })
  return toResult(data?.setShipmentDelivery, error)
}
