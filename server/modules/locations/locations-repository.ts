import 'server-only'
import { and, asc, between, eq, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '@/server/db/types'
import { locations, productTranslations, products } from '@/server/db/schema'
import { FOLD_FROM, FOLD_TO } from './place-text'
import type { Bounds } from './location-input'

export interface ProductRow {
  id: number
  slug: string
  title: string
}

export type LocationRow = typeof locations.$inferSelect

export interface PlaceRow {
  countryCode: string
  administrativeArea: string
  locality: string
  postCode: string
}

/** A published product of the storefront, with its title in the language (the choice card has its own page). */
export async function findProduct(db: Db, storefront: string, language: string, slug: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select({ id: products.id, slug: products.slug, title: productTranslations.title })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)))
    .where(and(eq(products.storefront, storefront), eq(products.slug, slug), eq(products.published, true), eq(products.isChoiceCard, false)))
    .limit(1)
  return row
}

/** The product's locations, optionally inside a rectangle (edges inclusive), by locality and name. */
export async function findLocations(db: Db, productId: number, bounds: Bounds | null): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(and(
      eq(locations.productId, productId),
      bounds ? between(locations.latitude, bounds.latMin, bounds.latMax) : undefined,
      bounds ? between(locations.longitude, bounds.lonMin, bounds.lonMax) : undefined,
    ))
    .orderBy(asc(locations.locality), asc(locations.name), asc(locations.id))
}

export async function findLocation(db: Db, productId: number, slug: string): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(and(eq(locations.productId, productId), eq(locations.slug, slug))).limit(1)
  return row
}

/** More distinct places than any storefront has; a guard, not a page size. */
const MAX_PLACES = 1000

/**
 * Distinct places (locality, area, postcode) of the storefront's published locations whose locality or
 * area contains the folded text, or whose postcode starts with it. Every value is a bound parameter;
 * `containsPattern` and `prefixPattern` are LIKE patterns whose wildcards the caller has escaped.
 */
export async function findPlaces(
  db: Db,
  params: { storefront: string; countryCode: string | null; productSlug: string | null; containsPattern: string; prefixPattern: string },
): Promise<PlaceRow[]> {
  const fold = (column: AnyPgColumn) => sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`
  return db
    .selectDistinct({
      countryCode: locations.countryCode,
      administrativeArea: locations.administrativeArea,
      locality: locations.locality,
      postCode: locations.postCode,
    })
    .from(locations)
    .innerJoin(products, eq(products.id, locations.productId))
    .where(and(
      eq(products.storefront, params.storefront),
      eq(products.published, true),
      params.countryCode ? eq(locations.countryCode, params.countryCode) : undefined,
      params.productSlug ? eq(products.slug, params.productSlug) : undefined,
      or(
        sql`${fold(locations.locality)} like ${params.containsPattern} escape '\\'`,
        sql`${fold(locations.administrativeArea)} like ${params.containsPattern} escape '\\'`,
        sql`lower(${locations.postCode}) like ${params.prefixPattern} escape '\\'`,
      ),
    ))
    .orderBy(asc(locations.countryCode), asc(locations.administrativeArea), asc(locations.locality), asc(locations.postCode))
    .limit(MAX_PLACES)
}
