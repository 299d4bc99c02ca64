import 'server-only'
import { createYoga } from 'graphql-yoga'
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection'
import { getDb } from '@/server/db/client'
import type { Db } from '@/server/db/types'
import { schema } from './schema'
import { createContext, type GraphQLContext } from './context'
import { useMutationCsrfHeader } from './csrf-plugin'
import { maskError } from './error-masking'
import { useSpecErrorCodes } from './error-code-plugin'
import { useOperationLog } from './operation-log-plugin'
import { csrfMessage } from './messages'
import { responseCookiesFor, useResponseCookies } from './response-cookies'

export const GRAPHQL_ENDPOINT = '/api/graphql'

const isProduction = () => process.env.NODE_ENV === 'production'

/** Builds the GraphQL endpoint over a database; tests pass their own throwaway database. */
export function createGraphQLHandler(db: () => Promise<Db>) {
  return createYoga<{ request: Request }, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    fetchAPI: { Response },
    context: ({ request }) => createContext(request.headers, db, { url: request.url, responseCookies: responseCookiesFor(request) }),
    maskedErrors: { maskError },
    // maskError logs what is unexpected; refused input is the client's error, not the server's.
    logging: false,
    graphiql: !isProduction(),
    landingPage: false,
    plugins: [
      useSpecErrorCodes(),
      // After the error codes: it counts each operation by the code the client is sent.
      useOperationLog(),
      useResponseCookies(),
      useMutationCsrfHeader(csrfMessage),
      // Depth, cost, alias, directive and token limits: no query can make the server do unbounded work.
      EnvelopArmorPlugin({
        // The order view nests 14 deep (order › shipments › packages › item › variation › product …).
        maxDepth: { n: 15 },
        // The whole GiftcardOrder (basket, order details, redeem order) costs about 12 300 by armor's
        // count (objects × nesting, with __typename); a query costing more is not one of ours.
        costLimit: { maxCost: 15000 },
        maxAliases: { n: 20 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 3000 },
        blockFieldSuggestion: { enabled: isProduction() },
      }),
      ...(isProduction() ? [useDisableIntrospection()] : []),
    ],
  })
}

/** The process's endpoint, reused by the route handler. */
export const yoga = createGraphQLHandler(getDb)
