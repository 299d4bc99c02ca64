import 'server-only'
/**
 * Builds the seed catalogue of one storefront as plain rows (no ids): taxonomy terms, products with
 * translations, variations, term links and locations, the home and search blocks and the popular
 * search terms. Rows refer to each other by slug; index.ts inserts them and links the ids.
 *
 * Deterministic: every random choice comes from a PRNG seeded by the storefront code (and brand key),
 * so a storefront's data does not depend on which other storefronts are seeded with it.
 */
import { getStorefront } from '@/config/storefronts/resolve'
import type { Language, Storefront, StorefrontCode } from '@/config/storefronts/types'
import type { HighlightedBlockData, InfoMessageBlockData, MostChosenBlockData } from '@/server/modules/content/block-types'
import { BLOCK_QUEUES } from '@/server/modules/content/block-types'
import type { blocks, locations, popularSearchTerms, products, productTranslations, productVariations, taxonomyTerms } from '../schema'
import {
  BLANK_CARD_BRAND, CHARITY_BRANDS, CHOICE_CARD_BRAND, GIFTCARD_BRANDS, toKebab, type Brand, type LadderValue,
} from '@/server/brand-catalogue/brands'
import { blankPackPrice, ladderBetween, toMinor } from './currencies'
import { geoOf, type City, type CountryGeo } from './geo'
import { createRng, hashString, type Rng } from '@/server/brand-catalogue/random'
import { SEED_TEXTS } from './texts'
import { SEEDED_REDEEM_HEADER_MESSAGES } from './redeem-header'
import { CATEGORY_TERMS, VOCABULARIES, VOCABULARY_TERMS, type Vocabulary } from '@/server/brand-catalogue/vocabularies'
import { brandVariant } from './brand-variants'

export type TermRow = Omit<typeof taxonomyTerms.$inferInsert, 'id'>
export type ProductRow = Omit<typeof products.$inferInsert, 'id'>
export type TranslationRow = Omit<typeof productTranslations.$inferInsert, 'productId'>
export type VariationRow = Omit<typeof productVariations.$inferInsert, 'id' | 'productId'>
export type LocationRow = Omit<typeof locations.$inferInsert, 'id' | 'productId'>
export type BlockRow = Omit<typeof blocks.$inferInsert, 'id' | 'termIds'>
export type PopularSearchTermRow = Omit<typeof popularSearchTerms.$inferInsert, 'id'>

export interface TermRef {
  vocabulary: Vocabulary
  slug: string
}

export interface ProductPlan {
  product: ProductRow
  translations: TranslationRow[]
  variations: VariationRow[]
  terms: TermRef[]
  locations: LocationRow[]
}

export interface BlockPlan {
  block: BlockRow
  /** Resolved to taxonomy term ids of the same storefront on insert. */
  terms: TermRef[]
}

export interface StorefrontCatalogue {
  storefront: StorefrontCode
  terms: TermRow[]
  /** In listing order (position 1..n). */
  products: ProductPlan[]
  blocks: BlockPlan[]
  popularSearchTerms: PopularSearchTermRow[]
}

/**
 * How many products a storefront gets: its advertised size plus a few, never more than +15 %, times
 * SEED_SCALE (scale.ts; the extra products are lines of its brands, brand-variants.ts).
 */
export function productCountFor(storefront: Storefront, scale = 1): number {
  const size = storefront.catalogueSize
  const extra = createRng(`${storefront.code}:size`).int(Math.ceil(size * 0.02), Math.floor(size * 0.1))
  return (size + extra) * scale
}

type LabelKind = 'new' | 'popular' | 'bonus'
const LABEL_STYLE: Readonly<Record<LabelKind, { color: string; icon: string | null }>> = {
  new: { color: '#2E7D32', icon: 'sparkles' },
  popular: { color: '#E65100', icon: 'flame' },
  bonus: { color: '#6A1B9A', icon: null },
}

/**
 * docs/rules/redeem.md brand redirect: seed brands whose webshop the redeem shop visits after a countdown
 * instead of framing it (a travel shop that refuses frames), and the page where each presents its products.
 * Invented brands, so their pages live under the reserved .example domain.
 */
const BRAND_WEBSHOPS: Readonly<Record<string, { redirectPath: string; redirectSeconds: number; productsPath: string }>> = {
  'horizonte-travel': { redirectPath: 'giftcard/', redirectSeconds: 5, productsPath: 'trips/' },
}

interface Draft {
  brand: Brand
  rng: Rng
  popularity: number
  featuredRank: number | null
  /** The card art's brand when it is not the brand's own (a brand line shows its brand's card). */
  artKey?: string
}

/** `scale` (SEED_SCALE, scale.ts) multiplies the product count; 1 is the storefront's own catalogue. */
export function buildCatalogue(code: StorefrontCode, scale = 1): StorefrontCatalogue {
  const storefront = getStorefront(code)
  const { languages } = storefront
  const geo = geoOf(storefront.country)

  // Which brands: the choice card, the blank pack, 2–3 charities, then regular brands with the
  // Apple-family brand and the hand-written core first, so even a 30+ storefront reads naturally.
  const pickRng = createRng(`${code}:brands`)
  const charities = pickRng.sample(CHARITY_BRANDS, pickRng.int(2, 3))
  const specials = [CHOICE_CARD_BRAND, BLANK_CARD_BRAND, ...charities]
  const [apple, ...otherCore] = GIFTCARD_BRANDS.filter((brand) => brand.core)
  const generated = GIFTCARD_BRANDS.filter((brand) => !brand.core)
  const ordered = [...(apple ? [apple] : []), ...pickRng.shuffle(otherCore), ...pickRng.shuffle(generated)]
  const regular = ordered.slice(0, Math.max(0, productCountFor(storefront) - specials.length))

  const drafts: Draft[] = [...specials, ...regular].map((brand) => {
    const rng = createRng(`${code}:${brand.key}`)
    return { brand, rng, popularity: popularityOf(brand, rng), featuredRank: brand.kind === 'choice' ? 1 : null }
  })
  const byPopularity = (a: Draft, b: Draft) => b.popularity - a.popularity || a.brand.key.localeCompare(b.brand.key)
  const regularDrafts = drafts.filter((draft) => draft.brand.kind === 'giftcard').sort(byPopularity)
  regularDrafts.slice(0, 3).forEach((draft, index) => { draft.featuredRank = index + 2 })
  const topPopular = new Set(regularDrafts.slice(0, 10).map((draft) => draft.brand.key))
  const all = [...drafts, ...variantDrafts(code, drafts, regular, (scale - 1) * drafts.length)]
  const ranked = [
    ...all.filter((draft) => draft.featuredRank !== null).sort((a, b) => (a.featuredRank ?? 0) - (b.featuredRank ?? 0)),
    ...all.filter((draft) => draft.featuredRank === null).sort(byPopularity),
  ]

  // A handful of limited physical editions with stock, and at least one free-shipping product.
  const limited = new Set(
    createRng(`${code}:stock`).sample(regularDrafts.slice(10).filter((d) => d.brand.physical).map((d) => d.brand.key), 3),
  )
  const plans = ranked.map((draft, index) => buildProduct(storefront, geo, draft, index + 1, {
    popular: topPopular.has(draft.brand.key),
    stock: limited.has(draft.brand.key) ? draft.rng.int(5, 40) : null,
  }))
  if (!plans.some((plan) => plan.product.freeLabel)) {
    const physical = plans.find((plan) => plan.product.productType !== 'GIFTCARD_BLANK' && plan.variations.some((v) => v.variationType === 'physical'))
    if (physical) {
      physical.product.freeLabel = true
      physical.terms.push({ vocabulary: VOCABULARIES.promotions, slug: 'free-shipping' })
    }
  }

  return {
    storefront: code,
    terms: buildTerms(code),
    products: plans,
    blocks: buildBlocks(storefront, plans),
    popularSearchTerms: languages.flatMap((language) => SEED_TEXTS[language].searchTerms.map((term, index) => ({
      storefront: code,
      language,
      title: term,
      url: `/?s=${encodeURIComponent(term.toLowerCase())}`,
      position: index + 1,
    }))),
  }
}

/**
 * SEED_SCALE's extra products: `count` lines of the regular brands, round-robin, so every brand and
 * category grows by the same factor. A line is less popular than its brand (it lists after it) and
 * never featured; a name another product already has is skipped.
 */
function variantDrafts(code: StorefrontCode, base: readonly Draft[], regular: readonly Brand[], count: number): Draft[] {
  if (count <= 0 || regular.length === 0) return []
  const popularity = new Map(base.map((draft) => [draft.brand.key, draft.popularity]))
  const taken = new Set(base.map((draft) => draft.brand.key))
  const drafts: Draft[] = []
  const nextLine = new Map<string, number>()
  for (let i = 0; drafts.length < count; i++) {
    const brand = regular[i % regular.length] as Brand
    let line = nextLine.get(brand.key) ?? 0
    let variant = brandVariant(brand, line)
    while (taken.has(variant.key)) variant = brandVariant(brand, ++line)
    nextLine.set(brand.key, line + 1)
    taken.add(variant.key)
    const rng = createRng(`${code}:${variant.key}`)
    const ceiling = Math.max(11, Math.floor((popularity.get(brand.key) ?? 100) / 2))
    drafts.push({ brand: variant, rng, popularity: rng.int(10, ceiling), featuredRank: null, artKey: brand.key })
  }
  return drafts
}

function popularityOf(brand: Brand, rng: Rng): number {
  switch (brand.kind) {
    case 'choice': return 12_000
    case 'blank': return rng.int(150, 900)
    case 'donation': return rng.int(100, 700)
    default:
      if (brand.issuerFamily === 'apple') return rng.int(8_000, 9_500)
      return brand.core ? rng.int(1_500, 8_000) : rng.int(20, 2_500)
  }
}

function buildTerms(code: StorefrontCode): TermRow[] {
  return VOCABULARY_TERMS.flatMap(({ vocabulary, terms }) => terms.map((term, index) => ({
    storefront: code,
    vocabulary,
    slug: term.slug,
    position: index + 1,
    icon: null,
    color: term.color,
    titles: { ...term.titles },
  })))
}

function buildProduct(
  storefront: Storefront, geo: CountryGeo, draft: Draft, position: number,
  extra: { popular: boolean; stock: number | null },
): ProductPlan {
  const { brand, rng } = draft
  const { code, currency, languages } = storefront
  const slug = brand.key
  const artKey = draft.artKey ?? brand.key
  const isChoice = brand.kind === 'choice'
  const isGiftcard = brand.kind === 'giftcard'

  const large = isChoice || rng.chance(0.1)
  const labelKind: LabelKind | null = isGiftcard && rng.chance(0.15) ? pickLabel(rng) : null
  const freeLabel = isGiftcard && brand.physical && rng.chance(0.05)

  const variations: VariationRow[] = []
  if (brand.kind === 'blank') {
    const price = blankPackPrice(currency)
    variations.push({
      variationType: 'physical', sku: `${code}-${slug}-P`, currency, hasFixedPrices: true,
      fixedValues: [price], pricesToShow: [price], minPrice: price, maxPrice: price, stock: null,
    })
  } else {
    if (brand.digital) variations.push(variationOf(code, currency, slug, 'digital', brand))
    if (brand.physical) variations.push(variationOf(code, currency, slug, 'physical', brand, extra.stock))
  }

  const productType = brand.kind === 'donation' ? 'DONATION'
    : brand.kind === 'blank' ? 'GIFTCARD_BLANK'
      : brand.digital ? 'GIFTCARD_DIGITAL' : 'GIFTCARD_PHYSICAL'

  const productLocations = brand.hasLocations ? locationsOf(storefront.country, geo, brand) : []
  const webshop = brand.kind === 'giftcard' ? BRAND_WEBSHOPS[brand.key] : undefined

  const terms: TermRef[] = [
    ...brand.categorySlugs.map((s) => ({ vocabulary: VOCABULARIES.categories, slug: s })),
    ...(brand.kind === 'blank' ? ['physical'] : brand.kind === 'donation' ? ['digital'] : brand.typeSlugs)
      .map((s) => ({ vocabulary: VOCABULARIES.types, slug: s })),
    ...[
      freeLabel ? 'free-shipping' : null,
      labelKind === 'new' ? 'new' : null,
      labelKind === 'bonus' ? 'bonus-value' : null,
      labelKind === 'popular' || extra.popular ? 'popular' : null,
    ].filter((s): s is string => s !== null).map((s) => ({ vocabulary: VOCABULARIES.promotions, slug: s })),
  ]

  return {
    product: {
      storefront: code,
      productType,
      slug,
      brandKey: brand.issuerFamily,
      backgroundColor: brand.colour,
      image: `/card-art/${artKey}/`,
      showHand: large,
      showShadow: brand.kind !== 'blank',
      cardType: large ? 'LARGE' : 'SMALL',
      label: labelKind
        ? { ...LABEL_STYLE[labelKind], title: Object.fromEntries(languages.map((l) => [l, SEED_TEXTS[l].labels[labelKind]])) }
        : null,
      freeLabel,
      position,
      popularity: draft.popularity,
      featuredRank: draft.featuredRank,
      isChoiceCard: isChoice,
      wine: brand.wine,
      minimumRemainingBalance: isChoice ? toMinor(currency, 5) : null,
      // The seed's brands are invented, so their webshops live under the reserved .example domain.
      shopUrl: brand.kind === 'giftcard' && !brand.hasLocations ? `https://${brand.key}.example/` : null,
      shopRedirectUrl: webshop ? `https://${brand.key}.example/${webshop.redirectPath}` : null,
      shopRedirectSeconds: webshop?.redirectSeconds ?? null,
      productLinkUrl: webshop ? `https://${brand.key}.example/${webshop.productsPath}` : null,
      published: true,
    },
    translations: languages.map((language) => ({
      ...translationOf(storefront, language, brand, productLocations.length),
      productLinkTitle: webshop ? SEED_TEXTS[language].productLinkTitle(brand.name) : null,
    })),
    variations,
    terms,
    locations: productLocations,
  }
}

function pickLabel(rng: Rng): LabelKind {
  const roll = rng.next()
  return roll < 0.4 ? 'new' : roll < 0.75 ? 'popular' : 'bonus'
}

function variationOf(
  code: StorefrontCode, currency: string, slug: string, type: 'digital' | 'physical', brand: Brand, stock: number | null = null,
): VariationRow {
  const sku = `${code}-${slug}-${type === 'digital' ? 'D' : 'P'}`
  if (brand.fixedValues) {
    const values = brand.fixedValues.map((amount) => toMinor(currency, amount))
    return {
      variationType: type, sku, currency, hasFixedPrices: true, fixedValues: values, pricesToShow: spread(values),
      minPrice: Math.min(...values), maxPrice: Math.max(...values), stock,
    }
  }
  const { min, max } = brand.customRange
  const suggestions = suggestedAmounts(ladderBetween(min, max)).map((amount) => toMinor(currency, amount))
  return {
    variationType: type, sku, currency, hasFixedPrices: false, fixedValues: [], pricesToShow: suggestions,
    minPrice: toMinor(currency, min), maxPrice: toMinor(currency, max), stock,
  }
}

/** First, middle and last of the fixed values (all of them when there are three or fewer). */
function spread(values: readonly number[]): number[] {
  if (values.length <= 3) return [...values]
  const last = values.length - 1
  return [values[0], values[Math.round(last / 2)], values[last]].filter((v): v is number => v !== undefined)
}

/** Three amounts inside a custom range, away from its ends where the range allows. */
function suggestedAmounts(range: readonly LadderValue[]): LadderValue[] {
  const n = range.length
  if (n <= 3) return [...range]
  const picks = [0.3, 0.55, 0.8].map((f) => range[Math.min(n - 1, Math.round((n - 1) * f))])
  const unique = [...new Set(picks.filter((v): v is LadderValue => v !== undefined))]
  for (const value of range) if (unique.length < 3 && !unique.includes(value)) unique.push(value)
  return unique.sort((a, b) => a - b)
}

function translationOf(storefront: Storefront, language: Language, brand: Brand, locationCount: number): TranslationRow {
  const texts = SEED_TEXTS[language]
  switch (brand.kind) {
    case 'choice':
      return {
        language, title: texts.choiceTitle(storefront.brandName), description: texts.choiceDescription(storefront.catalogueSize),
        redeemTitle: texts.choiceRedeemTitle, redeemDescription: texts.choiceRedeemDescription,
      }
    case 'blank':
      return { language, title: texts.blankTitle, description: texts.blankDescription, redeemTitle: null, redeemDescription: null }
    case 'donation':
      return { language, title: texts.donationTitle(brand.name), description: texts.donationDescription(brand.name), redeemTitle: null, redeemDescription: null }
    default: {
      const category = CATEGORY_TERMS.find((term) => term.slug === brand.categorySlugs[0])?.titles[language] ?? ''
      const intro = texts.intros[hashString(brand.key) % texts.intros.length] ?? texts.intros[0]
      const delivery = brand.digital && brand.physical ? texts.delivery.both : brand.digital ? texts.delivery.digital : texts.delivery.physical
      const where = locationCount > 0 ? texts.atLocations(brand.name, locationCount) : texts.inStores(brand.name)
      return {
        language, title: texts.giftCardTitle(brand.name), description: `${intro(brand.name, category)} ${delivery} ${where}`,
        redeemTitle: null, redeemDescription: null,
      }
    }
  }
}

/**
 * 2–6 locations around real city centres of the country. Seeded by country and brand, so storefronts
 * in the same country (e.g. CB, CK and GCSNL) show a brand at the same addresses.
 */
function locationsOf(country: string, geo: CountryGeo, brand: Brand): LocationRow[] {
  const rng = createRng(`locations:${country}:${brand.key}`)
  const count = rng.int(2, 6)
  const cities = rng.shuffle(geo.cities)
  const names = new Set<string>()
  const slugs = new Set<string>()
  const rows: LocationRow[] = []
  for (let i = 0; i < count; i++) {
    const city = cities[i % cities.length] as City
    const streetName = rng.pick(city.streets ?? geo.streets)
    const houseNumber = rng.int(1, 180)
    let name = `${brand.name} ${city.locality}`
    if (names.has(name)) name = `${name} ${streetName}`
    names.add(name)
    let slug = toKebab(name.slice(brand.name.length)) || toKebab(city.locality)
    for (let n = 2; slugs.has(slug); n++) slug = `${toKebab(city.locality)}-${n}`
    slugs.add(slug)
    rows.push({
      slug,
      name,
      street: formatStreet(geo, streetName, houseNumber),
      postCode: formatPostcode(city.postcode, rng),
      locality: city.locality,
      administrativeArea: city.administrativeArea,
      countryCode: country,
      // About ±3 km around the centre.
      latitude: round6(city.lat + (rng.next() - 0.5) * 0.05),
      longitude: round6(city.lon + (rng.next() - 0.5) * 0.07),
    })
  }
  return rows
}

function formatStreet(geo: CountryGeo, street: string, number: number): string {
  switch (geo.address) {
    case 'number-street': return `${number} ${street}`
    case 'street-comma-number': return `${street}, ${number}`
    default: return `${street} ${number}`
  }
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'

/** `#` → digit, `@` → letter, anything else literal. */
function formatPostcode(pattern: string, rng: Rng): string {
  let result = ''
  for (const char of pattern) {
    if (char === '#') result += String(rng.int(0, 9))
    else if (char === '@') result += LETTERS[rng.int(0, LETTERS.length - 1)]
    else result += char
  }
  return result
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6

/** The redeem header's informative message of a storefront and language, where the seed has one. */
function redeemHeaderBlocks(storefront: Storefront, language: Language): BlockPlan[] {
  const text = SEEDED_REDEEM_HEADER_MESSAGES[storefront.code]?.[language]
  if (!text) return []
  const data: InfoMessageBlockData = { text }
  return [{ block: { storefront: storefront.code, language, queueId: BLOCK_QUEUES.redeemHeader, blockType: 'INFO_MESSAGE', position: 1, data: { ...data } }, terms: [] }]
}

function buildBlocks(storefront: Storefront, plans: readonly ProductPlan[]): BlockPlan[] {
  const featured = plans.filter((plan) => plan.product.featuredRank != null)
    .sort((a, b) => (a.product.featuredRank ?? 0) - (b.product.featuredRank ?? 0))
  const top = featured.slice(0, 2).map((plan) => plan.product.slug)
  const list = plans.filter((plan) => !top.includes(plan.product.slug)).slice(0, 8).map((plan) => plan.product.slug)
  const highlighted = featured.filter((plan) => !plan.product.isChoiceCard).slice(0, 3)

  return storefront.languages.flatMap((language): BlockPlan[] => {
    const texts = SEED_TEXTS[language]
    const mostChosen: MostChosenBlockData = {
      title: texts.mostChosen,
      linkTitle: texts.viewAll(storefront.catalogueSize),
      topProductSlugs: top,
      productSlugs: list,
    }
    return [
      {
        block: { storefront: storefront.code, language, queueId: BLOCK_QUEUES.home, blockType: 'MOST_CHOSEN', position: 1, data: { ...mostChosen } },
        terms: [],
      },
      ...highlighted.map((plan, index): BlockPlan => {
        const data: HighlightedBlockData = {
          title: plan.translations.find((t) => t.language === language)?.title ?? plan.product.slug,
          description: texts.highlightDescriptions[index] ?? texts.highlightDescriptions[0],
          cardImage: plan.product.image,
          backgroundImage: `${plan.product.image}background/`,
          reference: { route: 'productDetail', params: { product: plan.product.slug } },
          showHand: plan.product.showHand ?? false,
        }
        return {
          block: { storefront: storefront.code, language, queueId: BLOCK_QUEUES.searchHighlighted, blockType: 'HIGHLIGHTED', position: index + 1, data: { ...data } },
          terms: plan.terms.filter((t) => t.vocabulary === VOCABULARIES.categories),
        }
      }),
      ...redeemHeaderBlocks(storefront, language),
    ]
  })
}
