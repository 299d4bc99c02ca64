import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/types'

/**
 * One shopper's books, read with plain queries straight from the tables (not through the payments
 * modules or the money_movements view, which the code under test shares), in minor units:
 * - issued: face value of the gift cards issued to the shopper's orders;
 * - received: provider payments the shop's books show as arrived, each once: an attempt that reached
 *   AUTHORISED, or a provider payment being given back (only money that arrived is refunded; a
 *   payment refunded for the wrong amount never reaches AUTHORISED on its attempt);
 * - returned: refunds of those payments, done or still due (DUE, REQUESTED, REFUNDED, and FAILED,
 *   which an operator still owes);
 * - balanceUsed: gift-card balance spent on the shopper's redeem orders, net of what went back.
 * The shopper's orders are those of its basket cookies, and those its provider payments were for.
 */
export interface ShopperBooks {
  issued: number
  received: number
  returned: number
  balanceUsed: number
}

export interface Shopper {
  /** SHA-256 of every basket cookie the shopper held (orders.owner_token_hash). */
  tokenHashes: readonly string[]
  /** The test provider's payment ids of the shopper (payments.psp_reference, refunds.psp_reference). */
  pspReferences: readonly string[]
}

/** A PostgreSQL text[] literal of ids (hex and uuids only, so nothing needs quoting). */
function textArray(values: readonly string[]): string {
  for (const value of values) if (!/^[0-9a-f-]+$/i.test(value)) throw new Error(`not an id: ${value}`)
  return `{${values.join(',')}}`
}

const shopperOrders = (shopper: Shopper) => sql`(
  select id from orders where owner_token_hash = any(${textArray(shopper.tokenHashes)}::text[])
  union select order_id from payments where psp_reference = any(${textArray(shopper.pspReferences)}::text[]))`

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export async function shopperBooks(db: Db, shopper: Shopper): Promise<ShopperBooks> {
  const orderIds = shopperOrders(shopper)
  const psps = textArray(shopper.pspReferences)
  const [row] = rowsOf<Record<keyof ShopperBooks, string>>(await db.execute(sql`
    with arrived as (
      select p.psp_reference as psp, p.amount from payments p
       where p.psp_reference is not null and (p.order_id in ${orderIds} or p.psp_reference = any(${psps}::text[]))
         and exists (select 1 from payment_transitions t where t.payment_id = p.id and t.to_status = 'AUTHORISED')
      union
      select r.psp_reference, r.amount from refunds r where r.order_id in ${orderIds} or r.psp_reference = any(${psps}::text[])
    )
    select
      (select coalesce(sum(initial_amount), 0) from gift_cards where order_id in ${orderIds})::bigint::text as issued,
      (select coalesce(sum(amount), 0) from (select distinct on (psp) psp, amount from arrived order by psp, amount desc) once)::bigint::text as received,
      (select coalesce(sum(amount), 0) from refunds where order_id in ${orderIds} or psp_reference = any(${psps}::text[]))::bigint::text as returned,
      (select coalesce(-sum(amount), 0) from card_ledger where order_id in ${orderIds} and kind in ('REDEEM', 'REFUND'))::bigint::text as "balanceUsed"
  `))
  return { issued: Number(row!.issued), received: Number(row!.received), returned: Number(row!.returned), balanceUsed: Number(row!.balanceUsed) }
}

/**
 * The shopper's COMPLETED orders that no payment pays: none authorised (AUTHORISED or CAPTURED),
 * not being refunded, for exactly the order's frozen total in its currency.
 */
export async function unpaidCompletedOrders(db: Db, shopper: Shopper): Promise<Array<{ reference: string | null; total: number; payments: string }>> {
  return rowsOf(await db.execute(sql`
    select o.reference, (o.totals->>'grandTotal')::int as total,
           coalesce((select string_agg(p.amount || ' ' || p.status, ', ' order by p.attempt) from payments p where p.order_id = o.id), '') as payments
      from orders o
     where o.id in ${shopperOrders(shopper)} and o.status = 'COMPLETED'
       and not exists (
         select 1 from payments p
          where p.order_id = o.id and p.status in ('AUTHORISED', 'CAPTURED') and p.currency = o.currency
            and p.amount = (o.totals->>'grandTotal')::int
            and not exists (select 1 from refunds r where r.provider = p.provider and r.psp_reference = p.psp_reference))
  `))
}
