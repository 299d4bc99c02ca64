import 'server-only'
import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { loggerFor } from '@/server/services/log/logger'
import { annotateLogContext } from '@/server/services/log/request-context'
import { graphqlDuration, graphqlOperations } from '@/server/services/metrics/registry'

const log = loggerFor('graphql')

/** A client's operation name goes into a log line only as a plain identifier. */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/

interface Started { at: number; operation: string }

/**
 * One log line and one metric sample per GraphQL operation (docs/operations.md): its name, duration and
 * outcome. The metric's label is the operation's type and first root field (`mutation:addToCart`), which
 * the schema bounds; the name a client chose is free text and only goes into the log line.
 */
export function useOperationLog(): Plugin {
  const started = new WeakMap<Request, Started>()
  return {
    onRequest({ request }) {
      started.set(request, { at: performance.now(), operation: 'invalid' })
    },
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request
      const operation = operationLabel(args.document, args.operationName)
      const entry = request && started.get(request)
      if (entry) entry.operation = operation
      const named = getOperationAST(args.document, args.operationName ?? undefined)?.name?.value
      const clientName = named && PLAIN_NAME.test(named) ? named : undefined
      annotateLogContext({ operation: clientName ?? operation })
    },
    onResultProcess({ request, result }) {
      const entry = started.get(request)
      if (!entry) return
      started.delete(request)
      const seconds = (performance.now() - entry.at) / 1000
      const code = outcomeCode(result)
      graphqlOperations.inc({ operation: entry.operation, code })
      graphqlDuration.observe({ operation: entry.operation }, seconds)
      log.info({ graphql: entry.operation, outcome: code, durationMs: Math.round(seconds * 10_000) / 10 }, 'operation done')
    },
  }
}

/** `query:product`, `mutation:addToCart`: the operation's type and its first root field. */
export function operationLabel(document: DocumentNode, operationName?: string | null): string {
  const operation = getOperationAST(document, operationName ?? undefined)
  if (!operation) return 'invalid'
  const first = operation.selectionSet.selections.find((selection) => selection.kind === 'Field')
  return `${operation.operation}:${first && first.kind === 'Field' ? first.name.value : '?'}`
}

/** `ok`, or the spec code of the first error (docs/rules/errors.md), or `batch` for a batched request. */
function outcomeCode(result: unknown): string {
  if (Array.isArray(result)) return 'batch'
  const errors = (result as ExecutionResult | null)?.errors
  if (!errors?.length) return 'ok'
  const code = errors[0]?.extensions?.code
  return typeof code === 'number' || typeof code === 'string' ? String(code) : 'unexpected'
}
