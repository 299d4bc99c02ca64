/**
 * Stands in for the `server-only` package in scripts that run server modules outside a React Server
 * build (scripts/tsconfig.json maps it here): there the real package throws on import, and the
 * `react-server` condition that silences it also hides the React APIs next-intl's translator needs.
 */
export {}
