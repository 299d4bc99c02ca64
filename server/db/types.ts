import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** A Drizzle handle over PGlite or node-postgres; services accept this and never know which. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
