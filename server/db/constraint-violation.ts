/**
 * Whether a database error (or the error it wraps) broke the named constraint or unique index.
 * Drizzle wraps the driver's error ("Failed query: …") and keeps the original in `cause`, where
 * PostgreSQL and PGlite name the constraint in `constraint` and in the message.
 */
export function violatesConstraint(error: unknown, name: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { constraint, message } = current as { constraint?: unknown; message?: unknown }
    if (constraint === name || (typeof message === 'string' && message.includes(name))) return true
  }
  return false
}
