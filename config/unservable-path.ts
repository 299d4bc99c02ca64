/**
 * A page path no page can have: a control character (NUL included), raw or percent-encoded, or a
 * percent sign that does not start a valid escape. Such a path is answered with a plain 404 by the
 * proxy, before routing: rendering it once tried to store a page whose file name holds a NUL
 * ("Failed to update prerender cache").
 */
const CONTROL = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i

export function isUnservablePath(pathname: string): boolean {
  if (CONTROL.test(pathname) || BROKEN_ESCAPE.test(pathname)) return true
  try {
    return CONTROL.test(decodeURIComponent(pathname))
  } catch {
    return true
  }
}
