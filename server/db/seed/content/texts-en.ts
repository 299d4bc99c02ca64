import type { ContentTextsBuilder } from './types'

/** English copy (also used by the es, it, pl, pt, sv, da and nb storefronts until they are translated). */
export const textsEn: ContentTextsBuilder = (f) => ({
  readAlso: 'Read also',
  givingMoments: {
    title: 'Giving moments',
    description: `Gift ideas for every occasion: birthdays, weddings, Christmas and more. Find the right gift card at ${f.brand}.`,
    intro: ['Some moments deserve more than a card on the mantelpiece. Pick the occasion and we will show you the gift cards people choose most for it.'],
    sections: [],
    callout: {
      title: 'Still not sure?',
      paragraphs: [`With the ${f.brand} choice gift card the recipient picks from more than ${f.catalogueSize} gift cards.`],
      linkLabel: 'Discover the choice gift card',
      route: 'choiceCard',
    },
    moments: {
      birthday: {
        slug: 'birthday', heroTitle: 'Birthday gifts they will actually use',
        description: 'A birthday gift card for friends, family or colleagues: digital within the hour or beautifully packed by post.',
        intro: ['Another year older deserves a gift that fits. A gift card lets the birthday girl or boy choose exactly what they want, from a dinner out to that book on their wish list.'],
        sections: [], productsTitle: 'Popular birthday gift cards',
        testimonials: [{ quote: 'I ordered a digital card at nine in the morning and my sister had it before her coffee was cold.', author: 'Lotte', role: 'ordered a birthday gift' }],
      },
      thankYou: {
        slug: 'thank-you', heroTitle: 'Say thank you with a gift card',
        description: 'Thank a neighbour, teacher or colleague with a gift card that says more than words.',
        intro: ['A helping hand, a listening ear, a year of great lessons: some things call for more than a quick thank you. A small gift card is a warm gesture that always fits.'],
        sections: [], productsTitle: 'Gift cards to say thanks',
      },
      christmas: {
        slug: 'christmas', heroTitle: 'Christmas gifts without the queues',
        description: 'Christmas gift cards for everyone on your list, delivered on time for under the tree.',
        intro: ['Skip the busy shopping streets. Order your Christmas gift cards online, add a personal message and choose gift packing: done in minutes.'],
        sections: [{ title: 'Order on time', paragraphs: ['Physical cards ordered on a working day before 17:00 leave our warehouse the same day. In the last week before Christmas, choose a digital card to be sure.'] }],
        productsTitle: 'Favourite Christmas gift cards',
      },
      wedding: {
        slug: 'wedding', heroTitle: 'A wedding gift for the happy couple',
        description: 'Give the newlyweds a gift card for a dinner, a weekend away or their new home.',
        intro: ['The wedding list is sold out or the couple simply prefers to choose? A gift card for a weekend away, a fine dinner or their new home is always a hit.'],
        sections: [], productsTitle: 'Gift cards for newlyweds',
      },
      newBaby: {
        slug: 'new-baby', heroTitle: 'Welcome to the world, little one',
        description: 'Gift cards for new parents and their baby: toys, books or a moment of rest for mum and dad.',
        intro: ['A new baby turns everything upside down. Give the parents something they really need: toys and clothes for later, or an evening of rest for themselves.'],
        sections: [], productsTitle: 'Gift cards for a new baby',
      },
      retirement: {
        slug: 'retirement', heroTitle: 'Enjoy your retirement',
        description: 'A retirement gift card for a colleague: travel, wellness or a hobby they finally have time for.',
        intro: ['After years of hard work there is finally time for travel, a new hobby or a day at the spa. Celebrate a retiring colleague with a gift that fills that free time.'],
        sections: [], productsTitle: 'Gift cards for a well-earned retirement',
      },
    },
  },
  business: {
    title: 'Gift cards for business',
    description: `Gift cards for staff, clients and incentives. Order on invoice at ${f.brand} and receive a quote within 1 hour.`,
    intro: [`Thank your team, surprise clients or reward top performance. ${f.brand} delivers gift cards for businesses of every size, with your logo and message if you like.`],
    sections: [{ title: 'Why businesses choose us', paragraphs: ['Pay on invoice, one contact person for your order and delivery to one address or straight to each recipient.', 'Gift cards are exempt from VAT, which keeps your administration simple.'] }],
    callout: { title: 'Request a quote', paragraphs: ['Tell us what you need: you receive a quote within 1 hour on working days.'], linkLabel: 'Contact our business team', route: 'contact' },
    testimonials: [{ quote: 'Two hundred digital cards for our staff, sent on the same afternoon. Our HR team has never had an easier December.', author: 'Sofie Verhaegen', role: 'HR manager, logistics company' }, { quote: 'Every year our clients get a physical gift card in a festive envelope. Ordered in ten minutes before five, on their desks the next day.', author: 'Pieter Claes', role: 'account manager, accounting firm' }],
    productsTitle: 'Our solutions',
    pages: {
      employeeGifts: {
        slug: 'employee-gifts', title: 'Gifts for employees', description: 'End-of-year gifts, anniversaries or a thank you: gift cards your staff choose themselves.',
        intro: ['A gift card lets every employee choose a gift that suits them, from a cinema night to new running shoes.'],
        sections: [{ title: 'How it works', paragraphs: ['Send us the list of recipients or order one batch for your office. Digital cards arrive by e-mail within 1 hour, physical cards are shipped the same working day.'] }],
      },
      clientGifts: {
        slug: 'client-gifts', title: 'Gifts for clients and partners', description: 'Strengthen your business relationships with a gift card for every taste.',
        intro: ['A gift that is remembered: a dinner, a wellness day or a good bottle of wine, chosen by your client.'],
        sections: [{ title: 'Your message with it', paragraphs: ['Add a personal message and choose gift packing, so your gift arrives ready to give.'] }],
      },
      incentives: {
        slug: 'incentives', title: 'Incentives and rewards', description: 'Reward sales targets, survey participation or loyalty with gift cards.',
        intro: ['Gift cards work well as a reward: they are flexible, easy to send and appreciated by everyone.'],
        sections: [{ title: 'Large volumes', paragraphs: ['For campaigns with hundreds of recipients we deliver digital codes in one file. Ask our business team for the options.'] }],
      },
    },
  },
  blog: {
    title: 'Blog',
    description: `Gift tips, inspiration and news from ${f.brand}.`,
    intro: ['Ideas for every occasion, tips for giving well and a look behind the scenes.'],
    sections: [],
    articles: [
      {
        slug: 'ten-gift-ideas-for-someone-who-has-everything', date: '2025-11-18', title: 'Ten gift ideas for someone who has everything',
        excerpt: 'Experiences instead of things: our favourite gifts for the hardest person on your list.',
        description: 'Gift ideas for someone who already has everything: experiences, dinners and days out.',
        intro: ['We all know someone who already has everything. The trick is to give something they cannot buy in a shop: time, an experience, a memory.'],
        sections: [
          { title: 'Give an experience', paragraphs: ['A climbing session, a cooking workshop or an escape room: experiences are remembered long after a gadget is forgotten.'] },
          { title: 'Make it personal', paragraphs: ['Add a personal message to the card. A few words about why you chose it make the gift twice as nice.'] },
        ],
      },
      {
        slug: 'digital-or-physical-gift-card', date: '2025-10-02', title: 'Digital or physical gift card: which one suits you?',
        excerpt: 'Fast by e-mail or beautifully wrapped by post? The differences at a glance.',
        description: 'The difference between a digital and a physical gift card, and when to choose which.',
        intro: ['Both cards are worth exactly the same. The difference is in how they arrive.'],
        sections: [
          { title: 'Digital', paragraphs: ['A digital card arrives by e-mail, usually within 1 hour. Perfect for last-minute gifts or recipients abroad.'] },
          { title: 'Physical', paragraphs: ['A physical card comes by post, optionally with gift packing. Ordered on a working day before 17:00, it is shipped the same day.'] },
        ],
      },
      {
        slug: 'how-to-write-a-personal-message', date: '2025-09-12', title: 'How to write a personal message',
        excerpt: 'A few sincere words make every gift better. Five tips to get started.',
        description: 'Tips for writing a short, personal message with your gift card.',
        intro: ['You have up to 150 characters. That is enough for something sincere, as long as you keep it simple.'],
        sections: [{ title: 'Five tips', paragraphs: ['Use their name. Mention a shared memory. Say why you chose this gift. Keep it short. Read it aloud before you send it.'] }],
      },
      {
        slug: 'gift-cards-for-your-team', date: '2025-08-20', title: 'Gift cards for your team: a practical guide',
        excerpt: 'From budget to delivery: how to organise gifts for your employees without stress.',
        description: 'A practical guide for HR and office managers ordering gift cards for staff.',
        intro: ['Ordering gifts for fifty colleagues does not have to take a week. With a little planning it takes an afternoon.'],
        sections: [
          { title: 'Set a budget', paragraphs: ['Decide the amount per person first. Gift cards are VAT-exempt, so what you pay is what they receive.'] },
          { title: 'Choose the delivery', paragraphs: ['Send digital cards to each employee directly or receive all physical cards at the office.'] },
        ],
      },
      {
        slug: 'check-your-balance', date: '2025-07-08', title: 'How to check the balance of your gift card',
        excerpt: 'Not sure how much is left on your card? This is how you find out.',
        description: 'Check the remaining balance of your gift card with the card number and PIN.',
        intro: ['Enter the 19-digit card number and the 6-digit PIN on the balance check page and you see your balance immediately.'],
        sections: [{ title: 'Swap your balance', paragraphs: ['Is there still money on your choice card? Swap it for one or more gift cards of your favourite brands.'] }],
      },
      {
        slug: 'last-minute-gifts', date: '2025-06-14', title: 'Last-minute gifts that do not look last-minute',
        excerpt: 'Forgot a birthday? A digital gift card is in their inbox within the hour.',
        description: 'Last-minute gift ideas: digital gift cards delivered by e-mail within 1 hour.',
        intro: ['It happens to everyone. Fortunately a digital gift card with a thoughtful message looks anything but rushed.'],
        sections: [{ title: 'Schedule it', paragraphs: ['Choose the delivery date and time, and the card arrives exactly when the party starts.'] }],
      },
    ],
  },
  terms: {
    title: 'Terms and conditions',
    description: `The general terms and conditions of ${f.brand} for ordering and using gift cards.`,
    intro: [`These terms apply to every order placed with ${f.brand}. By placing an order you accept them.`],
    sections: [
      { title: '1. Orders', paragraphs: ['An order is final once the payment has been received. You receive a confirmation by e-mail with your order number.'] },
      { title: '2. Prices and payment', paragraphs: ['All prices include the value of the gift cards. Gift cards are exempt from VAT; shipping costs and a service fee are shown before you pay.'] },
      { title: '3. Validity', paragraphs: ['The validity of a gift card is shown on the card and in the confirmation e-mail. Expired balances cannot be refunded.'] },
      { title: '4. Liability', paragraphs: ['Keep your card number and PIN safe. We are not liable for the use of a gift card by third parties after delivery.'] },
    ],
  },
  privacy: {
    title: 'Privacy statement',
    description: `How ${f.brand} handles your personal data.`,
    intro: ['We only use your personal data to deliver your order, to help you when you contact us and, if you agree, to send you our newsletter.'],
    sections: [
      { title: 'What we collect', paragraphs: ['Name, address, e-mail address and phone number of the orderer and, where needed, of the recipients.'] },
      { title: 'How long we keep it', paragraphs: ['Order data is kept for as long as the law requires for our accounts. You may ask us to delete your account at any time.'] },
      { title: 'Your rights', paragraphs: [`You can view, correct or delete your data. Send your request to ${f.email}.`] },
    ],
  },
  cookies: {
    title: 'Cookie statement',
    description: `Which cookies ${f.brand} uses and why.`,
    intro: ['We use cookies to keep your basket, to remember your language and, with your consent, to measure how our shop is used.'],
    sections: [
      { title: 'Necessary cookies', paragraphs: ['These cookies make the shop work: your basket, your login and your language. They cannot be switched off.'] },
      { title: 'Analytics cookies', paragraphs: ['With your consent we measure visits anonymously, so we can improve the shop.'] },
    ],
  },
  contact: {
    title: 'Contact',
    description: `Questions about your order? Contact ${f.brand} customer service by phone or e-mail.`,
    intro: ['Our customer service is happy to help with questions about orders, delivery and the balance of your gift card.'],
    sections: [],
    contactTitle: 'Customer service',
    hours: ['Monday to Friday, 9:00 to 17:00'],
    callout: { title: 'Looking for a quick answer?', paragraphs: ['Most questions are answered in our help desk.'], linkLabel: 'Go to the help desk', route: 'helpdesk' },
  },
  cancelationPolicy: {
    title: 'Cancellation policy',
    description: `How to cancel an order at ${f.brand}.`,
    intro: ['Changed your mind? You can cancel an order as long as the gift card has not been used.'],
    sections: [
      { title: 'Withdrawal period', paragraphs: ['You have 14 days after receipt to cancel. Contact customer service with your order number.'] },
      { title: 'Refund', paragraphs: ['We refund the amount within 14 days via the payment method you used. Gift cards that have been (partly) used cannot be refunded.'] },
    ],
  },
  delivery: {
    title: 'Delivery',
    description: 'Delivery times and shipping methods for digital and physical gift cards.',
    intro: ['Ordered on a working day before 17:00? Then your order is shipped the same day.'],
    sections: [
      { title: 'Digital gift cards', paragraphs: ['Digital cards are sent by e-mail, usually within 1 hour. You can also choose a later delivery date and time.'] },
      { title: 'Regular post', paragraphs: ['98% of our letters arrive within 2 to 3 working days. Has your card not arrived after 5 working days? Please contact customer service.'] },
      { title: 'Registered mail', paragraphs: [`Orders above ${f.registeredMailThreshold} and orders with wine are sent by registered mail, so they can be tracked.`] },
    ],
  },
  landing: [
    {
      slug: 'gift-for-him', title: 'Gift for him', description: 'Gift card ideas for your partner, father, brother or friend.',
      intro: ['Whether he loves cooking, sports or a good film: these gift cards always go down well.'], sections: [], productsTitle: 'Our tips for him',
    },
    {
      slug: 'gift-for-her', title: 'Gift for her', description: 'Gift card ideas for your partner, mother, sister or friend.',
      intro: ['Pampering, fashion or an evening out: with these gift cards she chooses her own favourite.'], sections: [], productsTitle: 'Our tips for her',
    },
  ],
})
