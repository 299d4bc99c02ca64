import 'server-only'
/**
 * SEED_SCALE's extra products (scale.ts): product lines of the storefront's own brands ("Juniper Books
 * Harbour", "Juniper Books Studio Edition"), so a grown catalogue keeps real-looking, varied titles that
 * search and typo correction can tell apart, each brand's categories, channels and values, and its card
 * art. Deterministic: names come from the brand key and the line's index only.
 */
import { toKebab, type Brand } from '@/server/brand-catalogue/brands'
import { hashString } from '@/server/brand-catalogue/random'

const LINES = [
  'Express', 'Select', 'City', 'Plus', 'Weekend', 'Family', 'Deluxe', 'Classic', 'Studio', 'Outlet',
  'Online', 'Premium', 'Kids', 'Home', 'Garden', 'Travel', 'Gold', 'Silver', 'Fresh', 'Local',
  'Market', 'Club', 'Lounge', 'Corner', 'Central', 'North', 'South', 'Harbour', 'Village', 'Atelier',
  'Collective', 'Pantry', 'Works', 'Loft', 'Depot', 'Gallery', 'Avenue', 'Square', 'Riverside', 'Summit',
] as const
const SERIES = [
  'Edition', 'Collection', 'Series', 'Pass', 'Selection', 'Signature', 'Reserve', 'Original', 'Limited', 'Moments',
  'Favourites', 'Essentials', 'Experience', 'Voucher', 'Treat', 'Journey', 'Choice', 'Bundle', 'Special', 'Weekender',
] as const

/** The name of a brand's `index`-th extra line (0-based): one word, then a second, then a number. */
export function variantName(brand: Pick<Brand, 'key' | 'name'>, index: number): string {
  const offset = hashString(brand.key)
  const line = LINES[(offset + index) % LINES.length] as string
  const round = Math.floor(index / LINES.length)
  if (round === 0) return `${brand.name} ${line}`
  const series = SERIES[(offset + round - 1) % SERIES.length] as string
  const cycle = Math.floor((round - 1) / SERIES.length)
  return `${brand.name} ${line} ${series}${cycle > 0 ? ` ${cycle + 1}` : ''}`
}

/** The brand's `index`-th extra line as a brand of its own (its key is the product slug). */
export function brandVariant(brand: Brand, index: number): Brand {
  const name = variantName(brand, index)
  const key = toKebab(name)
  return { ...brand, key, name, core: false, issuerFamily: brand.issuerFamily === brand.key ? key : brand.issuerFamily }
}
