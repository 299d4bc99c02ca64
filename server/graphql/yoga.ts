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
import { csrfMessage } from './messages'

export const GRAPHQL_ENDPOINT = '/api/graphql'

const isProduction = () => process.env.NODE_ENV === 'production'

/** Builds the GraphQL endpoint over a database; tests pass their own throwaway database. */
export function createGraphQLHandler(db: () => Promise<Db>) {
  return createYoga<{ request: Request }, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    fetchAPI: { Response },
    context: ({ request }) => createContext(request.headers, db),
    maskedErrors: { maskError },
    // maskError logs what is unexpected; refused input is the client's error, not the server's.
    logging: false,
    graphiql: !isProduction(),
    landingPage: false,
    plugins: [
      useSpecErrorCodes(),
      useMutationCsrfHeader(csrfMessage),
      // Depth, cost, alias, directive and token limits: no query can make the server do unbounded work.
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        costLimit: { maxCost: 5000 },
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
