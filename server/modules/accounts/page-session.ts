import 'server-only'
import { cookies } from 'next/headers'
import { SESSION_COOKIE } from '@/config/session'
import { getDb } from '@/server/db/client'
import { customerOfSession } from './sessions'

export interface PageCustomer {
  id: string
  firstName: string
  lastName: string
  email: string
}

/**
 * The logged-in customer of the current page request (account pages are dynamic and read the
 * httpOnly session cookie on the server), or null. Reading cookies makes the calling page uncached.
 */
export async function customerOfRequest(storefrontCode: string): Promise<PageCustomer | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? null
  if (!token) return null
  const customer = await customerOfSession(await getDb(), token, storefrontCode)
  if (!customer) return null
  return { id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email }
}
