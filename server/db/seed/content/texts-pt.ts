import type { ContentTextsBuilder } from './types'

/** Portuguese copy: European Portuguese for GCSPT, Brazilian Portuguese for CBBR (f.country === 'BR'); slugs are shared, ASCII only. */
export const textsPt: ContentTextsBuilder = (f) => {
  const br = f.country === 'BR'
  const card = br ? 'cartão-presente' : 'cartão-oferta'
  const cards = br ? 'cartões-presente' : 'cartões-oferta'
  const Cards = br ? 'Cartões-presente' : 'Cartões-oferta'
  return {
    readAlso: 'Leia também',
    givingMoments: {
      title: 'Ocasiões para presentear',
      description: `Ideias de presentes para todas as ocasiões: aniversários, casamentos, Natal e muito mais. Encontre o ${card} certo na ${f.brand}.`,
      intro: [br
        ? 'Alguns momentos merecem mais do que um cartão na estante. Escolha a ocasião e mostramos os cartões-presente mais escolhidos para ela.'
        : 'Alguns momentos merecem mais do que um postal em cima da lareira. Escolha a ocasião e mostramos-lhe os cartões-oferta mais escolhidos para ela.'],
      sections: [],
      callout: {
        title: br ? 'Ainda está em dúvida?' : 'Ainda indeciso?',
        paragraphs: [`Com o ${card} à escolha da ${f.brand}, quem recebe escolhe entre mais de ${f.catalogueSize} ${cards}.`],
        linkLabel: `Descubra o ${card} à escolha`,
        route: 'choiceCard',
      },
      moments: {
        birthday: {
          slug: 'aniversario', heroTitle: 'Presentes de aniversário que vão mesmo ser usados',
          description: br
            ? 'Um cartão-presente de aniversário para amigos, família ou colegas: digital em menos de uma hora ou bem embalado pelo correio.'
            : 'Um cartão-oferta de aniversário para amigos, família ou colegas: digital em menos de uma hora ou bem embalado por correio.',
          intro: [br
            ? 'Mais um ano de vida merece um presente que combine. Com um cartão-presente, o aniversariante escolhe exatamente o que quer, de um jantar fora àquele livro da lista de desejos.'
            : 'Mais um ano de vida merece um presente à medida. Com um cartão-oferta, o aniversariante escolhe exatamente o que quer, de um jantar fora àquele livro da lista de desejos.'],
          sections: [], productsTitle: `${Cards} de aniversário populares`,
          testimonials: [{
            quote: br
              ? 'Comprei um cartão digital às nove da manhã e minha irmã recebeu antes de o café esfriar.'
              : 'Encomendei um cartão digital às nove da manhã e a minha irmã recebeu-o antes de o café arrefecer.',
            author: 'Lotte', role: br ? 'comprou um presente de aniversário' : 'encomendou uma prenda de aniversário',
          }],
        },
        thankYou: {
          slug: 'agradecimento', heroTitle: `Diga obrigado com um ${card}`,
          description: br
            ? 'Agradeça a um vizinho, professor ou colega com um cartão-presente que diz mais do que palavras.'
            : 'Agradeça a um vizinho, professor ou colega com um cartão-oferta que diz mais do que palavras.',
          intro: [br
            ? 'Uma ajuda, um ombro amigo, um ano de ótimas aulas: algumas coisas pedem mais do que um simples obrigado. Um pequeno cartão-presente é um gesto carinhoso que sempre cai bem.'
            : 'Uma ajuda, um ombro amigo, um ano de ótimas aulas: há coisas que pedem mais do que um simples obrigado. Um pequeno cartão-oferta é um gesto carinhoso que fica sempre bem.'],
          sections: [], productsTitle: `${Cards} para agradecer`,
        },
        christmas: {
          slug: 'natal', heroTitle: br ? 'Presentes de Natal sem filas' : 'Prendas de Natal sem filas',
          description: br
            ? 'Cartões-presente de Natal para todos da sua lista, entregues a tempo de ficarem debaixo da árvore.'
            : 'Cartões-oferta de Natal para todas as pessoas da sua lista, entregues a tempo de ficarem debaixo da árvore.',
          intro: [br
            ? 'Fuja das ruas de comércio lotadas. Compre seus cartões-presente de Natal online, adicione uma mensagem pessoal e escolha a embalagem para presente: tudo pronto em minutos.'
            : 'Evite as ruas comerciais cheias de gente. Encomende os seus cartões-oferta de Natal online, acrescente uma mensagem pessoal e escolha a embalagem de oferta: fica tudo tratado em minutos.'],
          sections: [{
            title: br ? 'Compre com antecedência' : 'Encomende a tempo',
            paragraphs: [br
              ? 'Os cartões físicos comprados em um dia útil até as 17h saem do nosso depósito no mesmo dia. Na última semana antes do Natal, escolha um cartão digital para ter certeza.'
              : 'Os cartões físicos encomendados num dia útil até às 17:00 saem do nosso armazém no mesmo dia. Na última semana antes do Natal, escolha um cartão digital para ter a certeza.'],
          }],
          productsTitle: `${Cards} de Natal preferidos`,
        },
        wedding: {
          slug: 'casamento', heroTitle: br ? 'Um presente de casamento para os noivos' : 'Uma prenda de casamento para os noivos',
          description: br
            ? 'Dê aos recém-casados um cartão-presente para um jantar, um fim de semana fora ou a casa nova.'
            : 'Ofereça aos recém-casados um cartão-oferta para um jantar, um fim de semana fora ou a casa nova.',
          intro: [br
            ? 'A lista de presentes já esgotou ou o casal prefere escolher? Um cartão-presente para um fim de semana fora, um bom jantar ou a casa nova sempre faz sucesso.'
            : 'A lista de casamento já está esgotada ou o casal prefere escolher? Um cartão-oferta para um fim de semana fora, um bom jantar ou a casa nova é sempre um sucesso.'],
          sections: [], productsTitle: `${Cards} para recém-casados`,
        },
        newBaby: {
          slug: 'nascimento', heroTitle: 'Bem-vindo ao mundo, pequenino',
          description: br
            ? 'Cartões-presente para os novos pais e o bebê: brinquedos, livros ou um momento de descanso para a mamãe e o papai.'
            : 'Cartões-oferta para os novos pais e o bebé: brinquedos, livros ou um momento de descanso para a mãe e o pai.',
          intro: [br
            ? 'Um bebê deixa tudo de pernas para o ar. Dê aos pais algo de que eles realmente precisam: brinquedos e roupas para mais tarde, ou uma noite de descanso só para eles.'
            : 'Um bebé vira tudo do avesso. Ofereça aos pais algo de que precisam mesmo: brinquedos e roupa para mais tarde, ou uma noite de descanso só para eles.'],
          sections: [], productsTitle: `${Cards} para um recém-nascido`,
        },
        retirement: {
          slug: 'fim-de-carreira', heroTitle: br ? 'Aproveite a aposentadoria' : 'Aproveite a reforma',
          description: br
            ? 'Um cartão-presente de aposentadoria para um colega: viagens, bem-estar ou aquele hobby para o qual finalmente há tempo.'
            : 'Um cartão-oferta de reforma para um colega: viagens, bem-estar ou aquele passatempo para o qual finalmente há tempo.',
          intro: [br
            ? 'Depois de anos de trabalho duro, finalmente há tempo para viajar, para um novo hobby ou para um dia no spa. Celebre a aposentadoria de um colega com um presente que preencha esse tempo livre.'
            : 'Depois de anos de trabalho árduo, há finalmente tempo para viajar, para um novo passatempo ou para um dia no spa. Celebre a reforma de um colega com uma prenda que preencha esse tempo livre.'],
          sections: [], productsTitle: br ? 'Cartões-presente para uma aposentadoria merecida' : 'Cartões-oferta para uma reforma merecida',
        },
      },
    },
    business: {
      title: `${Cards} para empresas`,
      description: br
        ? `Cartões-presente para colaboradores, clientes e campanhas de incentivo. Compre com fatura na ${f.brand} e receba um orçamento em até 1 hora.`
        : `Cartões-oferta para colaboradores, clientes e incentivos. Encomende com fatura na ${f.brand} e receba um orçamento no prazo de 1 hora.`,
      intro: [br
        ? `Agradeça à sua equipe, surpreenda clientes ou recompense os melhores resultados. A ${f.brand} entrega cartões-presente para empresas de todos os portes, com seu logotipo e sua mensagem, se você quiser.`
        : `Agradeça à sua equipa, surpreenda clientes ou recompense os melhores resultados. A ${f.brand} entrega cartões-oferta a empresas de todas as dimensões, com o seu logótipo e a sua mensagem, se assim o desejar.`],
      sections: [{
        title: br ? 'Por que as empresas nos escolhem' : 'Porque é que as empresas nos escolhem',
        paragraphs: [
          br
            ? 'Pagamento com fatura, um único contato para o seu pedido e entrega em um só endereço ou diretamente a cada destinatário.'
            : 'Pagamento com fatura, uma única pessoa de contacto para a sua encomenda e entrega numa só morada ou diretamente a cada destinatário.',
          br
            ? 'Os cartões-presente são isentos de impostos na compra, o que mantém a sua contabilidade simples.'
            : 'Os cartões-oferta estão isentos de IVA, o que simplifica a sua contabilidade.',
        ],
      }],
      callout: {
        title: 'Peça um orçamento',
        paragraphs: [br
          ? 'Diga do que você precisa: em dias úteis, você recebe um orçamento em até 1 hora.'
          : 'Diga-nos do que precisa: em dias úteis, recebe um orçamento no prazo de 1 hora.'],
        linkLabel: br ? 'Fale com a nossa equipe para empresas' : 'Contacte a nossa equipa de empresas',
        route: 'contact',
      },
      testimonials: [
        {
          quote: br
            ? 'Duzentos cartões digitais para os nossos colaboradores, enviados na mesma tarde. Nosso RH nunca teve um dezembro tão tranquilo.'
            : 'Duzentos cartões digitais para os nossos colaboradores, enviados na mesma tarde. Os nossos recursos humanos nunca tiveram um dezembro tão fácil.',
          author: 'Sofie Verhaegen', role: br ? 'gerente de RH, empresa de logística' : 'diretora de recursos humanos, empresa de logística',
        },
        {
          quote: br
            ? 'Todo ano nossos clientes recebem um cartão-presente físico em um envelope festivo. Pedido feito em dez minutos antes das cinco, na mesa deles no dia seguinte.'
            : 'Todos os anos, os nossos clientes recebem um cartão-oferta físico num envelope festivo. Encomendado em dez minutos antes das cinco, na secretária deles no dia seguinte.',
          author: 'Pieter Claes', role: br ? 'gerente de contas, escritório de contabilidade' : 'gestor de clientes, gabinete de contabilidade',
        },
      ],
      productsTitle: br ? 'Nossas soluções' : 'As nossas soluções',
      pages: {
        employeeGifts: {
          slug: 'presentes-para-colaboradores', title: 'Presentes para colaboradores',
          description: br
            ? 'Presentes de fim de ano, aniversários de empresa ou um agradecimento: cartões-presente que seus colaboradores escolhem.'
            : 'Prendas de fim de ano, aniversários na empresa ou um agradecimento: cartões-oferta que os seus colaboradores escolhem.',
          intro: [br
            ? 'Com um cartão-presente, cada colaborador escolhe o presente que combina com ele, de uma noite de cinema a um tênis de corrida novo.'
            : 'Com um cartão-oferta, cada colaborador escolhe a prenda que lhe assenta melhor, de uma ida ao cinema a umas sapatilhas de corrida novas.'],
          sections: [{
            title: 'Como funciona',
            paragraphs: [br
              ? 'Envie para nós a lista de destinatários ou compre um lote para o seu escritório. Os cartões digitais chegam por e-mail em até 1 hora; os cartões físicos são enviados no mesmo dia útil.'
              : 'Envie-nos a lista de destinatários ou encomende um lote para o seu escritório. Os cartões digitais chegam por e-mail no prazo de 1 hora; os cartões físicos são enviados no mesmo dia útil.'],
          }],
        },
        clientGifts: {
          slug: 'presentes-para-clientes', title: 'Presentes para clientes e parceiros',
          description: br
            ? 'Fortaleça suas relações comerciais com um cartão-presente para todos os gostos.'
            : 'Fortaleça as suas relações comerciais com um cartão-oferta para todos os gostos.',
          intro: ['Um presente que fica na memória: um jantar, um dia de bem-estar ou uma boa garrafa de vinho, à escolha do seu cliente.'],
          sections: [{
            title: 'Com a sua mensagem',
            paragraphs: [br
              ? 'Adicione uma mensagem pessoal e escolha a embalagem para presente, para que o seu presente chegue pronto para ser entregue.'
              : 'Acrescente uma mensagem pessoal e escolha a embalagem de oferta, para que a sua prenda chegue pronta a oferecer.'],
          }],
        },
        incentives: {
          slug: 'incentivos', title: 'Incentivos e recompensas',
          description: br
            ? 'Recompense metas de vendas, participação em pesquisas ou fidelidade com cartões-presente.'
            : 'Recompense objetivos de vendas, a participação em inquéritos ou a fidelidade com cartões-oferta.',
          intro: [br
            ? 'Cartões-presente funcionam muito bem como recompensa: são flexíveis, fáceis de enviar e todo mundo gosta.'
            : 'Os cartões-oferta funcionam muito bem como recompensa: são flexíveis, fáceis de enviar e apreciados por todos.'],
          sections: [{
            title: 'Grandes volumes',
            paragraphs: [br
              ? 'Para campanhas com centenas de destinatários, entregamos os códigos digitais em um único arquivo. Consulte a nossa equipe para empresas sobre as opções.'
              : 'Para campanhas com centenas de destinatários, entregamos os códigos digitais num único ficheiro. Pergunte à nossa equipa de empresas quais são as opções.'],
          }],
        },
      },
    },
    blog: {
      title: 'Blog',
      description: `Dicas de presentes, inspiração e novidades da ${f.brand}.`,
      intro: [br
        ? 'Ideias para todas as ocasiões, dicas para acertar no presente e uma espiada nos bastidores.'
        : 'Ideias para todas as ocasiões, dicas para acertar na prenda e um olhar pelos bastidores.'],
      sections: [],
      articles: [
        {
          slug: 'dez-ideias-de-presentes-para-quem-ja-tem-tudo', date: '2025-11-18', title: 'Dez ideias de presentes para quem já tem tudo',
          excerpt: br
            ? 'Experiências em vez de coisas: nossos presentes favoritos para a pessoa mais difícil da sua lista.'
            : 'Experiências em vez de objetos: as nossas prendas favoritas para a pessoa mais difícil da sua lista.',
          description: 'Ideias de presentes para quem já tem tudo: experiências, jantares e passeios.',
          intro: [br
            ? 'Todo mundo conhece alguém que já tem tudo. O segredo é dar algo que não se compra em loja: tempo, uma experiência, uma lembrança.'
            : 'Todos conhecemos alguém que já tem tudo. O segredo é oferecer algo que não se compra numa loja: tempo, uma experiência, uma recordação.'],
          sections: [
            {
              title: br ? 'Dê uma experiência' : 'Ofereça uma experiência',
              paragraphs: [br
                ? 'Uma aula de escalada, uma oficina de culinária ou um escape room: experiências ficam na memória muito depois de um gadget ser esquecido.'
                : 'Uma sessão de escalada, um workshop de cozinha ou uma escape room: as experiências ficam na memória muito depois de um gadget ser esquecido.'],
            },
            {
              title: 'Torne-o pessoal',
              paragraphs: [br
                ? 'Adicione uma mensagem pessoal ao cartão. Algumas palavras sobre por que você o escolheu deixam o presente duas vezes mais especial.'
                : 'Acrescente uma mensagem pessoal ao cartão. Algumas palavras sobre o motivo da sua escolha tornam a prenda duas vezes mais especial.'],
            },
          ],
        },
        {
          slug: 'cartao-digital-ou-fisico', date: '2025-10-02', title: br ? 'Cartão-presente digital ou físico: qual é o ideal para você?' : 'Cartão-oferta digital ou físico: qual é o ideal para si?',
          excerpt: br
            ? 'Rápido por e-mail ou bem embalado pelo correio? As diferenças em um piscar de olhos.'
            : 'Rápido por e-mail ou bem embalado por correio? As diferenças num relance.',
          description: `A diferença entre um ${card} digital e um físico, e quando escolher cada um.`,
          intro: ['Os dois cartões valem exatamente o mesmo. A diferença está na forma como chegam.'],
          sections: [
            {
              title: 'Digital',
              paragraphs: [br
                ? 'Um cartão digital chega por e-mail, normalmente em até 1 hora. Perfeito para presentes de última hora ou para quem mora no exterior.'
                : 'Um cartão digital chega por e-mail, normalmente no prazo de 1 hora. Perfeito para prendas de última hora ou para quem vive no estrangeiro.'],
            },
            {
              title: 'Físico',
              paragraphs: [br
                ? 'Um cartão físico chega pelo correio, se quiser com embalagem para presente. Comprado em um dia útil até as 17h, é enviado no mesmo dia.'
                : 'Um cartão físico chega por correio, se quiser com embalagem de oferta. Encomendado num dia útil até às 17:00, é enviado no mesmo dia.'],
            },
          ],
        },
        {
          slug: 'como-escrever-uma-mensagem-pessoal', date: '2025-09-12', title: 'Como escrever uma mensagem pessoal',
          excerpt: br
            ? 'Algumas palavras sinceras tornam qualquer presente melhor. Cinco dicas para começar.'
            : 'Algumas palavras sinceras tornam qualquer prenda melhor. Cinco dicas para começar.',
          description: `Dicas para escrever uma mensagem curta e pessoal com o seu ${card}.`,
          intro: [br
            ? 'Você tem até 150 caracteres. É o suficiente para algo sincero, desde que seja simples.'
            : 'Tem até 150 caracteres. É o suficiente para algo sincero, desde que mantenha a simplicidade.'],
          sections: [{
            title: 'Cinco dicas',
            paragraphs: [br
              ? 'Use o nome da pessoa. Lembre uma memória em comum. Diga por que escolheu este presente. Seja breve. Leia em voz alta antes de enviar.'
              : 'Use o nome da pessoa. Mencione uma recordação partilhada. Diga porque escolheu esta prenda. Seja breve. Leia em voz alta antes de enviar.'],
          }],
        },
        {
          slug: 'cartoes-para-empresas-guia-pratico', date: '2025-08-20', title: br ? 'Cartões-presente para a sua equipe: guia prático' : 'Cartões-oferta para a sua equipa: guia prático',
          excerpt: br
            ? 'Do orçamento à entrega: como organizar os presentes dos seus colaboradores sem estresse.'
            : 'Do orçamento à entrega: como organizar as prendas dos seus colaboradores sem stress.',
          description: br
            ? 'Um guia prático para RH e gestores de escritório que compram cartões-presente para os colaboradores.'
            : 'Um guia prático para recursos humanos e gestores de escritório que encomendam cartões-oferta para os colaboradores.',
          intro: [br
            ? 'Comprar presentes para cinquenta colegas não precisa levar uma semana. Com um pouco de planejamento, leva uma tarde.'
            : 'Encomendar prendas para cinquenta colegas não tem de demorar uma semana. Com um pouco de planeamento, fica feito numa tarde.'],
          sections: [
            {
              title: 'Defina um orçamento',
              paragraphs: [br
                ? 'Defina primeiro o valor por pessoa. O valor que você paga no cartão-presente é exatamente o valor que a pessoa recebe.'
                : 'Decida primeiro o valor por pessoa. Os cartões-oferta estão isentos de IVA, por isso o que paga é exatamente o que recebem.'],
            },
            {
              title: 'Escolha a entrega',
              paragraphs: [br
                ? 'Envie os cartões digitais diretamente para cada colaborador ou receba todos os cartões físicos no escritório.'
                : 'Envie os cartões digitais diretamente a cada colaborador ou receba todos os cartões físicos no escritório.'],
            },
          ],
        },
        {
          slug: 'como-consultar-o-saldo', date: '2025-07-08', title: br ? 'Como consultar o saldo do seu cartão-presente' : 'Como consultar o saldo do seu cartão-oferta',
          excerpt: br
            ? 'Não sabe quanto ainda tem no cartão? Veja como descobrir.'
            : 'Não sabe quanto resta no seu cartão? Saiba como descobrir.',
          description: `Consulte o saldo restante do seu ${card} com o número do cartão e o PIN.`,
          intro: [br
            ? 'Digite o número do cartão de 19 dígitos e o PIN de 6 dígitos na página de consulta de saldo e veja seu saldo na hora.'
            : 'Introduza o número do cartão de 19 algarismos e o PIN de 6 algarismos na página de consulta de saldo e vê o seu saldo de imediato.'],
          sections: [{
            title: 'Troque o seu saldo',
            paragraphs: [br
              ? 'Ainda tem dinheiro no seu cartão-presente à escolha? Troque-o por um ou mais cartões-presente das suas marcas favoritas.'
              : 'Ainda tem dinheiro no seu cartão-oferta à escolha? Troque-o por um ou mais cartões-oferta das suas marcas favoritas.'],
          }],
        },
        {
          slug: 'presentes-de-ultima-hora', date: '2025-06-14', title: br ? 'Presentes de última hora que não parecem de última hora' : 'Prendas de última hora que não parecem de última hora',
          excerpt: br
            ? 'Esqueceu um aniversário? Um cartão-presente digital chega à caixa de entrada em menos de uma hora.'
            : 'Esqueceu-se de um aniversário? Um cartão-oferta digital chega à caixa de correio em menos de uma hora.',
          description: `Ideias de presentes de última hora: ${cards} digitais entregues por e-mail em 1 hora.`,
          intro: [br
            ? 'Acontece com todo mundo. Felizmente, um cartão-presente digital com uma mensagem bem pensada não parece nada feito às pressas.'
            : 'Acontece a todos. Felizmente, um cartão-oferta digital com uma mensagem bem pensada não parece nada feito à pressa.'],
          sections: [{
            title: br ? 'Agende o envio' : 'Programe o envio',
            paragraphs: ['Escolha a data e a hora de entrega, e o cartão chega exatamente quando a festa começa.'],
          }],
        },
      ],
    },
    terms: {
      title: 'Termos e condições',
      description: `Os termos e condições gerais da ${f.brand} para a compra e a utilização de ${cards}.`,
      intro: [br
        ? `Estes termos se aplicam a todos os pedidos feitos na ${f.brand}. Ao fazer um pedido, você os aceita.`
        : `Estes termos aplicam-se a todas as encomendas feitas na ${f.brand}. Ao fazer uma encomenda, aceita-os.`],
      sections: [
        {
          title: br ? '1. Pedidos' : '1. Encomendas',
          paragraphs: [br
            ? 'Um pedido é definitivo assim que o pagamento é recebido. Você recebe uma confirmação por e-mail com o número do pedido.'
            : 'Uma encomenda é definitiva assim que o pagamento é recebido. Recebe uma confirmação por e-mail com o número da encomenda.'],
        },
        {
          title: '2. Preços e pagamento',
          paragraphs: [br
            ? 'Todos os preços incluem o valor dos cartões-presente. O frete e a taxa de serviço são exibidos antes do pagamento.'
            : 'Todos os preços incluem o valor dos cartões-oferta. Os cartões-oferta estão isentos de IVA; os portes de envio e a taxa de serviço são indicados antes de pagar.'],
        },
        {
          title: '3. Validade',
          paragraphs: [br
            ? 'A validade de um cartão-presente aparece no cartão e no e-mail de confirmação. Saldos vencidos não podem ser reembolsados.'
            : 'A validade de um cartão-oferta consta do cartão e do e-mail de confirmação. Os saldos expirados não podem ser reembolsados.'],
        },
        {
          title: '4. Responsabilidade',
          paragraphs: [br
            ? 'Guarde o número do cartão e o PIN em segurança. Não nos responsabilizamos pelo uso de um cartão-presente por terceiros após a entrega.'
            : 'Guarde o número do cartão e o PIN em segurança. Não somos responsáveis pela utilização de um cartão-oferta por terceiros após a entrega.'],
        },
      ],
    },
    privacy: {
      title: br ? 'Política de privacidade' : 'Declaração de privacidade',
      description: br ? `Como a ${f.brand} trata seus dados pessoais.` : `Como a ${f.brand} trata os seus dados pessoais.`,
      intro: [br
        ? 'Usamos seus dados pessoais apenas para entregar seu pedido, ajudar você quando entrar em contato conosco e, se você concordar, enviar nossa newsletter.'
        : 'Utilizamos os seus dados pessoais apenas para entregar a sua encomenda, para o ajudar quando nos contacta e, se concordar, para lhe enviar a nossa newsletter.'],
      sections: [
        {
          title: br ? 'O que coletamos' : 'O que recolhemos',
          paragraphs: [br
            ? 'Nome, endereço, e-mail e telefone de quem faz o pedido e, quando necessário, dos destinatários.'
            : 'Nome, morada, endereço de e-mail e número de telefone de quem encomenda e, quando necessário, dos destinatários.'],
        },
        {
          title: br ? 'Por quanto tempo os guardamos' : 'Durante quanto tempo os guardamos',
          paragraphs: [br
            ? 'Os dados dos pedidos são guardados pelo tempo exigido por lei para a nossa contabilidade. Você pode pedir a exclusão da sua conta a qualquer momento.'
            : 'Os dados das encomendas são guardados durante o tempo exigido por lei para a nossa contabilidade. Pode pedir-nos a qualquer momento que eliminemos a sua conta.'],
        },
        {
          title: br ? 'Seus direitos' : 'Os seus direitos',
          paragraphs: [br
            ? `Você pode consultar, corrigir ou excluir seus dados. Envie seu pedido para ${f.email}.`
            : `Pode consultar, corrigir ou eliminar os seus dados. Envie o seu pedido para ${f.email}.`],
        },
      ],
    },
    cookies: {
      title: br ? 'Política de cookies' : 'Declaração de cookies',
      description: br ? `Quais cookies a ${f.brand} usa e por quê.` : `Que cookies a ${f.brand} utiliza e porquê.`,
      intro: [br
        ? 'Usamos cookies para guardar seu carrinho, lembrar o seu idioma e, com o seu consentimento, medir como a nossa loja é usada.'
        : 'Utilizamos cookies para guardar o seu carrinho, memorizar o seu idioma e, com o seu consentimento, medir a forma como a nossa loja é utilizada.'],
      sections: [
        {
          title: 'Cookies necessários',
          paragraphs: [br
            ? 'Esses cookies fazem a loja funcionar: seu carrinho, seu login e seu idioma. Eles não podem ser desativados.'
            : 'Estes cookies fazem a loja funcionar: o seu carrinho, a sua sessão e o seu idioma. Não podem ser desativados.'],
        },
        {
          title: 'Cookies analíticos',
          paragraphs: [br
            ? 'Com o seu consentimento, medimos as visitas de forma anônima para melhorar a loja.'
            : 'Com o seu consentimento, medimos as visitas de forma anónima para podermos melhorar a loja.'],
        },
      ],
    },
    contact: {
      title: br ? 'Contato' : 'Contacto',
      description: br
        ? `Dúvidas sobre o seu pedido? Fale com o atendimento ao cliente da ${f.brand} por telefone ou e-mail.`
        : `Dúvidas sobre a sua encomenda? Contacte o apoio ao cliente da ${f.brand} por telefone ou e-mail.`,
      intro: [br
        ? `Nosso atendimento ao cliente tem prazer em ajudar com dúvidas sobre pedidos, entregas e o saldo do seu cartão-presente.`
        : `O nosso apoio ao cliente terá todo o gosto em ajudar com dúvidas sobre encomendas, entregas e o saldo do seu cartão-oferta.`],
      sections: [],
      contactTitle: br ? 'Atendimento ao cliente' : 'Apoio ao cliente',
      hours: [br ? 'De segunda a sexta, das 9h às 17h' : 'De segunda a sexta-feira, das 9:00 às 17:00'],
      callout: {
        title: br ? 'Procurando uma resposta rápida?' : 'Procura uma resposta rápida?',
        paragraphs: [br ? 'A maioria das dúvidas é respondida na nossa central de ajuda.' : 'A maioria das perguntas tem resposta no nosso centro de ajuda.'],
        linkLabel: br ? 'Ir para a central de ajuda' : 'Ir para o centro de ajuda',
        route: 'helpdesk',
      },
    },
    cancelationPolicy: {
      title: 'Política de cancelamento',
      description: br ? `Como cancelar um pedido na ${f.brand}.` : `Como cancelar uma encomenda na ${f.brand}.`,
      intro: [br
        ? 'Mudou de ideia? Você pode cancelar um pedido desde que o cartão-presente não tenha sido usado.'
        : 'Mudou de ideias? Pode cancelar uma encomenda desde que o cartão-oferta não tenha sido utilizado.'],
      sections: [
        {
          title: br ? 'Prazo de arrependimento' : 'Prazo de livre resolução',
          paragraphs: [br
            ? 'Você tem 14 dias após o recebimento para cancelar. Entre em contato com o atendimento ao cliente informando o número do pedido.'
            : 'Tem 14 dias após a receção para cancelar. Contacte o apoio ao cliente indicando o número da encomenda.'],
        },
        {
          title: 'Reembolso',
          paragraphs: [br
            ? 'Reembolsamos o valor em até 14 dias pelo mesmo meio de pagamento que você usou. Cartões-presente (parcialmente) usados não podem ser reembolsados.'
            : 'Reembolsamos o valor no prazo de 14 dias através do método de pagamento que utilizou. Os cartões-oferta já (parcialmente) utilizados não podem ser reembolsados.'],
        },
      ],
    },
    delivery: {
      title: 'Entrega',
      description: `Prazos de entrega e formas de envio de ${cards} digitais e físicos.`,
      intro: [br
        ? 'Comprou em um dia útil até as 17h? Então seu pedido é enviado no mesmo dia.'
        : 'Encomendou num dia útil até às 17:00? Então a sua encomenda é enviada no mesmo dia.'],
      sections: [
        {
          title: `${Cards} digitais`,
          paragraphs: [br
            ? 'Os cartões digitais são enviados por e-mail, normalmente em até 1 hora. Você também pode escolher uma data e um horário de entrega posteriores.'
            : 'Os cartões digitais são enviados por e-mail, normalmente no prazo de 1 hora. Também pode escolher uma data e hora de entrega posteriores.'],
        },
        {
          title: br ? 'Carta simples' : 'Correio normal',
          paragraphs: [br
            ? '98% das nossas cartas chegam em 2 a 3 dias úteis. Seu cartão não chegou depois de 5 dias úteis? Entre em contato com o atendimento ao cliente.'
            : '98% das nossas cartas chegam no prazo de 2 a 3 dias úteis. O seu cartão não chegou ao fim de 5 dias úteis? Contacte o apoio ao cliente.'],
        },
        {
          title: br ? 'Carta registrada' : 'Correio registado',
          paragraphs: [br
            ? `Pedidos acima de ${f.registeredMailThreshold} e pedidos com vinho são enviados por carta registrada, para que possam ser rastreados.`
            : `As encomendas acima de ${f.registeredMailThreshold} e as encomendas com vinho são enviadas por correio registado, para que possam ser seguidas.`],
        },
      ],
    },
    landing: [
      {
        slug: 'presente-para-ele', title: br ? 'Presente para ele' : 'Prenda para ele',
        description: br
          ? 'Ideias de cartões-presente para o seu parceiro, pai, irmão ou amigo.'
          : 'Ideias de cartões-oferta para o seu companheiro, pai, irmão ou amigo.',
        intro: [br
          ? 'Seja ele fã de cozinha, de esportes ou de um bom filme: estes cartões-presente sempre agradam.'
          : 'Quer ele adore cozinhar, desporto ou um bom filme: estes cartões-oferta agradam sempre.'],
        sections: [], productsTitle: br ? 'Nossas sugestões para ele' : 'As nossas sugestões para ele',
      },
      {
        slug: 'presente-para-ela', title: br ? 'Presente para ela' : 'Prenda para ela',
        description: br
          ? 'Ideias de cartões-presente para a sua parceira, mãe, irmã ou amiga.'
          : 'Ideias de cartões-oferta para a sua companheira, mãe, irmã ou amiga.',
        intro: [br
          ? 'Cuidados de beleza, moda ou uma noite fora: com estes cartões-presente, ela escolhe o que mais gosta.'
          : 'Mimos, moda ou uma noite fora: com estes cartões-oferta, ela escolhe o que mais gosta.'],
        sections: [], productsTitle: br ? 'Nossas sugestões para ela' : 'As nossas sugestões para ela',
      },
    ],
  }
}
