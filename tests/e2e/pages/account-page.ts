import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { StorefrontPage } from './storefront-page'

/** Unique per run and per call, so runs never meet each other's accounts. */
export function uniqueEmail(name: string): string {
  return `e2e-${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/**
 * docs/rules/accounts.md allows 10 registrations per address in an hour, and the suite registers more than that. Each
 * registration comes from its own address of a documentation range (198.51.100.0/24), which the e2e server reads
 * from x-forwarded-for because it trusts the loopback proxy (playwright.config.ts), so no test depends on how
 * many others registered before it. Counted per worker; the suite runs one.
 */
let registrations = 0
const nextClientAddress = () => `198.51.100.${(registrations++ % 254) + 1}`

/** The Dutch (CBBE default language) account pages and the header's account menu. */
export class AccountPage extends StorefrontPage {
  static readonly paths = {
    identify: '/account/',
    login: '/account/login/',
    register: '/account/registreren/',
    forgotPassword: '/account/wachtwoord-vergeten/',
    overview: '/account/overzicht/',
    addressBook: '/account/adresboek/',
    details: '/account/gegevens/',
  }

  /** The pages that need a session, which logging out leaves for home (the header's privatePaths). */
  static readonly privatePaths: readonly string[] = [
    AccountPage.paths.overview, AccountPage.paths.addressBook, AccountPage.paths.details, '/account/bestellingen/', '/nabestellen/',
  ]

  constructor(page: Page) {
    super(page, 'CBBE')
  }

  main() {
    return this.page.locator('main')
  }

  async register(details: { email: string; password: string; firstName: string; lastName: string }) {
    await this.page.setExtraHTTPHeaders({ 'x-forwarded-for': nextClientAddress() })
    await this.open(AccountPage.paths.register)
    const main = this.main()
    await main.getByLabel('Voornaam').fill(details.firstName)
    await main.getByLabel('Achternaam').fill(details.lastName)
    await main.getByLabel('E-mailadres').fill(details.email)
    await main.getByLabel('Wachtwoord', { exact: true }).fill(details.password)
    await main.getByLabel('Herhaal wachtwoord').fill(details.password)
    await main.getByLabel(/Ik ga akkoord met de/).check()
    await main.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Uw account is aangemaakt' })).toBeVisible()
  }

  async logIn(email: string, password: string) {
    await this.open(AccountPage.paths.login)
    await this.fillLogin(email, password)
    await expect(this.page).toHaveURL(/\/account\/overzicht\/$/)
  }

  async fillLogin(email: string, password: string) {
    const main = this.main()
    await main.getByLabel('E-mailadres').fill(email)
    await main.getByLabel('Wachtwoord').fill(password)
    await main.getByRole('button', { name: 'Inloggen' }).click()
  }

  accountMenuButton() {
    return this.page.locator('header').getByRole('button', { name: 'Mijn account' })
  }

  async logOut() {
    const onPrivatePage = AccountPage.privatePaths.includes(new URL(this.page.url()).pathname)
    await this.accountMenuButton().click()
    await this.page.locator('header').getByRole('button', { name: 'Uitloggen' }).click()
    await expect(this.page.locator('header').getByRole('link', { name: 'Account' })).toBeVisible()
    // On a page that needs a session the shop then goes home (docs/rules/accounts.md Logout success), a moment
    // after the header changed: wait for it, or the test's next navigation races it and is cut off.
    if (onPrivatePage) await expect(this.page).toHaveURL(this.url('/'))
  }

  /** The newest e-mail to `to` in the server's outbox (MAIL_OUTBOX_DIR, .eml files). */
  static async latestMail(to: string, outbox = process.env.MAIL_OUTBOX_DIR ?? '.e2e-data/outbox'): Promise<string> {
    const files = await fs.readdir(outbox).catch(() => [] as string[])
    const mails = await Promise.all(files.filter((file) => file.endsWith('.eml')).map(async (file) => {
      const full = path.join(outbox, file)
      return { text: await fs.readFile(full, 'utf8'), time: (await fs.stat(full)).mtimeMs }
    }))
    const addressed = mails.filter((mail) => new RegExp(`^To:.*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail.text))
    addressed.sort((a, b) => b.time - a.time)
    if (!addressed[0]) throw new Error(`No mail to ${to} in ${outbox}`)
    return addressed[0].text
  }
}

/** The text of an e-mail with quoted-printable soft line breaks and escapes undone. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}
