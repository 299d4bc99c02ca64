/**
 * The `callback` a login page may be given (where to go after logging in): only a same-site relative
 * path is followed, so a link cannot send a shopper who just logged in to another site.
 */
export function safeCallback(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  // Control characters (tabs, new lines) are dropped by URL parsers and could form `//`.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  try {
    const base = 'http://same.site'
    return new URL(value, base).origin === base ? value : null
  } catch {
    return null
  }
}
