import type { ContentTextsBuilder } from './types'

/** Swedish copy. */
export const textsSv: ContentTextsBuilder = (f) => ({
  readAlso: 'Läs också',
  givingMoments: {
    title: 'Presenttillfällen',
    description: `Presenttips för alla tillfällen: födelsedagar, bröllop, jul och mycket mer. Hitta rätt presentkort hos ${f.brand}.`,
    intro: ['Vissa stunder förtjänar mer än ett kort på hyllan. Välj tillfälle så visar vi vilka presentkort som väljs oftast.'],
    sections: [],
    callout: {
      title: 'Fortfarande osäker?',
      paragraphs: [`Med det valfria presentkortet från ${f.brand} väljer mottagaren själv bland fler än ${f.catalogueSize} presentkort.`],
      linkLabel: 'Upptäck det valfria presentkortet',
      route: 'choiceCard',
    },
    moments: {
      birthday: {
        slug: 'fodelsedag', heroTitle: 'Födelsedagspresenter som faktiskt kommer till användning',
        description: 'Ett presentkort till födelsedagen för vänner, familj eller kollegor: digitalt inom en timme eller snyggt förpackat med posten.',
        intro: ['Ett år äldre förtjänar en present som passar. Med ett presentkort väljer födelsedagsbarnet precis vad hen vill ha, från en middag ute till boken på önskelistan.'],
        sections: [], productsTitle: 'Populära presentkort till födelsedagen',
        testimonials: [{ quote: 'Jag beställde ett digitalt kort klockan nio på morgonen och min syster hade det innan kaffet hann kallna.', author: 'Lotte', role: 'beställde en födelsedagspresent' }],
      },
      thankYou: {
        slug: 'tack', heroTitle: 'Säg tack med ett presentkort',
        description: 'Tacka en granne, lärare eller kollega med ett presentkort som säger mer än ord.',
        intro: ['En hjälpande hand, ett lyssnande öra, ett år av fina lektioner: vissa saker kräver mer än ett snabbt tack. Ett litet presentkort är en varm gest som alltid passar.'],
        sections: [], productsTitle: 'Presentkort för att säga tack',
      },
      christmas: {
        slug: 'jul', heroTitle: 'Julklappar utan köer',
        description: 'Presentkort i julklapp till alla på din lista, levererade i tid till granen.',
        intro: ['Slipp de fullsatta shoppinggatorna. Beställ dina julklappar online, lägg till en personlig hälsning och välj presentförpackning: klart på några minuter.'],
        sections: [{ title: 'Beställ i tid', paragraphs: ['Fysiska kort som beställs en vardag före 17.00 lämnar vårt lager samma dag. Sista veckan före jul är ett digitalt kort det säkraste valet.'] }],
        productsTitle: 'Favoriter bland julklapparna',
      },
      wedding: {
        slug: 'brollop', heroTitle: 'En bröllopspresent till det lyckliga paret',
        description: 'Ge de nygifta ett presentkort för en middag, en weekendresa eller deras nya hem.',
        intro: ['Är önskelistan redan slut eller vill paret hellre välja själva? Ett presentkort för en weekendresa, en fin middag eller det nya hemmet är alltid uppskattat.'],
        sections: [], productsTitle: 'Presentkort till nygifta',
      },
      newBaby: {
        slug: 'nyfodd', heroTitle: 'Välkommen till världen, lilla du',
        description: 'Presentkort till nyblivna föräldrar och deras bebis: leksaker, böcker eller en stunds vila för mamma och pappa.',
        intro: ['En ny bebis vänder upp och ner på allt. Ge föräldrarna något de verkligen behöver: leksaker och kläder till senare, eller en lugn kväll för dem själva.'],
        sections: [], productsTitle: 'Presentkort till en nyfödd',
      },
      retirement: {
        slug: 'pension', heroTitle: 'Njut av pensionen',
        description: 'Ett presentkort till en kollega som går i pension: resor, spa eller en hobby som det äntligen finns tid för.',
        intro: ['Efter många års hårt arbete finns det äntligen tid för resor, en ny hobby eller en dag på spa. Fira en kollega som går i pension med en present som fyller den nya fritiden.'],
        sections: [], productsTitle: 'Presentkort för en välförtjänt pension',
      },
    },
  },
  business: {
    title: 'Presentkort för företag',
    description: `Presentkort till personal, kunder och belöningsprogram. Beställ mot faktura hos ${f.brand} och få en offert inom 1 timme.`,
    intro: [`Tacka ditt team, överraska kunder eller belöna fina prestationer. ${f.brand} levererar presentkort till företag i alla storlekar, gärna med din logga och hälsning.`],
    sections: [{ title: 'Därför väljer företag oss', paragraphs: ['Betala mot faktura, en kontaktperson för hela beställningen och leverans till en adress eller direkt till varje mottagare.', 'Presentkort är momsfria, vilket gör administrationen enkel.'] }],
    callout: { title: 'Begär en offert', paragraphs: ['Berätta vad du behöver så får du en offert inom 1 timme på vardagar.'], linkLabel: 'Kontakta vårt företagsteam', route: 'contact' },
    testimonials: [{ quote: 'Tvåhundra digitala kort till vår personal, skickade samma eftermiddag. Vår HR-avdelning har aldrig haft en enklare december.', author: 'Sofie Verhaegen', role: 'HR-chef, logistikföretag' }, { quote: 'Varje år får våra kunder ett fysiskt presentkort i ett festligt kuvert. Beställt på tio minuter före fem, på deras skrivbord nästa dag.', author: 'Pieter Claes', role: 'kundansvarig, redovisningsbyrå' }],
    productsTitle: 'Våra lösningar',
    pages: {
      employeeGifts: {
        slug: 'personalgavor', title: 'Personalgåvor', description: 'Julklappar, jubileum eller ett tack: presentkort som personalen väljer själv.',
        intro: ['Med ett presentkort väljer varje medarbetare en present som passar just hen, från en biokväll till nya löparskor.'],
        sections: [{ title: 'Så fungerar det', paragraphs: ['Skicka oss listan med mottagare eller beställ allt i en leverans till kontoret. Digitala kort kommer via e-post inom 1 timme, fysiska kort skickas samma arbetsdag.'] }],
      },
      clientGifts: {
        slug: 'kundgavor', title: 'Gåvor till kunder och partner', description: 'Stärk dina affärsrelationer med ett presentkort för alla smaker.',
        intro: ['En gåva som blir ihågkommen: en middag, en spadag eller en god flaska vin, vald av kunden själv.'],
        sections: [{ title: 'Med din hälsning', paragraphs: ['Lägg till en personlig hälsning och välj presentförpackning, så kommer gåvan fram redo att ges bort.'] }],
      },
      incentives: {
        slug: 'beloningar', title: 'Incitament och belöningar', description: 'Belöna säljmål, deltagande i enkäter eller lojalitet med presentkort.',
        intro: ['Presentkort fungerar utmärkt som belöning: de är flexibla, enkla att skicka och uppskattas av alla.'],
        sections: [{ title: 'Stora volymer', paragraphs: ['För kampanjer med hundratals mottagare levererar vi digitala koder i en fil. Fråga vårt företagsteam om möjligheterna.'] }],
      },
    },
  },
  blog: {
    title: 'Blogg',
    description: `Presenttips, inspiration och nyheter från ${f.brand}.`,
    intro: ['Idéer för alla tillfällen, tips för att ge bra presenter och en titt bakom kulisserna.'],
    sections: [],
    articles: [
      {
        slug: 'tio-presenttips-till-den-som-har-allt', date: '2025-11-18', title: 'Tio presenttips till den som har allt',
        excerpt: 'Upplevelser i stället för saker: våra favoritpresenter till den svåraste personen på din lista.',
        description: 'Presenttips till den som redan har allt: upplevelser, middagar och utflykter.',
        intro: ['Alla känner någon som redan har allt. Tricket är att ge något som inte går att köpa i en butik: tid, en upplevelse, ett minne.'],
        sections: [
          { title: 'Ge en upplevelse', paragraphs: ['En klätterkväll, en matlagningskurs eller ett escape room: upplevelser minns man långt efter att prylen är bortglömd.'] },
          { title: 'Gör den personlig', paragraphs: ['Lägg till en personlig hälsning på kortet. Några ord om varför du valde just den gör presenten dubbelt så fin.'] },
        ],
      },
      {
        slug: 'digitalt-eller-fysiskt-presentkort', date: '2025-10-02', title: 'Digitalt eller fysiskt presentkort: vilket passar dig?',
        excerpt: 'Snabbt via e-post eller snyggt inslaget med posten? Skillnaderna i korthet.',
        description: 'Skillnaden mellan ett digitalt och ett fysiskt presentkort, och när du ska välja vilket.',
        intro: ['Båda korten är värda exakt lika mycket. Skillnaden ligger i hur de kommer fram.'],
        sections: [
          { title: 'Digitalt', paragraphs: ['Ett digitalt kort kommer via e-post, oftast inom 1 timme. Perfekt för presenter i sista minuten eller till mottagare utomlands.'] },
          { title: 'Fysiskt', paragraphs: ['Ett fysiskt kort kommer med posten, om du vill i presentförpackning. Beställer du en vardag före 17.00 skickas det samma dag.'] },
        ],
      },
      {
        slug: 'skriv-en-personlig-halsning', date: '2025-09-12', title: 'Så skriver du en personlig hälsning',
        excerpt: 'Några uppriktiga ord gör varje present bättre. Fem tips för att komma igång.',
        description: 'Tips för att skriva en kort, personlig hälsning till ditt presentkort.',
        intro: ['Du har upp till 150 tecken. Det räcker till något uppriktigt, så länge du håller det enkelt.'],
        sections: [{ title: 'Fem tips', paragraphs: ['Använd mottagarens namn. Nämn ett gemensamt minne. Berätta varför du valde just den här presenten. Håll det kort. Läs det högt innan du skickar.'] }],
      },
      {
        slug: 'presentkort-till-personalen', date: '2025-08-20', title: 'Presentkort till personalen: en praktisk guide',
        excerpt: 'Från budget till leverans: så ordnar du gåvor till dina medarbetare utan stress.',
        description: 'En praktisk guide för HR- och kontorsansvariga som beställer presentkort till personalen.',
        intro: ['Att beställa presenter till femtio kollegor behöver inte ta en vecka. Med lite planering tar det en eftermiddag.'],
        sections: [
          { title: 'Bestäm en budget', paragraphs: ['Bestäm först beloppet per person. Presentkort är momsfria, så det du betalar är det mottagaren får.'] },
          { title: 'Välj leveranssätt', paragraphs: ['Skicka digitala kort direkt till varje medarbetare eller ta emot alla fysiska kort på kontoret.'] },
        ],
      },
      {
        slug: 'kolla-saldot', date: '2025-07-08', title: 'Så kollar du saldot på ditt presentkort',
        excerpt: 'Osäker på hur mycket som finns kvar på kortet? Så här tar du reda på det.',
        description: 'Kolla återstående saldo på ditt presentkort med kortnummer och PIN-kod.',
        intro: ['Ange det 19-siffriga kortnumret och den 6-siffriga PIN-koden på sidan för saldokoll så ser du ditt saldo direkt.'],
        sections: [{ title: 'Byt ditt saldo', paragraphs: ['Finns det fortfarande pengar kvar på ditt valfria presentkort? Byt dem mot ett eller flera presentkort från dina favoritvarumärken.'] }],
      },
      {
        slug: 'presenter-i-sista-minuten', date: '2025-06-14', title: 'Presenter i sista minuten som inte ser ut att vara det',
        excerpt: 'Glömt en födelsedag? Ett digitalt presentkort ligger i inkorgen inom en timme.',
        description: 'Presenttips i sista minuten: digitala presentkort som levereras via e-post inom 1 timme.',
        intro: ['Det händer alla. Som tur är ser ett digitalt presentkort med en omtänksam hälsning allt annat än stressat ut.'],
        sections: [{ title: 'Schemalägg det', paragraphs: ['Välj leveransdatum och tid så kommer kortet precis när festen börjar.'] }],
      },
    ],
  },
  terms: {
    title: 'Allmänna villkor',
    description: `Allmänna villkor för att beställa och använda presentkort hos ${f.brand}.`,
    intro: [`Villkoren gäller för alla beställningar hos ${f.brand}. När du gör en beställning godkänner du dem.`],
    sections: [
      { title: '1. Beställningar', paragraphs: ['En beställning är bindande när betalningen har tagits emot. Du får en bekräftelse via e-post med ditt ordernummer.'] },
      { title: '2. Priser och betalning', paragraphs: ['Alla priser inkluderar presentkortens värde. Presentkort är momsfria; fraktkostnader och serviceavgift visas innan du betalar.'] },
      { title: '3. Giltighet', paragraphs: ['Presentkortets giltighetstid framgår av kortet och av bekräftelsemejlet. Saldo som har gått ut kan inte återbetalas.'] },
      { title: '4. Ansvar', paragraphs: ['Förvara ditt kortnummer och din PIN-kod säkert. Vi ansvarar inte för att tredje part använder ett presentkort efter leverans.'] },
    ],
  },
  privacy: {
    title: 'Integritetspolicy',
    description: `Så hanterar ${f.brand} dina personuppgifter.`,
    intro: ['Vi använder bara dina personuppgifter för att leverera din beställning, hjälpa dig när du kontaktar oss och, om du samtycker, skicka vårt nyhetsbrev.'],
    sections: [
      { title: 'Vad vi samlar in', paragraphs: ['Namn, adress, e-postadress och telefonnummer till den som beställer och, vid behov, till mottagarna.'] },
      { title: 'Hur länge vi sparar uppgifterna', paragraphs: ['Orderuppgifter sparas så länge som lagen kräver för vår bokföring. Du kan när som helst be oss radera ditt konto.'] },
      { title: 'Dina rättigheter', paragraphs: [`Du kan se, rätta eller radera dina uppgifter. Skicka din begäran till ${f.email}.`] },
    ],
  },
  cookies: {
    title: 'Cookiepolicy',
    description: `Vilka cookies ${f.brand} använder och varför.`,
    intro: ['Vi använder cookies för att spara din varukorg, komma ihåg ditt språk och, med ditt samtycke, mäta hur vår butik används.'],
    sections: [
      { title: 'Nödvändiga cookies', paragraphs: ['De här cookies får butiken att fungera: din varukorg, din inloggning och ditt språk. De kan inte stängas av.'] },
      { title: 'Analyscookies', paragraphs: ['Med ditt samtycke mäter vi besök anonymt, så att vi kan förbättra butiken.'] },
    ],
  },
  contact: {
    title: 'Kontakt',
    description: `Frågor om din beställning? Kontakta kundtjänst på ${f.brand} via telefon eller e-post.`,
    intro: ['Vår kundtjänst hjälper dig gärna med frågor om beställningar, leverans och saldot på ditt presentkort.'],
    sections: [],
    contactTitle: 'Kundtjänst',
    hours: ['Måndag–fredag, 9.00–17.00'],
    callout: { title: 'Letar du efter ett snabbt svar?', paragraphs: ['De flesta frågor besvaras i vårt hjälpcenter.'], linkLabel: 'Gå till hjälpcentret', route: 'helpdesk' },
  },
  cancelationPolicy: {
    title: 'Ångerrätt',
    description: `Så ångrar du en beställning hos ${f.brand}.`,
    intro: ['Har du ångrat dig? Du kan ångra en beställning så länge presentkortet inte har använts.'],
    sections: [
      { title: 'Ångerfrist', paragraphs: ['Du har 14 dagar från mottagandet på dig att ångra köpet. Kontakta kundtjänst och ange ditt ordernummer.'] },
      { title: 'Återbetalning', paragraphs: ['Vi betalar tillbaka beloppet inom 14 dagar via det betalsätt du använde. Presentkort som (delvis) har använts kan inte återbetalas.'] },
    ],
  },
  delivery: {
    title: 'Leverans',
    description: 'Leveranstider och leveranssätt för digitala och fysiska presentkort.',
    intro: ['Beställer du en vardag före 17.00? Då skickas din beställning samma dag.'],
    sections: [
      { title: 'Digitala presentkort', paragraphs: ['Digitala kort skickas via e-post, oftast inom 1 timme. Du kan också välja ett senare leveransdatum och en senare tid.'] },
      { title: 'Vanlig post', paragraphs: ['98 % av våra brev kommer fram inom 2–3 arbetsdagar. Har ditt kort inte kommit efter 5 arbetsdagar? Kontakta kundtjänst.'] },
      { title: 'Rekommenderat brev', paragraphs: [`Beställningar över ${f.registeredMailThreshold} och beställningar med vin skickas som rekommenderat brev, så att de kan spåras.`] },
    ],
  },
  landing: [
    {
      slug: 'present-till-honom', title: 'Present till honom', description: 'Presentkortstips till din partner, pappa, bror eller vän.',
      intro: ['Oavsett om han älskar att laga mat, sport eller en bra film: de här presentkorten går alltid hem.'], sections: [], productsTitle: 'Våra tips till honom',
    },
    {
      slug: 'present-till-henne', title: 'Present till henne', description: 'Presentkortstips till din partner, mamma, syster eller vän.',
      intro: ['Egentid, mode eller en kväll ute: med de här presentkorten väljer hon sin egen favorit.'], sections: [], productsTitle: 'Våra tips till henne',
    },
  ],
})
