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
}
