import { describe, expect, it } from 'vitest'
import { extensionForWidth } from '@/stores/layout-store'
import {
  MAX_TOP_PRODUCTS, PRODUCTS_PER_PAGE, listingPosition, productsPerPage, topProductCount,
} from './listing-layout'

describe('productsPerPage (docs/rules/limits.md: 16 per page, 17 on small desktop)', () => {
  it.each([
    [320, 16], [639, 16], [640, 16], [1023, 16], [1024, 17], [1279, 17], [1280, 16], [1920, 16],
  ])('at %i px wide: %i', (width, expected) => {
    expect(productsPerPage(extensionForWidth(width))).toBe(expected)
  })

  it('the server page (no breakpoint known) has 16', () => {
    expect(PRODUCTS_PER_PAGE).toBe(16)
  })
})

describe('topProductCount (4 on large desktop, 2 otherwise)', () => {
  it.each([
    [320, 2], [800, 2], [1024, 2], [1279, 2], [1280, 4], [2560, 4],
  ])('at %i px wide: %i', (width, expected) => {
    expect(topProductCount(extensionForWidth(width))).toBe(expected)
  })

  it('the server renders the most any screen shows', () => {
    expect(MAX_TOP_PRODUCTS).toBe(4)
  })
})

describe('listingPosition (1 plus the page offset)', () => {
  it('counts from 1 on page 1 and continues on the next page without gap or overlap', () => {
    expect(listingPosition(1, 16, 0)).toBe(1)
    expect(listingPosition(1, 16, 15)).toBe(16)
    expect(listingPosition(2, 16, 0)).toBe(17)
    expect(listingPosition(2, 17, 0)).toBe(18)
    expect(listingPosition(3, 17, 16)).toBe(51)
  })
})
