import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Counter, Histogram } from 'prom-client'

export const REQUEST_ID_HEADER: string
export const ROUTE_HEADER: string
export function routeLabel(pathname: string, proxyRoute: string | undefined): string
export function requestIdOf(given: unknown): string
export function serverLogger(): { info: (line: object, message?: string) => void; error: (line: object, message?: string) => void }
export function stripRouteHeader(response: ServerResponse, seen?: (route: string) => void): void
export function observeRequest(
  request: IncomingMessage,
  response: ServerResponse,
  log: { info: (line: Record<string, unknown>, message?: string) => void; error: (line: Record<string, unknown>, message?: string) => void },
  metrics?: { requests: Counter<'route' | 'method' | 'status'>; duration: Histogram<'route'> },
): void
