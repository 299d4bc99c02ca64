import type { ContentTextsBuilder } from './types'

/** German copy (CBDE and the other German-language storefronts). Slugs are German, ASCII only. */
export const textsDe: ContentTextsBuilder = (f) => ({
  readAlso: 'Lies auch',
  givingMoments: {
    title: 'Schenkmomente',
    description: `Geschenkideen für jeden Anlass: Geburtstag, Hochzeit, Weihnachten und mehr. Finde den passenden Gutschein bei ${f.brand}.`,
    intro: ['Manche Momente verdienen mehr als eine Karte auf dem Kaminsims. Wähle den Anlass und wir zeigen dir die Gutscheine, die dafür am häufigsten gewählt werden.'],
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
        description: 'Bedanke dich bei Nachbarn, Lehrerinnen oder Kollegen mit einem Gutschein, der mehr sagt als Worte.',
        intro: ['Eine helfende Hand, ein offenes Ohr, ein Jahr voller guter Stunden: Manches verdient mehr als ein kurzes Dankeschön. Ein kleiner Gutschein ist eine herzliche Geste, die immer passt.'],
        sections: [], productsTitle: 'Gutscheine zum Danke sagen',
      },
      christmas: {
        slug: 'weihnachten', heroTitle: 'Weihnachtsgeschenke ohne Warteschlangen',
        description: 'Weihnachtsgutscheine für alle auf deiner Liste, pünktlich geliefert für unter den Baum.',
        intro: ['Spar dir die vollen Einkaufsstraßen. Bestelle deine Weihnachtsgutscheine online, füge eine persönliche Nachricht hinzu und wähle eine Geschenkverpackung: in wenigen Minuten erledigt.'],
        sections: [{ title: 'Rechtzeitig bestellen', paragraphs: ['Physische Gutscheine, die an einem Werktag vor 17:00 Uhr bestellt werden, verlassen unser Lager noch am selben Tag. In der letzten Woche vor Weihnachten wählst du zur Sicherheit einen digitalen Gutschein.'] }],
        productsTitle: 'Beliebte Weihnachtsgutscheine',
      },
      wedding: {
        slug: 'hochzeit', heroTitle: 'Ein Hochzeitsgeschenk für das glückliche Paar',
        description: 'Schenke dem Brautpaar einen Gutschein für ein Abendessen, ein Wochenende zu zweit oder das neue Zuhause.',
        intro: ['Die Hochzeitsliste ist schon vergriffen oder das Paar sucht lieber selbst aus? Ein Gutschein für ein Wochenende zu zweit, ein feines Abendessen oder das neue Zuhause kommt immer gut an.'],
        sections: [], productsTitle: 'Gutscheine für Frischvermählte',
      },
      newBaby: {
        slug: 'geburt', heroTitle: 'Willkommen auf der Welt, kleiner Schatz',
        description: 'Gutscheine für frischgebackene Eltern und ihr Baby: Spielzeug, Bücher oder eine Pause für Mama und Papa.',
        intro: ['Ein Baby stellt alles auf den Kopf. Schenke den Eltern etwas, das sie wirklich brauchen: Spielzeug und Kleidung für später oder einen ruhigen Abend für sich selbst.'],
        sections: [], productsTitle: 'Gutscheine zur Geburt',
      },
      retirement: {
        slug: 'ruhestand', heroTitle: 'Genieße deinen Ruhestand',
        description: 'Ein Gutschein zum Ruhestand für Kollegen: Reisen, Wellness oder ein Hobby, für das endlich Zeit ist.',
        intro: ['Nach vielen Jahren harter Arbeit ist endlich Zeit für Reisen, ein neues Hobby oder einen Tag im Spa. Verabschiede Kollegen in den Ruhestand mit einem Geschenk, das diese freie Zeit füllt.'],
        sections: [], productsTitle: 'Gutscheine für einen verdienten Ruhestand',
      },
    },
  },
  business: {
    title: 'Gutscheine für Unternehmen',
    description: `Gutscheine für Mitarbeiter, Kunden und Incentives. Bestelle bei ${f.brand} auf Rechnung und erhalte innerhalb von 1 Stunde ein Angebot.`,
    intro: [`Bedanke dich bei deinem Team, überrasche Kunden oder belohne Spitzenleistungen. ${f.brand} liefert Gutscheine für Unternehmen jeder Größe, auf Wunsch mit deinem Logo und deiner Nachricht.`],
    sections: [{ title: 'Warum Unternehmen uns wählen', paragraphs: ['Zahlung auf Rechnung, eine feste Ansprechperson für deine Bestellung und Lieferung an eine Adresse oder direkt an alle Empfänger.', 'Gutscheine sind von der Mehrwertsteuer befreit, das hält deine Buchhaltung einfach.'] }],
    callout: { title: 'Angebot anfordern', paragraphs: ['Sag uns, was du brauchst: An Werktagen erhältst du innerhalb von 1 Stunde ein Angebot.'], linkLabel: 'Unser Business-Team kontaktieren', route: 'contact' },
    testimonials: [{ quote: 'Zweihundert digitale Gutscheine für unsere Belegschaft, noch am selben Nachmittag verschickt. Unsere Personalabteilung hatte nie einen entspannteren Dezember.', author: 'Sophie Wagner', role: 'Personalleiterin, Logistikunternehmen' }, { quote: 'Jedes Jahr bekommen unsere Kunden einen physischen Gutschein in einem festlichen Umschlag. Vor 17 Uhr in zehn Minuten bestellt, am nächsten Tag auf ihrem Schreibtisch.', author: 'Jonas Becker', role: 'Kundenbetreuer, Steuerberatungskanzlei' }],
    productsTitle: 'Unsere Lösungen',
    pages: {
      employeeGifts: {
        slug: 'mitarbeitergeschenke', title: 'Geschenke für Mitarbeiter', description: 'Jahresendgeschenk, Jubiläum oder ein Dankeschön: Gutscheine, die sich deine Mitarbeiter selbst aussuchen.',
        intro: ['Mit einem Gutschein wählt jeder Mitarbeiter ein Geschenk, das zu ihm passt, vom Kinoabend bis zu neuen Laufschuhen.'],
        sections: [{ title: 'So funktioniert es', paragraphs: ['Schick uns die Liste der Empfänger oder bestelle eine Sammellieferung für dein Büro. Digitale Gutscheine kommen innerhalb von 1 Stunde per E-Mail, physische Gutscheine werden am selben Werktag verschickt.'] }],
      },
      clientGifts: {
        slug: 'kundengeschenke', title: 'Geschenke für Kunden und Partner', description: 'Stärke deine Geschäftsbeziehungen mit einem Gutschein für jeden Geschmack.',
        intro: ['Ein Geschenk, das in Erinnerung bleibt: ein Abendessen, ein Wellnesstag oder ein guter Wein, ausgesucht von deinem Kunden.'],
        sections: [{ title: 'Mit deiner Nachricht', paragraphs: ['Füge eine persönliche Nachricht hinzu und wähle eine Geschenkverpackung, damit dein Geschenk fertig zum Überreichen ankommt.'] }],
      },
      incentives: {
        slug: 'incentives', title: 'Incentives und Prämien', description: 'Belohne Verkaufsziele, die Teilnahme an Umfragen oder Kundentreue mit Gutscheinen.',
        intro: ['Gutscheine eignen sich hervorragend als Prämie: Sie sind flexibel, leicht zu verschicken und bei allen beliebt.'],
        sections: [{ title: 'Große Mengen', paragraphs: ['Für Aktionen mit Hunderten von Empfängern liefern wir digitale Codes in einer Datei. Frag unser Business-Team nach den Möglichkeiten.'] }],
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
        excerpt: 'Erlebnisse statt Dinge: unsere Lieblingsgeschenke für die schwierigste Person auf deiner Liste.',
        description: 'Geschenkideen für jemanden, der schon alles hat: Erlebnisse, Abendessen und Ausflüge.',
        intro: ['Wir alle kennen jemanden, der schon alles hat. Der Trick ist, etwas zu schenken, das man in keinem Laden kaufen kann: Zeit, ein Erlebnis, eine Erinnerung.'],
        sections: [
          { title: 'Ein Erlebnis schenken', paragraphs: ['Eine Kletterstunde, ein Kochkurs oder ein Escape Room: Erlebnisse bleiben in Erinnerung, lange nachdem ein Gadget vergessen ist.'] },
          { title: 'Persönlich machen', paragraphs: ['Füge dem Gutschein eine persönliche Nachricht hinzu. Ein paar Worte dazu, warum du ihn gewählt hast, machen das Geschenk doppelt so schön.'] },
        ],
      },
      {
        slug: 'digitaler-oder-physischer-gutschein', date: '2025-10-02', title: 'Digitaler oder physischer Gutschein: Was passt zu dir?',
        excerpt: 'Schnell per E-Mail oder schön verpackt per Post? Die Unterschiede auf einen Blick.',
        description: 'Der Unterschied zwischen einem digitalen und einem physischen Gutschein, und wann du welchen wählst.',
        intro: ['Beide Gutscheine sind genau gleich viel wert. Der Unterschied liegt darin, wie sie ankommen.'],
        sections: [
          { title: 'Digital', paragraphs: ['Ein digitaler Gutschein kommt per E-Mail, meist innerhalb von 1 Stunde. Ideal für Last-Minute-Geschenke oder Empfänger im Ausland.'] },
          { title: 'Physisch', paragraphs: ['Ein physischer Gutschein kommt per Post, auf Wunsch mit Geschenkverpackung. An einem Werktag vor 17:00 Uhr bestellt, wird er noch am selben Tag verschickt.'] },
        ],
      },
      {
        slug: 'eine-persoenliche-nachricht-schreiben', date: '2025-09-12', title: 'So schreibst du eine persönliche Nachricht',
        excerpt: 'Ein paar ehrliche Worte machen jedes Geschenk besser. Fünf Tipps für den Anfang.',
        description: 'Tipps für eine kurze, persönliche Nachricht zu deinem Gutschein.',
        intro: ['Du hast bis zu 150 Zeichen. Das reicht für etwas Ehrliches, solange du es einfach hältst.'],
        sections: [{ title: 'Fünf Tipps', paragraphs: ['Nenne den Namen. Erwähne eine gemeinsame Erinnerung. Sag, warum du dieses Geschenk gewählt hast. Fasse dich kurz. Lies die Nachricht laut vor, bevor du sie abschickst.'] }],
      },
      {
        slug: 'gutscheine-fuer-dein-team', date: '2025-08-20', title: 'Gutscheine für dein Team: ein praktischer Leitfaden',
        excerpt: 'Vom Budget bis zur Lieferung: So organisierst du Geschenke für deine Mitarbeiter ohne Stress.',
        description: 'Ein praktischer Leitfaden für Personal- und Office-Manager, die Gutscheine für die Belegschaft bestellen.',
        intro: ['Geschenke für fünfzig Kollegen zu bestellen muss keine Woche dauern. Mit etwas Planung ist es an einem Nachmittag erledigt.'],
        sections: [
          { title: 'Ein Budget festlegen', paragraphs: ['Lege zuerst den Betrag pro Person fest. Gutscheine sind von der Mehrwertsteuer befreit: Was du bezahlst, kommt auch an.'] },
          { title: 'Die Lieferung wählen', paragraphs: ['Schicke digitale Gutscheine direkt an alle Mitarbeiter oder erhalte alle physischen Gutscheine im Büro.'] },
        ],
      },
      {
        slug: 'guthaben-deines-gutscheins-pruefen', date: '2025-07-08', title: 'So prüfst du das Guthaben deines Gutscheins',
        excerpt: 'Nicht sicher, wie viel noch auf deinem Gutschein ist? So findest du es heraus.',
        description: 'Prüfe das Restguthaben deines Gutscheins mit Kartennummer und PIN.',
        intro: ['Gib auf der Seite zur Guthabenabfrage die 19-stellige Kartennummer und die 6-stellige PIN ein und du siehst dein Guthaben sofort.'],
        sections: [{ title: 'Guthaben eintauschen', paragraphs: ['Ist noch Geld auf deinem Auswahlgutschein? Tausche es gegen einen oder mehrere Gutscheine deiner Lieblingsmarken.'] }],
      },
      {
        slug: 'last-minute-geschenke', date: '2025-06-14', title: 'Last-Minute-Geschenke, die nicht nach Last Minute aussehen',
        excerpt: 'Einen Geburtstag vergessen? Ein digitaler Gutschein ist innerhalb einer Stunde im Postfach.',
        description: 'Last-Minute-Geschenkideen: digitale Gutscheine, innerhalb von 1 Stunde per E-Mail geliefert.',
        intro: ['Das passiert jedem. Zum Glück wirkt ein digitaler Gutschein mit einer durchdachten Nachricht alles andere als überstürzt.'],
        sections: [{ title: 'Zeitgesteuert versenden', paragraphs: ['Wähle Lieferdatum und Uhrzeit, und der Gutschein kommt genau dann an, wenn die Feier beginnt.'] }],
      },
    ],
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    description: `Die Allgemeinen Geschäftsbedingungen von ${f.brand} für die Bestellung und Nutzung von Gutscheinen.`,
    intro: [`Diese Bedingungen gelten für jede Bestellung bei ${f.brand}. Mit deiner Bestellung akzeptierst du sie.`],
    sections: [
      { title: '1. Bestellungen', paragraphs: ['Eine Bestellung ist verbindlich, sobald die Zahlung eingegangen ist. Du erhältst eine Bestätigung per E-Mail mit deiner Bestellnummer.'] },
      { title: '2. Preise und Zahlung', paragraphs: ['Alle Preise enthalten den Wert der Gutscheine. Gutscheine sind von der Mehrwertsteuer befreit; Versandkosten und eine Servicegebühr werden vor der Zahlung angezeigt.'] },
      { title: '3. Gültigkeit', paragraphs: ['Die Gültigkeit eines Gutscheins steht auf dem Gutschein und in der Bestätigungs-E-Mail. Abgelaufenes Guthaben kann nicht erstattet werden.'] },
      { title: '4. Haftung', paragraphs: ['Bewahre Kartennummer und PIN sicher auf. Für die Nutzung eines Gutscheins durch Dritte nach der Zustellung haften wir nicht.'] },
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    description: `Wie ${f.brand} mit deinen personenbezogenen Daten umgeht.`,
    intro: ['Wir verwenden deine personenbezogenen Daten nur, um deine Bestellung zu liefern, dir zu helfen, wenn du uns kontaktierst, und, wenn du zustimmst, um dir unseren Newsletter zu senden.'],
    sections: [
      { title: 'Was wir erheben', paragraphs: ['Name, Adresse, E-Mail-Adresse und Telefonnummer der bestellenden Person und, falls nötig, der Empfänger.'] },
      { title: 'Wie lange wir sie speichern', paragraphs: ['Bestelldaten bewahren wir so lange auf, wie es das Gesetz für unsere Buchhaltung verlangt. Du kannst jederzeit die Löschung deines Kontos verlangen.'] },
      { title: 'Deine Rechte', paragraphs: [`Du kannst deine Daten einsehen, berichtigen oder löschen lassen. Sende deine Anfrage an ${f.email}.`] },
    ],
  },
  cookies: {
    title: 'Cookie-Erklärung',
    description: `Welche Cookies ${f.brand} verwendet und warum.`,
    intro: ['Wir verwenden Cookies, um deinen Warenkorb zu speichern, uns deine Sprache zu merken und, mit deiner Einwilligung, zu messen, wie unser Shop genutzt wird.'],
    sections: [
      { title: 'Notwendige Cookies', paragraphs: ['Diese Cookies lassen den Shop funktionieren: dein Warenkorb, deine Anmeldung und deine Sprache. Sie können nicht ausgeschaltet werden.'] },
      { title: 'Analyse-Cookies', paragraphs: ['Mit deiner Einwilligung messen wir Besuche anonym, damit wir den Shop verbessern können.'] },
    ],
  },
  contact: {
    title: 'Kontakt',
    description: `Fragen zu deiner Bestellung? Kontaktiere den Kundenservice von ${f.brand} per Telefon oder E-Mail.`,
    intro: ['Unser Kundenservice hilft dir gern bei Fragen zu Bestellungen, Lieferung und dem Guthaben deines Gutscheins.'],
    sections: [],
    contactTitle: 'Kundenservice',
    hours: ['Montag bis Freitag, 9:00 bis 17:00 Uhr'],
    callout: { title: 'Suchst du eine schnelle Antwort?', paragraphs: ['Die meisten Fragen beantwortet unser Hilfe-Center.'], linkLabel: 'Zum Hilfe-Center', route: 'helpdesk' },
  },
  cancelationPolicy: {
    title: 'Widerrufsbelehrung',
    description: `So widerrufst du eine Bestellung bei ${f.brand}.`,
    intro: ['Du hast es dir anders überlegt? Du kannst eine Bestellung widerrufen, solange der Gutschein nicht verwendet wurde.'],
    sections: [
      { title: 'Widerrufsfrist', paragraphs: ['Du hast 14 Tage nach Erhalt Zeit für den Widerruf. Kontaktiere den Kundenservice mit deiner Bestellnummer.'] },
      { title: 'Erstattung', paragraphs: ['Wir erstatten den Betrag innerhalb von 14 Tagen über die von dir genutzte Zahlungsart. (Teilweise) eingelöste Gutscheine können nicht erstattet werden.'] },
    ],
  },
  delivery: {
    title: 'Lieferung',
    description: 'Lieferzeiten und Versandarten für digitale und physische Gutscheine.',
    intro: ['An einem Werktag vor 17:00 Uhr bestellt? Dann wird deine Bestellung noch am selben Tag verschickt.'],
    sections: [
      { title: 'Digitale Gutscheine', paragraphs: ['Digitale Gutscheine werden per E-Mail verschickt, meist innerhalb von 1 Stunde. Du kannst auch ein späteres Lieferdatum und eine Uhrzeit wählen.'] },
      { title: 'Normale Post', paragraphs: ['98 % unserer Briefe kommen innerhalb von 2 bis 3 Werktagen an. Ist dein Gutschein nach 5 Werktagen noch nicht da? Bitte kontaktiere den Kundenservice.'] },
      { title: 'Einschreiben', paragraphs: [`Bestellungen über ${f.registeredMailThreshold} und Bestellungen mit Wein werden per Einschreiben verschickt, damit sie verfolgt werden können.`] },
    ],
  },
  landing: [
    {
      slug: 'geschenk-fuer-ihn', title: 'Geschenk für ihn', description: 'Gutschein-Ideen für deinen Partner, Vater, Bruder oder Freund.',
      intro: ['Ob er gern kocht, Sport treibt oder einen guten Film mag: Diese Gutscheine kommen immer gut an.'], sections: [], productsTitle: 'Unsere Tipps für ihn',
    },
    {
      slug: 'geschenk-fuer-sie', title: 'Geschenk für sie', description: 'Gutschein-Ideen für deine Partnerin, Mutter, Schwester oder Freundin.',
      intro: ['Verwöhnen, Mode oder ein Abend in der Stadt: Mit diesen Gutscheinen wählt sie ihren eigenen Favoriten.'], sections: [], productsTitle: 'Unsere Tipps für sie',
    },
  ],
})
