import type { ContentTextsBuilder } from './types'

/** Italian copy (Italy and the Italian side of Switzerland). */
export const textsIt: ContentTextsBuilder = (f) => ({
  readAlso: 'Leggi anche',
  givingMoments: {
    title: 'Occasioni per regalare',
    description: `Idee regalo per ogni occasione: compleanni, matrimoni, Natale e molto altro. Trova la carta regalo giusta su ${f.brand}.`,
    intro: ['Alcuni momenti meritano più di un biglietto d’auguri sul mobile. Scegli l’occasione e ti mostriamo le carte regalo più scelte per festeggiarla.'],
    sections: [],
    callout: {
      title: 'Ancora indeciso?',
      paragraphs: [`Con la carta regalo a scelta di ${f.brand} è chi la riceve a scegliere tra oltre ${f.catalogueSize} carte regalo.`],
      linkLabel: 'Scopri la carta regalo a scelta',
      route: 'choiceCard',
    },
    moments: {
      birthday: {
        slug: 'compleanno', heroTitle: 'Regali di compleanno che verranno usati davvero',
        description: 'Una carta regalo di compleanno per amici, familiari o colleghi: digitale entro un’ora o confezionata con cura e spedita per posta.',
        intro: ['Un anno in più merita un regalo azzeccato. Con una carta regalo il festeggiato sceglie esattamente ciò che desidera, da una cena fuori a quel libro sulla sua lista dei desideri.'],
        sections: [], productsTitle: 'Carte regalo di compleanno più amate',
        testimonials: [{ quote: 'Ho ordinato una carta digitale alle nove del mattino e mia sorella l’ha ricevuta prima che il suo caffè si raffreddasse.', author: 'Lotte', role: 'ha ordinato un regalo di compleanno' }],
      },
      thankYou: {
        slug: 'grazie', heroTitle: 'Di’ grazie con una carta regalo',
        description: 'Ringrazia un vicino, un’insegnante o un collega con una carta regalo che dice più di mille parole.',
        intro: ['Una mano nel momento giusto, un orecchio che ascolta, un anno di lezioni fantastiche: certe cose meritano più di un grazie veloce. Una piccola carta regalo è un gesto affettuoso che va sempre bene.'],
        sections: [], productsTitle: 'Carte regalo per dire grazie',
      },
      christmas: {
        slug: 'natale', heroTitle: 'Regali di Natale senza code',
        description: 'Carte regalo di Natale per tutte le persone della tua lista, consegnate in tempo per finire sotto l’albero.',
        intro: ['Evita le vie dello shopping affollate. Ordina online le tue carte regalo di Natale, aggiungi un messaggio personale e scegli la confezione regalo: fatto in pochi minuti.'],
        sections: [{ title: 'Ordina in tempo', paragraphs: ['Le carte fisiche ordinate in un giorno lavorativo entro le 17:00 lasciano il nostro magazzino il giorno stesso. Nell’ultima settimana prima di Natale, per andare sul sicuro, scegli una carta digitale.'] }],
        productsTitle: 'Le carte regalo preferite per Natale',
      },
      wedding: {
        slug: 'matrimonio', heroTitle: 'Un regalo di nozze per gli sposi',
        description: 'Regala agli sposi una carta regalo per una cena, un weekend fuori porta o la loro nuova casa.',
        intro: ['La lista nozze è già esaurita o gli sposi preferiscono scegliere da soli? Una carta regalo per un weekend fuori porta, una cena speciale o la nuova casa fa sempre centro.'],
        sections: [], productsTitle: 'Carte regalo per gli sposi',
      },
      newBaby: {
        slug: 'nascita', heroTitle: 'Benvenuto al mondo, piccolino',
        description: 'Carte regalo per i neogenitori e il loro bebè: giocattoli, libri o un momento di riposo per mamma e papà.',
        intro: ['Un bebè mette tutto sottosopra. Regala ai genitori qualcosa di cui hanno davvero bisogno: giocattoli e vestitini per più avanti, o una serata di riposo tutta per loro.'],
        sections: [], productsTitle: 'Carte regalo per una nascita',
      },
      retirement: {
        slug: 'pensione', heroTitle: 'Goditi la pensione',
        description: 'Una carta regalo per il pensionamento di un collega: viaggi, benessere o un hobby a cui finalmente dedicarsi.',
        intro: ['Dopo anni di duro lavoro arriva finalmente il tempo per viaggiare, per un nuovo hobby o per una giornata alla spa. Festeggia un collega che va in pensione con un regalo che riempia quel tempo libero.'],
        sections: [], productsTitle: 'Carte regalo per una meritata pensione',
      },
    },
  },
  business: {
    title: 'Carte regalo per aziende',
    description: `Carte regalo per dipendenti, clienti e incentivi. Ordina con fattura su ${f.brand} e ricevi un preventivo entro 1 ora.`,
    intro: [`Ringrazia il tuo team, sorprendi i clienti o premia i risultati migliori. ${f.brand} fornisce carte regalo ad aziende di ogni dimensione, se vuoi anche con il tuo logo e il tuo messaggio.`],
    sections: [{ title: 'Perché le aziende ci scelgono', paragraphs: ['Pagamento con fattura, un unico referente per il tuo ordine e consegna a un solo indirizzo o direttamente a ogni destinatario.', 'Le carte regalo sono esenti IVA, così la tua amministrazione resta semplice.'] }],
    callout: { title: 'Richiedi un preventivo', paragraphs: ['Dicci di cosa hai bisogno: nei giorni lavorativi ricevi un preventivo entro 1 ora.'], linkLabel: 'Contatta il nostro team aziende', route: 'contact' },
    testimonials: [{ quote: 'Duecento carte digitali per il nostro personale, inviate nello stesso pomeriggio. Il nostro ufficio HR non ha mai avuto un dicembre così tranquillo.', author: 'Sofie Verhaegen', role: 'responsabile HR, azienda di logistica' }, { quote: 'Ogni anno i nostri clienti ricevono una carta regalo fisica in una busta festiva. Ordinata in dieci minuti prima delle cinque, il giorno dopo è sulla loro scrivania.', author: 'Pieter Claes', role: 'account manager, studio di commercialisti' }],
    productsTitle: 'Le nostre soluzioni',
    pages: {
      employeeGifts: {
        slug: 'regali-per-dipendenti', title: 'Regali per i dipendenti', description: 'Regali di fine anno, anniversari o un semplice grazie: carte regalo che i tuoi dipendenti scelgono da soli.',
        intro: ['Con una carta regalo ogni dipendente sceglie il regalo più adatto a sé, da una serata al cinema a un nuovo paio di scarpe da corsa.'],
        sections: [{ title: 'Come funziona', paragraphs: ['Inviaci l’elenco dei destinatari oppure ordina un unico lotto per il tuo ufficio. Le carte digitali arrivano via e-mail entro 1 ora, quelle fisiche vengono spedite lo stesso giorno lavorativo.'] }],
      },
      clientGifts: {
        slug: 'regali-per-clienti', title: 'Regali per clienti e partner', description: 'Rafforza i tuoi rapporti commerciali con una carta regalo per tutti i gusti.',
        intro: ['Un regalo che si ricorda: una cena, una giornata di benessere o una buona bottiglia di vino, scelti dal tuo cliente.'],
        sections: [{ title: 'Con il tuo messaggio', paragraphs: ['Aggiungi un messaggio personale e scegli la confezione regalo: il tuo regalo arriva pronto da consegnare.'] }],
      },
      incentives: {
        slug: 'incentivi', title: 'Incentivi e premi', description: 'Premia obiettivi di vendita, la partecipazione a sondaggi o la fedeltà con le carte regalo.',
        intro: ['Le carte regalo funzionano benissimo come premio: sono flessibili, facili da inviare e apprezzate da tutti.'],
        sections: [{ title: 'Grandi quantità', paragraphs: ['Per campagne con centinaia di destinatari forniamo i codici digitali in un unico file. Chiedi al nostro team aziende quali sono le opzioni.'] }],
      },
    },
  },
  blog: {
    title: 'Blog',
    description: `Consigli regalo, ispirazione e novità da ${f.brand}.`,
    intro: ['Idee per ogni occasione, consigli per fare il regalo giusto e uno sguardo dietro le quinte.'],
    sections: [],
    articles: [
      {
        slug: 'dieci-idee-regalo-per-chi-ha-gia-tutto', date: '2025-11-18', title: 'Dieci idee regalo per chi ha già tutto',
        excerpt: 'Esperienze invece di oggetti: i nostri regali preferiti per la persona più difficile della tua lista.',
        description: 'Idee regalo per chi ha già tutto: esperienze, cene e gite.',
        intro: ['Tutti conosciamo qualcuno che ha già tutto. Il segreto è regalare qualcosa che non si compra in negozio: tempo, un’esperienza, un ricordo.'],
        sections: [
          { title: 'Regala un’esperienza', paragraphs: ['Una sessione di arrampicata, un corso di cucina o una escape room: le esperienze restano nella memoria molto più a lungo di un gadget.'] },
          { title: 'Rendilo personale', paragraphs: ['Aggiungi un messaggio personale alla carta. Poche parole sul perché l’hai scelta rendono il regalo due volte più bello.'] },
        ],
      },
      {
        slug: 'carta-regalo-digitale-o-fisica', date: '2025-10-02', title: 'Carta regalo digitale o fisica: quale fa per te?',
        excerpt: 'Veloce via e-mail o ben confezionata per posta? Le differenze in breve.',
        description: 'La differenza tra una carta regalo digitale e una fisica, e quando scegliere l’una o l’altra.',
        intro: ['Le due carte valgono esattamente lo stesso. La differenza sta nel modo in cui arrivano.'],
        sections: [
          { title: 'Digitale', paragraphs: ['Una carta digitale arriva via e-mail, di solito entro 1 ora. Perfetta per i regali dell’ultimo minuto o per chi vive all’estero.'] },
          { title: 'Fisica', paragraphs: ['Una carta fisica arriva per posta, se vuoi con confezione regalo. Se la ordini in un giorno lavorativo entro le 17:00, viene spedita il giorno stesso.'] },
        ],
      },
      {
        slug: 'come-scrivere-un-messaggio-personale', date: '2025-09-12', title: 'Come scrivere un messaggio personale',
        excerpt: 'Poche parole sincere rendono migliore qualsiasi regalo. Cinque consigli per iniziare.',
        description: 'Consigli per scrivere un messaggio breve e personale da abbinare alla tua carta regalo.',
        intro: ['Hai a disposizione fino a 150 caratteri. Bastano per dire qualcosa di sincero, purché tu resti semplice.'],
        sections: [{ title: 'Cinque consigli', paragraphs: ['Usa il suo nome. Ricorda un momento vissuto insieme. Spiega perché hai scelto questo regalo. Sii breve. Rileggilo ad alta voce prima di inviarlo.'] }],
      },
      {
        slug: 'carte-regalo-per-il-tuo-team', date: '2025-08-20', title: 'Carte regalo per il tuo team: una guida pratica',
        excerpt: 'Dal budget alla consegna: come organizzare i regali per i dipendenti senza stress.',
        description: 'Una guida pratica per HR e office manager che ordinano carte regalo per il personale.',
        intro: ['Ordinare i regali per cinquanta colleghi non deve per forza richiedere una settimana. Con un po’ di organizzazione basta un pomeriggio.'],
        sections: [
          { title: 'Fissa un budget', paragraphs: ['Decidi prima l’importo per persona. Le carte regalo sono esenti IVA: quello che paghi è esattamente quello che ricevono.'] },
          { title: 'Scegli la consegna', paragraphs: ['Invia le carte digitali direttamente a ogni dipendente oppure ricevi tutte le carte fisiche in ufficio.'] },
        ],
      },
      {
        slug: 'verifica-il-saldo', date: '2025-07-08', title: 'Come verificare il saldo della tua carta regalo',
        excerpt: 'Non sai quanto credito resta sulla tua carta? Ecco come scoprirlo.',
        description: 'Verifica il saldo residuo della tua carta regalo con il numero di carta e il PIN.',
        intro: ['Inserisci il numero di carta di 19 cifre e il PIN di 6 cifre nella pagina di verifica del saldo e vedrai subito il tuo saldo.'],
        sections: [{ title: 'Converti il tuo saldo', paragraphs: ['C’è ancora credito sulla tua carta regalo a scelta? Convertilo in una o più carte regalo dei tuoi marchi preferiti.'] }],
      },
      {
        slug: 'regali-dell-ultimo-minuto', date: '2025-06-14', title: 'Regali dell’ultimo minuto che non sembrano dell’ultimo minuto',
        excerpt: 'Ti sei dimenticato di un compleanno? Una carta regalo digitale arriva nella sua casella di posta entro un’ora.',
        description: 'Idee regalo dell’ultimo minuto: carte regalo digitali consegnate via e-mail entro 1 ora.',
        intro: ['Capita a tutti. Per fortuna una carta regalo digitale con un messaggio pensato con cura sembra tutto tranne che un regalo fatto di corsa.'],
        sections: [{ title: 'Programmala', paragraphs: ['Scegli data e ora di consegna e la carta arriverà proprio quando inizia la festa.'] }],
      },
    ],
  },
  terms: {
    title: 'Termini e condizioni',
    description: `Le condizioni generali di ${f.brand} per l’acquisto e l’utilizzo delle carte regalo.`,
    intro: [`Queste condizioni si applicano a ogni ordine effettuato su ${f.brand}. Effettuando un ordine le accetti.`],
    sections: [
      { title: '1. Ordini', paragraphs: ['Un ordine è definitivo una volta ricevuto il pagamento. Ricevi una conferma via e-mail con il tuo numero d’ordine.'] },
      { title: '2. Prezzi e pagamento', paragraphs: ['Tutti i prezzi comprendono il valore delle carte regalo. Le carte regalo sono esenti IVA; le spese di spedizione e i costi di servizio vengono indicati prima del pagamento.'] },
      { title: '3. Validità', paragraphs: ['La validità di una carta regalo è indicata sulla carta e nell’e-mail di conferma. I saldi scaduti non possono essere rimborsati.'] },
      { title: '4. Responsabilità', paragraphs: ['Conserva con cura il numero di carta e il PIN. Non siamo responsabili dell’utilizzo di una carta regalo da parte di terzi dopo la consegna.'] },
    ],
  },
  privacy: {
    title: 'Informativa sulla privacy',
    description: `Come ${f.brand} tratta i tuoi dati personali.`,
    intro: ['Usiamo i tuoi dati personali solo per consegnare il tuo ordine, per aiutarti quando ci contatti e, se acconsenti, per inviarti la nostra newsletter.'],
    sections: [
      { title: 'Quali dati raccogliamo', paragraphs: ['Nome, indirizzo, indirizzo e-mail e numero di telefono di chi ordina e, se necessario, dei destinatari.'] },
      { title: 'Per quanto tempo li conserviamo', paragraphs: ['I dati degli ordini vengono conservati per il tempo previsto dalla legge per la nostra contabilità. Puoi chiederci in qualsiasi momento di eliminare il tuo account.'] },
      { title: 'I tuoi diritti', paragraphs: [`Puoi consultare, correggere o cancellare i tuoi dati. Invia la tua richiesta a ${f.email}.`] },
    ],
  },
  cookies: {
    title: 'Informativa sui cookie',
    description: `Quali cookie usa ${f.brand} e perché.`,
    intro: ['Usiamo i cookie per conservare il tuo carrello, ricordare la tua lingua e, con il tuo consenso, misurare come viene usato il nostro negozio.'],
    sections: [
      { title: 'Cookie necessari', paragraphs: ['Questi cookie fanno funzionare il negozio: il tuo carrello, il tuo accesso e la tua lingua. Non possono essere disattivati.'] },
      { title: 'Cookie analitici', paragraphs: ['Con il tuo consenso misuriamo le visite in forma anonima, così possiamo migliorare il negozio.'] },
    ],
  },
  contact: {
    title: 'Contatti',
    description: `Domande sul tuo ordine? Contatta il servizio clienti di ${f.brand} per telefono o via e-mail.`,
    intro: ['Il nostro servizio clienti è felice di aiutarti con domande su ordini, consegne e saldo della tua carta regalo.'],
    sections: [],
    contactTitle: 'Servizio clienti',
    hours: ['Dal lunedì al venerdì, dalle 9:00 alle 17:00'],
    callout: { title: 'Cerchi una risposta veloce?', paragraphs: ['Trovi la risposta alla maggior parte delle domande nel nostro centro assistenza.'], linkLabel: 'Vai al centro assistenza', route: 'helpdesk' },
  },
  cancelationPolicy: {
    title: 'Diritto di recesso',
    description: `Come annullare un ordine su ${f.brand}.`,
    intro: ['Hai cambiato idea? Puoi annullare un ordine finché la carta regalo non è stata utilizzata.'],
    sections: [
      { title: 'Termine di recesso', paragraphs: ['Hai 14 giorni dal ricevimento per recedere. Contatta il servizio clienti indicando il tuo numero d’ordine.'] },
      { title: 'Rimborso', paragraphs: ['Rimborsiamo l’importo entro 14 giorni con lo stesso metodo di pagamento che hai usato. Le carte regalo già utilizzate (anche solo in parte) non possono essere rimborsate.'] },
    ],
  },
  delivery: {
    title: 'Consegna',
    description: 'Tempi di consegna e modalità di spedizione per carte regalo digitali e fisiche.',
    intro: ['Hai ordinato in un giorno lavorativo entro le 17:00? Allora il tuo ordine viene spedito il giorno stesso.'],
    sections: [
      { title: 'Carte regalo digitali', paragraphs: ['Le carte digitali vengono inviate via e-mail, di solito entro 1 ora. Puoi anche scegliere una data e un orario di consegna successivi.'] },
      { title: 'Posta ordinaria', paragraphs: ['Il 98% delle nostre lettere arriva entro 2-3 giorni lavorativi. La tua carta non è arrivata dopo 5 giorni lavorativi? Contatta il servizio clienti.'] },
      { title: 'Raccomandata', paragraphs: [`Gli ordini superiori a ${f.registeredMailThreshold} e gli ordini con vino vengono spediti per raccomandata, così possono essere tracciati.`] },
    ],
  },
  landing: [
    {
      slug: 'regalo-per-lui', title: 'Regalo per lui', description: 'Idee di carte regalo per il tuo partner, tuo padre, tuo fratello o un amico.',
      intro: ['Che ami cucinare, lo sport o un bel film: queste carte regalo fanno sempre centro.'], sections: [], productsTitle: 'I nostri consigli per lui',
    },
    {
      slug: 'regalo-per-lei', title: 'Regalo per lei', description: 'Idee di carte regalo per la tua partner, tua madre, tua sorella o un’amica.',
      intro: ['Coccole, moda o una serata fuori: con queste carte regalo è lei a scegliere ciò che preferisce.'], sections: [], productsTitle: 'I nostri consigli per lei',
    },
  ],
})
