/** Gift cards written straight into the database, with a known PIN, and redeem tokens for them. */
import { createHash, randomBytes } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import type pg from 'pg'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'

export interface IssuedCard { id: string; number: string; pin: string }

export async function issueCard(pool: pg.Pool, amount: number): Promise<IssuedCard> {
  const { rows: [product] } = await pool.query(`select id from products where storefront = 'CBBE' and product_type = 'GIFTCARD_DIGITAL' order by id limit 1`)
  const number = newCardNumber(product.id)
  const pin = String(100000 + Math.floor(Math.random() * 899999))
  const { rows: [card] } = await pool.query(`insert into gift_cards (number, pin_hash, storefront, product_id, currency, initial_amount, status, expires_at)
    values ($1, $2, 'CBBE', $3, 'EUR', $4, 'ACTIVE', now() + interval '1 year') returning id`, [number, await hash(`${number}:${pin}`), product.id, amount])
  await pool.query(`insert into card_ledger (card_id, amount, kind) values ($1, $2, 'ISSUE')`, [card.id, amount])
  return { id: card.id, number, pin }
}

/** A redeem token for the card, as a balance check would hand out (without its rate limits). */
export async function redeemTokenFor(pool: pg.Pool, cardId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await pool.query(`insert into redeem_tokens (token_hash, card_id, expires_at) values ($1, $2, now() + interval '1 hour')`,
    [createHash('sha256').update(token).digest('hex'), cardId])
  return token
}

export async function balanceOf(pool: pg.Pool, cardId: string): Promise<number> {
  const { rows: [row] } = await pool.query('select coalesce(sum(amount), 0)::int as total from card_ledger where card_id = $1', [cardId])
  return row.total
}

/** A CBBE digital variation with a free amount (custom price) up to at least 400 euro. */
export async function customVariation(pool: pg.Pool): Promise<{ id: number; min: number }> {
  const { rows: [row] } = await pool.query(`select v.id, v.min_price from product_variations v join products p on p.id = v.product_id
    where p.storefront = 'CBBE' and v.variation_type = 'digital' and v.has_fixed_prices = false and p.product_type = 'GIFTCARD_DIGITAL' and v.max_price >= 40000
    order by v.id limit 1`)
  return { id: row.id, min: row.min_price / 100 }
}
