import 'server-only'
import { GraphQLError, getOperationAST } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { ERROR_CODES } from '@/graphql/error-codes'
import { CSRF_HEADER } from '@/graphql/request-headers'

/**
 * Mutations must carry the CSRF-prevention header (docs/rules/api.md's extra header on mutations): a browser
 * only sends a custom header after a CORS preflight, which a cross-site form or image cannot trigger.
 */
export function useMutationCsrfHeader(message: (request: Request) => string): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined)
      if (operation?.operation !== 'mutation') return
      const request = (args.contextValue as { request?: Request }).request
      if (!request || request.headers.get(CSRF_HEADER)) return
      setResultAndStopExecution({
        errors: [
          new GraphQLError(message(request), {
            extensions: { code: ERROR_CODES.CSRF_HEADER_MISSING, referencedRequestParameter: CSRF_HEADER, http: { status: 403 } },
          }),
        ],
      })
    },
  }
}
