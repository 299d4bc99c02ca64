import type { ContentTextsBuilder } from './types'

/** Danish copy (CBDK storefront). Slugs are Danish, ASCII only. */
export const textsDa: ContentTextsBuilder = (f) => ({
  readAlso: 'Læs også',
  givingMoments: {
    title: 'Gaveanledninger',
    description: `Gaveidéer til enhver anledning: fødselsdag, bryllup, jul og meget mere. Find det rigtige gavekort hos ${f.brand}.`,
    intro: ['Nogle øjeblikke fortjener mere end et kort på kaminhylden. Vælg anledningen, så viser vi dig de gavekort, folk oftest vælger til den.'],
    sections: [],
    callout: {
      title: 'Stadig i tvivl?',
      paragraphs: [`Med det valgfrie gavekort fra ${f.brand} vælger modtageren selv blandt mere end ${f.catalogueSize} gavekort.`],
      linkLabel: 'Oplev det valgfrie gavekort',
      route: 'choiceCard',
    },
    moments: {
      birthday: {
        slug: 'foedselsdag', heroTitle: 'Fødselsdagsgaver, der rent faktisk bliver brugt',
        description: 'Et gavekort i fødselsdagsgave til venner, familie eller kolleger: digitalt inden for en time eller flot pakket med posten.',
        intro: ['Et år ældre fortjener en gave, der passer. Med et gavekort vælger fødselaren selv præcis det, de ønsker sig, fra en middag ude til den bog, der står på ønskesedlen.'],
        sections: [], productsTitle: 'Populære gavekort til fødselsdagen',
        testimonials: [{ quote: 'Jeg bestilte et digitalt kort klokken ni om morgenen, og min søster havde det, før hendes kaffe var blevet kold.', author: 'Lotte', role: 'bestilte en fødselsdagsgave' }],
      },
      thankYou: {
        slug: 'tak', heroTitle: 'Sig tak med et gavekort',
        description: 'Sig tak til en nabo, en lærer eller en kollega med et gavekort, der siger mere end ord.',
        intro: ['En hjælpende hånd, et lyttende øre, et år med gode timer: nogle ting fortjener mere end et hurtigt tak. Et lille gavekort er en varm gestus, der altid passer.'],
        sections: [], productsTitle: 'Gavekort, der siger tak',
      },
      christmas: {
        slug: 'jul', heroTitle: 'Julegaver uden køer',
        description: 'Gavekort i julegave til alle på din liste, leveret i god tid til at ligge under juletræet.',
        intro: ['Spring de travle shoppinggader over. Bestil dine gavekort til jul online, tilføj en personlig hilsen, og vælg gaveindpakning: klaret på få minutter.'],
        sections: [{ title: 'Bestil i god tid', paragraphs: ['Fysiske kort, der bestilles på en hverdag inden kl. 17, forlader vores lager samme dag. I den sidste uge før jul er du sikker med et digitalt kort.'] }],
        productsTitle: 'Yndlingsgavekort til jul',
      },
      wedding: {
        slug: 'bryllup', heroTitle: 'En bryllupsgave til det lykkelige par',
        description: 'Giv de nygifte et gavekort til en middag, en weekendtur eller deres nye hjem.',
        intro: ['Er ønskelisten udsolgt, eller vil parret hellere vælge selv? Et gavekort til en weekendtur, en god middag eller det nye hjem er altid et hit.'],
        sections: [], productsTitle: 'Gavekort til de nygifte',
      },
      newBaby: {
        slug: 'barsel', heroTitle: 'Velkommen til verden, lille ven',
        description: 'Gavekort til de nybagte forældre og deres baby: legetøj, bøger eller et pusterum til mor og far.',
        intro: ['En ny baby vender op og ned på alt. Giv forældrene noget, de virkelig har brug for: legetøj og tøj til senere eller en rolig aften for dem selv.'],
        sections: [], productsTitle: 'Gavekort til den nyfødte',
      },
      retirement: {
        slug: 'pension', heroTitle: 'Nyd dit otium',
        description: 'Et gavekort til en kollega, der går på pension: rejser, wellness eller en hobby, der endelig er tid til.',
        intro: ['Efter mange års hårdt arbejde er der endelig tid til rejser, en ny hobby eller en dag i spa. Fejr en kollega, der går på pension, med en gave, der fylder den nye fritid ud.'],
        sections: [], productsTitle: 'Gavekort til et velfortjent otium',
      },
    },
  },
  business: {
    title: 'Gavekort til erhverv',
    description: `Gavekort til medarbejdere, kunder og incitamenter. Bestil på faktura hos ${f.brand}, og få et tilbud inden for 1 time.`,
    intro: [`Sig tak til dit team, overrask dine kunder, eller beløn en flot indsats. ${f.brand} leverer gavekort til virksomheder i alle størrelser, gerne med jeres logo og hilsen.`],
    sections: [{ title: 'Derfor vælger virksomheder os', paragraphs: ['Betaling på faktura, én kontaktperson til din ordre og levering til én adresse eller direkte til hver enkelt modtager.', 'Gavekort er fritaget for moms, så jeres administration forbliver enkel.'] }],
    callout: { title: 'Bed om et tilbud', paragraphs: ['Fortæl os, hvad du har brug for: på hverdage får du et tilbud inden for 1 time.'], linkLabel: 'Kontakt vores erhvervsteam', route: 'contact' },
    testimonials: [{ quote: 'To hundrede digitale kort til vores medarbejdere, sendt samme eftermiddag. Vores HR-afdeling har aldrig haft en nemmere december.', author: 'Sofie Verhaegen', role: 'HR-chef, logistikvirksomhed' }, { quote: 'Hvert år får vores kunder et fysisk gavekort i en festlig kuvert. Bestilt på ti minutter før kl. 17, på deres skrivebord dagen efter.', author: 'Pieter Claes', role: 'kundeansvarlig, revisionsfirma' }],
    productsTitle: 'Vores løsninger',
    pages: {
      employeeGifts: {
        slug: 'medarbejdergaver', title: 'Gaver til medarbejdere', description: 'Julegave, jubilæum eller et tak for indsatsen: gavekort, som dine medarbejdere selv vælger.',
        intro: ['Med et gavekort kan hver medarbejder vælge en gave, der passer til dem, fra en biografaften til et par nye løbesko.'],
        sections: [{ title: 'Sådan virker det', paragraphs: ['Send os listen over modtagere, eller bestil én samlet levering til kontoret. Digitale kort kommer på e-mail inden for 1 time, fysiske kort afsendes samme hverdag.'] }],
      },
      clientGifts: {
        slug: 'kundegaver', title: 'Gaver til kunder og samarbejdspartnere', description: 'Styrk dine forretningsforbindelser med et gavekort til enhver smag.',
        intro: ['En gave, der bliver husket: en middag, en wellnessdag eller en god flaske vin, valgt af din kunde.'],
        sections: [{ title: 'Med din hilsen', paragraphs: ['Tilføj en personlig hilsen, og vælg gaveindpakning, så din gave kommer frem klar til at blive givet.'] }],
      },
      incentives: {
        slug: 'incitamenter', title: 'Incitamenter og belønninger', description: 'Beløn salgsmål, deltagelse i undersøgelser eller loyalitet med gavekort.',
        intro: ['Gavekort fungerer godt som belønning: de er fleksible, nemme at sende og bliver værdsat af alle.'],
        sections: [{ title: 'Store mængder', paragraphs: ['Til kampagner med hundredvis af modtagere leverer vi digitale koder i én fil. Spørg vores erhvervsteam om mulighederne.'] }],
      },
    },
  },
  blog: {
    title: 'Blog',
    description: `Gavetips, inspiration og nyheder fra ${f.brand}.`,
    intro: ['Idéer til enhver anledning, tips til at give gode gaver og et kig bag kulisserne.'],
    sections: [],
    articles: [
      {
        slug: 'ti-gaveideer-til-den-der-har-alt', date: '2025-11-18', title: 'Ti gaveidéer til den, der har alt',
        excerpt: 'Oplevelser frem for ting: vores yndlingsgaver til den sværeste person på din liste.',
        description: 'Gaveidéer til den, der allerede har alt: oplevelser, middage og udflugter.',
        intro: ['Vi kender alle en, der allerede har alt. Tricket er at give noget, man ikke kan købe i en butik: tid, en oplevelse, et minde.'],
        sections: [
          { title: 'Giv en oplevelse', paragraphs: ['En tur i klatrehallen, et madlavningskursus eller et escape room: oplevelser bliver husket længe efter, at en dims er glemt.'] },
          { title: 'Gør det personligt', paragraphs: ['Tilføj en personlig hilsen til kortet. Et par ord om, hvorfor du valgte netop det, gør gaven dobbelt så god.'] },
        ],
      },
      {
        slug: 'digitalt-eller-fysisk-gavekort', date: '2025-10-02', title: 'Digitalt eller fysisk gavekort: hvad passer til dig?',
        excerpt: 'Hurtigt på e-mail eller flot indpakket med posten? Forskellene kort fortalt.',
        description: 'Forskellen på et digitalt og et fysisk gavekort, og hvornår du skal vælge hvad.',
        intro: ['Begge kort er præcis lige meget værd. Forskellen ligger i, hvordan de kommer frem.'],
        sections: [
          { title: 'Digitalt', paragraphs: ['Et digitalt kort kommer på e-mail, normalt inden for 1 time. Perfekt til gaver i sidste øjeblik eller til modtagere i udlandet.'] },
          { title: 'Fysisk', paragraphs: ['Et fysisk kort kommer med posten, eventuelt med gaveindpakning. Bestilt på en hverdag inden kl. 17 afsendes det samme dag.'] },
        ],
      },
      {
        slug: 'saadan-skriver-du-en-personlig-hilsen', date: '2025-09-12', title: 'Sådan skriver du en personlig hilsen',
        excerpt: 'Et par oprigtige ord gør enhver gave bedre. Fem tips til at komme i gang.',
        description: 'Tips til at skrive en kort, personlig hilsen til dit gavekort.',
        intro: ['Du har op til 150 tegn. Det er nok til noget oprigtigt, så længe du holder det enkelt.'],
        sections: [{ title: 'Fem tips', paragraphs: ['Brug modtagerens navn. Nævn et fælles minde. Sig, hvorfor du valgte netop denne gave. Hold det kort. Læs det højt, før du sender det.'] }],
      },
      {
        slug: 'gavekort-til-dit-team', date: '2025-08-20', title: 'Gavekort til dit team: en praktisk guide',
        excerpt: 'Fra budget til levering: sådan organiserer du gaver til dine medarbejdere uden stress.',
        description: 'En praktisk guide til HR- og kontorchefer, der bestiller gavekort til medarbejderne.',
        intro: ['Det behøver ikke tage en uge at bestille gaver til halvtreds kolleger. Med lidt planlægning klarer du det på en eftermiddag.'],
        sections: [
          { title: 'Fastlæg et budget', paragraphs: ['Bestem først beløbet pr. person. Gavekort er fritaget for moms, så det, du betaler, er det, de får.'] },
          { title: 'Vælg leveringen', paragraphs: ['Send digitale kort direkte til hver medarbejder, eller få alle fysiske kort leveret på kontoret.'] },
        ],
      },
      {
        slug: 'tjek-saldoen-paa-dit-gavekort', date: '2025-07-08', title: 'Sådan tjekker du saldoen på dit gavekort',
        excerpt: 'Usikker på, hvor meget der er tilbage på dit kort? Sådan finder du ud af det.',
        description: 'Tjek restsaldoen på dit gavekort med kortnummer og PIN-kode.',
        intro: ['Indtast det 19-cifrede kortnummer og den 6-cifrede PIN-kode på siden for saldotjek, så ser du din saldo med det samme.'],
        sections: [{ title: 'Byt din saldo', paragraphs: ['Er der stadig penge på dit valgfrie gavekort? Byt dem til et eller flere gavekort fra dine yndlingsbrands.'] }],
      },
      {
        slug: 'gaver-i-sidste-oejeblik', date: '2025-06-14', title: 'Gaver i sidste øjeblik, der ikke ligner det',
        excerpt: 'Glemt en fødselsdag? Et digitalt gavekort ligger i indbakken inden for en time.',
        description: 'Gaveidéer i sidste øjeblik: digitale gavekort leveret på e-mail inden for 1 time.',
        intro: ['Det sker for alle. Heldigvis ser et digitalt gavekort med en velovervejet hilsen alt andet end forhastet ud.'],
        sections: [{ title: 'Planlæg det', paragraphs: ['Vælg leveringsdato og -tidspunkt, så kommer kortet præcis, når festen begynder.'] }],
      },
    ],
  },
  terms: {
    title: 'Handelsbetingelser',
    description: `De generelle handelsbetingelser hos ${f.brand} for bestilling og brug af gavekort.`,
    intro: [`Disse betingelser gælder for alle ordrer, der afgives hos ${f.brand}. Når du afgiver en ordre, accepterer du dem.`],
    sections: [
      { title: '1. Ordrer', paragraphs: ['En ordre er endelig, når betalingen er modtaget. Du får en bekræftelse på e-mail med dit ordrenummer.'] },
      { title: '2. Priser og betaling', paragraphs: ['Alle priser omfatter gavekortenes værdi. Gavekort er fritaget for moms; forsendelsesomkostninger og servicegebyr vises, før du betaler.'] },
      { title: '3. Gyldighed', paragraphs: ['Gavekortets gyldighed står på kortet og i bekræftelsesmailen. Udløbet saldo kan ikke refunderes.'] },
      { title: '4. Ansvar', paragraphs: ['Opbevar dit kortnummer og din PIN-kode sikkert. Vi er ikke ansvarlige for tredjeparts brug af et gavekort efter levering.'] },
    ],
  },
  privacy: {
    title: 'Privatlivspolitik',
    description: `Sådan behandler ${f.brand} dine personoplysninger.`,
    intro: ['Vi bruger kun dine personoplysninger til at levere din ordre, til at hjælpe dig, når du kontakter os, og, hvis du giver samtykke, til at sende dig vores nyhedsbrev.'],
    sections: [
      { title: 'Hvad vi indsamler', paragraphs: ['Navn, adresse, e-mailadresse og telefonnummer på bestilleren og, hvor det er nødvendigt, på modtagerne.'] },
      { title: 'Hvor længe vi gemmer dem', paragraphs: ['Ordreoplysninger gemmes så længe, som loven kræver af hensyn til vores regnskab. Du kan til enhver tid bede os om at slette din konto.'] },
      { title: 'Dine rettigheder', paragraphs: [`Du kan se, rette eller slette dine oplysninger. Send din anmodning til ${f.email}.`] },
    ],
  },
  cookies: {
    title: 'Cookiepolitik',
    description: `Hvilke cookies ${f.brand} bruger, og hvorfor.`,
    intro: ['Vi bruger cookies til at huske din kurv og dit sprog og, med dit samtykke, til at måle, hvordan vores butik bliver brugt.'],
    sections: [
      { title: 'Nødvendige cookies', paragraphs: ['Disse cookies får butikken til at fungere: din kurv, dit login og dit sprog. De kan ikke slås fra.'] },
      { title: 'Statistikcookies', paragraphs: ['Med dit samtykke måler vi besøg anonymt, så vi kan forbedre butikken.'] },
    ],
  },
  contact: {
    title: 'Kontakt',
    description: `Spørgsmål til din ordre? Kontakt kundeservice hos ${f.brand} på telefon eller e-mail.`,
    intro: ['Vores kundeservice hjælper gerne med spørgsmål om ordrer, levering og saldoen på dit gavekort.'],
    sections: [],
    contactTitle: 'Kundeservice',
    hours: ['Mandag til fredag kl. 9.00-17.00'],
    callout: { title: 'Leder du efter et hurtigt svar?', paragraphs: ['De fleste spørgsmål er besvaret i vores hjælpecenter.'], linkLabel: 'Gå til hjælpecenteret', route: 'helpdesk' },
  },
  cancelationPolicy: {
    title: 'Fortrydelsesret',
    description: `Sådan fortryder du en ordre hos ${f.brand}.`,
    intro: ['Har du fortrudt? Du kan annullere en ordre, så længe gavekortet ikke er brugt.'],
    sections: [
      { title: 'Fortrydelsesfrist', paragraphs: ['Du har 14 dage efter modtagelsen til at fortryde. Kontakt kundeservice med dit ordrenummer.'] },
      { title: 'Refusion', paragraphs: ['Vi refunderer beløbet inden for 14 dage via den betalingsmetode, du brugte. Gavekort, der er (delvist) brugt, kan ikke refunderes.'] },
    ],
  },
  delivery: {
    title: 'Levering',
    description: 'Leveringstider og forsendelsesmetoder for digitale og fysiske gavekort.',
    intro: ['Bestilt på en hverdag inden kl. 17? Så afsendes din ordre samme dag.'],
    sections: [
      { title: 'Digitale gavekort', paragraphs: ['Digitale kort sendes på e-mail, normalt inden for 1 time. Du kan også vælge en senere leveringsdato og et senere tidspunkt.'] },
      { title: 'Almindelig post', paragraphs: ['98 % af vores breve er fremme inden for 2 til 3 hverdage. Er dit kort ikke kommet efter 5 hverdage? Så kontakt kundeservice.'] },
      { title: 'Anbefalet brev', paragraphs: [`Ordrer over ${f.registeredMailThreshold} og ordrer med vin sendes som anbefalet brev, så de kan spores.`] },
    ],
  },
  landing: [
    {
      slug: 'gave-til-ham', title: 'Gave til ham', description: 'Idéer til gavekort til din kæreste, far, bror eller ven.',
      intro: ['Uanset om han elsker at lave mad, dyrke sport eller se en god film: disse gavekort falder altid i god jord.'], sections: [], productsTitle: 'Vores tips til ham',
    },
    {
      slug: 'gave-til-hende', title: 'Gave til hende', description: 'Idéer til gavekort til din kæreste, mor, søster eller veninde.',
      intro: ['Forkælelse, mode eller en aften i byen: med disse gavekort vælger hun selv sin favorit.'], sections: [], productsTitle: 'Vores tips til hende',
    },
  ],
})
