import 'server-only'
import { and, desc, eq, notInArray } from 'drizzle-orm'
import { ERROR_CODES } from '@/graphql/error-codes'
import { ownAddresses, type StoredAddress } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import type { AccountRequest } from './account-service'
import { customerOfSession } from './sessions'

export type OwnAddressRow = typeof ownAddresses.$inferSelect

/** A customer keeps this many of their own addresses: the most recently used ones. */
export const MAX_OWN_ADDRESSES = 5

const normalized = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * What makes two addresses the same one: the name, the company and the postal address, compared
 * without case and extra spaces (a postcode also without spaces). Phone, VAT and invoice e-mail are
 * not part of it: they follow the address's most recent use.
 */
export function ownAddressKey(address: Pick<StoredAddress, 'customerType' | 'firstName' | 'lastName' | 'companyName' | 'countryCode' | 'postCode' | 'houseNumber' | 'suffix' | 'street' | 'addressLine2' | 'city'>): string {
  return [
    address.customerType, address.firstName, address.lastName, address.customerType === 'BUSINESS' ? address.companyName : '',
    address.countryCode, normalized(address.postCode).replaceAll(' ', ''), address.houseNumber, address.suffix, address.street, address.addressLine2, address.city,
  ].map(normalized).join('\u001f')
}

/**
 * Remembers the billing address of a logged-in customer's order (called inside placeOrder's
 * transaction): a known address moves to the front, a new one is added, and only the
 * MAX_OWN_ADDRESSES most recently used are kept.
 */
export async function rememberOwnAddress(db: Db, customerId: string, address: StoredAddress, now: Date): Promise<void> {
  const business = address.customerType === 'BUSINESS'
  const fields = {
    customerType: address.customerType,
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: business ? address.companyName : null,
    vatNumber: business ? address.vatNumber : null,
    kvkNumber: business ? address.kvkNumber : null,
    invoiceEmail: business ? address.invoiceEmail : null,
    phoneNumber: address.phoneNumber,
    street: address.street,
    houseNumber: address.houseNumber,
    suffix: address.suffix,
    addressLine2: address.addressLine2 ?? null,
    postCode: address.postCode,
    city: address.city,
    countryCode: address.countryCode,
    lastUsedAt: now,
  }
  await db.insert(ownAddresses)
    .values({ ...fields, customerId, addressKey: ownAddressKey(address) })
    .onConflictDoUpdate({ target: [ownAddresses.customerId, ownAddresses.addressKey], set: fields })
  const kept = db.select({ id: ownAddresses.id }).from(ownAddresses).where(eq(ownAddresses.customerId, customerId))
    .orderBy(desc(ownAddresses.lastUsedAt), desc(ownAddresses.id)).limit(MAX_OWN_ADDRESSES)
  await db.delete(ownAddresses).where(and(eq(ownAddresses.customerId, customerId), notInArray(ownAddresses.id, kept)))
}

/** The logged-in customer's own addresses, most recently used first; NOT_LOGGED_IN without a session. */
export async function listOwnAddresses(request: AccountRequest): Promise<Result<{ ownAddresses: OwnAddressRow[] }>> {
  const customer = await customerOfSession(request.db, request.sessionToken, request.shopper.storefront.code, request.now ?? new Date())
  if (!customer) return fail(ERROR_CODES.NOT_LOGGED_IN)
  const rows = await request.db.select().from(ownAddresses).where(eq(ownAddresses.customerId, customer.id))
    .orderBy(desc(ownAddresses.lastUsedAt), desc(ownAddresses.id)).limit(MAX_OWN_ADDRESSES)
  return ok({ ownAddresses: rows })
}
