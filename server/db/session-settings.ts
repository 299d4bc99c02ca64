import 'server-only'

/**
 * Settings every database connection starts with (server/db/client.ts, and the tests' databases).
 *
 * `pg_trgm.word_similarity_threshold`: the lowest trigram word similarity at which the search's typo
 * look-up (`<%` in search-repository.ts findNearWords) hands a catalogue word to the edit distances.
 * A forgiven typo of a 4-5 letter word scores at least 0.2, while two edits in a 6-7 letter word can
 * leave a single shared trigram (1/7 to 1/9); below 0.1 the candidates would be every word sharing one
 * letter pair (docs/performance.md "Queries at scale" has the measured misses). Nothing else uses the
 * operator. Set per connection rather than per search: a per-search setting needed a transaction of
 * its own, three more round trips on every search.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': '0.1',
}

/** For node-postgres's `options`: sent at connection start-up, so it costs no round trip at all. */
export function postgresStartupOptions(): string {
  return Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`).join(' ')
}

/** For PGlite, whose one connection is set once after opening. */
export function sessionSettingStatements(): string {
  return Object.entries(SESSION_SETTINGS).map(([name, value]) => `set ${name} = '${value}';`).join('\n')
}
