import 'server-only'

/**
 * A request body read as a stream and kept only up to `limit` bytes, whatever Content-Length says (it
 * may be missing or lie): no route handler holds or parses more than it means to accept.
 */
export type BoundedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' }

/**
 * How much of a refused body is still read (and thrown away) so that the client, which is still
 * sending, gets the 413 instead of a broken connection. Past this the connection is cut.
 */
const DRAIN_LIMIT = 8 * 1024 * 1024

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead
  for (;;) {
    if (size > DRAIN_LIMIT) {
      await reader.cancel().catch(() => undefined)
      return
    }
    const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }))
    if (done) return
    size += value.byteLength
  }
}

export async function readBoundedBody(request: Request, limit: number): Promise<BoundedBody> {
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  const reader = request.body.getReader()
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) {
    await drain(reader, declared > DRAIN_LIMIT ? declared : 0)
    return { ok: false, reason: 'too-large' }
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await drain(reader, size)
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/** A request body as Node's server hands it over (an IncomingMessage): its chunks and its headers. */
export interface NodeRequestBody extends NodeJS.ReadableStream {
  headers: Record<string, string | string[] | undefined>
  destroy(): void
}

/**
 * `readBoundedBody` for a Node request, for the production server's direct GraphQL path
 * (server/graphql/direct-endpoint.ts), which never builds a stream of the web's kind around it. Same
 * rules: nothing past `limit` is kept, a refused body is read on (and thrown away) up to the drain
 * limit so the client gets its 413, and past that the connection is cut.
 */
export function readBoundedNodeBody(message: NodeRequestBody, limit: number): Promise<BoundedBody> {
  return new Promise((resolve, reject) => {
    const declared = Number(message.headers['content-length'])
    let refused = Number.isFinite(declared) && declared > limit
    let size = refused && declared > DRAIN_LIMIT ? declared : 0
    let chunks: Buffer[] = []
    const settle = () => {
      message.removeListener('data', onData)
      resolve(refused ? { ok: false, reason: 'too-large' } : { ok: true, bytes: new Uint8Array(Buffer.concat(chunks, size)) })
    }
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (!refused && size > limit) {
        refused = true
        chunks = []
      }
      if (!refused) chunks.push(chunk)
      else if (size > DRAIN_LIMIT) {
        message.destroy()
        settle()
      }
    }
    if (size > DRAIN_LIMIT) {
      message.destroy()
      resolve({ ok: false, reason: 'too-large' })
      return
    }
    message.on('data', onData)
    message.once('end', settle)
    message.once('error', reject)
    // A client that goes away mid-body: no 'end' comes (after an 'end' this changes nothing).
    message.once('close', () => reject(new Error('the request closed before its body ended')))
  })
}

/** The media type of a request without its parameters (`application/json; charset=utf-8` → `application/json`). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
}

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * A form post (application/x-www-form-urlencoded) within `limit` bytes, or the plain 400/413/415
 * answer that says why not: a JSON body or a wrong content type is the client's mistake, never a 500.
 */
export async function readFormPost(request: Request, limit: number): Promise<{ ok: true; form: URLSearchParams } | { ok: false; response: Response }> {
  if (mediaTypeOf(request) !== 'application/x-www-form-urlencoded') {
    return { ok: false, response: plain(400, 'expected a form post (application/x-www-form-urlencoded)') }
  }
  const body = await readBoundedBody(request, limit)
  if (!body.ok) return { ok: false, response: plain(413, `the body is larger than ${limit} bytes`) }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body.bytes)
  return { ok: true, form: new URLSearchParams(text) }
}

/** A text body within `limit` bytes, or the plain 413 answer. */
export async function readTextBody(request: Request, limit: number): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  const body = await readBoundedBody(request, limit)
  if (!body.ok) return { ok: false, response: plain(413, `the body is larger than ${limit} bytes`) }
  return { ok: true, text: new TextDecoder('utf-8', { fatal: false }).decode(body.bytes) }
}
