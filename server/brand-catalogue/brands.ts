/**
 * The fictional gift-card brands of the seed catalogue: a hand-written core of named brands plus
 * brands generated from combinable word lists, so names read naturally. Every name is invented; none
 * is (meant to be) a real company or trademark.
 *
 * Pure data (no Node imports, no `server-only`), shared by two readers: the seed writes it to the
 * database as products, and the card-art route draws each brand's artwork from it (products' images
 * point there). Neither reads the other: the route never touches seed code.
 * Deterministic: built from a fixed PRNG seed, so every run yields the same list in the same order.
 *
 * Money here is in whole units of the reference ladder (VALUE_LADDER, euro-like); the catalogue maps
 * each amount to the storefront currency's own ladder (see currencies.ts).
 */
import { contrastRatio, hslToHex, readableTextColour } from './colour'
import { createRng } from './random'
import { LOCATION_CATEGORIES, type CategorySlug, type TypeSlug } from './vocabularies'

/** Reference amounts (whole units); every brand amount is one of these. */
export const VALUE_LADDER = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 500] as const
export type LadderValue = (typeof VALUE_LADDER)[number]

export type BrandKind = 'giftcard' | 'donation' | 'blank' | 'choice'

interface BrandBase {
  /** Kebab-case, unique; also the product slug and the card-art path segment. */
  key: string
  name: string
  /** Card background, `#RRGGBB`. */
  colour: string
  /** White or near-black, whichever contrasts best with `colour`. */
  textColour: string
  kind: BrandKind
  /** 1–3 category slugs (the blank card pack has none). */
  categorySlugs: readonly CategorySlug[]
  typeSlugs: readonly TypeSlug[]
  /** Visited in person (restaurants, experiences, wellness, cinema): gets location pages. */
  hasLocations: boolean
  /** 'apple' for the one brand under the Apple-family 500 euro rule; otherwise the brand's own key. */
  issuerFamily: string
  digital: boolean
  physical: boolean
  /** Part of the hand-written core: offered by every storefront first. */
  core: boolean
  /** Sells wine: its physical cards always go by registered mail (docs/rules/limits.md). */
  wine: boolean
}

export type BrandValues =
  | { fixedValues: readonly LadderValue[]; customRange?: undefined }
  | { fixedValues?: undefined; customRange: { min: LadderValue; max: LadderValue } }

export type Brand = BrandBase & BrandValues

// ---------------------------------------------------------------------------------------------------
// Hand-written core

type Channels = 'DP' | 'D' | 'P'
interface CoreOptions { business?: boolean; issuerFamily?: string; wine?: boolean }

const fixed = (...values: LadderValue[]): BrandValues => ({ fixedValues: values })
const custom = (min: LadderValue, max: LadderValue): BrandValues => ({ customRange: { min, max } })

function makeBrand(
  key: string, name: string, colour: string, kind: BrandKind, categorySlugs: readonly CategorySlug[],
  values: BrandValues, channels: Channels, options: CoreOptions & { core: boolean },
): Brand {
  const digital = channels.includes('D')
  const physical = channels.includes('P')
  const typeSlugs: TypeSlug[] = [
    ...(digital ? ['digital' as const] : []),
    ...(physical ? ['physical' as const] : []),
    ...(kind === 'choice' ? ['choice' as const] : []),
    ...(options.business ? ['business' as const] : []),
  ]
  return {
    key, name, colour, textColour: readableTextColour(colour), kind, categorySlugs, typeSlugs,
    hasLocations: kind === 'giftcard' && categorySlugs.some((slug) => LOCATION_CATEGORIES.has(slug)),
    issuerFamily: options.issuerFamily ?? key,
    digital, physical, core: options.core, wine: options.wine ?? false,
    ...values,
  }
}

const core = (
  key: string, name: string, colour: string, categorySlugs: readonly CategorySlug[], values: BrandValues,
  channels: Channels, options: CoreOptions = {},
): Brand => makeBrand(key, name, colour, 'giftcard', categorySlugs, values, channels, { ...options, core: true })

const CORE_BRANDS: readonly Brand[] = [
  // The one Apple-like issuer: limits apply to its family ('apple'), e.g. 500 euro per order.
  core('pomme-store', 'Pomme Store', '#1D1D1F', ['shopping', 'gaming'], custom(10, 250), 'DP', { business: true, issuerFamily: 'apple' }),
  core('bolero-books', 'Bolero Books', '#7B2D26', ['books'], fixed(10, 15, 20, 25, 50), 'DP'),
  core('kasteel-spa', 'Kasteel Spa', '#2F5D50', ['wellness', 'beauty'], fixed(50, 75, 100, 150, 200), 'DP', { business: true }),
  core('nordlys-cinema', 'Nordlys Cinema', '#0B1D3A', ['cinema', 'experiences'], fixed(10, 15, 25, 50), 'D'),
  core('trattoria-lucciola', 'Trattoria Lucciola', '#A93226', ['restaurants'], fixed(25, 50, 75, 100), 'DP'),
  core('brasserie-mosselbank', 'Brasserie Mosselbank', '#1F4E79', ['restaurants', 'food-and-drinks'], custom(10, 150), 'DP'),
  core('kompass-outdoor', 'Kompass Outdoor', '#3E6B35', ['sports', 'travel'], custom(15, 250), 'DP'),
  core('maison-lavande', 'Maison Lavande', '#6F5FA8', ['beauty', 'wellness'], fixed(20, 30, 50, 75), 'DP'),
  core('atelier-noor', 'Atelier Noor', '#2B2B2B', ['fashion'], custom(25, 500), 'DP', { business: true }),
  core('hjem-living', 'Hjem Living', '#D9CAB3', ['home-and-living', 'shopping'], custom(10, 250), 'DP'),
  core('pixelgrotte', 'Pixelgrotte', '#3A0CA3', ['gaming', 'kids'], fixed(10, 20, 25, 50, 100), 'D'),
  core('speelhuis-toys', 'Speelhuis Toys', '#F4A300', ['kids'], fixed(10, 15, 20, 25, 50), 'P'),
  core('pralinette-chocolatier', 'Pralinette Chocolatier', '#4E2A1E', ['food-and-drinks'], fixed(15, 25, 40), 'P'),
  core('wijnhuis-rankwerk', 'Wijnhuis Rankwerk', '#5E1224', ['food-and-drinks'], fixed(25, 50, 75, 100), 'P', { business: true, wine: true }),
  core('avontura-experiences', 'Avontura Experiences', '#E85D04', ['experiences', 'travel'], custom(25, 500), 'DP', { business: true }),
  core('horizonte-travel', 'Horizonte Travel', '#0077B6', ['travel'], custom(50, 500), 'D', { business: true }),
  core('bergluft-hotels', 'Bergluft Hotels', '#355E3B', ['travel', 'wellness'], fixed(100, 150, 200, 250), 'DP'),
  core('celeste-cosmetics', 'Celeste Cosmetics', '#F2C6DE', ['beauty'], fixed(15, 25, 50), 'DP'),
  core('marktplein-city-card', 'Marktplein City Card', '#00509D', ['shopping', 'restaurants'], custom(10, 200), 'DP', { business: true }),
  core('sportwerk-arena', 'Sportwerk Arena', '#C1121F', ['sports'], fixed(25, 50, 100), 'DP'),
  core('mode-maritime', 'Mode Maritime', '#14213D', ['fashion'], fixed(25, 50, 75, 100), 'DP'),
  core('tuinhuys-garden', 'Tuinhuys Garden', '#606C38', ['home-and-living'], custom(10, 150), 'P'),
  core('koffiebranderij-zwart', 'Koffiebranderij Zwart', '#222222', ['food-and-drinks'], fixed(10, 15, 20, 25), 'DP'),
  core('ramen-tengu', 'Ramen Tengu', '#D62828', ['restaurants'], fixed(20, 25, 50), 'D'),
  core('taqueria-colibri', 'Taquería Colibrí', '#2A9D8F', ['restaurants'], fixed(15, 25, 50), 'DP'),
  core('padle-fjordtur', 'Padle Fjordtur', '#1D3557', ['experiences', 'sports'], fixed(50, 75, 100, 150), 'D'),
  core('labyrint-escape-rooms', 'Labyrint Escape Rooms', '#3D0C02', ['experiences', 'kids'], fixed(25, 50, 100, 150), 'D'),
  core('granietwand-climbing', 'Granietwand Climbing', '#5A6470', ['sports', 'experiences'], fixed(15, 25, 50), 'DP'),
  core('eulenfeder-buecher', 'Eulenfeder Bücher', '#264653', ['books'], fixed(10, 15, 25, 50), 'DP'),
  // The ampersand keeps the XML escaping of the card art honest.
  core('papeterie-plume', 'Papeterie Plume & Co', '#FAEDCD', ['books', 'shopping'], custom(10, 100), 'P'),
  core('bijou-lune', 'Bijou Lune', '#8C5E3C', ['fashion', 'beauty'], custom(20, 250), 'DP'),
  core('sternweg-reisen', 'Sternweg Reisen', '#023E8A', ['travel', 'experiences'], custom(50, 500), 'DP'),
  core('kometa-bowling', 'Kometa Bowling', '#7209B7', ['experiences', 'kids'], fixed(20, 30, 50), 'D'),
  core('velocita-karting', 'Velocità Karting', '#C62833', ['experiences', 'sports'], fixed(25, 50, 75), 'DP'),
  core('thermae-solara', 'Thermae Solara', '#85566A', ['wellness'], fixed(50, 75, 100, 150, 200), 'DP', { business: true }),
  core('lotusblad-massage', 'Lotusblad Massage', '#4F7942', ['wellness', 'beauty'], fixed(40, 75, 100), 'DP'),
  core('kubus-games', 'Kubus Games', '#4361EE', ['gaming'], custom(10, 150), 'D'),
  core('fleurette-flowers', 'Fleurette Flowers', '#FFAFCC', ['home-and-living', 'shopping'], fixed(20, 30, 40, 50), 'DP'),
  core('knuffelberg-toys', 'Knuffelberg Toys', '#FFB703', ['kids'], custom(10, 100), 'DP'),
  core('boulangerie-mistral', 'Boulangerie Mistral', '#9C5A1E', ['food-and-drinks', 'restaurants'], fixed(10, 15, 20, 25), 'DP'),
  core('theehuis-jasmijn', 'Theehuis Jasmijn', '#4A6F49', ['food-and-drinks'], fixed(10, 15, 25), 'DP'),
  core('sushi-kaiyo', 'Sushi Kaiyo', '#03045E', ['restaurants'], fixed(25, 50, 75, 100), 'D'),
  core('grill-vulcano', 'Grill Vulcano', '#9D0208', ['restaurants'], custom(20, 200), 'DP'),
  core('wildpark-eikenhorst', 'Wildpark Eikenhorst', '#386641', ['kids', 'experiences'], fixed(15, 25, 50, 75), 'DP'),
  core('kookstudio-saffraan', 'Kookstudio Saffraan', '#E9C46A', ['experiences', 'food-and-drinks'], fixed(50, 75, 100, 150), 'D'),
  core('stekker-electronics', 'Stekker Electronics', '#0A9396', ['shopping', 'gaming'], custom(20, 500), 'DP', { business: true }),
  core('trailhaven-outdoor', 'Trailhaven Outdoor', '#344E41', ['sports', 'travel'], custom(15, 250), 'DP'),
  core('parfumerie-ambrette', 'Parfumerie Ambrette', '#6D597A', ['beauty'], fixed(25, 50, 75, 100), 'DP'),
]

/** Charities behind the DONATION products (custom amount, digital). */
export const CHARITY_BRANDS: readonly Brand[] = [
  makeBrand('lighthouse-childrens-fund', "Lighthouse Children's Fund", '#005F73', 'donation', ['charity'], custom(5, 500), 'D', { core: true }),
  makeBrand('green-canopy-trust', 'Green Canopy Trust', '#2D6A4F', 'donation', ['charity'], custom(5, 500), 'D', { core: true }),
  makeBrand('warm-table-foundation', 'Warm Table Foundation', '#9C6644', 'donation', ['charity'], custom(5, 500), 'D', { core: true }),
]

/** The GIFTCARD_BLANK pack of 3 blank cards; its price is per currency (currencies.ts). */
export const BLANK_CARD_BRAND: Brand = makeBrand(
  'blank-gift-card-pack', 'Blank Gift Cards', '#F1F3F5', 'blank', [], fixed(5), 'P', { core: true },
)

/** The multi-brand choice gift card (one per storefront, featured first). */
export const CHOICE_CARD_BRAND: Brand = makeBrand(
  'choice-gift-card', 'Choice Gift Card', '#E76F51', 'choice', ['shopping', 'restaurants', 'experiences'], custom(10, 150), 'DP',
  { core: true, business: true },
)

// ---------------------------------------------------------------------------------------------------
// Generated brands

/** How many regular (giftcard) brands exist in total: enough for the largest storefront (300+). */
export const GIFTCARD_BRAND_COUNT = 330

// Invented or ordinary words; famous brand names (and words that make one in combination) are left out.
const STEMS = [
  'Alder', 'Almira', 'Anselm', 'Aralia', 'Ardent', 'Ashby', 'Aurelle', 'Avalen', 'Balsam', 'Barrow', 'Belvane',
  'Birchwood', 'Blauwe Reiger', 'Bramble', 'Brisa', 'Brookvale', 'Calder', 'Camellia', 'Caspian', 'Cedrela',
  'Cinder', 'Clementine', 'Corvina', 'Dahlia', 'Dovetail', 'Driftwood', 'Duna', 'Elmstead', 'Ember', 'Esker',
  'Fennel', 'Fjordlys', 'Flint', 'Foxglove', 'Galeno', 'Garnet', 'Halcyon', 'Hazel', 'Heather', 'Ibis', 'Isola',
  'Juniper', 'Kestrel', 'Lantern', 'Larkspur', 'Lavendel', 'Linden', 'Lumen', 'Marigold', 'Moorland', 'Myrtle',
  'Nettle', 'Nimbus', 'Nordlicht', 'Oakhurst', 'Olivine', 'Paloma', 'Pebble', 'Pimento', 'Quartz', 'Rosemary',
  'Rowan', 'Saffron', 'Salvia', 'Sorrel', 'Solveig', 'Sparrow', 'Starling', 'Tamarind', 'Tansy', 'Tulip',
  'Umber', 'Valerian', 'Velvet', 'Verbena', 'Vireo', 'Willow', 'Yarrow', 'Zephyr', 'Zinnia', 'Aster', 'Azalea',
  'Basalt', 'Beacon', 'Bellflower', 'Bergamot', 'Bluebell', 'Borage', 'Briar', 'Cairn', 'Cardamom', 'Chestnut',
  'Cirrus', 'Clover', 'Cobble', 'Cypress', 'Damask', 'Elder', 'Estuary', 'Fern', 'Fig', 'Finch', 'Fjell',
  'Gable', 'Ginkgo', 'Glen', 'Harbour', 'Hawthorn', 'Hollow', 'Hyacinth', 'Iris', 'Ivy', 'Jasper',
  'Kiln', 'Lagoon', 'Laurel', 'Mallow', 'Meadow', 'Mica', 'Mosaic',
  'Nutmeg', 'Oriel', 'Orchid', 'Pampas', 'Pepperwood', 'Pinecone', 'Poppy', 'Prairie', 'Quarry', 'Reed',
  'Ridge', 'Russet', 'Sandpiper', 'Selvedge', 'Shale', 'Sienna', 'Slate', 'Sloe', 'Sorbet',
  'Spruce', 'Sumac', 'Tarragon', 'Teal', 'Thyme', 'Vetiver', 'Violet', 'Walnut', 'Wisteria',
] as const

type GeneratedCategory = Exclude<CategorySlug, 'charity'>

/** Name patterns per category; `{s}` is the stem. */
const PATTERNS: Readonly<Record<GeneratedCategory, readonly string[]>> = {
  restaurants: ['{s} Bistro', 'Brasserie {s}', 'Trattoria {s}', '{s} Kitchen', '{s} Grill', '{s} Table', 'Osteria {s}', 'Cantina {s}', '{s} Eatery'],
  wellness: ['{s} Spa', '{s} Thermen', '{s} Retreat', '{s} Bathhouse', '{s} Sauna', '{s} Wellness'],
  shopping: ['{s} Market', '{s} Emporium', '{s} Bazaar', '{s} Department Store', '{s} Galleria', '{s} Store'],
  fashion: ['Atelier {s}', '{s} Boutique', '{s} Wardrobe', '{s} Threads', '{s} Tailors', '{s} Denim', '{s} Shoes'],
  books: ['{s} Books', '{s} Bookshop', '{s} Pages', '{s} Reads', 'Librairie {s}'],
  cinema: ['{s} Cinema', '{s} Pictures', '{s} Filmhouse', 'Kino {s}', '{s} Screens', 'Ciné {s}'],
  experiences: ['{s} Adventures', '{s} Escapes', '{s} Experiences', '{s} Outings', '{s} Escape Rooms', '{s} Ballooning', '{s} Workshops'],
  travel: ['{s} Travel', '{s} Voyages', '{s} Stays', '{s} Hotels', '{s} Journeys', '{s} Getaways'],
  sports: ['{s} Sports', '{s} Outdoor', '{s} Athletics', '{s} Fitness', '{s} Climbing', '{s} Cycles', '{s} Golf'],
  'home-and-living': ['{s} Home', '{s} Living', '{s} Interiors', '{s} Homeware', '{s} Gardens', '{s} Furniture', '{s} Lighting'],
  gaming: ['{s} Games', '{s} Play', '{s} Gaming', '{s} Arcade', '{s} Board Games'],
  beauty: ['{s} Beauty', '{s} Cosmetics', '{s} Skincare', 'Parfumerie {s}', '{s} Salon', '{s} Nails'],
  kids: ['{s} Kids', '{s} Toys', '{s} Playhouse', '{s} Toyshop', '{s} Baby'],
  'food-and-drinks': ['{s} Deli', '{s} Chocolatier', '{s} Wines', '{s} Coffee', '{s} Bakery', '{s} Tea House', '{s} Patisserie', '{s} Cheese Cellar', '{s} Brewery'],
}

/** The name patterns of wine sellers. */
const WINE_PATTERNS: ReadonlySet<string> = new Set(['{s} Wines'])

/** Relative share of each category among generated brands. */
const WEIGHTS: Readonly<Record<GeneratedCategory, number>> = {
  restaurants: 14, 'food-and-drinks': 9, fashion: 9, experiences: 9, shopping: 7, wellness: 7, 'home-and-living': 7,
  beauty: 7, sports: 7, travel: 6, books: 5, kids: 5, cinema: 4, gaming: 4,
}

/** A plausible second category. */
const RELATED: Readonly<Record<GeneratedCategory, readonly CategorySlug[]>> = {
  restaurants: ['food-and-drinks'], 'food-and-drinks': ['restaurants', 'shopping'], fashion: ['shopping', 'beauty'],
  experiences: ['kids', 'sports', 'travel'], shopping: ['home-and-living', 'fashion'], wellness: ['beauty', 'travel'],
  'home-and-living': ['shopping', 'kids'], beauty: ['wellness', 'fashion'], sports: ['experiences', 'fashion'],
  travel: ['experiences', 'wellness'], books: ['kids', 'shopping'], kids: ['gaming', 'books'],
  cinema: ['experiences'], gaming: ['kids', 'shopping'],
}

/** Base hue per category, so a category's cards share a family look. */
const HUES: Readonly<Record<GeneratedCategory, number>> = {
  restaurants: 8, 'food-and-drinks': 28, fashion: 290, experiences: 22, shopping: 215, wellness: 165, 'home-and-living': 35,
  beauty: 330, sports: 130, travel: 200, books: 15, kids: 45, cinema: 235, gaming: 265,
}

/** Ladder index window (low, high) of typical amounts per category. */
const WINDOWS: Readonly<Record<GeneratedCategory, readonly [number, number]>> = {
  restaurants: [3, 9], 'food-and-drinks': [1, 7], fashion: [4, 10], experiences: [4, 11], shopping: [1, 10],
  wellness: [6, 11], 'home-and-living': [2, 10], beauty: [2, 8], sports: [3, 10], travel: [8, 13], books: [1, 7],
  kids: [1, 7], cinema: [1, 7], gaming: [1, 9],
}

const ladder = (index: number): LadderValue => VALUE_LADDER[Math.min(VALUE_LADDER.length - 1, Math.max(0, index))] as LadderValue

/** An HSL colour darkened until white or dark text on it reaches WCAG AA (4.5:1). */
function legibleColour(h: number, s: number, l: number): string {
  let lightness = l
  let colour = hslToHex(h, s, lightness)
  while (contrastRatio(colour, readableTextColour(colour)) < 4.5 && lightness > 5) {
    lightness -= 3
    colour = hslToHex(h, s, lightness)
  }
  return colour
}

export function toKebab(value: string): string {
  return value
    .replace(/ß/g, 'ss').replace(/[æÆ]/g, 'ae').replace(/[øØ]/g, 'o').replace(/[łŁ]/g, 'l').replace(/[đĐ]/g, 'd')
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
}

function generateBrands(count: number, taken: Set<string>): Brand[] {
  const rng = createRng('brands:v1')
  const categories = Object.keys(WEIGHTS) as GeneratedCategory[]
  const weighted = categories.flatMap((category) => Array.from({ length: WEIGHTS[category] }, () => category))
  let stems = rng.shuffle(STEMS)
  const brands: Brand[] = []
  let guard = 0
  while (brands.length < count) {
    if (++guard > count * 50) throw new Error('brand generator ran out of names')
    if (stems.length === 0) stems = rng.shuffle(STEMS)
    const stem = stems.pop() as string
    const category = rng.pick(weighted)
    const pattern = rng.pick(PATTERNS[category])
    const name = pattern.replace('{s}', stem)
    const key = toKebab(name)
    const stemKey = toKebab(stem)
    // One brand per stem and category keeps sister names ("Juniper Books", "Juniper Pages") apart.
    if (taken.has(key) || taken.has(`${stemKey}|${category}`)) continue
    taken.add(key)
    taken.add(`${stemKey}|${category}`)

    const categorySlugs: CategorySlug[] = [category]
    if (rng.chance(0.35)) {
      const second = rng.pick(RELATED[category])
      if (!categorySlugs.includes(second)) categorySlugs.push(second)
    }
    const [lo, hi] = WINDOWS[category]
    let values: BrandValues
    if (rng.chance(0.6)) {
      const indexes = rng.sample(Array.from({ length: hi - lo + 1 }, (_, i) => lo + i), rng.int(3, 5)).sort((a, b) => a - b)
      values = { fixedValues: indexes.map(ladder) }
    } else {
      values = { customRange: { min: ladder(lo - rng.int(0, 2)), max: ladder(hi + rng.int(0, 2)) } }
    }
    const digitalLeaning = category === 'cinema' || category === 'gaming' || category === 'travel'
    const roll = rng.next()
    const channels: Channels = roll < 0.5 ? 'DP' : roll < (digitalLeaning ? 0.95 : 0.82) ? 'D' : 'P'
    const colour = legibleColour(HUES[category] + rng.int(-25, 25), rng.int(40, 75), rng.int(22, 62))
    brands.push(makeBrand(key, name, colour, 'giftcard', categorySlugs, values, channels, {
      core: false, business: rng.chance(0.25), wine: WINE_PATTERNS.has(pattern),
    }))
  }
  return brands
}

function buildGiftcardBrands(): Brand[] {
  const taken = new Set<string>()
  for (const brand of [...CORE_BRANDS, ...CHARITY_BRANDS, BLANK_CARD_BRAND, CHOICE_CARD_BRAND]) taken.add(brand.key)
  return [...CORE_BRANDS, ...generateBrands(GIFTCARD_BRAND_COUNT - CORE_BRANDS.length, taken)]
}

/** Regular gift-card brands: the core first (the Apple-family brand leads), then the generated ones. */
export const GIFTCARD_BRANDS: readonly Brand[] = buildGiftcardBrands()

/** Every brand with artwork: gift cards, charities, the blank pack and the choice card. */
export const ALL_BRANDS: readonly Brand[] = [...GIFTCARD_BRANDS, ...CHARITY_BRANDS, BLANK_CARD_BRAND, CHOICE_CARD_BRAND]

const BY_KEY: ReadonlyMap<string, Brand> = new Map(ALL_BRANDS.map((brand) => [brand.key, brand]))

export function brandByKey(key: string): Brand | undefined {
  return BY_KEY.get(key)
}
