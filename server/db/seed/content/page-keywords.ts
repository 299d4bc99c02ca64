/**
 * The keywords of the seeded content pages per language (docs/rules/pages-and-seo.md page metadata keywords): the
 * words shoppers of each market type for the page, not a translation of one list. Legal and service
 * pages have none. The articles are in the order of every language's `blog.articles`.
 */
import type { CompleteLanguage } from '@/config/storefronts/types'
import type { BusinessKey, MomentKey } from './types'

export interface PageKeywords {
  givingMoments: string[]
  moments: Record<MomentKey, string[]>
  business: string[]
  businessPages: Record<BusinessKey, string[]>
  blog: string[]
  articles: [string[], string[], string[], string[], string[], string[]]
  landing: [string[], string[]]
}

export const PAGE_KEYWORDS: Readonly<Record<CompleteLanguage, PageKeywords>> = {
  nl: {
    givingMoments: ['cadeau-ideeën', 'cadeaubon', 'cadeau voor elke gelegenheid', 'geefmomenten'],
    moments: {
      birthday: ['verjaardagscadeau', 'cadeaubon verjaardag', 'cadeau voor een verjaardag'],
      thankYou: ['bedankcadeau', 'bedankje', 'cadeaubon als bedankje', 'cadeau juf'],
      christmas: ['kerstcadeau', 'kerstgeschenk', 'cadeaubon kerst', 'cadeau onder de kerstboom'],
      wedding: ['huwelijkscadeau', 'trouwcadeau', 'cadeaubon huwelijk'],
      newBaby: ['geboortecadeau', 'kraamcadeau', 'cadeau voor een baby', 'cadeaubon geboorte'],
      retirement: ['pensioencadeau', 'afscheidscadeau collega', 'cadeaubon pensioen'],
    },
    business: ['zakelijke cadeaubonnen', 'cadeaubonnen voor bedrijven', 'bestellen op factuur', 'personeelsgeschenk'],
    businessPages: {
      employeeGifts: ['personeelscadeau', 'eindejaarsgeschenk personeel', 'cadeaubon werknemers', 'kerstpakket alternatief'],
      clientGifts: ['relatiegeschenk', 'cadeau voor klanten', 'zakelijk geschenk'],
      incentives: ['incentives', 'beloning medewerkers', 'klantenbinding', 'cadeaubon als beloning'],
    },
    blog: ['cadeautips', 'cadeau inspiratie', 'blog cadeaubonnen'],
    articles: [
      ['cadeau voor wie alles heeft', 'origineel cadeau', 'belevingscadeau'],
      ['digitale cadeaubon', 'fysieke cadeaubon', 'e-cadeaubon'],
      ['wenskaart tekst', 'persoonlijke boodschap', 'tekst bij cadeau'],
      ['cadeaubonnen personeel', 'hr cadeau', 'teamcadeau'],
      ['saldo cadeaubon', 'saldocheck', 'resterend tegoed'],
      ['last-minute cadeau', 'cadeau snel geleverd', 'digitale cadeaubon binnen het uur'],
    ],
    landing: [
      ['cadeau voor hem', 'cadeau voor mannen', 'cadeaubon voor hem'],
      ['cadeau voor haar', 'cadeau voor vrouwen', 'cadeaubon voor haar'],
    ],
  },
  fr: {
    givingMoments: ['idées cadeaux', 'carte cadeau', 'cadeau pour chaque occasion', 'moments de générosité'],
    moments: {
      birthday: ['cadeau d’anniversaire', 'carte cadeau anniversaire', 'idée cadeau anniversaire'],
      thankYou: ['cadeau de remerciement', 'petit merci', 'cadeau institutrice'],
      christmas: ['cadeau de Noël', 'carte cadeau Noël', 'cadeau sous le sapin'],
      wedding: ['cadeau de mariage', 'liste de mariage', 'carte cadeau mariage'],
      newBaby: ['cadeau de naissance', 'cadeau bébé', 'carte cadeau naissance'],
      retirement: ['cadeau de départ à la retraite', 'cadeau collègue', 'pot de départ'],
    },
    business: ['cartes cadeaux entreprise', 'cadeaux d’entreprise', 'commande sur facture', 'cadeau personnel'],
    businessPages: {
      employeeGifts: ['cadeau pour le personnel', 'cadeau de fin d’année salariés', 'chèque cadeau employés'],
      clientGifts: ['cadeau d’affaires', 'cadeau client', 'cadeau relation professionnelle'],
      incentives: ['incentive', 'récompense collaborateurs', 'fidélisation client'],
    },
    blog: ['conseils cadeaux', 'inspiration cadeau', 'blog cartes cadeaux'],
    articles: [
      ['cadeau pour quelqu’un qui a tout', 'cadeau original', 'cadeau expérience'],
      ['carte cadeau numérique', 'carte cadeau physique', 'e-carte cadeau'],
      ['texte carte de vœux', 'message personnel', 'mot pour un cadeau'],
      ['cartes cadeaux pour le personnel', 'cadeau RH', 'cadeau d’équipe'],
      ['solde carte cadeau', 'vérifier le solde', 'crédit restant'],
      ['cadeau de dernière minute', 'cadeau livré rapidement', 'carte cadeau par e-mail'],
    ],
    landing: [
      ['cadeau pour lui', 'cadeau homme', 'carte cadeau pour lui'],
      ['cadeau pour elle', 'cadeau femme', 'carte cadeau pour elle'],
    ],
  },
  en: {
    givingMoments: ['gift ideas', 'gift card', 'gift for every occasion', 'giving moments'],
    moments: {
      birthday: ['birthday gift', 'birthday gift card', 'birthday present ideas'],
      thankYou: ['thank you gift', 'teacher gift', 'thank you gift card'],
      christmas: ['Christmas gift', 'Christmas gift card', 'stocking filler'],
      wedding: ['wedding gift', 'wedding gift card', 'gift for the couple'],
      newBaby: ['new baby gift', 'baby shower gift', 'gift for new parents'],
      retirement: ['retirement gift', 'leaving gift for a colleague', 'retirement gift card'],
    },
    business: ['business gift cards', 'corporate gift cards', 'order on invoice', 'employee gifts'],
    businessPages: {
      employeeGifts: ['employee gifts', 'staff Christmas gift', 'gift cards for employees'],
      clientGifts: ['client gifts', 'corporate gifts', 'business gift ideas'],
      incentives: ['incentives', 'employee rewards', 'customer loyalty rewards'],
    },
    blog: ['gift tips', 'gift inspiration', 'gift card blog'],
    articles: [
      ['gift for someone who has everything', 'experience gift', 'unique gift ideas'],
      ['digital gift card', 'physical gift card', 'e-gift card'],
      ['gift message ideas', 'what to write in a card', 'personal message'],
      ['gift cards for your team', 'HR gifts', 'team rewards'],
      ['gift card balance', 'check gift card balance', 'remaining balance'],
      ['last-minute gift', 'instant gift card', 'gift card by email'],
    ],
    landing: [
      ['gift for him', 'gifts for men', 'gift card for him'],
      ['gift for her', 'gifts for women', 'gift card for her'],
    ],
  },
  de: {
    givingMoments: ['Geschenkideen', 'Gutschein', 'Geschenk für jeden Anlass', 'Anlässe'],
    moments: {
      birthday: ['Geburtstagsgeschenk', 'Geburtstagsgutschein', 'Geschenkidee Geburtstag'],
      thankYou: ['Dankeschön-Geschenk', 'kleines Dankeschön', 'Geschenk für die Lehrerin'],
      christmas: ['Weihnachtsgeschenk', 'Weihnachtsgutschein', 'Geschenk unter dem Tannenbaum'],
      wedding: ['Hochzeitsgeschenk', 'Hochzeitsgutschein', 'Geschenk für das Brautpaar'],
      newBaby: ['Geschenk zur Geburt', 'Babygeschenk', 'Gutschein zur Geburt'],
      retirement: ['Geschenk zum Ruhestand', 'Abschiedsgeschenk Kollege', 'Rentnergeschenk'],
    },
    business: ['Firmengutscheine', 'Geschenkgutscheine für Unternehmen', 'Kauf auf Rechnung', 'Mitarbeitergeschenk'],
    businessPages: {
      employeeGifts: ['Mitarbeitergeschenke', 'Weihnachtsgeschenk Mitarbeiter', 'Sachbezug Gutschein'],
      clientGifts: ['Kundengeschenke', 'Geschäftsgeschenke', 'Geschenk für Geschäftspartner'],
      incentives: ['Incentives', 'Mitarbeiterprämie', 'Kundenbindung'],
    },
    blog: ['Geschenktipps', 'Geschenkinspiration', 'Gutschein-Blog'],
    articles: [
      ['Geschenk für Leute, die alles haben', 'Erlebnisgeschenk', 'originelle Geschenkidee'],
      ['digitaler Gutschein', 'Gutscheinkarte', 'E-Gutschein'],
      ['Glückwunschkarte Text', 'persönliche Nachricht', 'Text zum Geschenk'],
      ['Gutscheine für Mitarbeiter', 'HR-Geschenk', 'Teamgeschenk'],
      ['Gutschein Guthaben', 'Guthaben abfragen', 'Restguthaben'],
      ['Last-Minute-Geschenk', 'Gutschein sofort per E-Mail', 'schnelles Geschenk'],
    ],
    landing: [
      ['Geschenk für ihn', 'Geschenke für Männer', 'Gutschein für ihn'],
      ['Geschenk für sie', 'Geschenke für Frauen', 'Gutschein für sie'],
    ],
  },
  nb: {
    givingMoments: ['gaveideer', 'gavekort', 'gave til enhver anledning', 'gavetips'],
    moments: {
      birthday: ['bursdagsgave', 'gavekort bursdag', 'bursdagsgave ideer', 'gave til 50-årsdag'],
      thankYou: ['takkegave', 'gave til læreren', 'gavekort som takk', 'liten oppmerksomhet'],
      christmas: ['julegave', 'gavekort jul', 'julegavetips', 'julegave til henne'],
      wedding: ['bryllupsgave', 'gavekort bryllup', 'gave til brudeparet'],
      newBaby: ['barselgave', 'gave til nyfødt', 'babygave', 'gave til nybakte foreldre'],
      retirement: ['pensjonistgave', 'avskjedsgave kollega', 'gave til pensjonist'],
    },
    business: ['gavekort til bedrifter', 'firmagaver', 'bedriftsgavekort', 'bestille mot faktura'],
    businessPages: {
      employeeGifts: ['gave til ansatte', 'julegave til ansatte', 'gavekort ansatte', 'skattefri gave til ansatte'],
      clientGifts: ['kundegaver', 'firmagave til kunder', 'gave til samarbeidspartnere'],
      incentives: ['belønning ansatte', 'insentiver', 'kundelojalitet', 'premie gavekort'],
    },
    blog: ['gavetips', 'gaveinspirasjon', 'gavekort blogg'],
    articles: [
      ['gave til den som har alt', 'opplevelsesgave', 'unike gaveideer'],
      ['digitalt gavekort', 'fysisk gavekort', 'e-gavekort'],
      ['hva skrive på gavekort', 'hilsen på kort', 'personlig hilsen'],
      ['gavekort til ansatte', 'julegave til teamet', 'HR gaver'],
      ['sjekke saldo gavekort', 'saldo gavekort', 'gjenværende saldo'],
      ['gave i siste liten', 'gavekort på e-post', 'digitalt gavekort i dag'],
    ],
    landing: [
      ['gave til ham', 'gave til mann', 'gave til kjæreste han', 'gavekort til ham'],
      ['gave til henne', 'gave til kvinne', 'gave til kjæreste hun', 'gavekort til henne'],
    ],
  },
  sv: {
    givingMoments: ['presenttips', 'presentkort', 'present till alla tillfällen', 'presentidéer'],
    moments: {
      birthday: ['födelsedagspresent', 'presentkort födelsedag', 'present till 50-årsdag', 'present till födelsedag'],
      thankYou: ['tackpresent', 'present för att säga tack', 'present till lärare', 'presentkort som tack'],
      christmas: ['julklapp', 'julklappstips', 'presentkort julklapp', 'julklapp till alla'],
      wedding: ['bröllopspresent', 'present till brudpar', 'presentkort bröllop'],
      newBaby: ['dopresent', 'present till nyfödd', 'present till nyblivna föräldrar', 'babypresent'],
      retirement: ['pensionspresent', 'present till kollega som går i pension', 'presentkort pension'],
    },
    business: ['presentkort företag', 'företagsgåvor', 'beställa mot faktura', 'personalgåva'],
    businessPages: {
      employeeGifts: ['julklapp till anställda', 'personalgåva', 'skattefri julgåva', 'presentkort till personal'],
      clientGifts: ['kundgåva', 'affärsgåva', 'present till kunder'],
      incentives: ['incitament', 'belöning till medarbetare', 'kundlojalitet', 'presentkort som belöning'],
    },
    blog: ['presenttips', 'presentinspiration', 'blogg presentkort'],
    articles: [
      ['present till den som har allt', 'originell present', 'upplevelsepresent'],
      ['digitalt presentkort', 'fysiskt presentkort', 'e-presentkort'],
      ['text till gratulationskort', 'personlig hälsning', 'vad skriva i kort'],
      ['presentkort till personalen', 'hr present', 'present till teamet'],
      ['saldo presentkort', 'kolla saldo', 'återstående saldo'],
      ['present i sista minuten', 'snabb present', 'digitalt presentkort direkt'],
    ],
    landing: [
      ['present till honom', 'present till man', 'presentkort till honom'],
      ['present till henne', 'present till kvinna', 'presentkort till henne'],
    ],
  },
  da: {
    givingMoments: ['gaveidéer', 'gavekort', 'gave til enhver anledning', 'gaveinspiration'],
    moments: {
      birthday: ['fødselsdagsgave', 'gavekort fødselsdag', 'gave til fødselsdag', 'fødselsdagsgave til hende'],
      thankYou: ['tak for hjælpen gave', 'takkegave', 'gave til lærer', 'gavekort som tak'],
      christmas: ['julegave', 'gavekort jul', 'julegaveidéer', 'gave under juletræet'],
      wedding: ['bryllupsgave', 'gavekort bryllup', 'gave til brudeparret'],
      newBaby: ['barselsgave', 'gave til nyfødt', 'babygave', 'gavekort barsel'],
      retirement: ['gave til pensionist', 'afskedsgave kollega', 'pensionsgave', 'gavekort pension'],
    },
    business: ['gavekort til virksomheder', 'firmagaver', 'erhvervsgavekort', 'køb på faktura'],
    businessPages: {
      employeeGifts: ['personalegave', 'julegave til medarbejdere', 'gavekort medarbejdere', 'skattefri personalegave'],
      clientGifts: ['kundegave', 'firmagave til kunder', 'forretningsgave'],
      incentives: ['incitamenter', 'medarbejderbelønning', 'kundeloyalitet', 'gavekort som præmie'],
    },
    blog: ['gavetips', 'gaveinspiration', 'gavekort blog'],
    articles: [
      ['gave til en der har alt', 'original gave', 'oplevelsesgave'],
      ['digitalt gavekort', 'fysisk gavekort', 'e-gavekort'],
      ['tekst til gavekort', 'personlig hilsen', 'hvad skriver man i et kort'],
      ['gavekort til personalet', 'hr gave', 'teamgave'],
      ['tjek saldo gavekort', 'saldo på gavekort', 'restbeløb gavekort'],
      ['last minute gave', 'gave i sidste øjeblik', 'digitalt gavekort hurtigt'],
    ],
    landing: [
      ['gave til ham', 'gave til mænd', 'gavekort til ham'],
      ['gave til hende', 'gave til kvinder', 'gavekort til hende'],
    ],
  },
  it: {
    givingMoments: ['idee regalo', 'carta regalo', 'regalo per ogni occasione', 'buono regalo'],
    moments: {
      birthday: ['regalo di compleanno', 'buono regalo compleanno', 'idee regalo compleanno', 'carta regalo compleanno'],
      thankYou: ['regalo di ringraziamento', 'pensiero per dire grazie', 'regalo maestra', 'buono regalo ringraziamento'],
      christmas: ['regali di Natale', 'idee regalo Natale', 'buono regalo Natale', 'regalo sotto l’albero'],
      wedding: ['regalo di nozze', 'regalo matrimonio', 'alternativa lista nozze', 'buono regalo matrimonio'],
      newBaby: ['regalo nascita', 'regalo per neonato', 'regalo neomamma', 'buono regalo nascita'],
      retirement: ['regalo pensione', 'regalo pensionamento collega', 'regalo di addio collega'],
    },
    business: ['carte regalo aziendali', 'buoni regalo per aziende', 'regali aziendali', 'ordine con fattura'],
    businessPages: {
      employeeGifts: ['regali per dipendenti', 'welfare aziendale', 'buoni regalo dipendenti', 'alternativa cesto natalizio'],
      clientGifts: ['regali per clienti', 'omaggi aziendali', 'regalo aziendale clienti'],
      incentives: ['incentivi aziendali', 'premi per dipendenti', 'programma fedeltà', 'buono regalo come premio'],
    },
    blog: ['consigli regalo', 'idee regalo', 'blog carte regalo'],
    articles: [
      ['regalo per chi ha tutto', 'regalo originale', 'regalare un’esperienza'],
      ['carta regalo digitale', 'carta regalo fisica', 'buono regalo online'],
      ['frasi per biglietto d’auguri', 'dedica regalo', 'messaggio personale regalo'],
      ['carte regalo per dipendenti', 'regali aziendali per il team', 'welfare aziendale buoni'],
      ['saldo carta regalo', 'verifica saldo', 'credito residuo buono regalo'],
      ['regalo dell’ultimo minuto', 'regalo veloce', 'buono regalo via e-mail'],
    ],
    landing: [
      ['regalo per lui', 'idee regalo uomo', 'buono regalo per lui'],
      ['regalo per lei', 'idee regalo donna', 'buono regalo per lei'],
    ],
  },
  pl: {
    givingMoments: ['pomysły na prezent', 'karta podarunkowa', 'prezent na każdą okazję', 'okazje do prezentów'],
    moments: {
      birthday: ['prezent na urodziny', 'karta podarunkowa na urodziny', 'pomysł na prezent urodzinowy', 'prezent na 18 urodziny'],
      thankYou: ['prezent na podziękowanie', 'drobny upominek', 'prezent dla nauczycielki', 'podziękowanie dla sąsiada'],
      christmas: ['prezent na święta', 'prezent pod choinkę', 'karta podarunkowa na święta', 'prezent na Boże Narodzenie'],
      wedding: ['prezent na ślub', 'prezent ślubny', 'karta podarunkowa na ślub', 'zamiast kwiatów na ślub'],
      newBaby: ['prezent na narodziny dziecka', 'prezent dla noworodka', 'prezent na baby shower', 'prezent dla młodych rodziców'],
      retirement: ['prezent na emeryturę', 'prezent pożegnalny dla współpracownika', 'karta podarunkowa na emeryturę'],
    },
    business: ['karty podarunkowe dla firm', 'bony podarunkowe dla pracowników', 'zamówienie na fakturę', 'prezenty firmowe'],
    businessPages: {
      employeeGifts: ['prezent dla pracowników', 'bony świąteczne dla pracowników', 'karty podarunkowe z ZFŚS', 'paczki świąteczne alternatywa'],
      clientGifts: ['prezenty dla klientów', 'upominki dla kontrahentów', 'prezent biznesowy'],
      incentives: ['program motywacyjny', 'nagrody dla pracowników', 'program lojalnościowy', 'karta podarunkowa jako nagroda'],
    },
    blog: ['porady prezentowe', 'inspiracje na prezent', 'blog o kartach podarunkowych'],
    articles: [
      ['prezent dla kogoś, kto ma wszystko', 'oryginalny prezent', 'prezent przeżycie'],
      ['cyfrowa karta podarunkowa', 'e-karta podarunkowa', 'fizyczna karta podarunkowa', 'bon podarunkowy online'],
      ['życzenia do prezentu', 'osobista dedykacja', 'co napisać na kartce'],
      ['karty podarunkowe dla pracowników', 'prezent od HR', 'prezent dla zespołu'],
      ['saldo karty podarunkowej', 'sprawdzenie salda', 'ile zostało na karcie podarunkowej'],
      ['prezent na ostatnią chwilę', 'szybki prezent', 'karta podarunkowa e-mailem'],
    ],
    landing: [
      ['prezent dla niego', 'prezent dla mężczyzny', 'karta podarunkowa dla niego'],
      ['prezent dla niej', 'prezent dla kobiety', 'karta podarunkowa dla niej'],
    ],
  },
  es: {
    givingMoments: ['ideas para regalar', 'tarjeta regalo', 'tarjeta de regalo', 'regalo para cualquier ocasión', 'qué regalar'],
    moments: {
      birthday: ['regalo de cumpleaños', 'tarjeta regalo cumpleaños', 'tarjeta de regalo de cumpleaños', 'qué regalar por un cumpleaños'],
      thankYou: ['regalo de agradecimiento', 'detalle para dar las gracias', 'regalo para la profesora', 'regalo para la maestra'],
      christmas: ['regalo de Navidad', 'tarjeta regalo Navidad', 'regalos navideños', 'amigo invisible'],
      wedding: ['regalo de boda', 'lista de bodas', 'regalo para recién casados', 'mesa de regalos'],
      newBaby: ['regalo para recién nacido', 'regalo de nacimiento', 'regalo para bebé', 'baby shower'],
      retirement: ['regalo de jubilación', 'regalo para un compañero que se jubila', 'despedida de jubilación'],
    },
    business: ['tarjetas regalo para empresas', 'tarjetas de regalo corporativas', 'regalos de empresa', 'pedido con factura'],
    businessPages: {
      employeeGifts: ['regalos para empleados', 'regalo de Navidad para empleados', 'cesta de Navidad alternativa', 'regalo de fin de año para empleados'],
      clientGifts: ['regalos para clientes', 'regalo corporativo', 'regalo de empresa para clientes'],
      incentives: ['incentivos para empleados', 'programa de recompensas', 'fidelización de clientes', 'premios para vendedores'],
    },
    blog: ['ideas de regalo', 'consejos para regalar', 'blog de tarjetas regalo'],
    articles: [
      ['regalo para quien lo tiene todo', 'regalo original', 'regalar experiencias'],
      ['tarjeta regalo digital', 'tarjeta regalo física', 'tarjeta de regalo electrónica', 'e-gift card'],
      ['qué escribir en una tarjeta', 'dedicatoria para un regalo', 'mensaje personal'],
      ['tarjetas regalo para empleados', 'regalo de equipo', 'regalos de recursos humanos'],
      ['consultar saldo tarjeta regalo', 'saldo tarjeta de regalo', 'saldo restante'],
      ['regalo de última hora', 'regalo urgente', 'tarjeta regalo por e-mail'],
    ],
    landing: [
      ['regalo para él', 'regalo para hombre', 'regalo para mi novio', 'tarjeta regalo para hombre'],
      ['regalo para ella', 'regalo para mujer', 'regalo para mi novia', 'tarjeta regalo para mujer'],
    ],
  },
  pt: {
    givingMoments: ['ideias de presentes', 'cartão-oferta', 'cartão-presente', 'presente para todas as ocasiões'],
    moments: {
      birthday: ['presente de aniversário', 'prenda de aniversário', 'cartão-presente aniversário', 'cartão-oferta aniversário'],
      thankYou: ['presente de agradecimento', 'lembrancinha de agradecimento', 'presente para professora', 'prenda para a educadora'],
      christmas: ['presente de Natal', 'prendas de Natal', 'cartão-oferta Natal', 'amigo secreto'],
      wedding: ['presente de casamento', 'lista de casamento', 'prenda para os noivos', 'cartão-presente casamento'],
      newBaby: ['presente para bebé', 'presente para bebê', 'chá de bebê', 'prenda de nascimento'],
      retirement: ['presente de aposentadoria', 'prenda de reforma', 'presente de despedida colega'],
    },
    business: ['cartões-oferta para empresas', 'cartão-presente corporativo', 'presentes corporativos', 'compra com fatura'],
    businessPages: {
      employeeGifts: ['presentes para colaboradores', 'presente de fim de ano para funcionários', 'cabaz de Natal alternativa', 'cartão-presente funcionários'],
      clientGifts: ['presentes para clientes', 'brindes corporativos', 'presentes empresariais'],
      incentives: ['incentivos', 'recompensas para colaboradores', 'programa de fidelidade', 'cartão-presente como prêmio'],
    },
    blog: ['dicas de presentes', 'ideias de presentes', 'blog cartões-oferta'],
    articles: [
      ['presente para quem tem tudo', 'presente original', 'presente de experiência'],
      ['cartão-oferta digital', 'cartão-presente digital', 'cartão-oferta físico', 'vale-presente'],
      ['mensagem para cartão', 'o que escrever num cartão', 'mensagem de aniversário'],
      ['presentes para a equipa', 'presentes para a equipe', 'presentes de RH', 'prémios para colaboradores'],
      ['saldo cartão-oferta', 'consultar saldo cartão-presente', 'saldo restante'],
      ['presente de última hora', 'cartão-presente por e-mail', 'presente digital imediato'],
    ],
    landing: [
      ['presente para ele', 'prenda para homem', 'presente para namorado', 'cartão-presente para ele'],
      ['presente para ela', 'prenda para mulher', 'presente para namorada', 'cartão-presente para ela'],
    ],
  },
}
