import 'server-only'
/**
 * The print file of retail batches (retail-batch.ts): the only place the PINs exist. It lives in the
 * data directory (git-ignored), never in the repository, and is readable by its owner only.
 */
import { appendFile, mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { StorefrontCode } from '@/config/storefronts/types'
import type { RetailCard } from './retail-batch'

export const PRINT_FILE_NAME = 'retail-cards.csv'
/** The columns of a card file: the print file, and the seed's test card file (server/db/seed/test-cards.ts). */
export const CSV_HEADER = 'storefront,product,number,pin,currency,issued_at,batch\n'

/** `<DATA_DIR>/retail-cards.csv` (DATA_DIR defaults to ./data, like the embedded database). */
export function retailPrintFile(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data'), PRINT_FILE_NAME)
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

export function retailCardsCsv(cards: readonly RetailCard[]): string {
  return cards.map((card) => [card.storefront, card.productSlug, card.number, card.pin, card.currency, card.issuedAt.toISOString(), card.batch].map(csvField).join(',')).join('\n') + (cards.length ? '\n' : '')
}

/** Appends a batch to the print file (with the header when the file is new); earlier batches are kept. */
export async function appendPrintFile(file: string, cards: readonly RetailCard[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const exists = await stat(file).then(() => true, () => false)
  await appendFile(file, (exists ? '' : CSV_HEADER) + retailCardsCsv(cards), { mode: 0o600 })
}

/** Reads a print file back (the e2e tests pick their cards from it). */
export function parseRetailCardsCsv(text: string): Array<Pick<RetailCard, 'storefront' | 'number' | 'pin' | 'currency' | 'batch'>> {
  return text.split('\n').slice(1).filter(Boolean).map((line) => {
    const [storefront, , number, pin, currency, , batch] = line.split(',')
    return { storefront: storefront as StorefrontCode, number: number!, pin: pin!, currency: currency!, batch: batch! }
  })
}
