/**
 * The project's import boundaries, declared once and enforced by eslint-plugin-import's
 * `no-restricted-paths` (docs/architecture.md "Boundaries"):
 * - code that runs beside the UI but is not UI (validation, config, stores, i18n, graphql) and the
 *   whole server never import components/ or app/;
 * - seed data is imported only by the seeding entry points (SEEDING_ENTRY_POINTS) and tests, so no
 *   page, proxy, module or script reaches it by accident;
 * - server/db (the client, schema, migrations) imports no module: modules build on it, not it on them;
 * - graphql/ (the contract both sides of the wire share, and the browser's transports) imports nothing
 *   from server/: what runs only on the server lives there (server/graphql/);
 * - pages, layouts and everything else in app/ but route handlers read through GraphQL, never
 *   server/db or server/modules: route handlers (`route.ts`) are the second door (docs/adr/0006);
 * - proxy.ts and instrumentation.ts, which run on the server outside app/, never import components/ or app/;
 * - server modules import downwards only: a module may use modules of a lower layer, never one of
 *   its own layer or a higher one, so no two modules need each other. Resolvers are the API's
 *   composition layer and may use any module; no module imports another module's resolvers;
 * - only the order module reads or writes the order's tables (`orderTablesRule`, ESLint's
 *   `no-restricted-imports`): every other module asks it by name.
 */

/** The layer of each domain module under server/modules (lower layers know nothing of higher ones). */
export const MODULE_LAYERS = {
  common: 0,
  storefronts: 1,
  locations: 1,
  accounts: 1,
  catalog: 1,
  content: 2,
  cards: 2,
  // The order record (rows, reads, ownership, pricing): every module that works on an order sits above it.
  order: 2,
  search: 3,
  'card-data': 3,
  // Purges anonymous baskets through the order module.
  retention: 3,
  wallet: 4,
  cart: 4,
  orders: 5,
  invoicing: 6,
  activation: 7,
  redeem: 7,
  doubler: 8,
  payments: 9,
  // An order on invoice is placed and starts waiting for its transfer like any order on invoice.
  business: 10,
}

const NOT_UI = ['validation', 'config', 'stores', 'i18n', 'graphql', 'server']
/** The server's files at the project root: the request proxy and the start-up hook. */
const ROOT_SERVER_FILES = ['proxy.ts', 'instrumentation.ts']

/**
 * The files that may import server/db/seed besides the seed itself and tests (which seed their own
 * databases): the start-up (an empty database is seeded before the first request) and `npm run db:seed`.
 */
export const SEEDING_ENTRY_POINTS = ['instrumentation.ts', 'scripts/db-seed.ts']

/**
 * Every source file but the seed, the SEEDING_ENTRY_POINTS (named again in the globs: a target has no
 * exceptions) and tests (tests/, *.test.*), as globs.
 */
const ALL_BUT_SEEDING = [
  './!(instrumentation).{ts,tsx,mjs}',
  './!(tests|node_modules|server|scripts)/**/!(*.test).{ts,tsx,mjs}',
  './server/!(*.test).{ts,tsx}',
  './server/!(db)/**/!(*.test).{ts,tsx}',
  './server/db/!(*.test).ts',
  './server/db/!(seed)/**/!(*.test).ts',
  './scripts/**/!(db-seed|*.test).{ts,mjs}',
]

/** The zones of `import/no-restricted-paths`, relative to the project root. */
export function boundaryZones() {
  const zones = [
    ...NOT_UI.map((dir) => ({
      target: `./${dir}`,
      from: ['./components', './app'],
      message: `${dir}/ is not UI code: move what both need out of components/ or app/.`,
    })),
    ...ROOT_SERVER_FILES.map((file) => ({
      target: `./${file}`,
      from: ['./components', './app'],
      message: `${file} is not UI code: move what both need out of components/ or app/ (to config/ or i18n/).`,
    })),
    {
      // Every file of app/ but a route handler and a test: pages, layouts and what they use.
      target: './app/**/!(route|*.test).{ts,tsx}',
      from: ['./server/db', './server/modules'],
      message: 'Pages and layouts read through GraphQL (serverQuery, cachedCatalogQuery); only a route handler (route.ts) uses server/db and server/modules (docs/adr/0006-two-doors-to-the-server.md).',
    },
    {
      target: ALL_BUT_SEEDING,
      from: './server/db/seed',
      message: `Seed data is written to the database by ${SEEDING_ENTRY_POINTS.join(' and ')} (and tests) only; the rest reads the database (or a module shared with the seed).`,
    },
    {
      target: ['./server/db/*.ts', './server/db/!(seed)/**'],
      from: './server/modules',
      message: 'server/db opens the database and knows its schema; it imports no module (modules build on it). Seeding is the start-up\'s step.',
    },
    {
      target: './graphql',
      from: './server',
      message: 'graphql/ is shared with the browser: server-only code lives under server/ (the server\'s client in server/graphql/).',
    },
    {
      target: './server/modules/**/*.ts',
      from: './server/modules/*/resolvers.ts',
      message: 'Resolvers compose services; a module imports services, never resolvers.',
    },
  ]
  for (const [module, layer] of Object.entries(MODULE_LAYERS)) {
    const above = Object.entries(MODULE_LAYERS).filter(([other, otherLayer]) => other !== module && otherLayer >= layer)
    if (above.length === 0) continue
    zones.push({
      // A module's services and repositories (its resolvers and tests may compose freely).
      target: `./server/modules/${module}/**/!(resolvers|*.test).ts`,
      from: above.map(([other]) => `./server/modules/${other}/**`),
      message: `server/modules/${module} (layer ${layer}) may only import modules of a lower layer (eslint-rules/boundaries.mjs).`,
    })
  }
  return zones
}

/** The tables of the order record (basket, placed order, its shipments and packages). */
export const ORDER_TABLES = ['orders', 'shipments', 'packages']

/** Where those tables may be imported: the order module, and the database's own schema, migrations and seed. */
export const ORDER_TABLES_OWNERS = ['server/modules/order/**', 'server/db/**']

/** `no-restricted-imports` options that refuse the order's tables from the schema (by alias or relative path). */
export function orderTablesRule() {
  return ['error', {
    patterns: [{
      regex: '(^@/|/)server/db/schema(/.*)?$|^(\\.\\./)+(db/)?schema(/.*)?$',
      importNames: ORDER_TABLES,
      message: 'Only server/modules/order reads or writes the order\'s tables: call a function of its repository (eslint-rules/boundaries.mjs).',
    }],
  }]
}
