import { expect, type Page } from '@playwright/test'
import { StorefrontPage } from './storefront-page'

/** Texts of the basket journey per language (the page object finds things the way shoppers read them). */
export const BASKET_TEXTS = {
  nl: {
    listing: '/cadeaubonnen/', product: (slug: string) => `/cadeaubonnen/${slug}/`, basket: '/winkelmandje/',
    digital: 'Digitaal', quantity: 'Aantal cadeaubonnen', add: 'In winkelmandje', added: 'Toegevoegd aan uw winkelmandje',
    toBasket: 'Naar het winkelmandje', basketCount: (n: number) => (n === 0 ? 'Winkelmandje, geen artikelen' : n === 1 ? 'Winkelmandje, 1 artikel' : `Winkelmandje, ${n} artikelen`),
    title: 'Winkelmandje', quantityOf: (title: string) => `Aantal ${title}`, remove: (title: string) => `${title} verwijderen`,
    deleteTitle: 'Cadeaubon verwijderen', confirmDelete: 'Ja, verwijderen', empty: 'Uw winkelmandje is leeg.', orderNow: 'Nu bestellen',
    receiverButton: 'Ontvanger', receiverModal: 'Ontvanger', dateButton: 'Bezorgdatum', dateModal: 'Bezorgdatum en -tijd', save: 'Opslaan',
    firstName: 'Voornaam', lastName: 'Achternaam', email: 'E-mailadres van de ontvanger', confirmEmail: 'Herhaal het e-mailadres van de ontvanger',
  },
  fr: {
    listing: '/fr/cartes-cadeaux/', product: (slug: string) => `/fr/cartes-cadeaux/${slug}/`, basket: '/fr/panier/',
    digital: 'Numérique', quantity: 'Nombre de cartes cadeaux', add: 'Ajouter au panier', added: 'Ajouté à votre panier',
    toBasket: 'Voir le panier', basketCount: (n: number) => (n === 0 ? 'Panier, aucun article' : n === 1 ? 'Panier, 1 article' : `Panier, ${n} articles`),
    title: 'Panier', quantityOf: (title: string) => `Nombre de ${title}`, remove: (title: string) => `Supprimer ${title}`,
    deleteTitle: 'Supprimer la carte cadeau', confirmDelete: 'Oui, supprimer', empty: 'Votre panier est vide.', orderNow: 'Commander maintenant',
    receiverButton: 'Destinataire', receiverModal: 'Destinataire', dateButton: 'Date de livraison', dateModal: 'Date et heure de livraison', save: 'Enregistrer',
    firstName: 'Prénom', lastName: 'Nom', email: 'Adresse e-mail du destinataire', confirmEmail: "Répétez l'adresse e-mail du destinataire",
  },
} as const
export type BasketLanguage = keyof typeof BASKET_TEXTS

/** Page object for the product page's add to basket, the header count and the basket page. */
export class BasketJourney {
  readonly shop: StorefrontPage
  readonly texts: (typeof BASKET_TEXTS)[BasketLanguage]

  constructor(readonly page: Page, language: BasketLanguage) {
    this.shop = new StorefrontPage(page, 'CBBE')
    this.texts = BASKET_TEXTS[language]
  }

  /** Slug and title of the first listed gift card sold digitally (the choice card has its own page). */
  async firstDigitalCard(): Promise<{ slug: string; title: string }> {
    await this.shop.open(BASKET_TEXTS.nl.listing)
    const hrefs = await this.shop.listingCards().locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const href of hrefs.filter((candidate) => /^\/cadeaubonnen\/[a-z0-9-]+\/$/.test(candidate) && !candidate.includes('keuze'))) {
      await this.shop.open(href)
      const digital = this.page.getByRole('radio', { name: new RegExp(`^${BASKET_TEXTS.nl.digital}`) })
      const onlyDigital = await this.page.getByText('Per e-mail verstuurd', { exact: false }).count()
      if ((await digital.count()) > 0 || onlyDigital > 0) return { slug: href.split('/')[2] ?? '', title: (await this.page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '' }
    }
    throw new Error('No digital gift card in the listing')
  }

  basketLink() {
    return this.page.getByRole('banner').getByRole('link', { name: /^(Winkelmandje|Panier),/ })
  }

  async expectCount(count: number) {
    await expect(this.basketLink()).toHaveAccessibleName(this.texts.basketCount(count))
  }

  /** Adds `quantity` digital cards of the open product page's first amount. */
  async addDigital(quantity: number) {
    const digital = this.page.getByRole('radio', { name: new RegExp(`^${this.texts.digital}`) })
    if ((await digital.count()) > 0) await digital.check()
    await this.page.getByRole('spinbutton', { name: this.texts.quantity }).fill(String(quantity))
    await this.page.getByRole('button', { name: this.texts.add }).click()
    await expect(this.page.getByRole('dialog', { name: this.texts.added })).toBeVisible()
  }

  async toBasket() {
    await this.page.getByRole('dialog', { name: this.texts.added }).getByRole('link', { name: this.texts.toBasket }).click()
    await expect(this.page).toHaveURL(new RegExp(`${this.texts.basket}$`))
    await expect(this.page.getByRole('heading', { level: 1, name: this.texts.title })).toBeVisible()
  }

  async changeQuantity(title: string, quantity: number) {
    // Buttons stay disabled until the page is hydrated (docs/rules/basket.md); a choice made before that is lost.
    await expect(this.page.getByRole('button', { name: this.texts.remove(title) })).toBeEnabled()
    const select = this.page.getByRole('combobox', { name: this.texts.quantityOf(title) })
    await expect(async () => {
      await select.selectOption(String(quantity))
      await expect(this.page.getByText(new RegExp(`^${quantity} × `))).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
  }

  async remove(title: string) {
    await this.page.getByRole('button', { name: this.texts.remove(title) }).click()
    const dialog = this.page.getByRole('dialog', { name: this.texts.deleteTitle })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: this.texts.confirmDelete }).click()
    await expect(this.page.getByText(this.texts.empty)).toBeVisible()
  }

  /** Sets the receiver of the (only) digital shipment through the delivery receiver modal. */
  async setDigitalReceiver(receiver: { firstName: string; lastName: string; email: string }) {
    await this.page.getByRole('button', { name: this.texts.receiverButton, exact: true }).click()
    const dialog = this.page.getByRole('dialog', { name: this.texts.receiverModal })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel(this.texts.firstName, { exact: true }).fill(receiver.firstName)
    await dialog.getByLabel(this.texts.lastName, { exact: true }).fill(receiver.lastName)
    await dialog.getByLabel(this.texts.email, { exact: true }).fill(receiver.email)
    await dialog.getByLabel(this.texts.confirmEmail, { exact: true }).fill(receiver.email)
    await dialog.getByRole('button', { name: this.texts.save }).click()
    await expect(dialog).toBeHidden()
  }

  /** Sets the delivery date (yyyy-mm-dd) of the (only) shipment through the delivery date modal. */
  /** `time` (HH:MM) only for a digital shipment: its e-mail goes out then. */
  async setDeliveryDate(isoDate: string, time?: string) {
    await this.page.getByRole('button', { name: this.texts.dateButton, exact: true }).click()
    const dialog = this.page.getByRole('dialog', { name: this.texts.dateModal })
    await expect(dialog).toBeVisible()
    await dialog.locator('input[type="date"]').fill(isoDate)
    if (time) await dialog.locator('input[type="time"]').fill(time)
    await dialog.getByRole('button', { name: this.texts.save }).click()
    await expect(dialog).toBeHidden()
  }
}
