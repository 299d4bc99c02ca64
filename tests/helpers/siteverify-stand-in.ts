/**
 * A local stand-in of reCAPTCHA's siteverify that scores tokens as Google would score a person (0.9)
 * or automation (0.55: enough for RECAPTCHA_MIN_SCORE, not for the challenge score of a card or
 * account under attack). Anything else is refused.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const PERSON_TOKEN = 'person-token'
export const BOT_TOKEN = 'bot-token'

export async function startSiteverify(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const token = new URLSearchParams(body).get('response')
      const score = token === PERSON_TOKEN ? 0.9 : token === BOT_TOKEN ? 0.55 : 0
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ success: score > 0, score, action: 'common' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
