/** Catalogue look-ups and the database invariants the scenarios check after load and crashes. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type pg from 'pg'

export interface Variation { id: number; amount: number; physical: boolean; stock: number | null }

/** A CBBE digital gift card with a fixed first price and no stock limit (not Apple: its 500 euro limit). */
export async function digitalVariation(pool: pg.Pool): Promise<Variation> {
  const { rows } = await pool.query(`select v.id, v.prices_to_show from product_variations v join products p on p.id = v.product_id
    where p.storefront = 'CBBE' and v.variation_type = 'digital' and p.product_type = 'GIFTCARD_DIGITAL' and p.brand_key <> 'apple' and v.stock is null
    order by v.id limit 1`)
  return { id: rows[0].id, amount: rows[0].prices_to_show[0] / 100, physical: false, stock: null }
}

/** A CBBE physical variation with limited stock (a limited edition), set to `stock`. */
export async function limitedVariation(pool: pg.Pool, stock: number): Promise<Variation> {
  const { rows } = await pool.query(`select v.id, v.prices_to_show from product_variations v join products p on p.id = v.product_id
    where p.storefront = 'CBBE' and v.stock is not null order by v.id limit 1`)
  await pool.query('update product_variations set stock = $2 where id = $1', [rows[0].id, stock])
  return { id: rows[0].id, amount: rows[0].prices_to_show[0] / 100, physical: true, stock }
}

export async function stockOf(pool: pg.Pool, variationId: number): Promise<number> {
  const { rows } = await pool.query('select stock from product_variations where id = $1', [variationId])
  return rows[0].stock
}

export interface InvariantReport {
  orders: Record<string, number>
  cards: number
  giftCardMails: number
  violations: string[]
}

/**
 * What must hold whatever happened: no half-placed order (placed ones have reference, totals and
 * placed_at), no paid order without its cards, no card without its ledger credit, exactly one
 * gift-card mail per card (sent when `expectSent`), no stock below zero, no balance below zero.
 * `allowUncertain` accepts unsent mails a killed sender had handed to the transport: the outbox never
 * resends those (docs/orders.md, Delivery), they wait for an operator.
 */
export async function checkInvariants(pool: pg.Pool, options: { expectSent: boolean; allowUncertain?: boolean }): Promise<InvariantReport> {
  const violations: string[] = []
  const add = (label: string, rows: unknown[]) => { if (rows.length) violations.push(`${label}: ${JSON.stringify(rows.slice(0, 5))}${rows.length > 5 ? ` (+${rows.length - 5})` : ''}`) }
  const statuses = await pool.query(`select status, count(*)::int as n from orders group by status`)
  const orders = Object.fromEntries(statuses.rows.map((row) => [row.status, row.n]))

  add('placed order without reference, totals or placed_at', (await pool.query(`select id, status from orders
    where status in ('PENDING','AWAITING_BANK_TRANSFER','COMPLETED') and (reference is null or totals is null or placed_at is null)`)).rows)
  add('duplicate order reference', (await pool.query(`select reference, count(*)::int from orders where reference is not null group by reference having count(*) > 1`)).rows)
  add('completed order without paid_at', (await pool.query(`select id from orders where status = 'COMPLETED' and paid_at is null`)).rows)
  add('completed order whose digital cards were not all issued', (await pool.query(`select o.id, sum(p.quantity)::int as ordered,
      (select count(*)::int from gift_cards c where c.order_id = o.id) as issued
    from orders o join packages p on p.order_id = o.id join shipments s on s.id = p.shipment_id and s.delivery_type = 'DIGITAL'
    where o.status = 'COMPLETED' group by o.id having sum(p.quantity) <> (select count(*) from gift_cards c where c.order_id = o.id)`)).rows)
  add('cards of an unpaid order', (await pool.query(`select c.id, o.status from gift_cards c join orders o on o.id = c.order_id where o.status <> 'COMPLETED'`)).rows)
  add('card without exactly one ISSUE credit of its amount', (await pool.query(`select c.id from gift_cards c where c.order_id is not null and
    (select count(*) from card_ledger l where l.card_id = c.id and l.kind = 'ISSUE' and l.amount = c.initial_amount) <> 1`)).rows)
  add('card below zero', (await pool.query(`select card_id, sum(amount)::int from card_ledger group by card_id having sum(amount) < 0`)).rows)
  add('stock below zero', (await pool.query(`select id, stock from product_variations where stock < 0`)).rows)

  const cards = (await pool.query(`select c.number from gift_cards c where c.order_id is not null`)).rows.map((row) => row.number as string)
  const mails = (await pool.query(`select id, text, sent_at, handed_over_at from mail_outbox where kind = 'gift-card'`)).rows as Array<{ id: string; text: string; sent_at: Date | null; handed_over_at: Date | null }>
  const byNumber = new Map<string, typeof mails>()
  for (const mail of mails) {
    const match = /\d{4} \d{4} \d{4} \d{4} \d{3}/.exec(mail.text)
    const number = match ? match[0].replace(/ /g, '') : `unreadable:${mail.id}`
    byNumber.set(number, [...(byNumber.get(number) ?? []), mail])
  }
  add('card without exactly one gift-card mail', cards.filter((number) => (byNumber.get(number)?.length ?? 0) !== 1).map((number) => `…${number.slice(-4)}`))
  add('gift-card mail of no card', [...byNumber.keys()].filter((number) => !cards.includes(number)))
  if (options.expectSent) add('gift-card mail not sent', mails.filter((mail) => mail.sent_at === null && !(options.allowUncertain && mail.handed_over_at)).map((mail) => mail.id))
  return { orders, cards: cards.length, giftCardMails: mails.length, violations }
}

/** Message-IDs (`<outbox id@outbox>`) of every .eml file in the folders, with how often each occurs. */
export function deliveredMessageIds(dirs: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const dir of dirs) {
    let files: string[] = []
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.eml'))
    } catch {
      continue
    }
    for (const file of files) {
      const match = /^Message-ID:\s*<([^@>]+)@outbox>/im.exec(readFileSync(path.join(dir, file), 'utf8'))
      if (match) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1)
    }
  }
  return counts
}
