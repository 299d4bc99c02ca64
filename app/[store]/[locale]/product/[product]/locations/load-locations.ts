import 'server-only'
import { cache } from 'react'
import { notFound } from 'next/navigation'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import { ERROR_CODES, type ApiError } from '@/graphql/error-codes'
import {
  LocationDetailDocument, ProductLocationsDocument, type LocationFieldsFragment, type LocationsProductFieldsFragment,
} from '@/graphql/generated/operations'
import type { PageContext } from '../../../_lib/page-context'

/**
 * Slugs are lower-case kebab-case. Anything else is a 404 without asking the API, so junk URLs do not
 * each add an entry to the catalogue data cache.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 120
const NOT_FOUND_CODES: readonly number[] = [ERROR_CODES.PRODUCT_NOT_FOUND, ERROR_CODES.LOCATION_NOT_FOUND]

export interface ProductLocations {
  product: LocationsProductFieldsFragment
  locations: LocationFieldsFragment[]
}

/**
 * A product's locations (once per request for metadata and page). Unknown products and products
 * without locations have no locations page: 404. The list is never narrowed here: the map rectangle
 * lives in the query string, which only the browser reads.
 */
export const loadProductLocations = cache(async (context: PageContext, rawProduct: string): Promise<ProductLocations> => {
  const productSlug = slugOrNotFound(rawProduct)
  const { productLocations: payload } = await cachedCatalogQuery(context.shopper, ProductLocationsDocument, { productSlug })
  failOn(payload.errors)
  if (!payload.product || payload.locations.length === 0) notFound()
  return { product: payload.product, locations: payload.locations }
})

export const loadLocation = cache(async (context: PageContext, rawProduct: string, rawLocation: string) => {
  const productSlug = slugOrNotFound(rawProduct)
  const locationSlug = slugOrNotFound(rawLocation)
  const { location: payload } = await cachedCatalogQuery(context.shopper, LocationDetailDocument, { productSlug, locationSlug })
  failOn(payload.errors)
  if (!payload.product || !payload.location) notFound()
  return { product: payload.product, location: payload.location }
})

function failOn(errors: readonly ApiError[]) {
  if (errors.some((error) => NOT_FOUND_CODES.includes(error.code))) notFound()
  // Anything else is a fault, not a missing page: the error page, and no 404 cached in its place.
  if (errors.length) throw new Error(errors.map((error) => error.message).join('; '))
}

function slugOrNotFound(raw: string): string {
  let slug: string
  try {
    slug = decodeURIComponent(raw)
  } catch {
    notFound()
  }
  if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) notFound()
  return slug
}
