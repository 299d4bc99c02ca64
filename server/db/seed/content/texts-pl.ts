import type { ContentTextsBuilder } from './types'

/** Polish copy (CBPL storefront). Slugs are Polish, ASCII only. */
export const textsPl: ContentTextsBuilder = (f) => ({
  readAlso: 'Przeczytaj także',
  givingMoments: {
    title: 'Okazje do prezentów',
    description: `Pomysły na prezent na każdą okazję: urodziny, ślub, święta i wiele więcej. Znajdź idealną kartę podarunkową w ${f.brand}.`,
    intro: ['Niektóre chwile zasługują na coś więcej niż kartkę z życzeniami. Wybierz okazję, a pokażemy Ci karty podarunkowe, które wybierane są na nią najczęściej.'],
    sections: [],
    callout: {
      title: 'Nadal nie wiesz, co wybrać?',
      paragraphs: [`Z kartą podarunkową do wyboru ${f.brand} obdarowany sam wybiera spośród ponad ${f.catalogueSize} kart podarunkowych.`],
      linkLabel: 'Poznaj kartę podarunkową do wyboru',
      route: 'choiceCard',
    },
    moments: {
      birthday: {
        slug: 'urodziny', heroTitle: 'Prezenty urodzinowe, które naprawdę się przydadzą',
        description: 'Karta podarunkowa na urodziny dla przyjaciół, rodziny lub współpracowników: cyfrowa w ciągu godziny albo pięknie zapakowana, wysłana pocztą.',
        intro: ['Kolejny rok zasługuje na prezent, który pasuje. Z kartą podarunkową solenizant wybierze dokładnie to, czego chce – od kolacji na mieście po książkę z listy marzeń.'],
        sections: [], productsTitle: 'Popularne karty podarunkowe na urodziny',
        testimonials: [{ quote: 'Zamówiłam cyfrową kartę o dziewiątej rano, a siostra miała ją, zanim zdążyła jej wystygnąć kawa.', author: 'Lotte', role: 'zamówiła prezent urodzinowy' }],
      },
      thankYou: {
        slug: 'podziekowanie', heroTitle: 'Podziękuj kartą podarunkową',
        description: 'Podziękuj sąsiadowi, nauczycielce lub współpracownikowi kartą podarunkową, która powie więcej niż słowa.',
        intro: ['Pomocna dłoń, cierpliwe ucho, rok świetnych lekcji: za niektóre rzeczy nie wystarczy szybkie „dzięki”. Niewielka karta podarunkowa to ciepły gest, który zawsze pasuje.'],
        sections: [], productsTitle: 'Karty podarunkowe na podziękowanie',
      },
      christmas: {
        slug: 'boze-narodzenie', heroTitle: 'Prezenty świąteczne bez stania w kolejkach',
        description: 'Świąteczne karty podarunkowe dla wszystkich z Twojej listy, dostarczone na czas, by trafiły pod choinkę.',
        intro: ['Omiń zatłoczone galerie handlowe. Zamów świąteczne karty podarunkowe online, dodaj osobistą wiadomość i wybierz opakowanie prezentowe – gotowe w kilka minut.'],
        sections: [{ title: 'Zamów na czas', paragraphs: ['Fizyczne karty zamówione w dzień roboczy do 17:00 opuszczają nasz magazyn tego samego dnia. W ostatnim tygodniu przed świętami dla pewności wybierz kartę cyfrową.'] }],
        productsTitle: 'Ulubione świąteczne karty podarunkowe',
      },
      wedding: {
        slug: 'slub', heroTitle: 'Prezent ślubny dla szczęśliwej pary',
        description: 'Podaruj nowożeńcom kartę podarunkową na kolację, weekendowy wyjazd albo do nowego mieszkania.',
        intro: ['Lista prezentów już wyczerpana albo para woli wybrać sama? Karta podarunkowa na weekendowy wyjazd, wykwintną kolację czy urządzenie nowego mieszkania to zawsze strzał w dziesiątkę.'],
        sections: [], productsTitle: 'Karty podarunkowe dla nowożeńców',
      },
      newBaby: {
        slug: 'narodziny-dziecka', heroTitle: 'Witaj na świecie, maleństwo',
        description: 'Karty podarunkowe dla świeżo upieczonych rodziców i ich dziecka: zabawki, książeczki albo chwila odpoczynku dla mamy i taty.',
        intro: ['Nowy członek rodziny wywraca wszystko do góry nogami. Podaruj rodzicom coś, czego naprawdę potrzebują: zabawki i ubranka na później albo wieczór odpoczynku tylko dla siebie.'],
        sections: [], productsTitle: 'Karty podarunkowe z okazji narodzin dziecka',
      },
      retirement: {
        slug: 'emerytura', heroTitle: 'Ciesz się emeryturą',
        description: 'Karta podarunkowa na emeryturę dla współpracownika: podróże, wellness albo hobby, na które w końcu będzie miał czas.',
        intro: ['Po latach ciężkiej pracy przychodzi wreszcie czas na podróże, nowe hobby czy dzień w spa. Uczcij przejście współpracownika na emeryturę prezentem, który wypełni ten wolny czas.'],
        sections: [], productsTitle: 'Karty podarunkowe na zasłużoną emeryturę',
      },
    },
  },
  business: {
    title: 'Karty podarunkowe dla firm',
    description: `Karty podarunkowe dla pracowników, klientów i w programach motywacyjnych. Zamów na fakturę w ${f.brand} i otrzymaj ofertę w ciągu 1 godziny.`,
    intro: [`Podziękuj zespołowi, zaskocz klientów albo nagródź najlepsze wyniki. ${f.brand} dostarcza karty podarunkowe firmom każdej wielkości – jeśli chcesz, z Twoim logo i wiadomością.`],
    sections: [{ title: 'Dlaczego firmy wybierają nas', paragraphs: ['Płatność na fakturę, jedna osoba kontaktowa dla Twojego zamówienia i dostawa na jeden adres lub bezpośrednio do każdego odbiorcy.', 'Karty podarunkowe są zwolnione z VAT, co upraszcza Twoją księgowość.'] }],
    callout: { title: 'Poproś o ofertę', paragraphs: ['Napisz, czego potrzebujesz – w dni robocze ofertę otrzymasz w ciągu 1 godziny.'], linkLabel: 'Skontaktuj się z naszym działem obsługi firm', route: 'contact' },
    testimonials: [{ quote: 'Dwieście cyfrowych kart dla naszych pracowników, wysłanych jeszcze tego samego popołudnia. Nasz dział HR nigdy nie miał spokojniejszego grudnia.', author: 'Sofie Verhaegen', role: 'kierowniczka HR, firma logistyczna' }, { quote: 'Co roku nasi klienci dostają fizyczną kartę podarunkową w świątecznej kopercie. Zamówione w dziesięć minut przed piątą, następnego dnia leżą na ich biurkach.', author: 'Pieter Claes', role: 'opiekun klienta, biuro rachunkowe' }],
    productsTitle: 'Nasze rozwiązania',
    pages: {
      employeeGifts: {
        slug: 'prezenty-dla-pracownikow', title: 'Prezenty dla pracowników', description: 'Prezenty na koniec roku, jubileusze albo podziękowanie: karty podarunkowe, które Twoi pracownicy wybierają sami.',
        intro: ['Dzięki karcie podarunkowej każdy pracownik wybierze prezent dla siebie – od wieczoru w kinie po nowe buty do biegania.'],
        sections: [{ title: 'Jak to działa', paragraphs: ['Prześlij nam listę odbiorców albo zamów jedną partię do biura. Karty cyfrowe docierają e-mailem w ciągu 1 godziny, karty fizyczne wysyłamy tego samego dnia roboczego.'] }],
      },
      clientGifts: {
        slug: 'prezenty-dla-klientow', title: 'Prezenty dla klientów i partnerów', description: 'Wzmocnij relacje biznesowe kartą podarunkową na każdy gust.',
        intro: ['Prezent, który zapada w pamięć: kolacja, dzień w spa albo dobre wino – wybrane przez samego klienta.'],
        sections: [{ title: 'Z Twoją wiadomością', paragraphs: ['Dodaj osobistą wiadomość i wybierz opakowanie prezentowe, aby Twój prezent dotarł gotowy do wręczenia.'] }],
      },
      incentives: {
        slug: 'programy-motywacyjne', title: 'Programy motywacyjne i nagrody', description: 'Nagradzaj za realizację celów sprzedażowych, udział w ankietach czy lojalność kartami podarunkowymi.',
        intro: ['Karty podarunkowe świetnie sprawdzają się jako nagroda: są elastyczne, łatwo je wysłać i każdy je docenia.'],
        sections: [{ title: 'Duże wolumeny', paragraphs: ['Przy kampaniach z setkami odbiorców dostarczamy kody cyfrowe w jednym pliku. Zapytaj nasz dział obsługi firm o dostępne możliwości.'] }],
      },
    },
  },
  blog: {
    title: 'Blog',
    description: `Porady prezentowe, inspiracje i nowości od ${f.brand}.`,
    intro: ['Pomysły na każdą okazję, porady, jak trafić z prezentem, i zajrzenie za kulisy.'],
    sections: [],
    articles: [
      {
        slug: 'dziesiec-pomyslow-na-prezent-dla-kogos-kto-ma-wszystko', date: '2025-11-18', title: 'Dziesięć pomysłów na prezent dla kogoś, kto ma wszystko',
        excerpt: 'Przeżycia zamiast rzeczy: nasze ulubione prezenty dla najtrudniejszej osoby na Twojej liście.',
        description: 'Pomysły na prezent dla kogoś, kto ma już wszystko: przeżycia, kolacje i wyjścia.',
        intro: ['Każdy zna kogoś, kto ma już wszystko. Cała sztuka polega na tym, by podarować coś, czego nie kupi się w sklepie: czas, przeżycie, wspomnienie.'],
        sections: [
          { title: 'Podaruj przeżycie', paragraphs: ['Ścianka wspinaczkowa, warsztaty kulinarne czy escape room: przeżycia pamięta się długo po tym, jak gadżet pójdzie w zapomnienie.'] },
          { title: 'Dodaj coś od siebie', paragraphs: ['Dodaj do karty osobistą wiadomość. Kilka słów o tym, dlaczego wybór padł właśnie na ten prezent, sprawi, że ucieszy podwójnie.'] },
        ],
      },
      {
        slug: 'cyfrowa-czy-fizyczna-karta-podarunkowa', date: '2025-10-02', title: 'Cyfrowa czy fizyczna karta podarunkowa: która jest dla Ciebie?',
        excerpt: 'Szybko e-mailem czy pięknie zapakowana pocztą? Różnice w skrócie.',
        description: 'Czym różni się cyfrowa karta podarunkowa od fizycznej i kiedy którą wybrać.',
        intro: ['Obie karty mają dokładnie taką samą wartość. Różnią się tylko sposobem, w jaki docierają.'],
        sections: [
          { title: 'Cyfrowa', paragraphs: ['Karta cyfrowa dociera e-mailem, zwykle w ciągu 1 godziny. Idealna na prezenty w ostatniej chwili albo dla odbiorców za granicą.'] },
          { title: 'Fizyczna', paragraphs: ['Karta fizyczna przychodzi pocztą, na życzenie w opakowaniu prezentowym. Zamówiona w dzień roboczy do 17:00 jest wysyłana tego samego dnia.'] },
        ],
      },
      {
        slug: 'jak-napisac-osobista-wiadomosc', date: '2025-09-12', title: 'Jak napisać osobistą wiadomość',
        excerpt: 'Kilka szczerych słów sprawia, że każdy prezent cieszy bardziej. Pięć porad na dobry początek.',
        description: 'Porady, jak napisać krótką, osobistą wiadomość do karty podarunkowej.',
        intro: ['Masz do dyspozycji 150 znaków. To wystarczy, by napisać coś szczerego – byle prosto.'],
        sections: [{ title: 'Pięć porad', paragraphs: ['Zwróć się po imieniu. Przywołaj wspólne wspomnienie. Napisz, dlaczego właśnie ten prezent. Pisz krótko. Przeczytaj wiadomość na głos, zanim ją wyślesz.'] }],
      },
      {
        slug: 'karty-podarunkowe-dla-twojego-zespolu', date: '2025-08-20', title: 'Karty podarunkowe dla Twojego zespołu: praktyczny poradnik',
        excerpt: 'Od budżetu po dostawę: jak bez stresu zorganizować prezenty dla pracowników.',
        description: 'Praktyczny poradnik dla działów HR i office managerów, którzy zamawiają karty podarunkowe dla pracowników.',
        intro: ['Zamówienie prezentów dla pięćdziesięciu osób nie musi zająć tygodnia. Przy odrobinie planowania wystarczy jedno popołudnie.'],
        sections: [
          { title: 'Ustal budżet', paragraphs: ['Najpierw ustal kwotę na osobę. Karty podarunkowe są zwolnione z VAT, więc ile zapłacisz, tyle otrzymają obdarowani.'] },
          { title: 'Wybierz formę dostawy', paragraphs: ['Wyślij karty cyfrowe bezpośrednio do każdego pracownika albo odbierz wszystkie karty fizyczne w biurze.'] },
        ],
      },
      {
        slug: 'jak-sprawdzic-saldo-karty-podarunkowej', date: '2025-07-08', title: 'Jak sprawdzić saldo karty podarunkowej',
        excerpt: 'Nie wiesz, ile zostało na Twojej karcie? Tak to sprawdzisz.',
        description: 'Sprawdź pozostałe saldo swojej karty podarunkowej za pomocą numeru karty i kodu PIN.',
        intro: ['Wpisz 19-cyfrowy numer karty i 6-cyfrowy kod PIN na stronie sprawdzania salda, a od razu zobaczysz swoje saldo.'],
        sections: [{ title: 'Wymień saldo', paragraphs: ['Na Twojej karcie do wyboru zostały jeszcze środki? Wymień je na jedną lub kilka kart podarunkowych ulubionych marek.'] }],
      },
      {
        slug: 'prezenty-na-ostatnia-chwile', date: '2025-06-14', title: 'Prezenty na ostatnią chwilę, po których tego nie widać',
        excerpt: 'Urodziny wyleciały Ci z głowy? Cyfrowa karta podarunkowa trafi do skrzynki odbiorcy w ciągu godziny.',
        description: 'Pomysły na prezent na ostatnią chwilę: cyfrowe karty podarunkowe dostarczane e-mailem w ciągu 1 godziny.',
        intro: ['Każdemu się zdarza. Na szczęście cyfrowa karta podarunkowa z przemyślaną wiadomością wcale nie wygląda na kupioną w pośpiechu.'],
        sections: [{ title: 'Zaplanuj wysyłkę', paragraphs: ['Wybierz datę i godzinę dostawy, a karta dotrze dokładnie wtedy, gdy zacznie się impreza.'] }],
      },
    ],
  },
  terms: {
    title: 'Regulamin',
    description: `Regulamin ${f.brand} dotyczący zamawiania i korzystania z kart podarunkowych.`,
    intro: [`Niniejszy regulamin obowiązuje przy każdym zamówieniu złożonym w ${f.brand}. Składając zamówienie, akceptujesz go.`],
    sections: [
      { title: '1. Zamówienia', paragraphs: ['Zamówienie staje się wiążące z chwilą otrzymania płatności. Otrzymasz e-mailem potwierdzenie z numerem zamówienia.'] },
      { title: '2. Ceny i płatność', paragraphs: ['Wszystkie ceny obejmują wartość kart podarunkowych. Karty podarunkowe są zwolnione z VAT; koszty wysyłki i opłata serwisowa są widoczne przed dokonaniem płatności.'] },
      { title: '3. Ważność', paragraphs: ['Termin ważności karty podarunkowej jest podany na karcie i w e-mailu z potwierdzeniem. Niewykorzystane saldo po upływie ważności nie podlega zwrotowi.'] },
      { title: '4. Odpowiedzialność', paragraphs: ['Przechowuj numer karty i kod PIN w bezpiecznym miejscu. Nie odpowiadamy za wykorzystanie karty podarunkowej przez osoby trzecie po jej dostarczeniu.'] },
    ],
  },
  privacy: {
    title: 'Polityka prywatności',
    description: `Jak ${f.brand} przetwarza Twoje dane osobowe.`,
    intro: ['Twoich danych osobowych używamy wyłącznie do realizacji zamówienia, do udzielenia Ci pomocy, gdy się z nami kontaktujesz, oraz – jeśli wyrazisz zgodę – do wysyłki naszego newslettera.'],
    sections: [
      { title: 'Jakie dane zbieramy', paragraphs: ['Imię i nazwisko, adres, adres e-mail i numer telefonu zamawiającego oraz, w razie potrzeby, odbiorców.'] },
      { title: 'Jak długo je przechowujemy', paragraphs: ['Dane zamówień przechowujemy tak długo, jak wymagają tego przepisy o rachunkowości. W każdej chwili możesz poprosić o usunięcie swojego konta.'] },
      { title: 'Twoje prawa', paragraphs: [`Możesz wglądać w swoje dane, poprawiać je lub je usunąć. Wyślij swoją prośbę na adres ${f.email}.`] },
    ],
  },
  cookies: {
    title: 'Polityka cookies',
    description: `Jakich plików cookie używa ${f.brand} i dlaczego.`,
    intro: ['Używamy plików cookie, aby zachować zawartość Twojego koszyka, zapamiętać Twój język i – za Twoją zgodą – mierzyć, jak korzystasz z naszego sklepu.'],
    sections: [
      { title: 'Niezbędne pliki cookie', paragraphs: ['Te pliki cookie są potrzebne do działania sklepu: obsługują Twój koszyk, logowanie i wybór języka. Nie można ich wyłączyć.'] },
      { title: 'Analityczne pliki cookie', paragraphs: ['Za Twoją zgodą anonimowo mierzymy odwiedziny, aby ulepszać sklep.'] },
    ],
  },
  contact: {
    title: 'Kontakt',
    description: `Masz pytania o zamówienie? Skontaktuj się z obsługą klienta ${f.brand} telefonicznie lub e-mailem.`,
    intro: ['Nasza obsługa klienta chętnie odpowie na pytania o zamówienia, dostawę i saldo Twojej karty podarunkowej.'],
    sections: [],
    contactTitle: 'Obsługa klienta',
    hours: ['Od poniedziałku do piątku, 9:00–17:00'],
    callout: { title: 'Szukasz szybkiej odpowiedzi?', paragraphs: ['Odpowiedzi na większość pytań znajdziesz w naszym centrum pomocy.'], linkLabel: 'Przejdź do centrum pomocy', route: 'helpdesk' },
  },
  cancelationPolicy: {
    title: 'Odstąpienie od umowy',
    description: `Jak anulować zamówienie w ${f.brand}.`,
    intro: ['Zmiana planów? Możesz anulować zamówienie, dopóki karta podarunkowa nie została wykorzystana.'],
    sections: [
      { title: 'Termin odstąpienia', paragraphs: ['Na odstąpienie od umowy masz 14 dni od otrzymania zamówienia. Skontaktuj się z obsługą klienta, podając numer zamówienia.'] },
      { title: 'Zwrot pieniędzy', paragraphs: ['Zwracamy kwotę w ciągu 14 dni tą samą metodą płatności, której użyto przy zamówieniu. Karty podarunkowe wykorzystane (częściowo) nie podlegają zwrotowi.'] },
    ],
  },
  delivery: {
    title: 'Dostawa',
    description: 'Czas dostawy i formy wysyłki cyfrowych i fizycznych kart podarunkowych.',
    intro: ['Zamawiasz w dzień roboczy do 17:00? Wtedy wyślemy Twoje zamówienie tego samego dnia.'],
    sections: [
      { title: 'Cyfrowe karty podarunkowe', paragraphs: ['Karty cyfrowe wysyłamy e-mailem, zwykle w ciągu 1 godziny. Możesz też wybrać późniejszą datę i godzinę dostawy.'] },
      { title: 'Zwykła poczta', paragraphs: ['98% naszych listów dociera w ciągu 2–3 dni roboczych. Twoja karta nie dotarła po 5 dniach roboczych? Skontaktuj się z obsługą klienta.'] },
      { title: 'List polecony', paragraphs: [`Zamówienia powyżej ${f.registeredMailThreshold} oraz zamówienia z winem wysyłamy listem poleconym, dzięki czemu można je śledzić.`] },
    ],
  },
  landing: [
    {
      slug: 'prezent-dla-niego', title: 'Prezent dla niego', description: 'Pomysły na kartę podarunkową dla partnera, taty, brata lub przyjaciela.',
      intro: ['Czy uwielbia gotować, uprawiać sport, czy obejrzeć dobry film – te karty podarunkowe zawsze trafiają w gust.'], sections: [], productsTitle: 'Nasze propozycje dla niego',
    },
    {
      slug: 'prezent-dla-niej', title: 'Prezent dla niej', description: 'Pomysły na kartę podarunkową dla partnerki, mamy, siostry lub przyjaciółki.',
      intro: ['Chwila relaksu, moda czy wieczór na mieście: z tymi kartami podarunkowymi sama wybierze swój ulubiony prezent.'], sections: [], productsTitle: 'Nasze propozycje dla niej',
    },
  ],
})
