import type { ContentTextsBuilder } from './types'

/** Norwegian Bokmål copy (nb). */
export const textsNb: ContentTextsBuilder = (f) => ({
  readAlso: 'Les også',
  givingMoments: {
    title: 'Anledninger',
    description: `Gaveideer til enhver anledning: bursdag, bryllup, jul og mye mer. Finn det rette gavekortet hos ${f.brand}.`,
    intro: ['Noen øyeblikk fortjener mer enn et kort på peishylla. Velg anledningen, så viser vi deg gavekortene folk oftest velger til den.'],
    sections: [],
    callout: {
      title: 'Fortsatt usikker?',
      paragraphs: [`Med valggavekortet fra ${f.brand} velger mottakeren selv blant mer enn ${f.catalogueSize} gavekort.`],
      linkLabel: 'Oppdag valggavekortet',
      route: 'choiceCard',
    },
    moments: {
      birthday: {
        slug: 'bursdag', heroTitle: 'Bursdagsgaver de faktisk får bruk for',
        description: 'Et gavekort til bursdagen for venner, familie eller kolleger: digitalt innen en time eller pent innpakket i posten.',
        intro: ['Et år eldre fortjener en gave som passer. Med et gavekort kan bursdagsbarnet velge akkurat det som står på ønskelista, fra en middag ute til den nye boka.'],
        sections: [], productsTitle: 'Populære gavekort til bursdagen',
        testimonials: [{ quote: 'Jeg bestilte et digitalt kort klokka ni om morgenen, og søsteren min hadde det før kaffen rakk å bli kald.', author: 'Lotte', role: 'bestilte en bursdagsgave' }],
      },
      thankYou: {
        slug: 'takk', heroTitle: 'Si takk med et gavekort',
        description: 'Takk naboen, læreren eller en kollega med et gavekort som sier mer enn ord.',
        intro: ['En hjelpende hånd, et lyttende øre, et år med flotte timer: noen ting fortjener mer enn et raskt takk. Et lite gavekort er en varm gest som alltid passer.'],
        sections: [], productsTitle: 'Gavekort for å si takk',
      },
      christmas: {
        slug: 'jul', heroTitle: 'Julegaver uten køer',
        description: 'Gavekort til alle på julegavelista, levert i tide til å ligge under treet.',
        intro: ['Dropp de travle handlegatene. Bestill julegavekortene på nett, legg til en personlig hilsen og velg gaveinnpakning: ferdig på noen minutter.'],
        sections: [{ title: 'Bestill i god tid', paragraphs: ['Fysiske kort bestilt på en virkedag før kl. 17.00 forlater lageret vårt samme dag. Den siste uka før jul kan du velge et digitalt kort for å være helt sikker.'] }],
        productsTitle: 'Favorittgavekort til jul',
      },
      wedding: {
        slug: 'bryllup', heroTitle: 'En bryllupsgave til det lykkelige paret',
        description: 'Gi brudeparet et gavekort til en middag, en helgetur eller det nye hjemmet.',
        intro: ['Er ønskelista tom, eller vil paret helst velge selv? Et gavekort til en helgetur, en god middag eller det nye hjemmet slår alltid an.'],
        sections: [], productsTitle: 'Gavekort til brudeparet',
      },
      newBaby: {
        slug: 'ny-baby', heroTitle: 'Velkommen til verden, lille venn',
        description: 'Gavekort til nybakte foreldre og babyen: leker, bøker eller en rolig stund for mamma og pappa.',
        intro: ['En ny baby snur opp ned på alt. Gi foreldrene noe de virkelig trenger: leker og klær til senere, eller en rolig kveld for seg selv.'],
        sections: [], productsTitle: 'Gavekort til den nyfødte',
      },
      retirement: {
        slug: 'pensjonist', heroTitle: 'Kos deg som pensjonist',
        description: 'Et gavekort til en kollega som går av med pensjon: reiser, velvære eller en hobby det endelig blir tid til.',
        intro: ['Etter mange års hardt arbeid er det endelig tid til reiser, en ny hobby eller en dag på spa. Feir en kollega som går av med pensjon med en gave som fyller den ledige tiden.'],
        sections: [], productsTitle: 'Gavekort til en velfortjent pensjonisttilværelse',
      },
    },
  },
  business: {
    title: 'Gavekort til bedrifter',
    description: `Gavekort til ansatte, kunder og insentiver. Bestill mot faktura hos ${f.brand} og få tilbud innen 1 time.`,
    intro: [`Takk teamet ditt, overrask kundene eller belønn en god innsats. ${f.brand} leverer gavekort til bedrifter av alle størrelser, gjerne med logoen og hilsenen deres.`],
    sections: [{ title: 'Derfor velger bedrifter oss', paragraphs: ['Betal mot faktura, ha én kontaktperson for bestillingen og få levering til én adresse eller direkte til hver mottaker.', 'Gavekort er fritatt for MVA, noe som gjør regnskapet enkelt.'] }],
    callout: { title: 'Be om tilbud', paragraphs: ['Fortell oss hva du trenger: du får et tilbud innen 1 time på virkedager.'], linkLabel: 'Kontakt bedriftsteamet vårt', route: 'contact' },
    testimonials: [{ quote: 'To hundre digitale kort til de ansatte, sendt samme ettermiddag. HR-avdelingen vår har aldri hatt en enklere desember.', author: 'Sofie Verhaegen', role: 'HR-leder, logistikkselskap' }, { quote: 'Hvert år får kundene våre et fysisk gavekort i en festlig konvolutt. Bestilt på ti minutter før klokka fem, på pulten deres dagen etter.', author: 'Pieter Claes', role: 'kundeansvarlig, regnskapsbyrå' }],
    productsTitle: 'Våre løsninger',
    pages: {
      employeeGifts: {
        slug: 'gaver-til-ansatte', title: 'Gaver til ansatte', description: 'Julegaver, jubileer eller et takk: gavekort de ansatte velger selv.',
        intro: ['Med et gavekort kan hver ansatt velge en gave som passer, fra en kinokveld til nye løpesko.'],
        sections: [{ title: 'Slik fungerer det', paragraphs: ['Send oss listen over mottakere, eller bestill én samlet sending til kontoret. Digitale kort kommer på e-post innen 1 time, fysiske kort sendes samme virkedag.'] }],
      },
      clientGifts: {
        slug: 'kundegaver', title: 'Gaver til kunder og samarbeidspartnere', description: 'Styrk forretningsforbindelsene dine med et gavekort for enhver smak.',
        intro: ['En gave som blir husket: en middag, en spadag eller en god flaske vin, valgt av kunden selv.'],
        sections: [{ title: 'Med din hilsen', paragraphs: ['Legg til en personlig hilsen og velg gaveinnpakning, så kommer gaven frem klar til å gis bort.'] }],
      },
      incentives: {
        slug: 'insentiver', title: 'Insentiver og belønninger', description: 'Belønn salgsmål, deltakelse i undersøkelser eller lojalitet med gavekort.',
        intro: ['Gavekort fungerer godt som belønning: de er fleksible, enkle å sende og blir satt pris på av alle.'],
        sections: [{ title: 'Store volumer', paragraphs: ['Til kampanjer med hundrevis av mottakere leverer vi digitale koder i én fil. Spør bedriftsteamet vårt om mulighetene.'] }],
      },
    },
  },
  blog: {
    title: 'Blogg',
    description: `Gavetips, inspirasjon og nyheter fra ${f.brand}.`,
    intro: ['Ideer til enhver anledning, tips om å gi gode gaver og et blikk bak kulissene.'],
    sections: [],
    articles: [
      {
        slug: 'ti-gaveideer-til-den-som-har-alt', date: '2025-11-18', title: 'Ti gaveideer til den som har alt',
        excerpt: 'Opplevelser i stedet for ting: favorittgavene våre til den vanskeligste personen på lista.',
        description: 'Gaveideer til den som allerede har alt: opplevelser, middager og utflukter.',
        intro: ['Alle kjenner noen som allerede har alt. Trikset er å gi noe som ikke kan kjøpes i en butikk: tid, en opplevelse, et minne.'],
        sections: [
          { title: 'Gi en opplevelse', paragraphs: ['En klatretime, et matlagingskurs eller et escape room: opplevelser huskes lenge etter at en dings er glemt.'] },
          { title: 'Gjør det personlig', paragraphs: ['Legg til en personlig hilsen på kortet. Noen ord om hvorfor du valgte akkurat dette, gjør gaven dobbelt så fin.'] },
        ],
      },
      {
        slug: 'digitalt-eller-fysisk-gavekort', date: '2025-10-02', title: 'Digitalt eller fysisk gavekort: hva passer for deg?',
        excerpt: 'Raskt på e-post eller pent innpakket i posten? Forskjellene i korte trekk.',
        description: 'Forskjellen på et digitalt og et fysisk gavekort, og når du bør velge hva.',
        intro: ['Begge kortene er verdt nøyaktig det samme. Forskjellen ligger i hvordan de kommer frem.'],
        sections: [
          { title: 'Digitalt', paragraphs: ['Et digitalt kort kommer på e-post, vanligvis innen 1 time. Perfekt til gaver i siste liten eller mottakere i utlandet.'] },
          { title: 'Fysisk', paragraphs: ['Et fysisk kort kommer i posten, eventuelt med gaveinnpakning. Bestiller du på en virkedag før kl. 17.00, sendes det samme dag.'] },
        ],
      },
      {
        slug: 'slik-skriver-du-en-personlig-hilsen', date: '2025-09-12', title: 'Slik skriver du en personlig hilsen',
        excerpt: 'Noen oppriktige ord gjør enhver gave bedre. Fem tips for å komme i gang.',
        description: 'Tips til hvordan du skriver en kort, personlig hilsen til gavekortet.',
        intro: ['Du har opptil 150 tegn. Det er nok til noe oppriktig, så lenge du holder det enkelt.'],
        sections: [{ title: 'Fem tips', paragraphs: ['Bruk navnet deres. Nevn et felles minne. Si hvorfor du valgte denne gaven. Hold det kort. Les det høyt før du sender det.'] }],
      },
      {
        slug: 'gavekort-til-teamet', date: '2025-08-20', title: 'Gavekort til teamet: en praktisk guide',
        excerpt: 'Fra budsjett til levering: slik organiserer du gaver til de ansatte uten stress.',
        description: 'En praktisk guide for HR- og kontorledere som bestiller gavekort til ansatte.',
        intro: ['Å bestille gaver til femti kolleger trenger ikke ta en uke. Med litt planlegging tar det en ettermiddag.'],
        sections: [
          { title: 'Sett et budsjett', paragraphs: ['Bestem først beløpet per person. Gavekort er fritatt for MVA, så det du betaler, er det de får.'] },
          { title: 'Velg leveringsmåte', paragraphs: ['Send digitale kort direkte til hver ansatt, eller få alle de fysiske kortene levert på kontoret.'] },
        ],
      },
      {
        slug: 'sjekk-saldoen', date: '2025-07-08', title: 'Slik sjekker du saldoen på gavekortet ditt',
        excerpt: 'Usikker på hvor mye som er igjen på kortet? Slik finner du det ut.',
        description: 'Sjekk gjenværende saldo på gavekortet ditt med kortnummeret og PIN-koden.',
        intro: ['Skriv inn det 19-sifrede kortnummeret og den 6-sifrede PIN-koden på siden for saldosjekk, så ser du saldoen med en gang.'],
        sections: [{ title: 'Bytt saldoen din', paragraphs: ['Er det fortsatt penger igjen på valggavekortet ditt? Bytt dem mot ett eller flere gavekort fra favorittmerkene dine.'] }],
      },
      {
        slug: 'gaver-i-siste-liten', date: '2025-06-14', title: 'Gaver i siste liten som ikke ser sånn ut',
        excerpt: 'Glemt en bursdag? Et digitalt gavekort ligger i innboksen deres innen en time.',
        description: 'Gaveideer i siste liten: digitale gavekort levert på e-post innen 1 time.',
        intro: ['Det skjer med alle. Heldigvis ser et digitalt gavekort med en gjennomtenkt hilsen alt annet enn forhastet ut.'],
        sections: [{ title: 'Planlegg sendingen', paragraphs: ['Velg leveringsdato og -tidspunkt, så kommer kortet akkurat når festen begynner.'] }],
      },
    ],
  },
  terms: {
    title: 'Vilkår og betingelser',
    description: `De generelle vilkårene til ${f.brand} for bestilling og bruk av gavekort.`,
    intro: [`Disse vilkårene gjelder for alle bestillinger hos ${f.brand}. Når du legger inn en bestilling, godtar du dem.`],
    sections: [
      { title: '1. Bestillinger', paragraphs: ['En bestilling er bindende når betalingen er mottatt. Du får en bekreftelse på e-post med ordrenummeret ditt.'] },
      { title: '2. Priser og betaling', paragraphs: ['Alle priser inkluderer verdien av gavekortene. Gavekort er fritatt for MVA; fraktkostnader og servicegebyr vises før du betaler.'] },
      { title: '3. Gyldighet', paragraphs: ['Gyldigheten til et gavekort står på kortet og i bekreftelsen på e-post. Utløpt saldo kan ikke refunderes.'] },
      { title: '4. Ansvar', paragraphs: ['Ta godt vare på kortnummeret og PIN-koden. Vi er ikke ansvarlige for at tredjeparter bruker et gavekort etter levering.'] },
    ],
  },
  privacy: {
    title: 'Personvernerklæring',
    description: `Slik behandler ${f.brand} personopplysningene dine.`,
    intro: ['Vi bruker personopplysningene dine bare til å levere bestillingen din, til å hjelpe deg når du kontakter oss og, hvis du samtykker, til å sende deg nyhetsbrevet vårt.'],
    sections: [
      { title: 'Hva vi samler inn', paragraphs: ['Navn, adresse, e-postadresse og telefonnummer til den som bestiller og, ved behov, til mottakerne.'] },
      { title: 'Hvor lenge vi lagrer dem', paragraphs: ['Ordreopplysninger lagres så lenge loven krever det for regnskapet vårt. Du kan når som helst be oss om å slette kontoen din.'] },
      { title: 'Dine rettigheter', paragraphs: [`Du kan se, rette eller slette opplysningene dine. Send forespørselen din til ${f.email}.`] },
    ],
  },
  cookies: {
    title: 'Informasjonskapsler',
    description: `Hvilke informasjonskapsler ${f.brand} bruker, og hvorfor.`,
    intro: ['Vi bruker informasjonskapsler (cookies) for å ta vare på handlekurven din, huske språket ditt og, med ditt samtykke, måle hvordan butikken brukes.'],
    sections: [
      { title: 'Nødvendige informasjonskapsler', paragraphs: ['Disse informasjonskapslene får butikken til å fungere: handlekurven, innloggingen og språket ditt. De kan ikke slås av.'] },
      { title: 'Analyse-informasjonskapsler', paragraphs: ['Med ditt samtykke måler vi besøk anonymt, slik at vi kan gjøre butikken bedre.'] },
    ],
  },
  contact: {
    title: 'Kontakt',
    description: `Spørsmål om bestillingen din? Kontakt kundeservice hos ${f.brand} på telefon eller e-post.`,
    intro: ['Kundeservice hjelper deg gjerne med spørsmål om bestillinger, levering og saldoen på gavekortet ditt.'],
    sections: [],
    contactTitle: 'Kundeservice',
    hours: ['Mandag til fredag, kl. 9.00 til 17.00'],
    callout: { title: 'Ute etter et raskt svar?', paragraphs: ['De fleste spørsmål er besvart i hjelpesenteret vårt.'], linkLabel: 'Gå til hjelpesenteret', route: 'helpdesk' },
  },
  cancelationPolicy: {
    title: 'Angrerett',
    description: `Slik kansellerer du en bestilling hos ${f.brand}.`,
    intro: ['Ombestemt deg? Du kan kansellere en bestilling så lenge gavekortet ikke er brukt.'],
    sections: [
      { title: 'Angrefrist', paragraphs: ['Du har 14 dager fra du mottok bestillingen til å angre. Kontakt kundeservice og oppgi ordrenummeret ditt.'] },
      { title: 'Refusjon', paragraphs: ['Vi betaler tilbake beløpet innen 14 dager med betalingsmåten du brukte. Gavekort som er (delvis) brukt, kan ikke refunderes.'] },
    ],
  },
  delivery: {
    title: 'Levering',
    description: 'Leveringstider og fraktmåter for digitale og fysiske gavekort.',
    intro: ['Bestilt på en virkedag før kl. 17.00? Da sendes bestillingen din samme dag.'],
    sections: [
      { title: 'Digitale gavekort', paragraphs: ['Digitale kort sendes på e-post, vanligvis innen 1 time. Du kan også velge en senere leveringsdato og et senere tidspunkt.'] },
      { title: 'Vanlig post', paragraphs: ['98 % av brevene våre kommer frem innen 2 til 3 virkedager. Har ikke kortet ditt kommet etter 5 virkedager? Kontakt kundeservice.'] },
      { title: 'Rekommandert sending', paragraphs: [`Bestillinger over ${f.registeredMailThreshold} og bestillinger med vin sendes rekommandert, slik at de kan spores.`] },
    ],
  },
  landing: [
    {
      slug: 'gave-til-ham', title: 'Gave til ham', description: 'Gavekortideer til kjæresten, faren, broren eller kompisen.',
      intro: ['Enten han elsker matlaging, sport eller en god film: disse gavekortene faller alltid i smak.'], sections: [], productsTitle: 'Våre tips til ham',
    },
    {
      slug: 'gave-til-henne', title: 'Gave til henne', description: 'Gavekortideer til kjæresten, moren, søsteren eller venninnen.',
      intro: ['Velvære, mote eller en kveld ute: med disse gavekortene velger hun sin egen favoritt.'], sections: [], productsTitle: 'Våre tips til henne',
    },
  ],
})
