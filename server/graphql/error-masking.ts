import 'server-only'
import { GraphQLError } from 'graphql'
import { ERROR_CODES } from '@/graphql/error-codes'
import { isDatabaseUnavailable } from '@/server/db/availability'
import { errorField, loggerFor } from '@/server/services/log/logger'

/** Seconds a client (or load balancer) should wait before retrying while the database is away. */
export const RETRY_AFTER_SECONDS = 5

/**
 * Every top-level error leaves in the shape of docs/rules/errors.md: `extensions.code` (and the parameter it names).
 * Errors GraphQL raised itself (parse, validation, coercion, limits) are input errors (1001);
 * an unreachable database is a 503 with code -1; anything else unexpected is masked to a generic
 * message with code -1, never a stack trace.
 */
export function maskError(error: unknown, message: string, isDev = false): Error {
  if (isGraphQLError(error) && (error.extensions.http || isSchemaError(error))) {
    const code = typeof error.extensions.code === 'number' ? error.extensions.code : ERROR_CODES.INVALID_INPUT
    return new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
      nodes: error.nodes,
      path: error.path,
      extensions: {
        ...error.extensions,
        code,
        referencedRequestParameter: error.extensions.referencedRequestParameter ?? null,
        // Refusals are input errors: never the 500 that yoga gives errors it does not recognise.
        http: error.extensions.http ?? { status: 400 },
      },
    })
  }
  const original = isGraphQLError(error) ? (error.originalError ?? error) : error
  if (isDatabaseUnavailable(original)) {
    // An outage, not a bug: say so with 503 and Retry-After, so clients and load balancers back off.
    return new GraphQLError('The shop is temporarily unavailable. Please try again in a moment.', {
      path: isGraphQLError(error) ? error.path : undefined,
      extensions: {
        code: ERROR_CODES.TRANSPORT,
        referencedRequestParameter: null,
        http: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
      },
    })
  }
  loggerFor('graphql').error({ error: errorField(original, isDev ? { stack: true } : {}) }, 'unexpected error')
  return new GraphQLError(message, {
    path: isGraphQLError(error) ? error.path : undefined,
    extensions: { code: ERROR_CODES.TRANSPORT, referencedRequestParameter: null },
  })
}

/**
 * graphql-js is loaded both as CommonJS and as ESM by the server's dependencies, so `instanceof`
 * can miss an error made by the other copy; the name and shape identify it either way.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'extensions' in error
}

/** An error raised by GraphQL itself: no foreign (thrown) error inside. */
function isSchemaError(error: GraphQLError): boolean {
  if (!error.originalError) return true
  return isGraphQLError(error.originalError) && isSchemaError(error.originalError)
}
