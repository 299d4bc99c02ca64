import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { FALLBACK_LANGUAGE, STOREFRONT_CODES, type Language, type Storefront } from '@/config/storefronts/types'
import { contentTexts } from '@/server/db/seed/content/content-texts'
import type { BusinessKey, MomentKey } from '@/server/db/seed/content/types'
import { ENGLISH_PATH_LANGUAGES } from '@/server/http/legacy-english-paths'
import { LEGACY_ENGLISH_CONTENT_SLUGS, type LegacyContentSlugs } from './legacy-english-content-slugs'

/** The seeded content pages of one storefront, paired by page: its English slug → its slug in `language`. */
function seededPairs(storefront: Storefront, language: Language): LegacyContentSlugs {
  const english = contentTexts(storefront, FALLBACK_LANGUAGE)
  const own = contentTexts(storefront, language)
  return {
    givingMomentsPage: Object.fromEntries((Object.keys(english.givingMoments.moments) as MomentKey[]).map((key) => [english.givingMoments.moments[key].slug, own.givingMoments.moments[key].slug])),
    businessProduct: Object.fromEntries((Object.keys(english.business.pages) as BusinessKey[]).map((key) => [english.business.pages[key].slug, own.business.pages[key].slug])),
    blogArticle: Object.fromEntries(english.blog.articles.map((article, index) => [article.slug, own.blog.articles[index]!.slug])),
    landing: Object.fromEntries(english.landing.map((page, index) => [page.slug, own.landing[index]!.slug])),
  }
}

describe('the English content slugs the proxy redirects (config/legacy-english-content-slugs.ts)', () => {
  it('has a table for exactly the languages whose storefronts served English paths', () => {
    expect(Object.keys(LEGACY_ENGLISH_CONTENT_SLUGS).sort()).toEqual([...ENGLISH_PATH_LANGUAGES].sort())
  })

  it("pairs every seeded content page's English slug with its slug in the language, on every such storefront", () => {
    const pairs = STOREFRONT_CODES.map(getStorefront).flatMap((storefront) => storefront.languages
      .filter((language) => ENGLISH_PATH_LANGUAGES.includes(language))
      .map((language) => ({ storefront: storefront.code, language, slugs: seededPairs(storefront, language) })))
    expect(pairs.length).toBeGreaterThan(ENGLISH_PATH_LANGUAGES.length)
    for (const { storefront, language, slugs } of pairs) {
      expect(LEGACY_ENGLISH_CONTENT_SLUGS[language], `${storefront} ${language}`).toEqual(slugs)
    }
  })
})
