/**
 * Accent- and case-insensitive matching of place names, the same in SQL (`translate(lower(x), …)`) and
 * in TypeScript, without a database extension (PGlite and PostgreSQL alike). "liege" finds "Liège",
 * "lodz" finds "Łódź". Pure: no `server-only`, so the unit test can import it.
 */
export const FOLD_FROM = 'àáâãäåāąçćèéêëēęìíîïłñńòóôõöøśùúûüýÿźż'
export const FOLD_TO = 'aaaaaaaacceeeeeeiiiilnnoooooosuuuuyyzz'

const FOLD_MAP = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index] ?? char]))

export function foldText(text: string): string {
  return [...text.normalize('NFC').toLowerCase()].map((char) => FOLD_MAP.get(char) ?? char).join('')
}

/** Escapes LIKE wildcards so the shopper's text is matched literally (the pattern uses `\` as escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}
