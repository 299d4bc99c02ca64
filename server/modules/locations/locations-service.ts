import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import { localizePath } from '@/i18n/localize'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import * as repo from './locations-repository'
import {
  MAX_SLUG_LENGTH, parseBounds, parsePaging, parseSuggestionFilters,
  type Bounds, type PagingInput, type SuggestionFilters,
} from './location-input'
import { escapeLike, foldText } from './place-text'
import { toSuggestions, type LocationSuggestion } from './place-suggestions'

export interface LocationsProductView {
  slug: string
  title: string
  path: string
  locationsPath: string
}

export interface LocationView {
  id: string
  slug: string
  name: string
  street: string
  postCode: string
  locality: string
  administrativeArea: string
  countryCode: string
  latitude: number
  longitude: number
  path: string
}

export interface ProductLocations {
  product: LocationsProductView | null
  locations: LocationView[]
}

export interface SingleLocation {
  product: LocationsProductView | null
  location: LocationView | null
}

export interface LocationSuggestions {
  items: LocationSuggestion[]
  paging: { itemsPerPage: number; pageNumber: number; totalItems: number; totalPages: number } | null
}

/** productLocations: a product's locations, optionally inside a map rectangle; unknown product is 1009. */
export async function productLocations(db: Db, shopper: ShopperContext, productSlug: string, bounds?: Bounds | null): Promise<Result<ProductLocations>> {
  const rectangle = bounds ? parseBounds(bounds) : null
  if (rectangle && !rectangle.ok) return rectangle
  const product = await findProduct(db, shopper, productSlug)
  if (!product) return fail(ERROR_CODES.PRODUCT_NOT_FOUND, 'productSlug')
  const rows = await repo.findLocations(db, product.id, rectangle?.value ?? null)
  return ok({ product: toProductView(product, shopper), locations: rows.map((row) => toLocationView(row, product.slug, shopper)) })
}

/** location: one location of a product (detail page); 1009 for the product, 1010 for the location. */
export async function productLocation(db: Db, shopper: ShopperContext, productSlug: string, locationSlug: string): Promise<Result<SingleLocation>> {
  const product = await findProduct(db, shopper, productSlug)
  if (!product) return fail(ERROR_CODES.PRODUCT_NOT_FOUND, 'productSlug')
  const row = locationSlug.length <= MAX_SLUG_LENGTH ? await repo.findLocation(db, product.id, locationSlug) : undefined
  if (!row) return fail(ERROR_CODES.LOCATION_NOT_FOUND, 'locationSlug')
  return ok({ product: toProductView(product, shopper), location: toLocationView(row, product.slug, shopper) })
}

/**
 * getLocationAddressSuggestions (docs/rules/api.md): distinct localities and areas of the storefront's locations
 * matching the text (prefix first, then substring; case and accents ignored), paged.
 */
export async function locationAddressSuggestions(
  db: Db, shopper: ShopperContext, filters: SuggestionFilters, paging: PagingInput | null | undefined,
): Promise<Result<LocationSuggestions>> {
  const parsedFilters = parseSuggestionFilters(filters)
  const parsedPaging = parsePaging(paging)
  if (!parsedFilters.ok || !parsedPaging.ok) {
    return { ok: false, errors: [...(parsedFilters.ok ? [] : parsedFilters.errors), ...(parsedPaging.ok ? [] : parsedPaging.errors)] }
  }
  const { text, countryCode, productSlug } = parsedFilters.value
  const { itemsPerPage, pageNumber } = parsedPaging.value
  const escaped = escapeLike(foldText(text))
  const places = await repo.findPlaces(db, {
    storefront: shopper.storefront.code,
    countryCode,
    productSlug,
    containsPattern: `%${escaped}%`,
    prefixPattern: `${escaped}%`,
  })
  const all = toSuggestions(places, text)
  const totalPages = Math.max(1, Math.ceil(all.length / itemsPerPage))
  if (pageNumber > totalPages) return fail(ERROR_CODES.PAGE_OUT_OF_RANGE, 'paging.pageNumber', { max: totalPages })
  return ok({
    items: all.slice((pageNumber - 1) * itemsPerPage, pageNumber * itemsPerPage),
    paging: { itemsPerPage, pageNumber, totalItems: all.length, totalPages },
  })
}

async function findProduct(db: Db, shopper: ShopperContext, slug: string): Promise<repo.ProductRow | undefined> {
  if (slug.length > MAX_SLUG_LENGTH) return undefined
  return repo.findProduct(db, shopper.storefront.code, shopper.language, slug)
}

function toProductView(product: repo.ProductRow, { language, storefront }: ShopperContext): LocationsProductView {
  return {
    slug: product.slug,
    title: product.title,
    path: localizePath('productDetail', { product: product.slug }, language, storefront.defaultLanguage),
    locationsPath: localizePath('locations', { product: product.slug }, language, storefront.defaultLanguage),
  }
}

function toLocationView(row: repo.LocationRow, productSlug: string, { language, storefront }: ShopperContext): LocationView {
  return {
    id: String(row.id),
    slug: row.slug,
    name: row.name,
    street: row.street,
    postCode: row.postCode,
    locality: row.locality,
    administrativeArea: row.administrativeArea,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    path: localizePath('locationDetail', { product: productSlug, location: row.slug }, language, storefront.defaultLanguage),
  }
}
