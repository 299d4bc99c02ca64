import 'server-only'
import { GraphQLError } from 'graphql'
import { ERROR_CODES } from '@/graphql/error-codes'

/**
 * Every top-level error leaves in the spec's shape: `extensions.code` (and the parameter it names).
 * Errors GraphQL raised itself (parse, validation, coercion, limits) are input errors (1001);
 * anything unexpected is masked to a generic message with code -1, never a stack trace.
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
  console.error('[graphql] unexpected error:', isDev ? original : original instanceof Error ? original.message : String(original))
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
