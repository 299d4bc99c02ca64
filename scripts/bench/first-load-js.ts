/**
 * First Load JS: the JavaScript a first visit downloads before the page is interactive, measured from
 * the served HTML (Next 16's build output no longer prints it): every `<script src>` of the page is
 * fetched from the app and gzip-ed (level 9, as Next's old build output did) once, and summed.
 * Inline scripts (the RSC payload Next inlines into the HTML) are reported apart: they are part of the
 * HTML document, not of the JavaScript bundle. So are `nomodule` scripts (Next's legacy polyfills):
 * browsers with ES modules, i.e. every browser the shop supports, never download them.
 */
import { gzipSize } from './gzip-size'
import { request } from './http'
import { ownJavaScript, type OwnJs, type SourceMap } from './own-js'

export interface ScriptSize {
  src: string
  bytes: number
  gzipBytes: number
}

export interface FirstLoadJs {
  scripts: ScriptSize[]
  totalBytes: number
  totalGzipBytes: number
  inlineScripts: number
  inlineGzipBytes: number
  /** Scripts from another origin: not counted (there should be none). */
  external: string[]
  /** `nomodule` scripts: only for browsers without ES modules, so not counted. */
  legacyScripts: string[]
  /** The shop's own code among the scripts (own-js.ts), when asked for and every script has a source map. */
  ownJs?: OwnJs
  /** Why `ownJs` is missing when it was asked for. */
  ownJsReason?: string
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
}

/**
 * The `src` of every script tag, in document order, without duplicates (`nomodule` ones apart, as
 * `legacy`); and the inline scripts' text.
 */
export function parseScripts(html: string): { sources: string[]; inline: string[]; legacy: string[] } {
  const sources: string[] = []
  const inline: string[] = []
  const legacy: string[] = []
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const attributes = match[1] ?? ''
    const src = SRC_ATTRIBUTE.exec(attributes)
    if (src) {
      const value = decodeEntities(src[1] ?? src[2] ?? src[3] ?? '')
      const list = /(?:^|\s)nomodule\b/i.test(attributes) ? legacy : sources
      if (value && !list.includes(value)) list.push(value)
    } else if (!/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes) && (match[2] ?? '').trim()) {
      inline.push(match[2] ?? '')
    }
  }
  return { sources, inline, legacy }
}

/**
 * A chunk's closing `//# sourceMappingURL=` comment: only the bench's build has it (the shop's build has no
 * source maps), so it is left out of the chunk's size, and names the map the own-code figure reads.
 */
const SOURCE_MAPPING_URL = /\n?\/\/# sourceMappingURL=(\S+)\s*$/

export function splitSourceMappingUrl(code: string): { code: string; mapUrl: string | null } {
  const match = SOURCE_MAPPING_URL.exec(code)
  return match ? { code: code.slice(0, match.index), mapUrl: match[1]! } : { code, mapUrl: null }
}

interface Chunk {
  bytes: number
  gzipBytes: number
  code: string
  mapUrl: string | null
}

/** Fetched and gzip-ed chunks of this run, by URL path: each chunk is compressed once. */
export type ChunkCache = Map<string, Chunk>

async function ownJsOf(port: number, host: string, chunks: Array<{ key: string; chunk: Chunk }>): Promise<Pick<FirstLoadJs, 'ownJs' | 'ownJsReason'>> {
  const withMaps: Array<{ code: string; map: SourceMap }> = []
  for (const { key, chunk } of chunks) {
    if (!chunk.mapUrl) return { ownJsReason: `${key} has no source map (the bench's own build has them; --no-build and --app-dir use a build without)` }
    const mapPath = new URL(chunk.mapUrl, `http://${host}${key}`)
    const response = await request({ port, host, path: mapPath.pathname, headers: { 'accept-encoding': 'identity' } })
    if (response.status !== 200) return { ownJsReason: `${mapPath.pathname} answered HTTP ${response.status}` }
    withMaps.push({ code: chunk.code, map: JSON.parse(response.body.toString('utf8')) as SourceMap })
  }
  return { ownJs: ownJavaScript(withMaps) }
}

export async function measureFirstLoadJs(port: number, host: string, pagePath: string, html: string, cache: ChunkCache, options: { ownJs?: boolean } = {}): Promise<FirstLoadJs> {
  const { sources, inline, legacy } = parseScripts(html)
  const origin = `http://${host}`
  const scripts: ScriptSize[] = []
  const external: string[] = []
  for (const src of sources) {
    const url = new URL(src, origin + pagePath)
    if (url.origin !== origin) {
      external.push(src)
      continue
    }
    const key = url.pathname + url.search
    let chunk = cache.get(key)
    if (!chunk) {
      const response = await request({ port, host, path: key, headers: { 'accept-encoding': 'identity' } })
      if (response.status !== 200) throw new Error(`script ${key} answered HTTP ${response.status}`)
      const { code, mapUrl } = splitSourceMappingUrl(response.body.toString('utf8'))
      chunk = { bytes: Buffer.byteLength(code), gzipBytes: gzipSize(code), code, mapUrl }
      cache.set(key, chunk)
    }
    scripts.push({ src: key, bytes: chunk.bytes, gzipBytes: chunk.gzipBytes })
  }
  const own = options.ownJs ? await ownJsOf(port, host, scripts.map(({ src }) => ({ key: src, chunk: cache.get(src)! }))) : {}
  return {
    ...own,
    scripts,
    totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    inlineScripts: inline.length,
    inlineGzipBytes: inline.length ? gzipSize(inline.join('\n')) : 0,
    external,
    legacyScripts: legacy,
  }
}
