import type { ContentTextsBuilder } from './types'

/** German copy (CBDE and the other German-language storefronts). Slugs are German, ASCII only. */
export const textsDe: ContentTextsBuilder = (f) => ({
  readAlso: 'Lesen Sie auch',
  givingMoments: {
    title: 'Schenkmomente',
    description: `Geschenkideen für jeden Anlass: Geburtstag, Hochzeit, Weihnachten und mehr. Finden Sie den passenden Gutschein bei ${f.brand}.`,
    intro: ['Manche Momente verdienen mehr als eine Karte auf dem Kaminsims. Wählen Sie den Anlass und wir zeigen Ihnen die Gutscheine, die dafür am häufigsten gewählt werden.'],
    sections: [],
    callout: {
      title: 'Noch unsicher?',
      paragraphs: [`Mit dem ${f.brand} Auswahlgutschein wählt die beschenkte Person aus mehr als ${f.catalogueSize} Gutscheinen.`],
      linkLabel: 'Den Auswahlgutschein entdecken',
      route: 'choiceCard',
    },
    moments: {
      birthday: {
        slug: 'geburtstag', heroTitle: 'Geburtstagsgeschenke, die wirklich genutzt werden',
        description: 'Ein Geburtstagsgutschein für Freunde, Familie oder Kollegen: digital innerhalb einer Stunde oder schön verpackt per Post.',
        intro: ['Ein Jahr älter verdient ein Geschenk, das passt. Mit einem Gutschein sucht sich das Geburtstagskind genau das aus, was es möchte, vom Abendessen bis zum Buch auf der Wunschliste.'],
        sections: [], productsTitle: 'Beliebte Geburtstagsgutscheine',
        testimonials: [{ quote: 'Ich habe um neun Uhr morgens einen digitalen Gutschein bestellt, und meine Schwester hatte ihn, bevor ihr Kaffee kalt war.', author: 'Lena', role: 'hat ein Geburtstagsgeschenk bestellt' }],
      },
      thankYou: {
        slug: 'danke', heroTitle: 'Danke sagen mit einem Gutschein',
        description: 'Bedanken Sie sich bei Nachbarn, Lehrerinnen oder Kollegen mit einem Gutschein, der mehr sagt als Worte.',
        intro: ['Eine helfende Hand, ein offenes Ohr, ein Jahr voller guter Stunden: Manches verdient mehr als ein kurzes Dankeschön. Ein kleiner Gutschein ist eine herzliche Geste, die immer passt.'],
        sections: [], productsTitle: 'Gutscheine zum Danke sagen',
      },
      christmas: {
        slug: 'weihnachten', heroTitle: 'Weihnachtsgeschenke ohne Warteschlangen',
        description: 'Weihnachtsgutscheine für alle auf Ihrer Liste, pünktlich geliefert für unter den Baum.',
        intro: ['Sparen Sie sich die vollen Einkaufsstraßen. Bestellen Sie Ihre Weihnachtsgutscheine online, fügen Sie eine persönliche Nachricht hinzu und wählen Sie eine Geschenkverpackung: in wenigen Minuten erledigt.'],
        sections: [{ title: 'Rechtzeitig bestellen', paragraphs: ['Physische Gutscheine, die an einem Werktag vor 17:00 Uhr bestellt werden, verlassen unser Lager noch am selben Tag. In der letzten Woche vor Weihnachten wählen Sie zur Sicherheit einen digitalen Gutschein.'] }],
        productsTitle: 'Beliebte Weihnachtsgutscheine',
      },
      wedding: {
        slug: 'hochzeit', heroTitle: 'Ein Hochzeitsgeschenk für das glückliche Paar',
        description: 'Schenken Sie dem Brautpaar einen Gutschein für ein Abendessen, ein Wochenende zu zweit oder das neue Zuhause.',
        intro: ['Die Hochzeitsliste ist schon vergriffen oder das Paar sucht lieber selbst aus? Ein Gutschein für ein Wochenende zu zweit, ein feines Abendessen oder das neue Zuhause kommt immer gut an.'],
        sections: [], productsTitle: 'Gutscheine für Frischvermählte',
      },
      newBaby: {
        slug: 'geburt', heroTitle: 'Willkommen auf der Welt, kleiner Schatz',
        description: 'Gutscheine für frischgebackene Eltern und ihr Baby: Spielzeug, Bücher oder eine Pause für Mama und Papa.',
        intro: ['Ein Baby stellt alles auf den Kopf. Schenken Sie den Eltern etwas, das sie wirklich brauchen: Spielzeug und Kleidung für später oder einen ruhigen Abend für sich selbst.'],
        sections: [], productsTitle: 'Gutscheine zur Geburt',
      },
      retirement: {
        slug: 'ruhestand', heroTitle: 'Genießen Sie Ihren Ruhestand',
        description: 'Ein Gutschein zum Ruhestand für Kollegen: Reisen, Wellness oder ein Hobby, für das endlich Zeit ist.',
        intro: ['Nach vielen Jahren harter Arbeit ist endlich Zeit für Reisen, ein neues Hobby oder einen Tag im Spa. Verabschieden Sie Kollegen in den Ruhestand mit einem Geschenk, das diese freie Zeit füllt.'],
        sections: [], productsTitle: 'Gutscheine für einen verdienten Ruhestand',
      },
    },
  },
  business: {
    title: 'Gutscheine für Unternehmen',
    description: `Gutscheine für Mitarbeiter, Kunden und Incentives. Bestellen Sie bei ${f.brand} auf Rechnung und erhalten Sie innerhalb von 1 Stunde ein Angebot.`,
    intro: [`Bedanken Sie sich bei Ihrem Team, überraschen Sie Kunden oder belohnen Sie Spitzenleistungen. ${f.brand} liefert Gutscheine für Unternehmen jeder Größe, auf Wunsch mit Ihrem Logo und Ihrer Nachricht.`],
    sections: [{ title: 'Warum Unternehmen uns wählen', paragraphs: ['Zahlung auf Rechnung, eine feste Ansprechperson für Ihre Bestellung und Lieferung an eine Adresse oder direkt an alle Empfänger.', 'Gutscheine sind von der Mehrwertsteuer befreit, das hält Ihre Buchhaltung einfach.'] }],
    callout: { title: 'Angebot anfordern', paragraphs: ['Sagen Sie uns, was Sie brauchen: An Werktagen erhalten Sie innerhalb von 1 Stunde ein Angebot.'], linkLabel: 'Unser Business-Team kontaktieren', route: 'contact' },
    testimonials: [{ quote: 'Zweihundert digitale Gutscheine für unsere Belegschaft, noch am selben Nachmittag verschickt. Unsere Personalabteilung hatte nie einen entspannteren Dezember.', author: 'Sophie Wagner', role: 'Personalleiterin, Logistikunternehmen' }, { quote: 'Jedes Jahr bekommen unsere Kunden einen physischen Gutschein in einem festlichen Umschlag. Vor 17 Uhr in zehn Minuten bestellt, am nächsten Tag auf ihrem Schreibtisch.', author: 'Jonas Becker', role: 'Kundenbetreuer, Steuerberatungskanzlei' }],
    productsTitle: 'Unsere Lösungen',
    pages: {
      employeeGifts: {
        slug: 'mitarbeitergeschenke', title: 'Geschenke für Mitarbeiter', description: 'Jahresendgeschenk, Jubiläum oder ein Dankeschön: Gutscheine, die sich Ihre Mitarbeiter selbst aussuchen.',
        intro: ['Mit einem Gutschein wählt jeder Mitarbeiter ein Geschenk, das zu ihm passt, vom Kinoabend bis zu neuen Laufschuhen.'],
        sections: [{ title: 'So funktioniert es', paragraphs: ['Schicken Sie uns die Liste der Empfänger oder bestellen Sie eine Sammellieferung für Ihr Büro. Digitale Gutscheine kommen innerhalb von 1 Stunde per E-Mail, physische Gutscheine werden am selben Werktag verschickt.'] }],
      },
      clientGifts: {
        slug: 'kundengeschenke', title: 'Geschenke für Kunden und Partner', description: 'Stärken Sie Ihre Geschäftsbeziehungen mit einem Gutschein für jeden Geschmack.',
        intro: ['Ein Geschenk, das in Erinnerung bleibt: ein Abendessen, ein Wellnesstag oder ein guter Wein, ausgesucht von Ihrem Kunden.'],
        sections: [{ title: 'Mit Ihrer Nachricht', paragraphs: ['Fügen Sie eine persönliche Nachricht hinzu und wählen Sie eine Geschenkverpackung, damit Ihr Geschenk fertig zum Überreichen ankommt.'] }],
      },
      incentives: {
        slug: 'incentives', title: 'Incentives und Prämien', description: 'Belohnen Sie Verkaufsziele, die Teilnahme an Umfragen oder Kundentreue mit Gutscheinen.',
        intro: ['Gutscheine eignen sich hervorragend als Prämie: Sie sind flexibel, leicht zu verschicken und bei allen beliebt.'],
        sections: [{ title: 'Große Mengen', paragraphs: ['Für Aktionen mit Hunderten von Empfängern liefern wir digitale Codes in einer Datei. Fragen Sie unser Business-Team nach den Möglichkeiten.'] }],
      },
    },
  },
  blog: {
    title: 'Blog',
    description: `Geschenktipps, Inspiration und Neuigkeiten von ${f.brand}.`,
    intro: ['Ideen für jeden Anlass, Tipps zum guten Schenken und ein Blick hinter die Kulissen.'],
    sections: [],
    articles: [
      {
        slug: 'zehn-geschenkideen-fuer-jemanden-der-alles-hat', date: '2025-11-18', title: 'Zehn Geschenkideen für jemanden, der schon alles hat',
        excerpt: 'Erlebnisse statt Dinge: unsere Lieblingsgeschenke für die schwierigste Person auf Ihrer Liste.',
        description: 'Geschenkideen für jemanden, der schon alles hat: Erlebnisse, Abendessen und Ausflüge.',
        intro: ['Wir alle kennen jemanden, der schon alles hat. Der Trick ist, etwas zu schenken, das man in keinem Laden kaufen kann: Zeit, ein Erlebnis, eine Erinnerung.'],
        sections: [
          { title: 'Ein Erlebnis schenken', paragraphs: ['Eine Kletterstunde, ein Kochkurs oder ein Escape Room: Erlebnisse bleiben in Erinnerung, lange nachdem ein Gadget vergessen ist.'] },
          { title: 'Persönlich machen', paragraphs: ['Fügen Sie dem Gutschein eine persönliche Nachricht hinzu. Ein paar Worte dazu, warum Sie ihn gewählt haben, machen das Geschenk doppelt so schön.'] },
        ],
      },
      {
        slug: 'digitaler-oder-physischer-gutschein', date: '2025-10-02', title: 'Digitaler oder physischer Gutschein: Was passt zu Ihnen?',
        excerpt: 'Schnell per E-Mail oder schön verpackt per Post? Die Unterschiede auf einen Blick.',
        description: 'Der Unterschied zwischen einem digitalen und einem physischen Gutschein, und wann Sie welchen wählen.',
        intro: ['Beide Gutscheine sind genau gleich viel wert. Der Unterschied liegt darin, wie sie ankommen.'],
        sections: [
          { title: 'Digital', paragraphs: ['Ein digitaler Gutschein kommt per E-Mail, meist innerhalb von 1 Stunde. Ideal für Last-Minute-Geschenke oder Empfänger im Ausland.'] },
          { title: 'Physisch', paragraphs: ['Ein physischer Gutschein kommt per Post, auf Wunsch mit Geschenkverpackung. An einem Werktag vor 17:00 Uhr bestellt, wird er noch am selben Tag verschickt.'] },
        ],
      },
      {
        slug: 'eine-persoenliche-nachricht-schreiben', date: '2025-09-12', title: 'So schreiben Sie eine persönliche Nachricht',
        excerpt: 'Ein paar ehrliche Worte machen jedes Geschenk besser. Fünf Tipps für den Anfang.',
        description: 'Tipps für eine kurze, persönliche Nachricht zu Ihrem Gutschein.',
        intro: ['Sie haben bis zu 150 Zeichen. Das reicht für etwas Ehrliches, solange Sie es einfach halten.'],
        sections: [{ title: 'Fünf Tipps', paragraphs: ['Nennen Sie den Namen. Erwähnen Sie eine gemeinsame Erinnerung. Sagen Sie, warum Sie dieses Geschenk gewählt haben. Fassen Sie sich kurz. Lesen Sie die Nachricht laut vor, bevor Sie sie abschicken.'] }],
      },
      {
        slug: 'gutscheine-fuer-dein-team', date: '2025-08-20', title: 'Gutscheine für Ihr Team: ein praktischer Leitfaden',
        excerpt: 'Vom Budget bis zur Lieferung: So organisieren Sie Geschenke für Ihre Mitarbeiter ohne Stress.',
        description: 'Ein praktischer Leitfaden für Personal- und Office-Manager, die Gutscheine für die Belegschaft bestellen.',
        intro: ['Geschenke für fünfzig Kollegen zu bestellen muss keine Woche dauern. Mit etwas Planung ist es an einem Nachmittag erledigt.'],
        sections: [
          { title: 'Ein Budget festlegen', paragraphs: ['Legen Sie zuerst den Betrag pro Person fest. Gutscheine sind von der Mehrwertsteuer befreit: Was Sie bezahlen, kommt auch an.'] },
          { title: 'Die Lieferung wählen', paragraphs: ['Schicken Sie digitale Gutscheine direkt an alle Mitarbeiter oder erhalten Sie alle physischen Gutscheine im Büro.'] },
        ],
      },
      {
        slug: 'guthaben-deines-gutscheins-pruefen', date: '2025-07-08', title: 'So prüfen Sie das Guthaben Ihres Gutscheins',
        excerpt: 'Nicht sicher, wie viel noch auf Ihrem Gutschein ist? So finden Sie es heraus.',
        description: 'Prüfen Sie das Restguthaben Ihres Gutscheins mit Kartennummer und PIN.',
        intro: ['Geben Sie auf der Seite zur Guthabenabfrage die 19-stellige Kartennummer und die 6-stellige PIN ein und Sie sehen Ihr Guthaben sofort.'],
        sections: [{ title: 'Guthaben eintauschen', paragraphs: ['Ist noch Geld auf Ihrem Auswahlgutschein? Tauschen Sie es gegen einen oder mehrere Gutscheine Ihrer Lieblingsmarken.'] }],
      },
      {
        slug: 'last-minute-geschenke', date: '2025-06-14', title: 'Last-Minute-Geschenke, die nicht nach Last Minute aussehen',
        excerpt: 'Einen Geburtstag vergessen? Ein digitaler Gutschein ist innerhalb einer Stunde im Postfach.',
        description: 'Last-Minute-Geschenkideen: digitale Gutscheine, innerhalb von 1 Stunde per E-Mail geliefert.',
        intro: ['Das passiert jedem. Zum Glück wirkt ein digitaler Gutschein mit einer durchdachten Nachricht alles andere als überstürzt.'],
        sections: [{ title: 'Zeitgesteuert versenden', paragraphs: ['Wählen Sie Lieferdatum und Uhrzeit, und der Gutschein kommt genau dann an, wenn die Feier beginnt.'] }],
      },
    ],
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    description: `Die Allgemeinen Geschäftsbedingungen von ${f.brand} für die Bestellung und Nutzung von Gutscheinen.`,
    intro: [`Diese Bedingungen gelten für jede Bestellung bei ${f.brand}. Mit Ihrer Bestellung akzeptieren Sie sie.`],
    sections: [
      { title: '1. Bestellungen', paragraphs: ['Eine Bestellung ist verbindlich, sobald die Zahlung eingegangen ist. Sie erhalten eine Bestätigung per E-Mail mit Ihrer Bestellnummer.'] },
      { title: '2. Preise und Zahlung', paragraphs: ['Alle Preise enthalten den Wert der Gutscheine. Gutscheine sind von der Mehrwertsteuer befreit; Versandkosten und eine Servicegebühr werden vor der Zahlung angezeigt.'] },
      { title: '3. Gültigkeit', paragraphs: ['Die Gültigkeit eines Gutscheins steht auf dem Gutschein und in der Bestätigungs-E-Mail. Abgelaufenes Guthaben kann nicht erstattet werden.'] },
      { title: '4. Haftung', paragraphs: ['Bewahren Sie Kartennummer und PIN sicher auf. Für die Nutzung eines Gutscheins durch Dritte nach der Zustellung haften wir nicht.'] },
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    description: `Wie ${f.brand} mit Ihren personenbezogenen Daten umgeht.`,
    intro: ['Wir verwenden Ihre personenbezogenen Daten nur, um Ihre Bestellung zu liefern, Ihnen zu helfen, wenn Sie uns kontaktieren, und, wenn Sie zustimmen, um Ihnen unseren Newsletter zu senden.'],
    sections: [
      { title: 'Was wir erheben', paragraphs: ['Name, Adresse, E-Mail-Adresse und Telefonnummer der bestellenden Person und, falls nötig, der Empfänger.'] },
      { title: 'Wie lange wir sie speichern', paragraphs: ['Bestelldaten bewahren wir so lange auf, wie es das Gesetz für unsere Buchhaltung verlangt. Sie können jederzeit die Löschung Ihres Kontos verlangen.'] },
      { title: 'Ihre Rechte', paragraphs: [`Sie können Ihre Daten einsehen, berichtigen oder löschen lassen. Senden Sie Ihre Anfrage an ${f.email}.`] },
    ],
  },
  cookies: {
    title: 'Cookie-Erklärung',
    description: `Welche Cookies ${f.brand} verwendet und warum.`,
    intro: ['Wir verwenden Cookies, um Ihren Warenkorb zu speichern, uns Ihre Sprache zu merken und, mit Ihrer Einwilligung, zu messen, wie unser Shop genutzt wird.'],
    sections: [
      { title: 'Notwendige Cookies', paragraphs: ['Diese Cookies lassen den Shop funktionieren: Ihr Warenkorb, Ihre Anmeldung und Ihre Sprache. Sie können nicht ausgeschaltet werden.'] },
      { title: 'Analyse-Cookies', paragraphs: ['Mit Ihrer Einwilligung messen wir Besuche anonym, damit wir den Shop verbessern können.'] },
    ],
  },
  contact: {
    title: 'Kontakt',
    description: `Fragen zu Ihrer Bestellung? Kontaktieren Sie den Kundenservice von ${f.brand} per Telefon oder E-Mail.`,
    intro: ['Unser Kundenservice hilft Ihnen gern bei Fragen zu Bestellungen, Lieferung und dem Guthaben Ihres Gutscheins.'],
    sections: [],
    contactTitle: 'Kundenservice',
    hours: ['Montag bis Freitag, 9:00 bis 17:00 Uhr'],
    callout: { title: 'Suchen Sie eine schnelle Antwort?', paragraphs: ['Die meisten Fragen beantwortet unser Hilfe-Center.'], linkLabel: 'Zum Hilfe-Center', route: 'helpdesk' },
  },
  cancelationPolicy: {
    title: 'Widerrufsbelehrung',
    description: `So widerrufen Sie eine Bestellung bei ${f.brand}.`,
    intro: ['Sie haben es sich anders überlegt? Sie können eine Bestellung widerrufen, solange der Gutschein nicht verwendet wurde.'],
    sections: [
      { title: 'Widerrufsfrist', paragraphs: ['Sie haben 14 Tage nach Erhalt Zeit für den Widerruf. Kontaktieren Sie den Kundenservice mit Ihrer Bestellnummer.'] },
      { title: 'Erstattung', paragraphs: ['Wir erstatten den Betrag innerhalb von 14 Tagen über die von Ihnen genutzte Zahlungsart. (Teilweise) eingelöste Gutscheine können nicht erstattet werden.'] },
    ],
  },
  delivery: {
    title: 'Lieferung',
    description: 'Lieferzeiten und Versandarten für digitale und physische Gutscheine.',
    intro: ['An einem Werktag vor 17:00 Uhr bestellt? Dann wird Ihre Bestellung noch am selben Tag verschickt.'],
    sections: [
      { title: 'Digitale Gutscheine', paragraphs: ['Digitale Gutscheine werden per E-Mail verschickt, meist innerhalb von 1 Stunde. Sie können auch ein späteres Lieferdatum und eine Uhrzeit wählen.'] },
      { title: 'Normale Post', paragraphs: ['98 % unserer Briefe kommen innerhalb von 2 bis 3 Werktagen an. Ist Ihr Gutschein nach 5 Werktagen noch nicht da? Bitte kontaktieren Sie den Kundenservice.'] },
      { title: 'Einschreiben', paragraphs: [`Bestellungen über ${f.registeredMailThreshold} und Bestellungen mit Wein werden per Einschreiben verschickt, damit sie verfolgt werden können.`] },
    ],
  },
  landing: [
    {
      slug: 'geschenk-fuer-ihn', title: 'Geschenk für ihn', description: 'Gutschein-Ideen für Ihren Partner, Vater, Bruder oder Freund.',
      intro: ['Ob er gern kocht, Sport treibt oder einen guten Film mag: Diese Gutscheine kommen immer gut an.'], sections: [], productsTitle: 'Unsere Tipps für ihn',
    },
    {
      slug: 'geschenk-fuer-sie', title: 'Geschenk für sie', description: 'Gutschein-Ideen für Ihre Partnerin, Mutter, Schwester oder Freundin.',
      intro: ['Verwöhnen, Mode oder ein Abend in der Stadt: Mit diesen Gutscheinen wählt sie ihren eigenen Favoriten.'], sections: [], productsTitle: 'Unsere Tipps für sie',
    },
  ],
})
