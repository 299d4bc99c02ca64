/** A sitemap document's answer; null is a part the sitemap does not have. */
export function xmlResponse(body: string | null): Response {
  if (body === null) return new Response('Not found', { status: 404 })
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
