/**
 * The shop's own JavaScript in a page's first load (issue row 7a): production chunks name their modules
 * by number, so only a source map tells the shop's code from React's, Next's or another library's. The
 * bench's own build has browser source maps (BENCH_SOURCE_MAPS, next.config.ts); every generated
 * character of a chunk is attributed to the source its mapping segment names, and the characters of
 * the project's own sources (not under node_modules, not the bundler's runtime) are gzip-ed together.
 */
import { decode } from '@jridgewell/sourcemap-codec'
import { gzipSize } from './gzip-size'

interface RegularMap {
  sources: Array<string | null>
  mappings: string
}
interface IndexMap {
  sections: Array<{ offset: { line: number; column: number }; map: SourceMap }>
}
export type SourceMap = RegularMap | IndexMap

export interface OwnJs {
  /** The shop's own code of every script, gzip-ed together. */
  gzipBytes: number
  /** Before gzip: the project's own sources, libraries, and what no segment maps (the bundler's glue). */
  ownBytes: number
  libraryBytes: number
  unmappedBytes: number
  /** Own bytes by source, largest first (the first twenty), to see where they come from. */
  largest: Array<{ source: string; bytes: number }>
}

/** A project source: Turbopack names them `[project]/…`; libraries live under node_modules. */
export function isOwnSource(source: string): boolean {
  return /\[project\]\//.test(source) && !/\/node_modules\//.test(source)
}

/**
 * The generated text of `code` split by the source each stretch comes from (null: no source). A
 * segment covers its line from its column to the next segment's; an index map's sections are placed at
 * their offsets.
 */
export function attributeGenerated(code: string, map: SourceMap): Map<string | null, string[]> {
  const lineStarts = [0]
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1)
  const at = (line: number, column: number) => Math.min((lineStarts[line] ?? code.length) + column, code.length)
  const lineEnd = (line: number) => (line + 1 < lineStarts.length ? lineStarts[line + 1]! - 1 : code.length)
  // Every mapped stretch as [start, end (the line's end when it is its line's last segment), source].
  const stretches: Array<[number, number, string | null]> = []
  const collect = (part: SourceMap, lineOffset: number, columnOffset: number) => {
    if ('sections' in part) {
      for (const { offset, map: inner } of part.sections) collect(inner, lineOffset + offset.line, offset.line === 0 ? columnOffset + offset.column : offset.column)
      return
    }
    decode(part.mappings).forEach((segments, index) => {
      const line = lineOffset + index
      if (line >= lineStarts.length) return
      const shift = index === 0 ? columnOffset : 0
      segments.forEach((segment, position) => {
        const next = segments[position + 1]
        const source = segment.length >= 4 ? (part.sources[segment[1]!] ?? null) : null
        stretches.push([at(line, shift + segment[0]), next ? at(line, shift + next[0]) : lineEnd(line), source])
      })
    })
  }
  collect(map, 0, 0)
  stretches.sort((a, b) => a[0] - b[0])
  const pieces = new Map<string | null, string[]>()
  const add = (source: string | null, from: number, to: number) => {
    if (to <= from) return
    const list = pieces.get(source) ?? []
    list.push(code.slice(from, to))
    pieces.set(source, list)
  }
  let cursor = 0
  stretches.forEach(([start, end, source], index) => {
    // A section's last segment on a line ends where the next section begins.
    const stop = Math.min(end, stretches[index + 1]?.[0] ?? end)
    add(null, cursor, start)
    add(source, Math.max(start, cursor), stop)
    cursor = Math.max(cursor, stop)
  })
  add(null, cursor, code.length)
  return pieces
}

/** The own-code figure of a page from each of its scripts' code and source map. */
export function ownJavaScript(scripts: Array<{ code: string; map: SourceMap }>): OwnJs {
  const own: string[] = []
  const bySource = new Map<string, number>()
  let libraryBytes = 0
  let unmappedBytes = 0
  for (const { code, map } of scripts) {
    for (const [source, texts] of attributeGenerated(code, map)) {
      const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0)
      if (source === null) unmappedBytes += bytes
      else if (isOwnSource(source)) {
        own.push(...texts)
        bySource.set(source, (bySource.get(source) ?? 0) + bytes)
      } else libraryBytes += bytes
    }
  }
  const ownText = own.join('')
  return {
    gzipBytes: ownText ? gzipSize(ownText) : 0,
    ownBytes: Buffer.byteLength(ownText),
    libraryBytes,
    unmappedBytes,
    largest: [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([source, bytes]) => ({ source: source.replace(/^.*\[project\]\//, ''), bytes })),
  }
}
