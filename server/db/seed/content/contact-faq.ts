/**
 * The questions the contact page answers first, per language (docs/rules/pages-and-seo.md FAQ): what customer
 * service is asked most, answered with the shop's own rules (delivery promises, balance check,
 * swapping, business orders). The page names them as FAQPage structured data.
 */
import { SWAPPABLE_CARDS_MORE_THAN } from '@/config/redeem'
import type { CompleteLanguage } from '@/config/storefronts/types'
import type { FaqBlockData } from '@/server/modules/content/block-types'
import type { ContentFacts } from './types'

export const CONTACT_FAQ: Readonly<Record<CompleteLanguage, (facts: ContentFacts) => FaqBlockData>> = {
  nl: (f) => ({
    title: 'Veelgestelde vragen',
    items: [
      { question: 'Wanneer komt mijn cadeaubon aan?', answer: 'Een digitale cadeaubon ontvangt u meestal binnen het uur per e-mail. Een fysieke cadeaubon die u op een werkdag vóór 17:00 bestelt, versturen we dezelfde dag per post.' },
      { question: 'Hoe controleer ik het saldo van mijn cadeaubon?', answer: 'Vul op de pagina Saldocheck het kaartnummer en de pincode van uw cadeaubon in. U ziet meteen het saldo en tot wanneer de kaart geldig is.' },
      { question: 'Kan ik mijn cadeaubon inwisselen voor een andere?', answer: `Ja. Na de saldocheck kiest u met uw saldo uit meer dan ${SWAPPABLE_CARDS_MORE_THAN} cadeaubonnen. Is uw saldo niet genoeg, dan betaalt u het verschil bij.` },
      { question: 'Kan mijn bedrijf op factuur bestellen?', answer: `Ja. Zakelijke klanten bestellen bij ${f.brand} op factuur en krijgen binnen 1 uur een offerte.` },
    ],
  }),
  fr: (f) => ({
    title: 'Questions fréquentes',
    items: [
      { question: 'Quand vais-je recevoir ma carte cadeau ?', answer: 'Une carte cadeau numérique arrive généralement par e-mail dans l’heure. Une carte physique commandée un jour ouvrable avant 17h00 part le jour même par la poste.' },
      { question: 'Comment vérifier le solde de ma carte cadeau ?', answer: 'Sur la page Solde, saisissez le numéro et le code PIN de votre carte. Vous voyez aussitôt le solde et la date de validité.' },
      { question: 'Puis-je échanger ma carte cadeau contre une autre ?', answer: `Oui. Après la vérification du solde, vous choisissez parmi plus de ${SWAPPABLE_CARDS_MORE_THAN} cartes cadeaux. Si le solde ne suffit pas, vous payez la différence.` },
      { question: 'Mon entreprise peut-elle commander sur facture ?', answer: `Oui. Les clients professionnels commandent chez ${f.brand} sur facture et reçoivent un devis dans l’heure.` },
    ],
  }),
  en: (f) => ({
    title: 'Frequently asked questions',
    items: [
      { question: 'When will my gift card arrive?', answer: 'A digital gift card usually arrives by e-mail within the hour. A physical card ordered on a working day before 5 pm is posted the same day.' },
      { question: 'How do I check the balance of my gift card?', answer: 'Enter the card number and PIN on the balance check page. You see the balance and the expiry date straight away.' },
      { question: 'Can I swap my gift card for another one?', answer: `Yes. After the balance check you choose from more than ${SWAPPABLE_CARDS_MORE_THAN} gift cards. If the balance is not enough, you pay the difference.` },
      { question: 'Can my company order on invoice?', answer: `Yes. Business customers order from ${f.brand} on invoice and receive a quote within 1 hour.` },
    ],
  }),
  de: (f) => ({
    title: 'Häufige Fragen',
    items: [
      { question: 'Wann kommt mein Gutschein an?', answer: 'Einen digitalen Gutschein erhalten Sie meist innerhalb einer Stunde per E-Mail. Eine Gutscheinkarte, die Sie an einem Werktag vor 17 Uhr bestellen, verschicken wir noch am selben Tag per Post.' },
      { question: 'Wie frage ich das Guthaben meines Gutscheins ab?', answer: 'Geben Sie auf der Seite Guthabenabfrage die Kartennummer und die PIN Ihres Gutscheins ein. Sie sehen sofort das Guthaben und das Ablaufdatum.' },
      { question: 'Kann ich meinen Gutschein gegen einen anderen tauschen?', answer: `Ja. Nach der Guthabenabfrage wählen Sie aus mehr als ${SWAPPABLE_CARDS_MORE_THAN} Gutscheinen. Reicht das Guthaben nicht, zahlen Sie die Differenz.` },
      { question: 'Kann mein Unternehmen auf Rechnung bestellen?', answer: `Ja. Geschäftskunden bestellen bei ${f.brand} auf Rechnung und erhalten innerhalb einer Stunde ein Angebot.` },
    ],
  }),
  nb: (f) => ({
    title: 'Ofte stilte spørsmål',
    items: [
      { question: 'Når kommer gavekortet mitt?', answer: 'Et digitalt gavekort kommer vanligvis på e-post innen en time. Et fysisk gavekort du bestiller på en virkedag før kl. 17.00, sender vi i posten samme dag.' },
      { question: 'Hvordan sjekker jeg saldoen på gavekortet mitt?', answer: 'Skriv inn kortnummeret og PIN-koden på siden for saldosjekk. Du ser saldoen og utløpsdatoen med en gang.' },
      { question: 'Kan jeg bytte gavekortet mitt mot et annet?', answer: `Ja. Etter saldosjekken velger du blant mer enn ${SWAPPABLE_CARDS_MORE_THAN} gavekort. Hvis saldoen ikke strekker til, betaler du mellomlegget.` },
      { question: 'Kan bedriften vår bestille mot faktura?', answer: `Ja. Bedriftskunder bestiller hos ${f.brand} mot faktura og får et tilbud innen 1 time.` },
    ],
  }),
  sv: (f) => ({
    title: 'Vanliga frågor',
    items: [
      { question: 'När kommer mitt presentkort?', answer: 'Ett digitalt presentkort kommer oftast via e-post inom en timme. Ett fysiskt presentkort som du beställer en vardag före 17.00 skickar vi med posten samma dag.' },
      { question: 'Hur kollar jag saldot på mitt presentkort?', answer: 'Ange kortnumret och PIN-koden på sidan för saldokoll. Du ser direkt saldot och hur länge kortet är giltigt.' },
      { question: 'Kan jag byta mitt presentkort mot ett annat?', answer: `Ja. Efter saldokollen väljer du bland fler än ${SWAPPABLE_CARDS_MORE_THAN} presentkort. Räcker inte saldot betalar du mellanskillnaden.` },
      { question: 'Kan mitt företag beställa mot faktura?', answer: `Ja. Företagskunder beställer hos ${f.brand} mot faktura och får en offert inom 1 timme.` },
    ],
  }),
  da: (f) => ({
    title: 'Ofte stillede spørgsmål',
    items: [
      { question: 'Hvornår kommer mit gavekort frem?', answer: 'Et digitalt gavekort kommer som regel på e-mail inden for en time. Et fysisk gavekort, du bestiller på en hverdag inden kl. 17, sender vi med posten samme dag.' },
      { question: 'Hvordan tjekker jeg saldoen på mit gavekort?', answer: 'Indtast kortnummeret og PIN-koden på siden for saldotjek. Du ser med det samme saldoen og udløbsdatoen.' },
      { question: 'Kan jeg bytte mit gavekort til et andet?', answer: `Ja. Efter saldotjekket vælger du blandt mere end ${SWAPPABLE_CARDS_MORE_THAN} gavekort. Rækker saldoen ikke, betaler du bare forskellen.` },
      { question: 'Kan min virksomhed bestille på faktura?', answer: `Ja. Erhvervskunder bestiller hos ${f.brand} på faktura og får et tilbud inden for 1 time.` },
    ],
  }),
  it: (f) => ({
    title: 'Domande frequenti',
    items: [
      { question: 'Quando arriva la mia carta regalo?', answer: 'Una carta regalo digitale arriva di solito via e-mail entro un’ora. Una carta fisica ordinata in un giorno lavorativo entro le 17:00 viene spedita per posta il giorno stesso.' },
      { question: 'Come verifico il saldo della mia carta regalo?', answer: 'Nella pagina Verifica saldo inserisci il numero di carta e il PIN. Vedi subito il saldo e la data di scadenza.' },
      { question: 'Posso convertire la mia carta regalo in un’altra?', answer: `Sì. Dopo la verifica del saldo scegli tra oltre ${SWAPPABLE_CARDS_MORE_THAN} carte regalo. Se il saldo non basta, paghi la differenza.` },
      { question: 'La mia azienda può ordinare con fattura?', answer: `Sì. I clienti aziendali ordinano su ${f.brand} con fattura e ricevono un preventivo entro 1 ora.` },
    ],
  }),
  pl: (f) => ({
    title: 'Najczęściej zadawane pytania',
    items: [
      { question: 'Kiedy dotrze moja karta podarunkowa?', answer: 'Cyfrowa karta podarunkowa dociera e-mailem zwykle w ciągu godziny. Fizyczną kartę zamówioną w dzień roboczy do 17:00 wysyłamy pocztą tego samego dnia.' },
      { question: 'Jak sprawdzić saldo karty podarunkowej?', answer: 'Na stronie sprawdzania salda wpisz numer karty i kod PIN. Od razu zobaczysz saldo i datę ważności karty.' },
      { question: 'Czy mogę wymienić kartę podarunkową na inną?', answer: `Tak. Po sprawdzeniu salda wybierasz spośród ponad ${SWAPPABLE_CARDS_MORE_THAN} kart podarunkowych. Jeśli saldo nie wystarcza, dopłacasz różnicę.` },
      { question: 'Czy moja firma może zamówić na fakturę?', answer: `Tak. Klienci biznesowi zamawiają w ${f.brand} na fakturę i otrzymują ofertę w ciągu 1 godziny.` },
    ],
  }),
  es: (f) => ({
    title: 'Preguntas frecuentes',
    items: [
      { question: `¿Cuándo llega mi ${f.country === 'MX' ? 'tarjeta de regalo' : 'tarjeta regalo'}?`, answer: `Una ${f.country === 'MX' ? 'tarjeta de regalo' : 'tarjeta regalo'} digital suele llegar por e-mail en menos de una hora. Una tarjeta física pedida en un día ${f.country === 'MX' ? 'hábil' : 'laborable'} antes de las 17:00 sale por correo postal el mismo día.` },
      { question: `¿Cómo consulto el saldo de mi ${f.country === 'MX' ? 'tarjeta de regalo' : 'tarjeta regalo'}?`, answer: `${f.country === 'MX' ? 'Ingresa' : 'Introduce'} el número de tarjeta y el PIN en la página de consulta de saldo. Verás al instante el saldo y la fecha de ${f.country === 'MX' ? 'vencimiento' : 'caducidad'}.` },
      { question: `¿Puedo cambiar mi ${f.country === 'MX' ? 'tarjeta de regalo' : 'tarjeta regalo'} por otra?`, answer: `Sí. Después de consultar el saldo, eliges entre más de ${SWAPPABLE_CARDS_MORE_THAN} ${f.country === 'MX' ? 'tarjetas de regalo' : 'tarjetas regalo'}. Si el saldo no es suficiente, pagas la diferencia.` },
      { question: '¿Mi empresa puede pedir con factura?', answer: `Sí. Las empresas hacen sus pedidos en ${f.brand} con factura y reciben ${f.country === 'MX' ? 'una cotización' : 'un presupuesto'} en menos de 1 hora.` },
    ],
  }),
  pt: (f) => ({
    title: 'Perguntas frequentes',
    items: f.country === 'BR'
      ? [
          { question: 'Quando meu cartão-presente vai chegar?', answer: 'Um cartão-presente digital normalmente chega por e-mail em até uma hora. Um cartão físico comprado em um dia útil até as 17h é postado no mesmo dia.' },
          { question: 'Como consulto o saldo do meu cartão-presente?', answer: 'Digite o número do cartão e o PIN na página de consulta de saldo. Você vê na hora o saldo e a data de validade.' },
          { question: 'Posso trocar meu cartão-presente por outro?', answer: `Sim. Depois de consultar o saldo, você escolhe entre mais de ${SWAPPABLE_CARDS_MORE_THAN} cartões-presente. Se o saldo não for suficiente, você paga a diferença.` },
          { question: 'Minha empresa pode comprar com fatura?', answer: `Sim. Clientes empresariais compram na ${f.brand} com pagamento por fatura e recebem um orçamento em até 1 hora.` },
        ]
      : [
          { question: 'Quando chega o meu cartão-oferta?', answer: 'Um cartão-oferta digital chega normalmente por e-mail no espaço de uma hora. Um cartão físico encomendado num dia útil até às 17:00 é enviado por correio no mesmo dia.' },
          { question: 'Como consulto o saldo do meu cartão-oferta?', answer: 'Introduza o número do cartão e o PIN na página de consulta de saldo. Vê de imediato o saldo e a data de validade.' },
          { question: 'Posso trocar o meu cartão-oferta por outro?', answer: `Sim. Depois de consultar o saldo, escolhe entre mais de ${SWAPPABLE_CARDS_MORE_THAN} cartões-oferta. Se o saldo não chegar, paga a diferença.` },
          { question: 'A minha empresa pode encomendar com fatura?', answer: `Sim. Os clientes empresariais encomendam na ${f.brand} com pagamento por fatura e recebem um orçamento no prazo de 1 hora.` },
        ],
  }),
}
