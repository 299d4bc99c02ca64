import type { ContentTextsBuilder } from './types'

/** Nederlandse teksten (CBBE, CB, CK, GCSBE, GCSNL). */
export const textsNl: ContentTextsBuilder = (f) => ({
  readAlso: 'Lees ook',
  givingMoments: {
    title: 'Geefmomenten',
    description: `Cadeau-ideeën voor elke gelegenheid: verjaardag, huwelijk, kerst en meer. Vind de juiste cadeaubon bij ${f.brand}.`,
    intro: ['Sommige momenten verdienen meer dan een kaartje op de schouw. Kies de gelegenheid en wij tonen de cadeaubonnen die daarvoor het vaakst gekozen worden.'],
    sections: [],
    callout: {
      title: 'Twijfelt u nog?',
      paragraphs: [`Met de ${f.brand} keuze cadeaukaart kiest de ontvanger zelf uit meer dan ${f.catalogueSize} cadeaubonnen.`],
      linkLabel: 'Ontdek de keuze cadeaukaart',
      route: 'choiceCard',
    },
    moments: {
      birthday: {
        slug: 'verjaardag', heroTitle: 'Verjaardagscadeaus die echt gebruikt worden',
        description: 'Een cadeaubon voor de verjaardag van vrienden, familie of collega’s: digitaal binnen het uur of mooi verpakt per post.',
        intro: ['Een jaartje ouder verdient een cadeau dat past. Met een cadeaubon kiest de jarige zelf, van een etentje tot dat boek op het verlanglijstje.'],
        sections: [], productsTitle: 'Populaire verjaardagscadeaubonnen',
        testimonials: [{ quote: 'Om negen uur ’s ochtends besteld en mijn zus had de bon nog voor haar koffie koud was.', author: 'Lotte', role: 'bestelde een verjaardagscadeau' }],
      },
      thankYou: {
        slug: 'bedankt', heroTitle: 'Bedank iemand met een cadeaubon',
        description: 'Bedank een buur, juf of collega met een cadeaubon die meer zegt dan woorden.',
        intro: ['Een helpende hand, een luisterend oor, een schooljaar vol mooie lessen: soms is een snel bedankje niet genoeg. Een kleine cadeaubon is een warm gebaar dat altijd past.'],
        sections: [], productsTitle: 'Cadeaubonnen om te bedanken',
      },
      christmas: {
        slug: 'kerstmis', heroTitle: 'Kerstcadeaus zonder wachtrijen',
        description: 'Kerstcadeaubonnen voor iedereen op uw lijstje, op tijd geleverd voor onder de kerstboom.',
        intro: ['Sla de drukke winkelstraten over. Bestel uw kerstcadeaubonnen online, voeg een persoonlijke boodschap toe en kies een cadeauverpakking: klaar in een paar minuten.'],
        sections: [{ title: 'Bestel op tijd', paragraphs: ['Fysieke bonnen die u op een werkdag voor 17:00 bestelt, vertrekken dezelfde dag nog. In de laatste week voor kerst kiest u best een digitale bon.'] }],
        productsTitle: 'Favoriete kerstcadeaubonnen',
      },
      wedding: {
        slug: 'huwelijk', heroTitle: 'Een huwelijkscadeau voor het gelukkige koppel',
        description: 'Geef het bruidspaar een cadeaubon voor een diner, een weekendje weg of hun nieuwe huis.',
        intro: ['De huwelijkslijst is uitverkocht of het koppel kiest liever zelf? Een cadeaubon voor een weekendje weg, een fijn diner of hun nieuwe interieur valt altijd in de smaak.'],
        sections: [], productsTitle: 'Cadeaubonnen voor pasgetrouwden',
      },
      newBaby: {
        slug: 'geboorte', heroTitle: 'Welkom op de wereld, kleintje',
        description: 'Cadeaubonnen voor kersverse ouders en hun baby: speelgoed, boekjes of even rust voor mama en papa.',
        intro: ['Een baby zet alles op zijn kop. Geef de ouders iets waar ze echt iets aan hebben: speelgoed en kleertjes voor later, of een avondje rust voor henzelf.'],
        sections: [], productsTitle: 'Cadeaubonnen voor een geboorte',
      },
      retirement: {
        slug: 'pensioen', heroTitle: 'Geniet van uw pensioen',
        description: 'Een pensioencadeau voor een collega: reizen, wellness of een hobby waar eindelijk tijd voor is.',
        intro: ['Na jaren hard werken is er eindelijk tijd voor reizen, een nieuwe hobby of een dagje sauna. Vier het pensioen van een collega met een cadeau dat die vrije tijd vult.'],
        sections: [], productsTitle: 'Cadeaubonnen voor een welverdiend pensioen',
      },
    },
  },
  business: {
    title: 'Zakelijke cadeaubonnen',
    description: `Cadeaubonnen voor personeel, klanten en incentives. Bestel op factuur bij ${f.brand} en ontvang binnen 1 uur een offerte.`,
    intro: [`Bedank uw team, verras klanten of beloon topprestaties. ${f.brand} levert cadeaubonnen aan bedrijven van elke grootte, desgewenst met uw eigen logo en boodschap.`],
    sections: [{ title: 'Waarom bedrijven voor ons kiezen', paragraphs: ['Betalen op factuur, één vast aanspreekpunt en levering op één adres of rechtstreeks bij elke ontvanger.', 'Cadeaubonnen zijn vrijgesteld van btw, dat houdt uw administratie eenvoudig.'] }],
    callout: { title: 'Vraag een offerte aan', paragraphs: ['Vertel ons wat u nodig hebt: op werkdagen ontvangt u binnen 1 uur een offerte.'], linkLabel: 'Neem contact op met ons zakelijk team', route: 'contact' },
    testimonials: [{ quote: 'Tweehonderd digitale bonnen voor ons personeel, dezelfde namiddag nog verstuurd. Zo’n rustige decembermaand had onze HR-dienst nog nooit.', author: 'Sofie Verhaegen', role: 'HR-manager, logistiek bedrijf' }, { quote: 'Elk jaar krijgen onze klanten een fysieke cadeaubon in een feestelijke omslag. Voor vijf uur in tien minuten besteld, de dag erna op hun bureau.', author: 'Pieter Claes', role: 'accountmanager, boekhoudkantoor' }],
    productsTitle: 'Onze oplossingen',
    pages: {
      employeeGifts: {
        slug: 'personeelscadeaus', title: 'Personeelscadeaus', description: 'Eindejaarsgeschenk, jubileum of een bedankje: cadeaubonnen die uw medewerkers zelf kiezen.',
        intro: ['Met een cadeaubon kiest elke medewerker een cadeau dat bij hem of haar past, van een filmavond tot nieuwe loopschoenen.'],
        sections: [{ title: 'Zo werkt het', paragraphs: ['Stuur ons de lijst met ontvangers of bestel één partij voor uw kantoor. Digitale bonnen komen binnen 1 uur per e-mail aan, fysieke bonnen vertrekken dezelfde werkdag.'] }],
      },
      clientGifts: {
        slug: 'relatiegeschenken', title: 'Relatiegeschenken', description: 'Versterk uw zakelijke relaties met een cadeaubon voor elke smaak.',
        intro: ['Een geschenk dat bijblijft: een diner, een wellnessdag of een goede fles wijn, gekozen door uw klant zelf.'],
        sections: [{ title: 'Met uw boodschap erbij', paragraphs: ['Voeg een persoonlijke boodschap toe en kies een cadeauverpakking, zodat uw geschenk klaar om te geven aankomt.'] }],
      },
      incentives: {
        slug: 'incentives', title: 'Incentives en beloningen', description: 'Beloon verkoopdoelen, deelname aan enquêtes of klantentrouw met cadeaubonnen.',
        intro: ['Cadeaubonnen werken goed als beloning: ze zijn flexibel, makkelijk te versturen en door iedereen gewaardeerd.'],
        sections: [{ title: 'Grote volumes', paragraphs: ['Voor campagnes met honderden ontvangers leveren we digitale codes in één bestand. Vraag ons zakelijk team naar de mogelijkheden.'] }],
      },
    },
  },
  blog: {
    title: 'Blog',
    description: `Cadeautips, inspiratie en nieuws van ${f.brand}.`,
    intro: ['Ideeën voor elke gelegenheid, tips om goed te geven en een blik achter de schermen.'],
    sections: [],
    articles: [
      {
        slug: 'tien-cadeau-ideeen-voor-wie-alles-heeft', date: '2025-11-18', title: 'Tien cadeau-ideeën voor wie alles al heeft',
        excerpt: 'Belevenissen in plaats van spullen: onze favoriete cadeaus voor de moeilijkste persoon op uw lijstje.',
        description: 'Cadeau-ideeën voor iemand die alles al heeft: belevenissen, etentjes en uitstapjes.',
        intro: ['Iedereen kent wel iemand die alles al heeft. De truc is iets te geven dat u niet in een winkel koopt: tijd, een beleving, een herinnering.'],
        sections: [
          { title: 'Geef een beleving', paragraphs: ['Een klimsessie, een kookworkshop of een escape room: belevenissen blijven hangen, lang nadat een gadget vergeten is.'] },
          { title: 'Maak het persoonlijk', paragraphs: ['Voeg een persoonlijke boodschap toe. Een paar woorden over waarom u dit cadeau koos, maken het dubbel zo mooi.'] },
        ],
      },
      {
        slug: 'digitale-of-fysieke-cadeaubon', date: '2025-10-02', title: 'Digitale of fysieke cadeaubon: welke past bij u?',
        excerpt: 'Snel per e-mail of mooi verpakt per post? De verschillen op een rij.',
        description: 'Het verschil tussen een digitale en een fysieke cadeaubon, en wanneer u welke kiest.',
        intro: ['Beide bonnen zijn precies evenveel waard. Het verschil zit in hoe ze aankomen.'],
        sections: [
          { title: 'Digitaal', paragraphs: ['Een digitale bon komt per e-mail, meestal binnen 1 uur. Ideaal voor last-minute cadeaus of ontvangers in het buitenland.'] },
          { title: 'Fysiek', paragraphs: ['Een fysieke bon komt per post, eventueel met cadeauverpakking. Besteld op een werkdag voor 17:00? Dan vertrekt hij dezelfde dag.'] },
        ],
      },
      {
        slug: 'een-persoonlijke-boodschap-schrijven', date: '2025-09-12', title: 'Zo schrijft u een persoonlijke boodschap',
        excerpt: 'Een paar oprechte woorden maken elk cadeau beter. Vijf tips om te beginnen.',
        description: 'Tips om een korte, persoonlijke boodschap bij uw cadeaubon te schrijven.',
        intro: ['U hebt tot 150 tekens. Genoeg voor iets oprechts, als u het eenvoudig houdt.'],
        sections: [{ title: 'Vijf tips', paragraphs: ['Gebruik de naam. Verwijs naar een gedeelde herinnering. Zeg waarom u dit cadeau koos. Hou het kort. Lees het hardop voor u het verstuurt.'] }],
      },
      {
        slug: 'cadeaubonnen-voor-je-team', date: '2025-08-20', title: 'Cadeaubonnen voor uw team: een praktische gids',
        excerpt: 'Van budget tot levering: zo regelt u personeelscadeaus zonder stress.',
        description: 'Een praktische gids voor HR- en officemanagers die cadeaubonnen bestellen voor personeel.',
        intro: ['Cadeaus bestellen voor vijftig collega’s hoeft geen week te duren. Met een beetje planning is het op een namiddag geregeld.'],
        sections: [
          { title: 'Bepaal uw budget', paragraphs: ['Kies eerst het bedrag per persoon. Cadeaubonnen zijn vrijgesteld van btw: wat u betaalt, krijgen ze ook.'] },
          { title: 'Kies de levering', paragraphs: ['Stuur digitale bonnen rechtstreeks naar elke medewerker of ontvang alle fysieke bonnen op kantoor.'] },
        ],
      },
      {
        slug: 'saldo-van-je-cadeaubon-checken', date: '2025-07-08', title: 'Zo checkt u het saldo van uw cadeaubon',
        excerpt: 'Weet u niet meer hoeveel er nog op uw bon staat? Zo komt u het te weten.',
        description: 'Controleer het resterende saldo van uw cadeaubon met het kaartnummer en de pincode.',
        intro: ['Vul het kaartnummer van 19 cijfers en de pincode van 6 cijfers in op de saldocheck en u ziet meteen uw saldo.'],
        sections: [{ title: 'Wissel uw saldo in', paragraphs: ['Staat er nog geld op uw keuze cadeaukaart? Wissel het in voor een of meer cadeaubonnen van uw favoriete merken.'] }],
      },
      {
        slug: 'last-minute-cadeaus', date: '2025-06-14', title: 'Last-minute cadeaus die niet last-minute ogen',
        excerpt: 'Een verjaardag vergeten? Een digitale cadeaubon staat binnen het uur in de mailbox.',
        description: 'Last-minute cadeau-ideeën: digitale cadeaubonnen binnen 1 uur per e-mail geleverd.',
        intro: ['Het overkomt iedereen. Gelukkig oogt een digitale cadeaubon met een attente boodschap allesbehalve gehaast.'],
        sections: [{ title: 'Plan het in', paragraphs: ['Kies de leverdatum en het tijdstip, en de bon komt precies aan wanneer het feest begint.'] }],
      },
    ],
  },
  terms: {
    title: 'Algemene voorwaarden',
    description: `De algemene voorwaarden van ${f.brand} voor het bestellen en gebruiken van cadeaubonnen.`,
    intro: [`Deze voorwaarden gelden voor elke bestelling bij ${f.brand}. Door een bestelling te plaatsen, aanvaardt u ze.`],
    sections: [
      { title: '1. Bestellingen', paragraphs: ['Een bestelling is definitief zodra de betaling is ontvangen. U krijgt een bevestiging per e-mail met uw bestelnummer.'] },
      { title: '2. Prijzen en betaling', paragraphs: ['Alle prijzen omvatten de waarde van de cadeaubonnen. Cadeaubonnen zijn vrijgesteld van btw; verzendkosten en servicekosten ziet u voor u betaalt.'] },
      { title: '3. Geldigheid', paragraphs: ['De geldigheid van een cadeaubon staat op de bon en in de bevestigingsmail. Vervallen saldo wordt niet terugbetaald.'] },
      { title: '4. Aansprakelijkheid', paragraphs: ['Bewaar uw kaartnummer en pincode goed. Wij zijn niet aansprakelijk voor het gebruik van een cadeaubon door derden na levering.'] },
    ],
  },
  privacy: {
    title: 'Privacyverklaring',
    description: `Hoe ${f.brand} met uw persoonsgegevens omgaat.`,
    intro: ['We gebruiken uw persoonsgegevens alleen om uw bestelling te leveren, om u te helpen als u contact opneemt en, als u dat wilt, om u onze nieuwsbrief te sturen.'],
    sections: [
      { title: 'Wat we verzamelen', paragraphs: ['Naam, adres, e-mailadres en telefoonnummer van de besteller en, waar nodig, van de ontvangers.'] },
      { title: 'Hoe lang we het bewaren', paragraphs: ['Bestelgegevens bewaren we zo lang als de wet voor onze boekhouding vereist. U kunt op elk moment vragen uw account te verwijderen.'] },
      { title: 'Uw rechten', paragraphs: [`U kunt uw gegevens inkijken, verbeteren of laten verwijderen. Stuur uw verzoek naar ${f.email}.`] },
    ],
  },
  cookies: {
    title: 'Cookieverklaring',
    description: `Welke cookies ${f.brand} gebruikt en waarom.`,
    intro: ['We gebruiken cookies om uw winkelmandje te bewaren, uw taal te onthouden en, met uw toestemming, te meten hoe onze winkel gebruikt wordt.'],
    sections: [
      { title: 'Noodzakelijke cookies', paragraphs: ['Deze cookies laten de winkel werken: uw winkelmandje, uw login en uw taal. Ze kunnen niet uitgeschakeld worden.'] },
      { title: 'Analytische cookies', paragraphs: ['Met uw toestemming meten we bezoeken anoniem, zodat we de winkel kunnen verbeteren.'] },
    ],
  },
  contact: {
    title: 'Contact',
    description: `Vragen over uw bestelling? Neem telefonisch of per e-mail contact op met de klantenservice van ${f.brand}.`,
    intro: ['Onze klantenservice helpt u graag met vragen over bestellingen, levering en het saldo van uw cadeaubon.'],
    sections: [],
    contactTitle: 'Klantenservice',
    hours: ['Maandag tot vrijdag, van 9:00 tot 17:00'],
    callout: { title: 'Snel een antwoord?', paragraphs: ['De meeste vragen worden beantwoord in onze helpdesk.'], linkLabel: 'Naar de helpdesk', route: 'helpdesk' },
  },
  cancelationPolicy: {
    title: 'Annuleringsbeleid',
    description: `Zo annuleert u een bestelling bij ${f.brand}.`,
    intro: ['Van gedachten veranderd? U kunt een bestelling annuleren zolang de cadeaubon niet gebruikt is.'],
    sections: [
      { title: 'Herroepingstermijn', paragraphs: ['U hebt 14 dagen na ontvangst om te annuleren. Neem contact op met de klantenservice en vermeld uw bestelnummer.'] },
      { title: 'Terugbetaling', paragraphs: ['We betalen het bedrag binnen 14 dagen terug via de betaalmethode die u gebruikte. (Deels) gebruikte cadeaubonnen worden niet terugbetaald.'] },
    ],
  },
  delivery: {
    title: 'Levering',
    description: 'Levertijden en verzendmethodes voor digitale en fysieke cadeaubonnen.',
    intro: ['Op een werkdag besteld voor 17:00? Dan wordt uw bestelling dezelfde dag nog verzonden.'],
    sections: [
      { title: 'Digitale cadeaubonnen', paragraphs: ['Digitale bonnen worden per e-mail verstuurd, meestal binnen 1 uur. U kunt ook een latere leverdatum en een tijdstip kiezen.'] },
      { title: 'Gewone post', paragraphs: ['98% van onze brieven komt binnen 2 tot 3 werkdagen aan. Is uw bon na 5 werkdagen nog niet aangekomen? Neem dan contact op met de klantenservice.'] },
      { title: 'Aangetekende zending', paragraphs: [`Bestellingen boven ${f.registeredMailThreshold} en bestellingen met wijn versturen we aangetekend, zodat ze te volgen zijn.`] },
    ],
  },
  landing: [
    {
      slug: 'cadeau-voor-hem', title: 'Cadeau voor hem', description: 'Cadeaubon-ideeën voor uw partner, vader, broer of vriend.',
      intro: ['Of hij nu graag kookt, sport of van een goede film houdt: met deze cadeaubonnen zit u altijd goed.'], sections: [], productsTitle: 'Onze tips voor hem',
    },
    {
      slug: 'cadeau-voor-haar', title: 'Cadeau voor haar', description: 'Cadeaubon-ideeën voor uw partner, moeder, zus of vriendin.',
      intro: ['Verwennerij, mode of een avondje uit: met deze cadeaubonnen kiest ze zelf haar favoriet.'], sections: [], productsTitle: 'Onze tips voor haar',
    },
  ],
})
