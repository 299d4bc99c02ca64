import { expect, test } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { AccountPage, decodeQuotedPrintable, uniqueEmail } from './pages/account-page'

const PASSWORD = 'Start-pass1!'
const NEW_PASSWORD = 'Changed-pass2#'

test('register, log out, log in, change details and password, log out', async ({ page }) => {
  const account = new AccountPage(page)
  const email = uniqueEmail('journey')
  await account.register({ email, password: PASSWORD, firstName: 'Anke', lastName: 'Peeters' })
  // Registering logs in: the header shows the account menu.
  await expect(account.accountMenuButton()).toBeVisible()

  await account.logOut()
  await account.logIn(email, PASSWORD)
  await expect(page.getByText('Welkom, Anke')).toBeVisible()

  // The dropdown links the sections.
  await account.accountMenuButton().click()
  const dropdown = page.locator('#account-dropdown')
  await expect(dropdown.getByRole('link')).toHaveText(['Overzicht', 'Mijn bestellingen', 'Opnieuw bestellen', 'Adresboek', 'Mijn gegevens'])
  await dropdown.getByRole('link', { name: 'Mijn gegevens' }).click()
  await expect(page).toHaveURL(/\/account\/gegevens\/$/)

  const main = account.main()
  await expect(main.getByText(`U logt in met ${email}.`)).toBeVisible()
  await main.getByLabel('Voornaam').fill('Annelies')
  await main.getByLabel(/^Straat/).fill('Kerkstraat')
  await main.getByLabel(/^Huisnummer/).fill('12')
  await main.getByLabel(/^Postcode/).fill('9000')
  await main.getByLabel(/^Plaats/).fill('Gent')
  await main.getByRole('button', { name: 'Gegevens opslaan' }).click()
  await expect(main.getByRole('status')).toHaveText('Uw gegevens zijn opgeslagen.')
  await page.reload()
  await expect(main.getByLabel('Voornaam')).toHaveValue('Annelies')
  await expect(main.getByLabel(/^Plaats/)).toHaveValue('Gent')

  // Change password: a wrong current password is shown at its field, then the right one works.
  await main.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Wachtwoord wijzigen' })
  await dialog.getByLabel('Huidig wachtwoord').fill('Not-my-pass9!')
  await dialog.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD)
  await dialog.getByLabel('Herhaal nieuw wachtwoord').fill(NEW_PASSWORD)
  await dialog.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
  await expect(dialog.getByLabel('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Huidig wachtwoord').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
  await expect(dialog).toBeHidden()
  await expect(main.getByText('Uw wachtwoord is gewijzigd.')).toBeVisible()

  // Logging out on an account-only page goes home.
  await account.logOut()
  await expect(page).toHaveURL(account.url('/'))
  await account.open(AccountPage.paths.login)
  await account.fillLogin(email, PASSWORD)
  await expect(account.main().getByRole('alert').or(account.main().locator('[aria-invalid="true"]').first())).toBeVisible()
  await account.logIn(email, NEW_PASSWORD)
})

test('forgot password: the reset link of the e-mail sets a new password', async ({ page }) => {
  const account = new AccountPage(page)
  const email = uniqueEmail('forgot')
  await account.register({ email, password: PASSWORD, firstName: 'Bram', lastName: 'Janssens' })
  await account.logOut()

  // Identify: an existing e-mail goes to the login page, prefilled.
  await account.open(AccountPage.paths.identify)
  await account.main().getByLabel('E-mailadres').fill(email)
  await account.main().getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(/\/account\/login\/$/)
  await expect(account.main().getByLabel('E-mailadres')).toHaveValue(email)

  await account.main().getByRole('link', { name: 'Wachtwoord vergeten?' }).click()
  await expect(page).toHaveURL(/\/account\/wachtwoord-vergeten\/$/)
  await account.main().getByLabel('E-mailadres').fill(email)
  await account.main().getByRole('button', { name: 'Link versturen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kijk in uw mailbox' })).toBeVisible()
  await expect(account.main()).toContainText(email)

  let link = ''
  await expect.poll(async () => {
    const mail = decodeQuotedPrintable(await AccountPage.latestMail(email).catch(() => ''))
    link = /https?:\/\/\S+\/account\/nieuw-wachtwoord\/\?token=[A-Za-z0-9_%.-]+/.exec(mail)?.[0] ?? ''
    return link
  }, { timeout: 15_000 }).not.toBe('')
  const url = new URL(link)
  await account.open(`${url.pathname}${url.search}`)
  await account.main().getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD)
  await account.main().getByLabel('Herhaal nieuw wachtwoord').fill(NEW_PASSWORD)
  await account.main().getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Uw nieuwe wachtwoord is opgeslagen' })).toBeVisible()
  await account.logIn(email, NEW_PASSWORD)
})

test('account pages send visitors without a session to the login page, and back after logging in', async ({ page }) => {
  const account = new AccountPage(page)
  await account.open(AccountPage.paths.addressBook)
  await expect(page).toHaveURL(/\/account\/login\/\?callback=%2Faccount%2Fadresboek%2F$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible()

  const email = uniqueEmail('redirect')
  await account.register({ email, password: PASSWORD, firstName: 'Cas', lastName: 'Maes' })
  // Logged in: the login and register pages go to the overview.
  await account.open(AccountPage.paths.login)
  await expect(page).toHaveURL(/\/account\/overzicht\/$/)
  await account.logOut()

  await account.open(AccountPage.paths.details)
  await account.fillLogin(email, PASSWORD)
  await expect(page).toHaveURL(/\/account\/gegevens\/$/)
})

test('delete account: irreversible, logs out and goes home', async ({ page }) => {
  const account = new AccountPage(page)
  const email = uniqueEmail('delete')
  await account.register({ email, password: PASSWORD, firstName: 'Dirk', lastName: 'Wouters' })
  await account.open(AccountPage.paths.details)
  await account.main().getByRole('button', { name: 'Account verwijderen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Account verwijderen' })
  await expect(dialog).toContainText('Dit kan niet ongedaan gemaakt worden.')
  await dialog.getByRole('button', { name: 'Mijn account verwijderen' }).click()
  await expect(page).toHaveURL(account.url('/'))
  await expect(page.locator('header').getByRole('link', { name: 'Account' })).toBeVisible()

  await account.open(AccountPage.paths.login)
  await account.fillLogin(email, PASSWORD)
  await expect(account.main().locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible()
  await expect(page).toHaveURL(/\/account\/login\/$/)
})

test('address book: add, edit with a confirmed reset, delete after confirmation', async ({ page }) => {
  const account = new AccountPage(page)
  await account.register({ email: uniqueEmail('receivers'), password: PASSWORD, firstName: 'Eva', lastName: 'Smet' })
  await account.open(AccountPage.paths.addressBook)
  const main = account.main()
  await expect(main.getByText('U hebt nog geen adressen opgeslagen.')).toBeVisible()
  await main.getByRole('button', { name: 'Adres toevoegen' }).click()
  let dialog = page.getByRole('dialog', { name: 'Adres toevoegen' })
  await dialog.getByLabel('Voornaam').fill('Bart')
  await dialog.getByLabel('Achternaam').fill('Claes')
  await dialog.getByLabel(/^Postcode/).fill('9000')
  await dialog.getByLabel(/^Plaats/).fill('Gent')
  await dialog.getByRole('button', { name: 'Adres opslaan' }).click()
  await expect(dialog).toBeHidden()
  await expect(main.getByRole('list', { name: 'Opgeslagen adressen' })).toContainText('Bart Claes')

  await main.getByRole('button', { name: 'Adres van Bart Claes wijzigen' }).click()
  dialog = page.getByRole('dialog', { name: 'Adres wijzigen' })
  await expect(dialog.getByLabel('Voornaam')).toHaveValue('Bart')
  await dialog.getByRole('button', { name: 'Formulier leegmaken' }).click()
  const confirm = page.getByRole('dialog', { name: 'Formulier leegmaken' })
  await confirm.getByRole('button', { name: 'Bevestigen' }).click()
  await expect(confirm).toBeHidden()
  await expect(dialog.getByLabel('Voornaam')).toHaveValue('')
  await dialog.getByLabel('Voornaam').fill('Bert')
  await dialog.getByLabel('Achternaam').fill('Claes')
  await dialog.getByRole('button', { name: 'Adres opslaan' }).click()
  await expect(main.getByRole('list', { name: 'Opgeslagen adressen' })).toContainText('Bert Claes')

  await main.getByRole('button', { name: 'Adres van Bert Claes verwijderen' }).click()
  const deletion = page.getByRole('dialog', { name: 'Adres verwijderen' })
  await deletion.getByRole('button', { name: 'Verwijderen' }).click()
  await expect(main.getByText('U hebt nog geen adressen opgeslagen.')).toBeVisible()
})

test('login and register pages have no axe violations', async ({ page }) => {
  const account = new AccountPage(page)
  for (const path of [AccountPage.paths.login, AccountPage.paths.register, '/fr/compte/connexion/']) {
    expect((await account.open(path))?.status()).toBe(200)
    await expect(account.main().locator('form')).toBeVisible()
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  }
  // With the errors of an empty submit shown too.
  await account.open(AccountPage.paths.register)
  await account.main().getByRole('button', { name: 'Account aanmaken' }).click()
  await expect(account.main().getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true')
  await expect(account.main().getByLabel('Voornaam')).toBeFocused()
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
})
