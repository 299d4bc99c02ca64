// CI step: the README's main command (`npm run shop`, after the `npm ci` CI already ran) from this
// clone, on a free port with a throwaway data folder, then the pages a newcomer opens first: the home
// pages of three storefronts, product pages linked from the home page (the choice card among them)
// and every store switcher link. Any 5xx, or a server that never gets ready, fails the run.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address()
    probe.close(() => resolve(free))
  })
})
const dataDir = mkdtempSync(path.join(tmpdir(), 'readme-shop-'))
const shop = spawn('npm', ['run', 'shop'], {
  cwd: root, detached: true, stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'), DATABASE_URL: '', STOREFRONT_URL_TEMPLATE: '' },
})
const stop = () => { try { process.kill(-shop.pid, 'SIGTERM') } catch { /* already gone */ } }
const failures = []

async function get(url, host) {
  const response = await fetch(url, { headers: host ? { host } : {}, redirect: 'manual', signal: AbortSignal.timeout(60_000) })
  const body = await response.text()
  console.log(`[readme-smoke] ${response.status} ${host ?? ''} ${url}`)
  if (response.status >= 500) failures.push(`${response.status} ${host ?? ''} ${url}`)
  return body
}

try {
  const deadline = Date.now() + 15 * 60_000
  for (;;) {
    if (shop.exitCode !== null) throw new Error(`npm run shop exited with ${shop.exitCode}`)
    if (Date.now() > deadline) throw new Error('npm run shop was not ready within 15 minutes')
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/`).then((answer) => answer.ok, () => false)
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const origin = `http://127.0.0.1:${port}`
  for (const code of ['cbbe', 'cbde', 'ckuk']) {
    const home = await get(`${origin}/`, `${code}.localhost:${port}`)
    if (code !== 'cbbe') continue
    const products = [...new Set([...home.matchAll(/href="(\/cadeaubonnen\/[a-z0-9-]+\/)"/g)].map((match) => match[1]))]
    if (products.length === 0) failures.push('the CBBE home page links no product page')
    const choice = products.filter((link) => /keuze/.test(link))
    for (const link of [...choice, ...products.slice(0, 4)]) await get(`${origin}${link}`, `${code}.localhost:${port}`)
  }
  const answer = await fetch(`${origin}/api/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ storeData(userData: { language: "nl", storeID: 49, countryCode: "BE" }) { storeData { countriesCombinations { url } } } }' }),
  }).then((response) => response.json())
  const links = (answer.data?.storeData?.storeData?.countriesCombinations ?? []).map((country) => country.url)
  if (links.length === 0) failures.push(`the store switcher has no links: ${JSON.stringify(answer).slice(0, 300)}`)
  for (const link of [...new Set(links)]) {
    let url
    try {
      url = new URL(link)
    } catch {
      failures.push(`store switcher link is no URL: ${link}`)
      continue
    }
    await get(`${origin}${url.pathname}`, url.host)
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error))
} finally {
  stop()
  rmSync(dataDir, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.error(`[readme-smoke] FAILED:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('[readme-smoke] the README main command serves every page it was asked without a 5xx')
