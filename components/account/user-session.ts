/**
 * The user info and logout calls the header makes on every page (spec §4). Plain fetch with the
 * shopper headers of graphql/shopper-link (no Apollo Client), imported lazily by the header only when
 * someone may be logged in, so anonymous visitors download none of it.
 */
import { print } from 'graphql'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { CSRF_HEADER, type ApiError } from '@/graphql/error-codes'
import { UserInfoDocument, UserLogoutDocument, type UserInfoQuery } from '@/graphql/generated/operations'
import { shopperHeaders, toUserData, type Shopper } from '@/graphql/shopper'
import { useUserStore, type AccountUser } from '@/stores/user-store'

/** With the trailing slash of `trailingSlash: true`: without it the route answers 308 first. */
const GRAPHQL_PATH = '/api/graphql/'

export async function graphqlFetch<Result, Variables extends Record<string, unknown>>(
  shopper: Shopper,
  document: TypedDocumentNode<Result, Variables>,
  variables: Omit<Variables, 'userData'>,
): Promise<Result | null> {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition')
  const isMutation = definition?.kind === 'OperationDefinition' && definition.operation === 'mutation'
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      ...shopperHeaders({ ...shopper, pathname: window.location.pathname }, { serverSide: false }),
      ...(isMutation ? { [CSRF_HEADER]: '1' } : {}),
    },
    body: JSON.stringify({ query: print(document), variables: { ...variables, userData: toUserData(shopper) } }),
  })
  if (!response.ok) return null
  const body = (await response.json()) as { data?: Result | null }
  return body.data ?? null
}

export function toAccountUser(user: NonNullable<UserInfoQuery['getUserInfo']['user']>): AccountUser {
  const { firstName, lastName, email, customerType } = user.mainProfile
  return { firstName, lastName, email, customerType, subscribed: user.subscribed }
}

/** Loads the user info into the user store (null when the session is gone). */
export async function loadUserInfo(shopper: Shopper): Promise<AccountUser | null> {
  const store = useUserStore.getState()
  store.setLoading(true)
  try {
    const data = await graphqlFetch(shopper, UserInfoDocument, {})
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
  const data = await graphqlFetch(shopper, UserLogoutDocument, {}).catch(() => null)
  const payload = data?.userLogout
  return { ok: payload?.status === 'LOGGED_OUT', errors: payload?.errors ?? [] }
}
