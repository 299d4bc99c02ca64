import 'server-only'
import { cookies } from 'next/headers'
import { SESSION_COOKIE } from '@/config/session'
import { UserInfoDocument } from '@/graphql/generated/operations'
import { getClient } from '@/server/graphql/server-client'
import type { Shopper } from '@/graphql/shopper'

export interface PageCustomer {
  firstName: string
  lastName: string
  email: string
}

/**
 * The logged-in customer of the current page request (account pages are dynamic and read the
 * httpOnly session cookie on the server), or null: `getUserInfo` of the in-process API with this
 * request's session cookie, as the browser would ask it. Without the cookie there is no call.
 * Reading cookies makes the calling page uncached.
 */
export async function customerOfRequest(shopper: Shopper): Promise<PageCustomer | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) return null
  const headers = { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` }
  const result = await getClient().query({ query: UserInfoDocument, variables: {} as never, context: { shopper, headers } })
  if (!result.data) throw result.error ?? new Error('The API returned no data')
  const profile = result.data.getUserInfo.user?.mainProfile
  return profile ? { firstName: profile.firstName, lastName: profile.lastName, email: profile.email } : null
}
