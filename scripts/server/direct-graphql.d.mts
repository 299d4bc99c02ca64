import type { IncomingMessage, ServerResponse } from 'node:http'

export const DIRECT_GRAPHQL_KEY: symbol
export function directGraphqlEndpoint(request: Pick<IncomingMessage, 'method' | 'url'>): ((message: IncomingMessage, response: ServerResponse) => Promise<void>) | undefined
