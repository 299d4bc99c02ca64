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
    locationsText: (name, count) => `Ihr Gutschein ist in allen ${count} Filialen von ${name} einlösbar. Finden Sie die nächstgelegene auf der Karte.`,
    locationsLink: 'Alle Filialen ansehen',
  },
  nb: {
    addressTitle: 'Adresse og åpningstider',
    locationsTitle: 'Flere steder',
    locationsText: (name, count) => `Gavekortet ditt kan brukes på alle ${count} ${name}-stedene. Finn det som ligger nærmest deg på kartet.`,
    locationsLink: 'Se alle steder',
  },
  sv: {
    addressTitle: 'Adress och öppettider',
    locationsTitle: 'Fler platser',
    locationsText: (name, count) => `Ditt presentkort kan lösas in på alla ${count} platser där ${name} finns. Hitta den som ligger närmast dig på kartan.`,
    locationsLink: 'Se alla platser',
  },
  da: {
    addressTitle: 'Adresse og åbningstider',
    locationsTitle: 'Flere afdelinger',
    locationsText: (name, count) => `Dit gavekort kan bruges i alle ${count} afdelinger af ${name}. Find den, der ligger nærmest dig, på kortet.`,
    locationsLink: 'Se alle afdelinger',
  },
  it: {
    addressTitle: 'Indirizzo e orari di apertura',
    locationsTitle: 'Altri locali',
    locationsText: (name, count) => `La tua carta regalo è valida in tutti i ${count} locali ${name}. Trova sulla mappa quello più vicino a te.`,
    locationsLink: 'Vedi tutti i locali',
  },
  pl: {
    addressTitle: 'Adres i godziny otwarcia',
    locationsTitle: 'Więcej lokalizacji',
    locationsText: (name, count) => `Twoją kartę podarunkową zrealizujesz we wszystkich lokalizacjach ${name} (${count}). Znajdź najbliższą na mapie.`,
    locationsLink: 'Zobacz wszystkie lokalizacje',
  },
  es: {
    addressTitle: 'Dirección y horario',
    locationsTitle: 'Más establecimientos',
    locationsText: (name, count) => `Puedes usar tu tarjeta en los ${count} establecimientos de ${name}. Encuentra el más cercano en el mapa.`,
    locationsLink: 'Ver todos los establecimientos',
  },
  pt: {
    addressTitle: 'Morada e horário',
    locationsTitle: 'Mais restaurantes',
    locationsText: (name, count) => `O seu cartão pode ser utilizado em todos os ${count} restaurantes ${name}. Encontre o mais próximo de si no mapa.`,
    locationsLink: 'Ver todos os restaurantes',
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
        'Verschenken Sie ein Essen in der Brasserie Mosselbank mit einem Gutschein: Die beschenkte Person wählt selbst den Abend und das Gericht.',
      ],
      kitchen: {
        title: 'Die Küche',
        paragraphs: [
          'Neben den Muscheln gibt es Krabbenkroketten, fangfrischen Fisch des Tages, Rinderschmorbraten in dunklem Bier und ein vegetarisches Gericht, das jede Woche wechselt.',
          'Die Bierkarte umfasst mehr als vierzig belgische Biere; das Team empfiehlt Ihnen gern eines, das zu Ihrem Gericht passt.',
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
        'Verschenken Sie einen Abend in der Trattoria Lucciola mit einem Gutschein: zum Geburtstag, als Dankeschön oder einfach für ein gutes Essen zu zweit.',
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
  nb: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Blåskjell, fisk og belgiske brasserieklassikere hos Brasserie Mosselbank: adresse, åpningstider og gavekortet til Brasserie Mosselbank.',
      keywords: ['Brasserie Mosselbank', 'Brasserie Mosselbank gavekort', 'blåskjellrestaurant', 'gavekort restaurant'],
      intro: [
        'Brasserie Mosselbank serverer blåskjell slik de skal være: i en dampende gryte midt på bordet, med sprø pommes frites og hjemmelagde sauser. Menyen følger sesongene i Nordsjøen, fra de første blåskjellene i juli til østers om vinteren.',
        'Gi bort en middag på Brasserie Mosselbank med et gavekort: mottakeren velger selv kvelden og retten.',
      ],
      kitchen: {
        title: 'Kjøkkenet',
        paragraphs: [
          'I tillegg til blåskjellene finner du rekekroketter, dagens fangst fra fiskemarkedet, oksegryte i mørkt øl og en vegetarrett som skifter hver uke.',
          'Ølkartet har mer enn førti belgiske øl, og personalet foreslår gjerne et som passer til retten din.',
        ],
      },
      hours: ['Tirsdag til lørdag: kl. 12.00–14.30 og 18.00–22.00', 'Søndag: kl. 12.00–21.00', 'Mandag: stengt'],
      giftLine: 'Gi bort en middag på Brasserie Mosselbank',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Fersk pasta, vedfyrt pizza og italienske viner hos Trattoria Lucciola: adresse, åpningstider og gavekortet til Trattoria Lucciola.',
      keywords: ['Trattoria Lucciola', 'Trattoria Lucciola gavekort', 'italiensk restaurant', 'gavekort restaurant'],
      intro: [
        'Trattoria Lucciola er en familiedrevet trattoria der pastaen kjevles ut for hånd hver morgen og pizzaene kommer fra en vedfyrt ovn. Lange bord, levende lys og en meny som følger de italienske sesongene.',
        'Gi bort en kveld på Trattoria Lucciola med et gavekort: til bursdagen, som takk eller rett og slett for en god middag sammen.',
      ],
      kitchen: {
        title: 'Kjøkkenet',
        paragraphs: [
          'Menyen byr på antipasti til deling, fersk pasta som tagliatelle med ragù og ravioli med ricotta og salvie, pizza fra vedovnen og tiramisu etter familiens egen oppskrift.',
          'Vinene kommer fra små italienske vingårder, på glass eller flaske.',
        ],
      },
      hours: ['Onsdag til søndag: kl. 17.30–22.30', 'Lørdag og søndag også kl. 12.00–14.30', 'Mandag og tirsdag: stengt'],
      giftLine: 'Gi bort en kveld på Trattoria Lucciola',
    },
  },
  sv: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Musslor, fisk och belgiska brasserieklassiker på Brasserie Mosselbank: adress, öppettider och presentkortet till Brasserie Mosselbank.',
      keywords: ['Brasserie Mosselbank', 'presentkort Brasserie Mosselbank', 'musselrestaurang', 'presentkort restaurang'],
      intro: [
        'På Brasserie Mosselbank serveras musslorna precis som de ska: i en rykande gryta på bordet, med krispiga pommes frites och hemgjorda såser. Menyn följer Nordsjöns säsonger, från de första musslorna i juli till ostron på vintern.',
        'Ge bort en middag på Brasserie Mosselbank med ett presentkort: mottagaren väljer själv kväll och rätt.',
      ],
      kitchen: {
        title: 'Köket',
        paragraphs: [
          'Förutom musslorna finns kroketter med nordsjöräkor, dagens fångst från fiskauktionen, högrevsgryta kokt på mörkt öl och en vegetarisk rätt som byts varje vecka.',
          'Ölmenyn har fler än fyrtio belgiska ölsorter; personalen tipsar gärna om en öl som passar till din rätt.',
        ],
      },
      hours: ['Tisdag–lördag: 12.00–14.30 och 18.00–22.00', 'Söndag: 12.00–21.00', 'Måndag: stängt'],
      giftLine: 'Ge bort en middag på Brasserie Mosselbank',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Färsk pasta, vedugnsbakad pizza och italienska viner på Trattoria Lucciola: adress, öppettider och presentkortet till Trattoria Lucciola.',
      keywords: ['Trattoria Lucciola', 'presentkort Trattoria Lucciola', 'italiensk restaurang', 'presentkort restaurang'],
      intro: [
        'Trattoria Lucciola är en familjetrattoria där pastan kavlas ut för hand varje morgon och pizzorna kommer ur vedugnen. Långbord, levande ljus och en meny som följer de italienska årstiderna.',
        'Ge bort en kväll på Trattoria Lucciola med ett presentkort: på födelsedagen, som tack eller bara för en god middag tillsammans.',
      ],
      kitchen: {
        title: 'Köket',
        paragraphs: [
          'På menyn finns antipasti att dela, färsk pasta som tagliatelle med ragù och ravioli med ricotta och salvia, pizzor från vedugnen och tiramisu efter familjens eget recept.',
          'Vinerna kommer från små italienska vingårdar, per glas eller per flaska.',
        ],
      },
      hours: ['Onsdag–söndag: 17.30–22.30', 'Lördag och söndag även 12.00–14.30', 'Måndag och tisdag: stängt'],
      giftLine: 'Ge bort en kväll på Trattoria Lucciola',
    },
  },
  da: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Muslinger, fisk og belgiske brasserieklassikere hos Brasserie Mosselbank: adresse, åbningstider og gavekortet til Brasserie Mosselbank.',
      keywords: ['Brasserie Mosselbank', 'Brasserie Mosselbank gavekort', 'muslingerestaurant', 'gavekort til restaurant'],
      intro: [
        'Brasserie Mosselbank serverer muslinger, som de skal være: i en dampende gryde på bordet med sprøde pommes frites og hjemmelavede saucer. Menuen følger Nordsøens sæsoner, fra de første muslinger i juli til østers om vinteren.',
        'Giv en middag på Brasserie Mosselbank med et gavekort: modtageren vælger selv aftenen og retten.',
      ],
      kitchen: {
        title: 'Køkkenet',
        paragraphs: [
          'Ud over muslingerne er der rejekroketter med grå rejer, dagens fangst fra fiskeauktionen, oksekødsgryde i mørk øl og en vegetarret, der skifter hver uge.',
          'Ølkortet tæller mere end fyrre belgiske øl; personalet foreslår gerne en, der passer til din ret.',
        ],
      },
      hours: ['Tirsdag til lørdag: kl. 12.00-14.30 og 18.00-22.00', 'Søndag: kl. 12.00-21.00', 'Mandag: lukket'],
      giftLine: 'Giv en middag på Brasserie Mosselbank',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Frisk pasta, pizza fra brændeovn og italienske vine hos Trattoria Lucciola: adresse, åbningstider og gavekortet til Trattoria Lucciola.',
      keywords: ['Trattoria Lucciola', 'Trattoria Lucciola gavekort', 'italiensk restaurant', 'gavekort til restaurant'],
      intro: [
        'Trattoria Lucciola er en familiedrevet trattoria, hvor pastaen rulles ud i hånden hver morgen, og pizzaerne kommer fra en brændefyret ovn. Lange borde, levende lys og en menu, der følger de italienske årstider.',
        'Giv en aften på Trattoria Lucciola med et gavekort: til en fødselsdag, som tak eller bare til en god middag sammen.',
      ],
      kitchen: {
        title: 'Køkkenet',
        paragraphs: [
          'Menuen byder på antipasti til deling, frisk pasta som tagliatelle med ragù og ravioli med ricotta og salvie, pizzaer fra brændeovnen og tiramisu efter familiens egen opskrift.',
          'Vinene kommer fra små italienske vingårde, i glas eller på flaske.',
        ],
      },
      hours: ['Onsdag til søndag: kl. 17.30-22.30', 'Lørdag og søndag også kl. 12.00-14.30', 'Mandag og tirsdag: lukket'],
      giftLine: 'Giv en aften på Trattoria Lucciola',
    },
  },
  it: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Cozze, pesce e i grandi classici della brasserie belga da Brasserie Mosselbank: indirizzo, orari di apertura e la carta regalo Brasserie Mosselbank.',
      keywords: ['Brasserie Mosselbank', 'carta regalo Brasserie Mosselbank', 'ristorante di cozze', 'buono regalo ristorante'],
      intro: [
        'Da Brasserie Mosselbank le cozze si servono come si deve: in una pentola fumante in tavola, con patatine croccanti e salse fatte in casa. Il menu segue le stagioni del Mare del Nord, dalle prime cozze di luglio alle ostriche d’inverno.',
        'Regala una cena da Brasserie Mosselbank con una carta regalo: chi la riceve sceglie la serata e il piatto.',
      ],
      kitchen: {
        title: 'La cucina',
        paragraphs: [
          'Oltre alle cozze ci sono le crocchette di gamberetti grigi, il pescato del giorno dal mercato del pesce, lo stufato di manzo alla birra scura e un piatto vegetariano che cambia ogni settimana.',
          'La carta delle birre conta più di quaranta birre belghe; il personale ti suggerisce volentieri quella giusta per il tuo piatto.',
        ],
      },
      hours: ['Da martedì a sabato: 12:00–14:30 e 18:00–22:00', 'Domenica: 12:00–21:00', 'Lunedì: chiuso'],
      giftLine: 'Regala una cena da Brasserie Mosselbank',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Pasta fresca, pizza cotta nel forno a legna e vini italiani da Trattoria Lucciola: indirizzo, orari di apertura e la carta regalo Trattoria Lucciola.',
      keywords: ['Trattoria Lucciola', 'carta regalo Trattoria Lucciola', 'ristorante italiano', 'buono regalo ristorante'],
      intro: [
        'Trattoria Lucciola è una trattoria a conduzione familiare dove la pasta viene tirata a mano ogni mattina e le pizze escono dal forno a legna. Tavolate lunghe, lume di candela e un menu che segue le stagioni italiane.',
        'Regala una serata da Trattoria Lucciola con una carta regalo: per un compleanno, per dire grazie o semplicemente per una bella cena in compagnia.',
      ],
      kitchen: {
        title: 'La cucina',
        paragraphs: [
          'Il menu propone antipasti da condividere, pasta fresca come le tagliatelle al ragù e i ravioli ricotta e salvia, pizze dal forno a legna e il tiramisù secondo la ricetta di famiglia.',
          'I vini arrivano da piccole cantine italiane, al calice o in bottiglia.',
        ],
      },
      hours: ['Da mercoledì a domenica: 17:30–22:30', 'Sabato e domenica anche 12:00–14:30', 'Lunedì e martedì: chiuso'],
      giftLine: 'Regala una serata da Trattoria Lucciola',
    },
  },
  pl: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Mule, ryby i klasyka belgijskiej brasserie w Brasserie Mosselbank: adres, godziny otwarcia i karta podarunkowa Brasserie Mosselbank.',
      keywords: ['Brasserie Mosselbank', 'karta podarunkowa Brasserie Mosselbank', 'restauracja z mulami', 'voucher do restauracji'],
      intro: [
        'W Brasserie Mosselbank mule podaje się tak, jak należy: w parującym garnku prosto na stół, z chrupiącymi frytkami i domowymi sosami. Karta podąża za sezonami Morza Północnego – od pierwszych mul w lipcu po ostrygi zimą.',
        'Podaruj kolację w Brasserie Mosselbank z kartą podarunkową: obdarowany sam wybierze wieczór i danie.',
      ],
      kitchen: {
        title: 'Kuchnia',
        paragraphs: [
          'Oprócz mul w karcie znajdziesz krokiety z krewetkami, świeżą rybę dnia prosto z targu rybnego, gulasz wołowy duszony w ciemnym piwie i danie wegetariańskie, które zmienia się co tydzień.',
          'Karta piw liczy ponad czterdzieści belgijskich piw; obsługa chętnie doradzi Ci takie, które pasuje do Twojego dania.',
        ],
      },
      hours: ['Od wtorku do soboty: 12:00–14:30 i 18:00–22:00', 'Niedziela: 12:00–21:00', 'Poniedziałek: nieczynne'],
      giftLine: 'Podaruj kolację w Brasserie Mosselbank',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Świeży makaron, pizza z pieca opalanego drewnem i włoskie wina w Trattoria Lucciola: adres, godziny otwarcia i karta podarunkowa Trattoria Lucciola.',
      keywords: ['Trattoria Lucciola', 'karta podarunkowa Trattoria Lucciola', 'restauracja włoska', 'voucher do restauracji'],
      intro: [
        'Trattoria Lucciola to rodzinna trattoria, w której makaron co rano wałkuje się ręcznie, a pizza wychodzi prosto z pieca opalanego drewnem. Długie stoły, blask świec i karta zmieniająca się razem z włoskimi porami roku.',
        'Podaruj wieczór w Trattoria Lucciola z kartą podarunkową: na urodziny, w podziękowaniu albo po prostu na dobrą wspólną kolację.',
      ],
      kitchen: {
        title: 'Kuchnia',
        paragraphs: [
          'W karcie znajdziesz antipasti do dzielenia się, świeże makarony, takie jak tagliatelle z ragù czy ravioli z ricottą i szałwią, pizzę z pieca opalanego drewnem oraz tiramisu według rodzinnego przepisu.',
          'Wina pochodzą z małych włoskich winnic – na kieliszki lub na butelki.',
        ],
      },
      hours: ['Od środy do niedzieli: 17:30–22:30', 'W soboty i niedziele także 12:00–14:30', 'Poniedziałek i wtorek: nieczynne'],
      giftLine: 'Podaruj wieczór w Trattoria Lucciola',
    },
  },
  es: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Mejillones, pescado y clásicos de brasserie belga en Brasserie Mosselbank: dirección, horario y cómo regalar una cena en Brasserie Mosselbank.',
      keywords: ['Brasserie Mosselbank', 'tarjeta regalo Brasserie Mosselbank', 'restaurante de mejillones', 'tarjeta regalo restaurante', 'tarjeta de regalo restaurante'],
      intro: [
        'Brasserie Mosselbank sirve los mejillones como deben servirse: en una olla humeante en la mesa, con patatas fritas crujientes y salsas caseras. La carta sigue las temporadas del mar del Norte, desde los primeros mejillones de julio hasta las ostras en invierno.',
        'Regala una cena en Brasserie Mosselbank con una tarjeta: quien la recibe elige la noche y el plato.',
      ],
      kitchen: {
        title: 'La cocina',
        paragraphs: [
          'Además de los mejillones, hay croquetas de camarón gris, la pesca del día del mercado de pescado, guiso de carne a la cerveza negra y un plato vegetariano que cambia cada semana.',
          'La carta de cervezas incluye más de cuarenta cervezas belgas; el equipo te recomendará encantado una que vaya bien con tu plato.',
        ],
      },
      hours: ['De martes a sábado: 12:00–14:30 y 18:00–22:00', 'Domingo: 12:00–21:00', 'Lunes: cerrado'],
      giftLine: 'Regala una cena en Brasserie Mosselbank',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Pasta fresca, pizza al horno de leña y vinos italianos en Trattoria Lucciola: dirección, horario y cómo regalar una velada en Trattoria Lucciola.',
      keywords: ['Trattoria Lucciola', 'tarjeta regalo Trattoria Lucciola', 'restaurante italiano', 'tarjeta regalo restaurante', 'tarjeta de regalo restaurante'],
      intro: [
        'Trattoria Lucciola es una trattoria familiar donde la pasta se estira a mano cada mañana y las pizzas salen de un horno de leña. Mesas largas, luz de velas y una carta que sigue las estaciones italianas.',
        'Regala una velada en Trattoria Lucciola con una tarjeta: por un cumpleaños, para dar las gracias o simplemente por el placer de cenar juntos.',
      ],
      kitchen: {
        title: 'La cocina',
        paragraphs: [
          'La carta ofrece antipasti para compartir, pasta fresca como tagliatelle al ragù o ravioli de ricotta y salvia, pizzas del horno de leña y tiramisú con la receta de la familia.',
          'Los vinos proceden de pequeñas bodegas italianas, por copa o por botella.',
        ],
      },
      hours: ['De miércoles a domingo: 17:30–22:30', 'Sábado y domingo también de 12:00 a 14:30', 'Lunes y martes: cerrado'],
      giftLine: 'Regala una velada en Trattoria Lucciola',
    },
  },
  pt: {
    'brasserie-mosselbank': {
      title: 'Brasserie Mosselbank',
      description: 'Mexilhões, peixe e clássicos de brasserie belga na Brasserie Mosselbank: morada, horário e o cartão-oferta Brasserie Mosselbank.',
      keywords: ['Brasserie Mosselbank', 'cartão-oferta Brasserie Mosselbank', 'restaurante de mexilhões', 'cartão-oferta restaurante'],
      intro: [
        'A Brasserie Mosselbank serve os mexilhões como devem ser: numa panela fumegante na mesa, com batatas fritas estaladiças e molhos caseiros. A carta acompanha as estações do Mar do Norte, dos primeiros mexilhões em julho às ostras no inverno.',
        'Ofereça um jantar na Brasserie Mosselbank com um cartão-oferta: quem o recebe escolhe a noite e o prato.',
      ],
      kitchen: {
        title: 'A cozinha',
        paragraphs: [
          'Além dos mexilhões, há croquetes de camarão cinzento, o peixe do dia da lota, estufado de carne de vaca em cerveja escura e um prato vegetariano que muda todas as semanas.',
          'A carta de cervejas tem mais de quarenta cervejas belgas; a equipa sugere com todo o gosto uma que combine com o seu prato.',
        ],
      },
      hours: ['De terça-feira a sábado: 12:00–14:30 e 18:00–22:00', 'Domingo: 12:00–21:00', 'Segunda-feira: encerrado'],
      giftLine: 'Ofereça um jantar na Brasserie Mosselbank',
    },
    'trattoria-lucciola': {
      title: 'Trattoria Lucciola',
      description: 'Massa fresca, pizza em forno a lenha e vinhos italianos na Trattoria Lucciola: morada, horário e o cartão-oferta Trattoria Lucciola.',
      keywords: ['Trattoria Lucciola', 'cartão-oferta Trattoria Lucciola', 'restaurante italiano', 'cartão-oferta restaurante'],
      intro: [
        'A Trattoria Lucciola é uma trattoria familiar onde a massa é estendida à mão todas as manhãs e as pizzas saem de um forno a lenha. Mesas compridas, luz de velas e uma carta que acompanha as estações italianas.',
        'Ofereça uma noite na Trattoria Lucciola com um cartão-oferta: num aniversário, como agradecimento ou simplesmente para um bom jantar a dois ou em família.',
      ],
      kitchen: {
        title: 'A cozinha',
        paragraphs: [
          'A carta inclui antipasti para partilhar, massa fresca como tagliatelle al ragù e ravioli de ricota e salva, pizzas do forno a lenha e tiramisù feito segundo a receita da família.',
          'Os vinhos vêm de pequenos produtores italianos, a copo ou à garrafa.',
        ],
      },
      hours: ['De quarta-feira a domingo: 17:30–22:30', 'Sábado e domingo também das 12:00 às 14:30', 'Segunda e terça-feira: encerrado'],
      giftLine: 'Ofereça uma noite na Trattoria Lucciola',
    },
  },
}
