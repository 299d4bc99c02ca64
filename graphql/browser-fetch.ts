/**
 * The browser's one way to reach the API without Apollo: the small islands (header basket count
 * and user, store switcher, basket, leaving the checkout) POST their operation with the shopper's
 * userData and the headers apiRequestHeaders decides (docs/rules/api.md). Apollo's browser client
 * (browser-client.tsx) posts to the same GRAPHQL_PATH with the same headers.
 */
import { print } from 'graphql'
import type { DocumentTypeDecoration, TypedDocumentNode } from '@graphql-typed-document-node/core'
import { apiRequestHeaders } from './api-request-headers'
import { toUserData, type Shopper } from './shopper'

/** With the trailing slash of every route: without it the POST is redirected (308) first. */
export const GRAPHQL_PATH = '/api/graphql/'

export interface GraphQLResponse<Result> {
  /** Whether the HTTP status was 2xx (business errors are too: they are in the payload). */
  ok: boolean
  status: number
  data: Result | null
  /** Top-level errors (malformed request, CSRF, unexpected), as the server sent them. */
  errors: unknown[] | null
}

type Variables = Record<string, unknown>

/**
 * POSTs one operation's text. Throws only when the network fails; a response that is not JSON
 * answers with neither data nor errors. `keepalive` lets the request outlive the page (leaving it).
 */
async function postOperationText<Result>(
  shopper: Shopper,
  query: string,
  variables: Variables,
  options: { keepalive?: boolean },
): Promise<GraphQLResponse<Result>> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'include',
    keepalive: options.keepalive,
    headers: {
      'content-type': 'application/json',
      ...apiRequestHeaders({ ...shopper, pathname: window.location.pathname }, query, { serverSide: false }),
    },
    body: JSON.stringify({ query, variables: { ...variables, userData: toUserData(shopper) } }),
  })
  const body = (await response.json().catch(() => ({}))) as { data?: Result | null; errors?: unknown[] }
  return { ok: response.ok, status: response.status, data: body.data ?? null, errors: body.errors ?? null }
}

/** POSTs one codegen-typed operation (graphql/operations/*.graphql); the shopper's userData is added. */
export function postGraphQL<Result, OperationVariables extends Variables>(
  shopper: Shopper,
  document: TypedDocumentNode<Result, OperationVariables>,
  variables: Omit<OperationVariables, 'userData'>,
  options: { keepalive?: boolean } = {},
): Promise<GraphQLResponse<Result>> {
  return postOperationText<Result>(shopper, print(document), variables, options)
}

/**
 * The same for an operation of graphql/operations/plain, generated as a typed string: what the
 * header and the store switcher use, so they load no GraphQL library (`print` is left out of
 * their bundle). Answers the data, or null when the request or the response failed.
 */
export async function postPlainOperation<Result, OperationVariables extends Variables>(
  shopper: Shopper,
  document: DocumentTypeDecoration<Result, OperationVariables>,
  variables: Omit<OperationVariables, 'userData'>,
): Promise<Result | null> {
  try {
    const response = await postOperationText<Result>(shopper, String(document), variables, {})
    return response.ok ? response.data : null
  } catch {
    return null
  }
}
