import 'server-only'

/** `20261128T091535Z`: a UTC time that sorts as text and is safe in a file name on every system. */
export function fileTimestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')
}
