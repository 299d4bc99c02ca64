/**
 * The user info and logout calls the header makes on every page (docs/rules/accounts.md). Plain fetch
 * (graphql/browser-fetch.ts, no Apollo Client), imported lazily by the header only when
 * someone may be logged in, so anonymous visitors download none of it.
 */
import { postGraphQL } from '@/graphql/browser-fetch'
import type { ApiError } from '@/graphql/error-codes'
import { UserInfoDocument, UserLogoutDocument, type UserInfoQuery } from '@/graphql/generated/operations'
import type { Shopper } from '@/graphql/shopper'
import { useUserStore, type AccountUser } from '@/stores/user-store'

export function toAccountUser(user: NonNullable<UserInfoQuery['getUserInfo']['user']>): AccountUser {
  const { firstName, lastName, email, customerType } = user.mainProfile
  return { firstName, lastName, email, customerType, subscribed: user.subscribed }
}

/** Loads the user info into the user store (null when the session is gone). */
export async function loadUserInfo(shopper: Shopper): Promise<AccountUser | null> {
  const store = useUserStore.getState()
  store.setLoading(true)
  try {
    const { data } = await postGraphQL(shopper, UserInfoDocument, {})
    const user = data?.getUserInfo.user ? toAccountUser(data.getUserInfo.user) : null
    useUserStore.getState().setUser(user)
    return user
  } catch {
    useUserStore.getState().setLoading(false)
    return null
  }
}

/** Ends the session; true when the server answered LOGGED_OUT. */
export async function logOut(shopper: Shopper): Promise<{ ok: boolean; errors: ApiError[] }> {
  const { data } = await postGraphQL(shopper, UserLogoutDocument, {}).catch(() => ({ data: null }))
  const payload = data?.userLogout
  return { ok: payload?.status === 'LOGGED_OUT', errors: payload?.errors ?? [] }
}
