import 'server-only'
import { GraphQLError, type ExecutionResult } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { ERROR_CODES } from '@/graphql/error-codes'

/**
 * Last stop before a response leaves: every top-level error carries a numeric `extensions.code` and a
 * `referencedRequestParameter` (docs/rules/errors.md), whichever layer raised it (validation errors, for one, never
 * pass through error masking).
 */
export function useSpecErrorCodes(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map(withSpecCodes))
      else if (isExecutionResult(result)) setResult(withSpecCodes(result))
    },
  }
}

function isExecutionResult(value: unknown): value is ExecutionResult {
  return typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value)
}

function withSpecCodes(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length || result.errors.every(hasSpecCode)) return result
  return {
    ...result,
    errors: result.errors.map((error) => hasSpecCode(error) ? error : new GraphQLError(error.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: {
        ...error.extensions,
        code: error.extensions?.unexpected ? ERROR_CODES.TRANSPORT : ERROR_CODES.INVALID_INPUT,
        referencedRequestParameter: error.extensions?.referencedRequestParameter ?? null,
      },
    })),
  }
}

function hasSpecCode(error: { extensions?: Record<string, unknown> }): boolean {
  return typeof error.extensions?.code === 'number'
}
