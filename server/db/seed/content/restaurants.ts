/**
 * The restaurant pages (docs/rules/pages-and-seo.md page types): restaurants of the catalogue that take the shop's
 * gift cards, each with its kitchen, the address and opening hours of its first location, its gift
 * card and a link to its other locations. The page's slug is the gift card's product slug, the same
 * in every language. Pure data per language; build-content.ts turns it into blocks.
 */
import type { CompleteLanguage } from '@/config/storefronts/types'
import type { Section } from './types'

/** Restaurant brands with a page, in page order (server/brand-catalogue/brands.ts keys). */
export const RESTAURANT_SLUGS = ['brasserie-mosselbank', 'trattoria-lucciola'] as const
export type RestaurantSlug = (typeof RESTAURANT_SLUGS)[number]

export interface RestaurantText {
  title: string
  description: string
  keywords: string[]
  intro: string[]
  kitchen: Section
  /** Opening hours, one line per group of days. */
  hours: string[]
  /** The line above the gift card. */
  giftLine: string
}

export interface RestaurantLabels {
  addressTitle: string
  locationsTitle: string
  locationsText: (name: string, count: number) => string
  locationsLink: string
}

export const RESTAURANT_LABELS: Readonly<Record<CompleteLanguage, RestaurantLabels>> = {
  nl: {
    addressTitle: 'Adres en openingstijden',
    locationsTitle: 'Meer vestigingen',
    locationsText: (name, count) => `Uw cadeaubon is te besteden bij alle ${count} vestigingen van ${name}. Zoek de vestiging bij u in de buurt op de kaart.`,
    locationsLink: 'Bekijk alle vestigingen',
  },
  fr: {
    addressTitle: 'Adresse et heures d’ouverture',
    locationsTitle: 'Autres établissements',
    locationsText: (name, count) => `Votre carte cadeau est valable dans les ${count} établissements ${name}. Trouvez le plus proche de chez vous sur la carte.`,
    locationsLink: 'Voir tous les établissements',
  },
  en: {
    addressTitle: 'Address and opening hours',
    locationsTitle: 'More locations',
    locationsText: (name, count) => `Your gift card is redeemable at all ${count} ${name} locations. Find the one nearest you on the map.`,
    locationsLink: 'See all locations',
  },
  de: {
    addressTitle: 'Adresse und Öffnungszeiten',
    locationsTitle: 'Weitere Filialen',
    locationsText: (name, count) => `Dein Gutschein ist in allen ${count} Filialen von ${name} einlösbar. Finde die nächstgelegene auf der Karte.`,
    locationsLink: 'Alle Filialen ansehen',
  },
}

export const RESTAURANT_TEXTS: Readonly<Record<CompleteLanguage, Record<RestaurantSlug, RestaurantText>>> = {
  nl: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Mosselen, vis en Belgische brasserieklassiekers bij Brasserie Mosselbank: adres, openingstijden en de cadeaubon van Brasserie Mosselbank.',
      keywords: ['Brasserie Mosselbank', 'cadeaubon Brasserie Mosselbank', 'mosselrestaurant', 'restaurantbon'],
      intro: [
        'Bij Brasserie Mosselbank komen de mosselen zoals het hoort: in een dampende pot op tafel, met krokante frietjes en huisgemaakte sauzen. De kaart volgt de seizoenen van de Noordzee, van de eerste mosselen in juli tot oesters in de winter.',
        'Geef een etentje bij Brasserie Mosselbank cadeau met een cadeaubon: de ontvanger kiest zelf de avond en het gerecht.',
      ],
      kitchen: {
        title: 'De keuken',
        paragraphs: [
          'Naast de mosselen staan er garnaalkroketten, verse vis van de dag uit de vismijn, stoofvlees met bruin bier en een vegetarisch gerecht dat elke week wisselt.',
          'De bierkaart telt meer dan veertig Belgische bieren; de bediening raadt u graag een bier aan dat bij uw gerecht past.',
        ],
      },
      hours: ['Dinsdag tot zaterdag: 12:00–14:30 en 18:00–22:00', 'Zondag: 12:00–21:00', 'Maandag: gesloten'],
      giftLine: 'Geef een etentje bij Brasserie Mosselbank cadeau',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Verse pasta, pizza uit de houtoven en Italiaanse wijnen bij Trattoria Lucciola: adres, openingstijden en de cadeaubon van Trattoria Lucciola.',
      keywords: ['Trattoria Lucciola', 'cadeaubon Trattoria Lucciola', 'Italiaans restaurant', 'restaurantbon'],
      intro: [
        'Trattoria Lucciola is een familietrattoria waar de pasta elke ochtend met de hand wordt uitgerold en de pizza’s uit de houtoven komen. Lange tafels, kaarslicht en een kaart die meegaat met de Italiaanse seizoenen.',
        'Geef een avond bij Trattoria Lucciola cadeau met een cadeaubon: voor een verjaardag, als bedankje of gewoon voor een goed etentje samen.',
      ],
      kitchen: {
        title: 'De keuken',
        paragraphs: [
          'Op de kaart staan antipasti om te delen, verse pasta zoals tagliatelle met ragù en ravioli met ricotta en salie, pizza’s uit de houtoven en tiramisu naar het recept van de familie.',
          'De wijnen komen van kleine Italiaanse wijnhuizen, per glas of per fles.',
        ],
      },
      hours: ['Woensdag tot zondag: 17:30–22:30', 'Zaterdag en zondag ook 12:00–14:30', 'Maandag en dinsdag: gesloten'],
      giftLine: 'Geef een avond bij Trattoria Lucciola cadeau',
    },
  },
  fr: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Moules, poisson et classiques de brasserie belge chez Brasserie Mosselbank : adresse, heures d’ouverture et la carte cadeau Brasserie Mosselbank.',
      keywords: ['Brasserie Mosselbank', 'carte cadeau Brasserie Mosselbank', 'restaurant de moules', 'carte cadeau restaurant'],
      intro: [
        'Chez Brasserie Mosselbank, les moules arrivent comme il se doit : en cocotte fumante sur la table, avec des frites croustillantes et des sauces maison. La carte suit les saisons de la mer du Nord, des premières moules en juillet aux huîtres en hiver.',
        'Offrez un dîner chez Brasserie Mosselbank avec une carte cadeau : la personne choisit elle-même la soirée et le plat.',
      ],
      kitchen: {
        title: 'La cuisine',
        paragraphs: [
          'À côté des moules, vous trouverez des croquettes aux crevettes grises, le poisson du jour de la criée, une carbonade à la bière brune et un plat végétarien qui change chaque semaine.',
          'La carte des bières compte plus de quarante bières belges ; l’équipe vous conseille volontiers celle qui accompagne votre plat.',
        ],
      },
      hours: ['Du mardi au samedi : 12h00–14h30 et 18h00–22h00', 'Dimanche : 12h00–21h00', 'Lundi : fermé'],
      giftLine: 'Offrez un dîner chez Brasserie Mosselbank',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Pâtes fraîches, pizzas au feu de bois et vins italiens chez Trattoria Lucciola : adresse, heures d’ouverture et la carte cadeau Trattoria Lucciola.',
      keywords: ['Trattoria Lucciola', 'carte cadeau Trattoria Lucciola', 'restaurant italien', 'carte cadeau restaurant'],
      intro: [
        'Trattoria Lucciola est une trattoria familiale où les pâtes sont abaissées à la main chaque matin et où les pizzas sortent du four à bois. De grandes tables, des bougies et une carte qui suit les saisons italiennes.',
        'Offrez une soirée chez Trattoria Lucciola avec une carte cadeau : pour un anniversaire, pour dire merci ou simplement pour un bon dîner ensemble.',
      ],
      kitchen: {
        title: 'La cuisine',
        paragraphs: [
          'Au menu : des antipasti à partager, des pâtes fraîches comme les tagliatelles au ragù et les raviolis ricotta-sauge, des pizzas au feu de bois et un tiramisu selon la recette de la famille.',
          'Les vins viennent de petits domaines italiens, au verre ou à la bouteille.',
        ],
      },
      hours: ['Du mercredi au dimanche : 17h30–22h30', 'Samedi et dimanche aussi 12h00–14h30', 'Lundi et mardi : fermé'],
      giftLine: 'Offrez une soirée chez Trattoria Lucciola',
    },
  },
  en: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Mussels, fish and Belgian brasserie classics at Brasserie Mosselbank: address, opening hours and the Brasserie Mosselbank gift card.',
      keywords: ['Brasserie Mosselbank', 'Brasserie Mosselbank gift card', 'mussels restaurant', 'restaurant gift card'],
      intro: [
        'Brasserie Mosselbank serves mussels the way they are meant to be: in a steaming pot on the table, with crisp fries and homemade sauces. The menu follows the seasons of the North Sea, from the first mussels in July to oysters in winter.',
        'Give a dinner at Brasserie Mosselbank with a gift card: the recipient chooses the evening and the dish.',
      ],
      kitchen: {
        title: 'The kitchen',
        paragraphs: [
          'Besides the mussels there are grey shrimp croquettes, the catch of the day from the fish market, beef stew in brown beer and a vegetarian dish that changes every week.',
          'The beer list names more than forty Belgian beers; the staff are happy to suggest one that goes with your dish.',
        ],
      },
      hours: ['Tuesday to Saturday: 12:00–14:30 and 18:00–22:00', 'Sunday: 12:00–21:00', 'Monday: closed'],
      giftLine: 'Give a dinner at Brasserie Mosselbank',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Fresh pasta, wood-fired pizza and Italian wines at Trattoria Lucciola: address, opening hours and the Trattoria Lucciola gift card.',
      keywords: ['Trattoria Lucciola', 'Trattoria Lucciola gift card', 'Italian restaurant', 'restaurant gift card'],
      intro: [
        'Trattoria Lucciola is a family trattoria where the pasta is rolled out by hand every morning and the pizzas come from a wood-fired oven. Long tables, candlelight and a menu that follows the Italian seasons.',
        'Give an evening at Trattoria Lucciola with a gift card: for a birthday, as a thank-you or simply for a good dinner together.',
      ],
      kitchen: {
        title: 'The kitchen',
        paragraphs: [
          'The menu offers antipasti to share, fresh pasta such as tagliatelle with ragù and ravioli with ricotta and sage, pizzas from the wood-fired oven and tiramisu made to the family recipe.',
          'The wines come from small Italian estates, by the glass or by the bottle.',
        ],
      },
      hours: ['Wednesday to Sunday: 17:30–22:30', 'Saturday and Sunday also 12:00–14:30', 'Monday and Tuesday: closed'],
      giftLine: 'Give an evening at Trattoria Lucciola',
    },
  },
  de: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Muscheln, Fisch und belgische Brasserie-Klassiker in der Brasserie Mosselbank: Adresse, Öffnungszeiten und der Gutschein der Brasserie Mosselbank.',
      keywords: ['Brasserie Mosselbank', 'Brasserie Mosselbank Gutschein', 'Muschelrestaurant', 'Restaurantgutschein'],
      intro: [
        'In der Brasserie Mosselbank kommen die Muscheln, wie es sich gehört, im dampfenden Topf auf den Tisch, mit knusprigen Pommes frites und hausgemachten Saucen. Die Karte folgt den Jahreszeiten der Nordsee, von den ersten Muscheln im Juli bis zu Austern im Winter.',
        'Verschenke ein Essen in der Brasserie Mosselbank mit einem Gutschein: Die beschenkte Person wählt selbst den Abend und das Gericht.',
      ],
      kitchen: {
        title: 'Die Küche',
        paragraphs: [
          'Neben den Muscheln gibt es Krabbenkroketten, fangfrischen Fisch des Tages, Rinderschmorbraten in dunklem Bier und ein vegetarisches Gericht, das jede Woche wechselt.',
          'Die Bierkarte umfasst mehr als vierzig belgische Biere; das Team empfiehlt dir gern eines, das zu deinem Gericht passt.',
        ],
      },
      hours: ['Dienstag bis Samstag: 12:00–14:30 und 18:00–22:00 Uhr', 'Sonntag: 12:00–21:00 Uhr', 'Montag: Ruhetag'],
      giftLine: 'Ein Essen in der Brasserie Mosselbank verschenken',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Frische Pasta, Pizza aus dem Holzofen und italienische Weine in der Trattoria Lucciola: Adresse, Öffnungszeiten und der Gutschein der Trattoria Lucciola.',
      keywords: ['Trattoria Lucciola', 'Trattoria Lucciola Gutschein', 'italienisches Restaurant', 'Restaurantgutschein'],
      intro: [
        'Die Trattoria Lucciola ist eine Familientrattoria, in der die Pasta jeden Morgen von Hand ausgerollt wird und die Pizzen aus dem Holzofen kommen. Lange Tische, Kerzenlicht und eine Karte, die den italienischen Jahreszeiten folgt.',
        'Verschenke einen Abend in der Trattoria Lucciola mit einem Gutschein: zum Geburtstag, als Dankeschön oder einfach für ein gutes Essen zu zweit.',
      ],
      kitchen: {
        title: 'Die Küche',
        paragraphs: [
          'Auf der Karte stehen Antipasti zum Teilen, frische Pasta wie Tagliatelle al ragù und Ravioli mit Ricotta und Salbei, Pizzen aus dem Holzofen und Tiramisu nach dem Rezept der Familie.',
          'Die Weine kommen von kleinen italienischen Weingütern, glasweise oder als Flasche.',
        ],
      },
      hours: ['Mittwoch bis Sonntag: 17:30–22:30 Uhr', 'Samstag und Sonntag auch 12:00–14:30 Uhr', 'Montag und Dienstag: Ruhetag'],
      giftLine: 'Einen Abend in der Trattoria Lucciola verschenken',
    },
  },
}
