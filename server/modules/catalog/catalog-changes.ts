import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/types'
import { listenOnChannel } from '@/server/db/change-channel'
import { CACHE_TAGS } from '@/graphql/cache-tags'
import { isStorefrontCode } from '@/config/storefronts/resolve'
import { errorField, loggerFor } from '@/server/services/log/logger'
import { forgetCatalogAnswers } from './catalog-memo'

/**
 * Catalogue changes reach every instance (docs/architecture.md "Caching"): the instance that is told
 * of a change (`POST /api/revalidate`) drops its own caches and announces it with PostgreSQL
 * NOTIFY; every other instance LISTENs and drops the same caches within moments of the commit.
 */
export const CATALOG_CHANNEL = 'giftshop_catalog_changes'

const log = loggerFor('catalog')

// One id per process, on globalThis: the route that announces and the listener that hears may be
// different bundles, and an instance must recognise its own announcement.
const INSTANCE_KEY = Symbol.for('giftshop.instanceId')
const shared = globalThis as unknown as Record<symbol, unknown>
const instanceId = () => (shared[INSTANCE_KEY] ??= randomUUID()) as string

/** What travels on the channel: who announced, and which storefront changed (null: all). */
export interface CatalogChange { origin: string; storefront: string | null }

export function encodeCatalogChange(storefront: string | undefined, origin = instanceId()): string {
  return JSON.stringify({ origin, storefront: storefront ?? null })
}

/** The change in a payload, or undefined for anything else on the channel. */
export function decodeCatalogChange(payload: string): CatalogChange | undefined {
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return undefined
  }
  if (!value || typeof value !== 'object') return undefined
  const { origin, storefront } = value as Record<string, unknown>
  if (typeof origin !== 'string' || !(storefront === null || (typeof storefront === 'string' && isStorefrontCode(storefront)))) return undefined
  return { origin, storefront }
}

/** Tells the other instances; delivered to them when this statement commits. */
export async function announceCatalogChange(db: Db, storefront: string | undefined): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${encodeCatalogChange(storefront)})`)
}

/** Drops tagged pages in this process outside a request (scripts/server/page-cache-handler.mjs). */
type ExpireTags = (tags: string[]) => Promise<void>
const EXPIRE_CACHE_TAGS_KEY = Symbol.for('giftshop.expireCacheTags')

/**
 * Drops this instance's caches of a storefront's catalogue (or all): the remembered answers and,
 * under the production server, the cached pages and data-cache entries carrying its tag.
 */
export async function dropCatalogCachesHere(storefront: string | null): Promise<void> {
  forgetCatalogAnswers()
  const expire = shared[EXPIRE_CACHE_TAGS_KEY] as ExpireTags | undefined
  await expire?.([storefront ? CACHE_TAGS.catalogOf(storefront) : CACHE_TAGS.catalog])
}

/** Applies another instance's announcement; its own were applied when made. */
export async function applyCatalogChange(payload: string, self = instanceId()): Promise<CatalogChange | undefined> {
  const change = decodeCatalogChange(payload)
  if (!change || change.origin === self) return undefined
  await dropCatalogCachesHere(change.storefront)
  return change
}

/** Started once per instance on PostgreSQL (instrumentation.ts); PGlite is one process. */
export function listenForCatalogChanges(databaseUrl: string): () => Promise<void> {
  const failed = (error: unknown) => log.error({ error: errorField(error) }, 'catalogue change not applied')
  return listenOnChannel(databaseUrl, CATALOG_CHANNEL, {
    message: (payload) => {
      applyCatalogChange(payload).then((change) => {
        if (change) log.info({ storefront: change.storefront ?? 'all' }, 'catalogue changed on another instance: caches dropped')
      }, failed)
    },
    // Whatever changed while the channel was down is unknown: drop everything.
    reconnected: () => { dropCatalogCachesHere(null).catch(failed) },
  })
}
