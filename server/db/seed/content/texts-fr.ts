import type { ContentTextsBuilder } from './types'

/** Textes français (CBBE, CBFR, CBCA, CBCH, CKFR, GCSBE, GCSFR). */
export const textsFr: ContentTextsBuilder = (f) => ({
  readAlso: 'À lire aussi',
  givingMoments: {
    title: 'Moments de générosité',
    description: `Des idées cadeaux pour chaque occasion : anniversaire, mariage, Noël et plus encore. Trouvez la bonne carte cadeau chez ${f.brand}.`,
    intro: ['Certains moments méritent plus qu’une carte sur la cheminée. Choisissez l’occasion et nous vous montrons les cartes cadeaux les plus choisies pour elle.'],
    sections: [],
    callout: {
      title: 'Vous hésitez encore ?',
      paragraphs: [`Avec la carte cadeau au choix ${f.brand}, le destinataire choisit parmi plus de ${f.catalogueSize} cartes cadeaux.`],
      linkLabel: 'Découvrir la carte cadeau au choix',
      route: 'choiceCard',
    },
    moments: {
      birthday: {
        slug: 'anniversaire', heroTitle: 'Des cadeaux d’anniversaire qui servent vraiment',
        description: 'Une carte cadeau d’anniversaire pour vos amis, votre famille ou vos collègues : numérique en moins d’une heure ou joliment emballée par la poste.',
        intro: ['Une année de plus mérite un cadeau qui tombe juste. Avec une carte cadeau, la personne fêtée choisit elle-même, d’un bon restaurant au livre de sa liste d’envies.'],
        sections: [], productsTitle: 'Cartes cadeaux d’anniversaire populaires',
        testimonials: [{ quote: 'Commandée à neuf heures du matin, ma sœur l’avait avant que son café ne refroidisse.', author: 'Lotte', role: 'a commandé un cadeau d’anniversaire' }],
      },
      thankYou: {
        slug: 'merci', heroTitle: 'Dites merci avec une carte cadeau',
        description: 'Remerciez un voisin, une institutrice ou un collègue avec une carte cadeau qui en dit plus que les mots.',
        intro: ['Un coup de main, une oreille attentive, une année de beaux cours : parfois un simple merci ne suffit pas. Une petite carte cadeau est un geste chaleureux qui convient toujours.'],
        sections: [], productsTitle: 'Cartes cadeaux pour remercier',
      },
      christmas: {
        slug: 'noel', heroTitle: 'Des cadeaux de Noël sans faire la file',
        description: 'Des cartes cadeaux de Noël pour toute votre liste, livrées à temps pour le pied du sapin.',
        intro: ['Évitez les rues commerçantes bondées. Commandez vos cartes cadeaux de Noël en ligne, ajoutez un message personnel et choisissez un emballage cadeau : c’est fait en quelques minutes.'],
        sections: [{ title: 'Commandez à temps', paragraphs: ['Les cartes physiques commandées un jour ouvrable avant 17h00 quittent notre entrepôt le jour même. La dernière semaine avant Noël, choisissez plutôt une carte numérique.'] }],
        productsTitle: 'Les cartes cadeaux préférées pour Noël',
      },
      wedding: {
        slug: 'mariage', heroTitle: 'Un cadeau de mariage pour les jeunes mariés',
        description: 'Offrez aux mariés une carte cadeau pour un dîner, un week-end ou leur nouvelle maison.',
        intro: ['La liste de mariage est épuisée ou le couple préfère choisir lui-même ? Une carte cadeau pour un week-end, un bon dîner ou leur nouvel intérieur fait toujours plaisir.'],
        sections: [], productsTitle: 'Cartes cadeaux pour jeunes mariés',
      },
      newBaby: {
        slug: 'naissance', heroTitle: 'Bienvenue au monde, petit bout',
        description: 'Des cartes cadeaux pour les jeunes parents et leur bébé : jouets, livres ou un moment de repos pour maman et papa.',
        intro: ['Un bébé chamboule tout. Offrez aux parents quelque chose de vraiment utile : jouets et vêtements pour plus tard, ou une soirée de repos pour eux.'],
        sections: [], productsTitle: 'Cartes cadeaux pour une naissance',
      },
      retirement: {
        slug: 'retraite', heroTitle: 'Profitez de votre retraite',
        description: 'Un cadeau de départ à la retraite pour un collègue : voyage, bien-être ou un loisir pour lequel il a enfin le temps.',
        intro: ['Après des années de travail, place aux voyages, à un nouveau loisir ou à une journée au spa. Fêtez le départ d’un collègue avec un cadeau qui remplit ce temps libre.'],
        sections: [], productsTitle: 'Cartes cadeaux pour une retraite bien méritée',
      },
    },
  },
  business: {
    title: 'Cartes cadeaux pour les professionnels',
    description: `Des cartes cadeaux pour le personnel, les clients et les incentives. Commandez sur facture chez ${f.brand} et recevez un devis en 1 heure.`,
    intro: [`Remerciez votre équipe, surprenez vos clients ou récompensez les meilleures performances. ${f.brand} livre des cartes cadeaux aux entreprises de toutes tailles, avec votre logo et votre message si vous le souhaitez.`],
    sections: [{ title: 'Pourquoi les entreprises nous choisissent', paragraphs: ['Paiement sur facture, un interlocuteur unique et une livraison à une seule adresse ou directement chez chaque destinataire.', 'Les cartes cadeaux sont exonérées de TVA, ce qui simplifie votre administration.'] }],
    callout: { title: 'Demandez un devis', paragraphs: ['Dites-nous ce dont vous avez besoin : les jours ouvrables, vous recevez un devis en 1 heure.'], linkLabel: 'Contacter notre équipe professionnelle', route: 'contact' },
    testimonials: [{ quote: 'Deux cents cartes numériques pour notre personnel, envoyées le même après-midi. Notre service RH n’avait jamais connu un mois de décembre aussi calme.', author: 'Sofie Verhaegen', role: 'responsable RH, entreprise de logistique' }, { quote: 'Chaque année, nos clients reçoivent une carte cadeau physique dans une jolie pochette. Commandée en dix minutes avant 17 h, sur leur bureau le lendemain.', author: 'Pieter Claes', role: 'gestionnaire de comptes, cabinet comptable' }],
    productsTitle: 'Nos solutions',
    pages: {
      employeeGifts: {
        slug: 'cadeaux-pour-le-personnel', title: 'Cadeaux pour le personnel', description: 'Cadeau de fin d’année, anniversaire de service ou remerciement : des cartes cadeaux que vos collaborateurs choisissent eux-mêmes.',
        intro: ['Avec une carte cadeau, chaque collaborateur choisit un cadeau qui lui ressemble, d’une soirée cinéma à de nouvelles chaussures de course.'],
        sections: [{ title: 'Comment ça marche', paragraphs: ['Envoyez-nous la liste des destinataires ou commandez un lot pour votre bureau. Les cartes numériques arrivent par e-mail en 1 heure, les cartes physiques partent le jour ouvrable même.'] }],
      },
      clientGifts: {
        slug: 'cadeaux-d-affaires', title: 'Cadeaux d’affaires', description: 'Renforcez vos relations professionnelles avec une carte cadeau pour tous les goûts.',
        intro: ['Un cadeau dont on se souvient : un dîner, une journée bien-être ou une bonne bouteille de vin, choisi par votre client lui-même.'],
        sections: [{ title: 'Avec votre message', paragraphs: ['Ajoutez un message personnel et choisissez un emballage cadeau : votre présent arrive prêt à offrir.'] }],
      },
      incentives: {
        slug: 'incentives', title: 'Incentives et récompenses', description: 'Récompensez les objectifs de vente, la participation à une enquête ou la fidélité avec des cartes cadeaux.',
        intro: ['Les cartes cadeaux sont une récompense idéale : flexibles, faciles à envoyer et appréciées de tous.'],
        sections: [{ title: 'Grands volumes', paragraphs: ['Pour les campagnes de plusieurs centaines de destinataires, nous livrons les codes numériques dans un seul fichier. Interrogez notre équipe professionnelle sur les possibilités.'] }],
      },
    },
  },
  blog: {
    title: 'Blog',
    description: `Conseils cadeaux, inspiration et nouvelles de ${f.brand}.`,
    intro: ['Des idées pour chaque occasion, des conseils pour bien offrir et un regard dans les coulisses.'],
    sections: [],
    articles: [
      {
        slug: 'dix-idees-cadeaux-pour-qui-a-deja-tout', date: '2025-11-18', title: 'Dix idées cadeaux pour qui a déjà tout',
        excerpt: 'Des expériences plutôt que des objets : nos cadeaux préférés pour la personne la plus difficile de votre liste.',
        description: 'Des idées cadeaux pour quelqu’un qui a déjà tout : expériences, dîners et sorties.',
        intro: ['Nous connaissons tous quelqu’un qui a déjà tout. L’astuce : offrir ce qui ne s’achète pas en magasin, du temps, une expérience, un souvenir.'],
        sections: [
          { title: 'Offrez une expérience', paragraphs: ['Une séance d’escalade, un atelier de cuisine ou un escape game : les expériences restent bien après qu’un gadget est oublié.'] },
          { title: 'Personnalisez', paragraphs: ['Ajoutez un message personnel. Quelques mots sur la raison de votre choix rendent le cadeau deux fois plus beau.'] },
        ],
      },
      {
        slug: 'carte-cadeau-numerique-ou-physique', date: '2025-10-02', title: 'Carte cadeau numérique ou physique : laquelle vous convient ?',
        excerpt: 'Rapide par e-mail ou joliment emballée par la poste ? Les différences en un coup d’œil.',
        description: 'La différence entre une carte cadeau numérique et physique, et quand choisir laquelle.',
        intro: ['Les deux cartes ont exactement la même valeur. La différence, c’est la façon dont elles arrivent.'],
        sections: [
          { title: 'Numérique', paragraphs: ['Une carte numérique arrive par e-mail, généralement en moins d’une heure. Idéal pour un cadeau de dernière minute ou un destinataire à l’étranger.'] },
          { title: 'Physique', paragraphs: ['Une carte physique arrive par la poste, avec emballage cadeau si vous le souhaitez. Commandée un jour ouvrable avant 17h00, elle part le jour même.'] },
        ],
      },
      {
        slug: 'ecrire-un-message-personnel', date: '2025-09-12', title: 'Comment écrire un message personnel',
        excerpt: 'Quelques mots sincères rendent chaque cadeau meilleur. Cinq conseils pour commencer.',
        description: 'Conseils pour écrire un message court et personnel avec votre carte cadeau.',
        intro: ['Vous disposez de 150 caractères. C’est assez pour quelque chose de sincère, si vous restez simple.'],
        sections: [{ title: 'Cinq conseils', paragraphs: ['Utilisez son prénom. Évoquez un souvenir commun. Dites pourquoi vous avez choisi ce cadeau. Restez bref. Relisez-le à voix haute avant de l’envoyer.'] }],
      },
      {
        slug: 'cartes-cadeaux-pour-votre-equipe', date: '2025-08-20', title: 'Des cartes cadeaux pour votre équipe : le guide pratique',
        excerpt: 'Du budget à la livraison : organiser les cadeaux du personnel sans stress.',
        description: 'Un guide pratique pour les responsables RH et office managers qui commandent des cartes cadeaux.',
        intro: ['Commander des cadeaux pour cinquante collègues ne doit pas prendre une semaine. Avec un peu d’organisation, c’est réglé en un après-midi.'],
        sections: [
          { title: 'Fixez votre budget', paragraphs: ['Choisissez d’abord le montant par personne. Les cartes cadeaux sont exonérées de TVA : ce que vous payez, ils le reçoivent.'] },
          { title: 'Choisissez la livraison', paragraphs: ['Envoyez les cartes numériques directement à chaque collaborateur ou recevez toutes les cartes physiques au bureau.'] },
        ],
      },
      {
        slug: 'verifier-le-solde-de-votre-carte', date: '2025-07-08', title: 'Comment vérifier le solde de votre carte cadeau',
        excerpt: 'Vous ne savez plus combien il reste sur votre carte ? Voici comment le savoir.',
        description: 'Vérifiez le solde restant de votre carte cadeau avec le numéro de carte et le code PIN.',
        intro: ['Saisissez le numéro de carte à 19 chiffres et le code PIN à 6 chiffres sur la page solde : votre solde s’affiche immédiatement.'],
        sections: [{ title: 'Échangez votre solde', paragraphs: ['Il reste de l’argent sur votre carte cadeau au choix ? Échangez-le contre une ou plusieurs cartes de vos marques préférées.'] }],
      },
      {
        slug: 'cadeaux-de-derniere-minute', date: '2025-06-14', title: 'Des cadeaux de dernière minute qui n’en ont pas l’air',
        excerpt: 'Un anniversaire oublié ? Une carte cadeau numérique arrive dans sa boîte mail en moins d’une heure.',
        description: 'Idées de cadeaux de dernière minute : des cartes cadeaux numériques livrées par e-mail en 1 heure.',
        intro: ['Cela arrive à tout le monde. Heureusement, une carte numérique avec un message attentionné n’a rien de précipité.'],
        sections: [{ title: 'Programmez-la', paragraphs: ['Choisissez la date et l’heure de livraison : la carte arrive pile au début de la fête.'] }],
      },
    ],
  },
  terms: {
    title: 'Conditions générales',
    description: `Les conditions générales de ${f.brand} pour la commande et l’utilisation de cartes cadeaux.`,
    intro: [`Ces conditions s’appliquent à toute commande passée chez ${f.brand}. En passant commande, vous les acceptez.`],
    sections: [
      { title: '1. Commandes', paragraphs: ['Une commande est définitive dès réception du paiement. Vous recevez une confirmation par e-mail avec votre numéro de commande.'] },
      { title: '2. Prix et paiement', paragraphs: ['Tous les prix comprennent la valeur des cartes cadeaux. Les cartes cadeaux sont exonérées de TVA ; les frais d’envoi et de service sont affichés avant le paiement.'] },
      { title: '3. Validité', paragraphs: ['La durée de validité d’une carte cadeau figure sur la carte et dans l’e-mail de confirmation. Un solde expiré n’est pas remboursé.'] },
      { title: '4. Responsabilité', paragraphs: ['Conservez soigneusement votre numéro de carte et votre code PIN. Nous ne sommes pas responsables de l’utilisation d’une carte cadeau par des tiers après la livraison.'] },
    ],
  },
  privacy: {
    title: 'Déclaration de confidentialité',
    description: `Comment ${f.brand} traite vos données personnelles.`,
    intro: ['Nous utilisons vos données personnelles uniquement pour livrer votre commande, vous aider lorsque vous nous contactez et, si vous le souhaitez, vous envoyer notre newsletter.'],
    sections: [
      { title: 'Ce que nous collectons', paragraphs: ['Nom, adresse, adresse e-mail et numéro de téléphone du client et, si nécessaire, des destinataires.'] },
      { title: 'Durée de conservation', paragraphs: ['Les données de commande sont conservées aussi longtemps que la loi l’exige pour notre comptabilité. Vous pouvez demander la suppression de votre compte à tout moment.'] },
      { title: 'Vos droits', paragraphs: [`Vous pouvez consulter, corriger ou supprimer vos données. Envoyez votre demande à ${f.email}.`] },
    ],
  },
  cookies: {
    title: 'Politique de cookies',
    description: `Quels cookies ${f.brand} utilise et pourquoi.`,
    intro: ['Nous utilisons des cookies pour conserver votre panier, mémoriser votre langue et, avec votre accord, mesurer l’utilisation de notre boutique.'],
    sections: [
      { title: 'Cookies nécessaires', paragraphs: ['Ces cookies font fonctionner la boutique : votre panier, votre connexion et votre langue. Ils ne peuvent pas être désactivés.'] },
      { title: 'Cookies analytiques', paragraphs: ['Avec votre accord, nous mesurons les visites de façon anonyme afin d’améliorer la boutique.'] },
    ],
  },
  contact: {
    title: 'Contact',
    description: `Une question sur votre commande ? Contactez le service client de ${f.brand} par téléphone ou par e-mail.`,
    intro: ['Notre service client répond volontiers à vos questions sur les commandes, la livraison et le solde de votre carte cadeau.'],
    sections: [],
    contactTitle: 'Service client',
    hours: ['Du lundi au vendredi, de 9h00 à 17h00'],
    callout: { title: 'Besoin d’une réponse rapide ?', paragraphs: ['La plupart des questions trouvent leur réponse dans notre centre d’aide.'], linkLabel: 'Aller au centre d’aide', route: 'helpdesk' },
  },
  cancelationPolicy: {
    title: 'Politique d’annulation',
    description: `Comment annuler une commande chez ${f.brand}.`,
    intro: ['Vous avez changé d’avis ? Vous pouvez annuler une commande tant que la carte cadeau n’a pas été utilisée.'],
    sections: [
      { title: 'Délai de rétractation', paragraphs: ['Vous disposez de 14 jours après réception pour annuler. Contactez le service client en indiquant votre numéro de commande.'] },
      { title: 'Remboursement', paragraphs: ['Nous remboursons le montant dans les 14 jours via le moyen de paiement utilisé. Les cartes cadeaux (partiellement) utilisées ne sont pas remboursées.'] },
    ],
  },
  delivery: {
    title: 'Livraison',
    description: 'Délais et modes de livraison des cartes cadeaux numériques et physiques.',
    intro: ['Commandé un jour ouvrable avant 17h00 ? Votre commande est expédiée le jour même.'],
    sections: [
      { title: 'Cartes cadeaux numériques', paragraphs: ['Les cartes numériques sont envoyées par e-mail, généralement en moins d’une heure. Vous pouvez aussi choisir une date et une heure de livraison ultérieures.'] },
      { title: 'Courrier ordinaire', paragraphs: ['98 % de nos lettres arrivent en 2 à 3 jours ouvrables. Votre carte n’est pas arrivée après 5 jours ouvrables ? Contactez le service client.'] },
      { title: 'Envoi recommandé', paragraphs: [`Les commandes de plus de ${f.registeredMailThreshold} et les commandes avec du vin sont envoyées en recommandé, pour pouvoir être suivies.`] },
    ],
  },
  landing: [
    {
      slug: 'cadeau-pour-lui', title: 'Cadeau pour lui', description: 'Des idées de cartes cadeaux pour votre partenaire, votre père, votre frère ou un ami.',
      intro: ['Qu’il aime cuisiner, faire du sport ou regarder un bon film : ces cartes cadeaux font toujours mouche.'], sections: [], productsTitle: 'Nos idées pour lui',
    },
    {
      slug: 'cadeau-pour-elle', title: 'Cadeau pour elle', description: 'Des idées de cartes cadeaux pour votre partenaire, votre mère, votre sœur ou une amie.',
      intro: ['Bien-être, mode ou une soirée en ville : avec ces cartes cadeaux, elle choisit elle-même son préféré.'], sections: [], productsTitle: 'Nos idées pour elle',
    },
  ],
})
