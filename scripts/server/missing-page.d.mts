import type { IncomingMessage, ServerResponse } from 'node:http'

export const RENDER_NOT_FOUND_HEADER: 'x-shop-render-not-found'
export const NOT_FOUND_PAGE_HEADER: 'x-shop-not-found-page'
export interface ResponseWriters {
  writeHead: ServerResponse['writeHead']
  write: ServerResponse['write']
  end: ServerResponse['end']
}
export function isEmptyNotFound(request: Pick<IncomingMessage, 'method'>, status: number, contentType: unknown, renderedByProxy: boolean): boolean
export function replaceEmptyNotFound(request: IncomingMessage, response: ServerResponse, renderNotFound: (send: ResponseWriters) => void): void
export function ownAddress(listening: { address?: string; port: number }): { host: string; port: number }
export function sendNotFoundPage(options: { request: Pick<IncomingMessage, 'url' | 'headers'>; send: ResponseWriters; response: ServerResponse; host?: string; port: number; secret: string }): void
