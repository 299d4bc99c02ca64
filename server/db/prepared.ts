import type { Db } from './types'

/**
 * A query of a hot path, built once per database handle instead of on every call: Drizzle then skips
 * rendering its SQL, and on PostgreSQL it runs as a named statement, which each connection parses and
 * plans once (node-postgres keeps the names per connection). PGlite's driver sends it unnamed, so there
 * only the rendering is saved. Values come in through `sql.placeholder`.
 *
 * Kept per handle, not globally: a transaction is its own handle, and its query must run on its
 * connection. The name must be unique in the app: a connection refuses one name with two texts.
 */
export function preparedPerDb<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>()
  return (db) => {
    let query = built.get(db)
    if (!query) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}
