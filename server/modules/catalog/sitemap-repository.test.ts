import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations, productTranslations, products } from '@/server/db/schema'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import {
  countSitemapRows, findSitemapLocationProducts, findSitemapLocations, findSitemapProducts, readSlice, type SliceStart,
} from './sitemap-repository'

/**
 * The sitemap's catalogue lists: the products the `products` operation lists (every published one) and
 * the locations pages the locations operation answers for (published, not the choice card, with a title
 * in the language), each read in slices that page on by key.
 */
describe.each(testBackends())('sitemap repository on %s', (backend) => {
  let testDb: TestDb
  const locationIds: Record<string, number> = {}

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    const rows = [
      { storefront: 'CBBE', slug: 'delta' }, { storefront: 'CBBE', slug: 'alpha' }, { storefront: 'CBBE', slug: 'echo' },
      { storefront: 'CBBE', slug: 'charlie' }, { storefront: 'CBBE', slug: 'bravo' },
      { storefront: 'CBBE', slug: 'hidden', published: false },
      { storefront: 'CBBE', slug: 'keuze', isChoiceCard: true },
      { storefront: 'CBBE', slug: 'untitled' },
      { storefront: 'CBDE', slug: 'alpha' },
    ]
    const inserted = await testDb.db.insert(products).values(rows.map((row, index) => ({
      productType: 'GIFTCARD_DIGITAL', brandKey: row.slug, backgroundColor: '#ffffff', image: `/${row.slug}.png`, position: 9 - index, ...row,
    }))).returning({ id: products.id, storefront: products.storefront, slug: products.slug })
    const idOf = (storefront: string, slug: string) => inserted.find((row) => row.storefront === storefront && row.slug === slug)!.id
    await testDb.db.insert(productTranslations).values(inserted.filter((row) => row.slug !== 'untitled').map((row) => ({
      productId: row.id, language: row.storefront === 'CBBE' ? 'nl' : 'de', title: row.slug, description: '',
    })))
    const place = { street: 'Straat 1', postCode: '9000', locality: 'Gent', administrativeArea: 'Oost-Vlaanderen', countryCode: 'BE', latitude: 51, longitude: 3.7 }
    const placed: Array<[string, string, string]> = [
      ['CBBE', 'echo', 'gent'], ['CBBE', 'bravo', 'brugge'], ['CBBE', 'echo', 'antwerpen'], ['CBBE', 'bravo', 'leuven'], ['CBBE', 'echo', 'mechelen'],
      ['CBBE', 'hidden', 'gent'], ['CBBE', 'keuze', 'gent'], ['CBBE', 'untitled', 'gent'], ['CBDE', 'alpha', 'berlin'],
    ]
    for (const [storefront, product, slug] of placed) {
      const [row] = await testDb.db.insert(locations).values({ productId: idOf(storefront, product), slug, name: slug, ...place }).returning({ id: locations.id })
      locationIds[`${storefront} ${product}/${slug}`] = row!.id
    }
  })
  afterAll(async () => testDb?.close())

  it('counts the published products, the products with a locations page and their locations', async () => {
    expect(await countSitemapRows(testDb.db, 'CBBE', 'nl')).toEqual({ products: 7, locationProducts: 2, locations: 5 })
    expect(await countSitemapRows(testDb.db, 'CBDE', 'de')).toEqual({ products: 1, locationProducts: 1, locations: 1 })
  })

  it('lists the published products by slug, from an offset or after a slug', async () => {
    const all = await findSitemapProducts(testDb.db, 'CBBE', { offset: 0 }, 100)
    expect(all).toEqual([
      { slug: 'alpha', isChoiceCard: false }, { slug: 'bravo', isChoiceCard: false }, { slug: 'charlie', isChoiceCard: false },
      { slug: 'delta', isChoiceCard: false }, { slug: 'echo', isChoiceCard: false }, { slug: 'keuze', isChoiceCard: true },
      { slug: 'untitled', isChoiceCard: false },
    ])
    expect(await findSitemapProducts(testDb.db, 'CBBE', { offset: 2 }, 2)).toEqual(all.slice(2, 4))
    expect(await findSitemapProducts(testDb.db, 'CBBE', { after: 'delta' }, 2)).toEqual(all.slice(4, 6))
  })

  it('lists the products with locations by slug and their locations by id', async () => {
    expect(await findSitemapLocationProducts(testDb.db, 'CBBE', 'nl', { offset: 0 }, 100)).toEqual(['bravo', 'echo'])
    expect(await findSitemapLocationProducts(testDb.db, 'CBBE', 'nl', { after: 'bravo' }, 100)).toEqual(['echo'])
    const all = await findSitemapLocations(testDb.db, 'CBBE', 'nl', { offset: 0 }, 100)
    expect(all.map((row) => `${row.productSlug}/${row.slug}`)).toEqual(['echo/gent', 'bravo/brugge', 'echo/antwerpen', 'bravo/leuven', 'echo/mechelen'])
    expect(all[0]?.id).toBe(locationIds['CBBE echo/gent'])
    expect(await findSitemapLocations(testDb.db, 'CBBE', 'nl', { after: all[1]!.id }, 2)).toEqual(all.slice(2, 4))
  })

  it('reads a slice in batches: the first from its offset, the next after the last key', async () => {
    const starts: Array<SliceStart<string>> = []
    const read = (start: SliceStart<string>, limit: number) => {
      starts.push(start)
      return findSitemapProducts(testDb.db, 'CBBE', start, limit)
    }
    const slice = await readSlice(read, (row) => row.slug, 1, 5, 2)
    expect(slice.map((row) => row.slug)).toEqual(['bravo', 'charlie', 'delta', 'echo', 'keuze'])
    expect(starts).toEqual([{ offset: 1 }, { after: 'charlie' }, { after: 'echo' }])
    // A slice past the list's end stops at the end.
    expect((await readSlice(read, (row) => row.slug, 5, 10, 2)).map((row) => row.slug)).toEqual(['keuze', 'untitled'])
  })
})
