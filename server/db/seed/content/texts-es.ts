import type { ContentTextsBuilder } from './types'

/** Spanish copy (CBES and CBMX; the few words a Mexican shopper would read as Spain Spanish follow f.country). Slugs are Spanish, ASCII only. */
export const textsEs: ContentTextsBuilder = (f) => {
  const mx = f.country === 'MX'
  /** "tarjeta regalo" in Spain, "tarjeta de regalo" in Mexico. */
  const tr = mx ? 'tarjeta de regalo' : 'tarjeta regalo'
  const trs = mx ? 'tarjetas de regalo' : 'tarjetas regalo'
  const Tr = mx ? 'Tarjeta de regalo' : 'Tarjeta regalo'
  const Trs = mx ? 'Tarjetas de regalo' : 'Tarjetas regalo'
  /** "día laborable" in Spain, "día hábil" in Mexico. */
  const lab = mx ? 'hábil' : 'laborable'
  const labs = mx ? 'hábiles' : 'laborables'
  /** Words Mexican shops use instead of Spain's: quote, add, enter, online, amount. */
  const quote = mx ? 'una cotización' : 'un presupuesto'
  const Add = mx ? 'Agrega' : 'Añade'
  const online = mx ? 'en línea' : 'online'
  const amount = mx ? 'monto' : 'importe'
  return {
    readAlso: 'Lee también',
    givingMoments: {
      title: 'Ocasiones para regalar',
      description: `Ideas de regalo para cada ocasión: cumpleaños, bodas, Navidad y mucho más. Encuentra la ${tr} perfecta en ${f.brand}.`,
      intro: [`Hay momentos que merecen algo más que una felicitación. Elige la ocasión y te mostramos las ${trs} que más se regalan para ella.`],
      sections: [],
      callout: {
        title: '¿Aún no lo tienes claro?',
        paragraphs: [`Con la ${tr} a elegir de ${f.brand}, quien la recibe escoge entre más de ${f.catalogueSize} ${trs}.`],
        linkLabel: `Descubre la ${tr} a elegir`,
        route: 'choiceCard',
      },
      moments: {
        birthday: {
          slug: 'cumpleanos', heroTitle: 'Regalos de cumpleaños que de verdad se usan',
          description: `Una ${tr} de cumpleaños para amigos, familia o compañeros: digital en menos de una hora o bien presentada por correo postal.`,
          intro: [`Un año más merece un regalo a su medida. Con una ${tr}, quien cumple años elige justo lo que quiere, desde una cena fuera hasta ese libro que tiene en su lista de deseos.`],
          sections: [], productsTitle: `${Trs} de cumpleaños populares`,
          testimonials: [{ quote: 'Pedí una tarjeta digital a las nueve de la mañana y mi hermana la tenía antes de que se le enfriara el café.', author: 'Lotte', role: 'pidió un regalo de cumpleaños' }],
        },
        thankYou: {
          slug: 'gracias', heroTitle: `Da las gracias con una ${tr}`,
          description: `Dale las gracias a un vecino, a un profesor o a un compañero con una ${tr} que dice más que mil palabras.`,
          intro: [`Una mano amiga, alguien que te escucha, un año de clases estupendas: hay cosas que merecen algo más que un simple gracias. Una pequeña ${tr} es un detalle cariñoso que siempre acierta.`],
          sections: [], productsTitle: `${Trs} para dar las gracias`,
        },
        christmas: {
          slug: 'navidad', heroTitle: 'Regalos de Navidad sin colas',
          description: `${Trs} de Navidad para todas las personas de tu lista, entregadas a tiempo para ponerlas bajo el árbol.`,
          intro: [`Olvídate de las calles comerciales abarrotadas. Pide tus ${trs} de Navidad ${online}, ${Add.toLowerCase()} un mensaje personal y elige la presentación de regalo: listo en unos minutos.`],
          sections: [{ title: 'Pide con tiempo', paragraphs: [`Las tarjetas físicas que pides en un día ${lab} antes de las 17:00 salen de nuestro almacén el mismo día. En la última semana antes de Navidad, elige una tarjeta digital para ir sobre seguro.`] }],
          productsTitle: `${Trs} favoritas para Navidad`,
        },
        wedding: {
          slug: 'boda', heroTitle: 'Un regalo de boda para la feliz pareja',
          description: `Regala a los recién casados una ${tr} para una cena, una escapada de fin de semana o su nuevo hogar.`,
          intro: [`¿La lista de bodas ya está completa o la pareja prefiere elegir? Una ${tr} para una escapada, una buena cena o su nuevo hogar siempre triunfa.`],
          sections: [], productsTitle: `${Trs} para recién casados`,
        },
        newBaby: {
          slug: 'nacimiento', heroTitle: 'Bienvenido al mundo, pequeño',
          description: `${Trs} para los nuevos padres y su bebé: juguetes, libros o un momento de descanso para mamá y papá.`,
          intro: ['Un bebé lo pone todo patas arriba. Regala a los padres algo que de verdad necesitan: juguetes y ropa para más adelante, o una noche de descanso para ellos.'],
          sections: [], productsTitle: `${Trs} para un recién nacido`,
        },
        retirement: {
          slug: 'jubilacion', heroTitle: 'Disfruta de tu jubilación',
          description: `Una ${tr} de jubilación para un compañero: viajes, bienestar o esa afición para la que por fin tiene tiempo.`,
          intro: ['Después de años de trabajo duro, por fin hay tiempo para viajar, para una nueva afición o para un día de spa. Despide a un compañero que se jubila con un regalo que llene ese tiempo libre.'],
          sections: [], productsTitle: `${Trs} para una jubilación bien merecida`,
        },
      },
    },
    business: {
      title: `${Trs} para empresas`,
      description: `${Trs} para empleados, clientes e incentivos. Pide con factura en ${f.brand} y recibe ${quote} en menos de 1 hora.`,
      intro: [`Da las gracias a tu equipo, sorprende a tus clientes o premia los mejores resultados. ${f.brand} ofrece ${trs} para empresas de cualquier tamaño, con tu logotipo y tu mensaje si lo deseas.`],
      sections: [{ title: 'Por qué nos eligen las empresas', paragraphs: ['Pago con factura, una sola persona de contacto para tu pedido y entrega en una única dirección o directamente a cada destinatario.', `Las ${trs} están exentas de IVA, lo que simplifica tu contabilidad.`] }],
      callout: { title: `Pide ${quote}`, paragraphs: [`Cuéntanos qué necesitas: recibirás ${quote} en menos de 1 hora en días ${labs}.`], linkLabel: 'Contacta con nuestro equipo de empresas', route: 'contact' },
      testimonials: [{ quote: 'Doscientas tarjetas digitales para nuestro personal, enviadas esa misma tarde. Nuestro equipo de RR. HH. nunca había tenido un diciembre tan tranquilo.', author: 'Sofie Verhaegen', role: 'responsable de RR. HH., empresa de logística' }, { quote: `Cada año nuestros clientes reciben una ${tr} física en un sobre festivo. Pedida en diez minutos antes de las cinco, en su mesa al día siguiente.`, author: 'Pieter Claes', role: `gestor de cuentas, ${mx ? 'despacho contable' : 'asesoría contable'}` }],
      productsTitle: 'Nuestras soluciones',
      pages: {
        employeeGifts: {
          slug: 'regalos-para-empleados', title: 'Regalos para empleados', description: `Regalos de fin de año, aniversarios o un simple gracias: ${trs} que tu equipo elige a su gusto.`,
          intro: [`Con una ${tr}, cada empleado elige el regalo que mejor le va, desde una noche de cine hasta ${mx ? 'unos tenis nuevos para correr' : 'unas zapatillas nuevas para correr'}.`],
          sections: [{ title: 'Cómo funciona', paragraphs: [`Envíanos la lista de destinatarios o haz un único pedido para tu oficina. Las tarjetas digitales llegan por e-mail en menos de 1 hora y las físicas se envían el mismo día ${lab}.`] }],
        },
        clientGifts: {
          slug: 'regalos-para-clientes', title: 'Regalos para clientes y colaboradores', description: `Refuerza tus relaciones comerciales con una ${tr} para todos los gustos.`,
          intro: ['Un regalo que se recuerda: una cena, un día de spa o una buena botella de vino, elegido por tu cliente.'],
          sections: [{ title: 'Con tu mensaje', paragraphs: [`${Add} un mensaje personal y elige la presentación de regalo, para que tu obsequio llegue listo para entregar.`] }],
        },
        incentives: {
          slug: 'incentivos', title: 'Incentivos y recompensas', description: `Premia los objetivos de ventas, la participación en encuestas o la fidelidad con ${trs}.`,
          intro: [`Las ${trs} funcionan muy bien como recompensa: son flexibles, fáciles de enviar y gustan a todo el mundo.`],
          sections: [{ title: 'Grandes volúmenes', paragraphs: ['Para campañas con cientos de destinatarios, entregamos los códigos digitales en un único archivo. Pregunta a nuestro equipo de empresas por las opciones.'] }],
        },
      },
    },
    blog: {
      title: 'Blog',
      description: `Ideas para regalar, inspiración y novedades de ${f.brand}.`,
      intro: ['Ideas para cada ocasión, consejos para acertar con el regalo y un vistazo entre bastidores.'],
      sections: [],
      articles: [
        {
          slug: 'diez-ideas-de-regalo-para-quien-lo-tiene-todo', date: '2025-11-18', title: 'Diez ideas de regalo para quien lo tiene todo',
          excerpt: 'Experiencias en lugar de cosas: nuestros regalos favoritos para la persona más difícil de tu lista.',
          description: 'Ideas de regalo para quien ya lo tiene todo: experiencias, cenas y escapadas.',
          intro: ['Todos conocemos a alguien que ya lo tiene todo. El truco está en regalar algo que no se compra en una tienda: tiempo, una experiencia, un recuerdo.'],
          sections: [
            { title: 'Regala una experiencia', paragraphs: ['Una sesión de escalada, un taller de cocina o un escape room: las experiencias se recuerdan mucho después de que un aparato haya caído en el olvido.'] },
            { title: 'Dale un toque personal', paragraphs: [`${Add} un mensaje personal a la tarjeta. Unas palabras sobre por qué la has elegido hacen que el regalo sea el doble de especial.`] },
          ],
        },
        {
          slug: 'tarjeta-de-regalo-digital-o-fisica', date: '2025-10-02', title: `${Tr} digital o física: ¿cuál te conviene?`,
          excerpt: '¿Rápida por e-mail o bien envuelta por correo postal? Las diferencias de un vistazo.',
          description: `La diferencia entre una ${tr} digital y una física, y cuándo elegir cada una.`,
          intro: ['Las dos tarjetas valen exactamente lo mismo. La diferencia está en cómo llegan.'],
          sections: [
            { title: 'Digital', paragraphs: ['Una tarjeta digital llega por e-mail, normalmente en menos de 1 hora. Perfecta para regalos de última hora o para quien vive en el extranjero.'] },
            { title: 'Física', paragraphs: [`Una tarjeta física llega por correo postal, con presentación de regalo si quieres. Si la pides en un día ${lab} antes de las 17:00, sale el mismo día.`] },
          ],
        },
        {
          slug: 'como-escribir-un-mensaje-personal', date: '2025-09-12', title: 'Cómo escribir un mensaje personal',
          excerpt: 'Unas palabras sinceras mejoran cualquier regalo. Cinco consejos para empezar.',
          description: `Consejos para escribir un mensaje breve y personal con tu ${tr}.`,
          intro: ['Tienes hasta 150 caracteres. Es suficiente para decir algo sincero, siempre que lo hagas sencillo.'],
          sections: [{ title: 'Cinco consejos', paragraphs: ['Usa su nombre. Menciona un recuerdo compartido. Di por qué has elegido este regalo. Sé breve. Léelo en voz alta antes de enviarlo.'] }],
        },
        {
          slug: 'tarjetas-de-regalo-para-tu-equipo', date: '2025-08-20', title: `${Trs} para tu equipo: guía práctica`,
          excerpt: 'Del presupuesto a la entrega: cómo organizar los regalos de tus empleados sin estrés.',
          description: `Guía práctica para responsables de RR. HH. y de oficina que piden ${trs} para el personal.`,
          intro: ['Pedir regalos para cincuenta compañeros no tiene por qué llevarte una semana. Con un poco de planificación, lo resuelves en una tarde.'],
          sections: [
            { title: 'Fija un presupuesto', paragraphs: [`Decide primero el ${amount} por persona. Las ${trs} están exentas de IVA, así que lo que pagas es lo que reciben.`] },
            { title: 'Elige la entrega', paragraphs: ['Envía tarjetas digitales directamente a cada empleado o recibe todas las tarjetas físicas en la oficina.'] },
          ],
        },
        {
          slug: 'consulta-tu-saldo', date: '2025-07-08', title: `Cómo consultar el saldo de tu ${tr}`,
          excerpt: '¿No sabes cuánto te queda en la tarjeta? Así lo averiguas.',
          description: `Consulta el saldo restante de tu ${tr} con el número de tarjeta y el PIN.`,
          intro: [`${mx ? 'Ingresa' : 'Introduce'} el número de tarjeta de 19 dígitos y el PIN de 6 dígitos en la página de consulta de saldo y verás tu saldo al instante.`],
          sections: [{ title: 'Canjea tu saldo', paragraphs: [`¿Todavía te queda dinero en tu ${tr} a elegir? Canjéalo por una o varias ${trs} de tus marcas favoritas.`] }],
        },
        {
          slug: 'regalos-de-ultima-hora', date: '2025-06-14', title: 'Regalos de última hora que no lo parecen',
          excerpt: `¿Se te ha olvidado un cumpleaños? Una ${tr} digital llega a su bandeja de entrada en menos de una hora.`,
          description: `Ideas de regalo de última hora: ${trs} digitales entregadas por e-mail en menos de 1 hora.`,
          intro: [`Le pasa a todo el mundo. Por suerte, una ${tr} digital con un mensaje bien pensado no parece para nada improvisada.`],
          sections: [{ title: 'Prográmala', paragraphs: ['Elige la fecha y la hora de entrega, y la tarjeta llegará justo cuando empiece la fiesta.'] }],
        },
      ],
    },
    terms: {
      title: 'Términos y condiciones',
      description: `Las condiciones generales de ${f.brand} para pedir y usar ${trs}.`,
      intro: [`Estas condiciones se aplican a todos los pedidos realizados en ${f.brand}. Al hacer un pedido, las aceptas.`],
      sections: [
        { title: '1. Pedidos', paragraphs: ['Un pedido es definitivo una vez recibido el pago. Recibirás una confirmación por e-mail con tu número de pedido.'] },
        { title: '2. Precios y pago', paragraphs: [`Todos los precios incluyen el valor de las ${trs}. Las ${trs} están exentas de IVA; ${mx ? 'los costos de envío y el cargo por servicio' : 'los gastos de envío y los gastos de gestión'} se muestran antes de pagar.`] },
        { title: '3. Validez', paragraphs: [`La validez de una ${tr} figura en la tarjeta y en el e-mail de confirmación. El saldo ${mx ? 'vencido' : 'caducado'} no se puede reembolsar.`] },
        { title: '4. Responsabilidad', paragraphs: [`Guarda bien tu número de tarjeta y tu PIN. No nos hacemos responsables del uso de una ${tr} por parte de terceros después de la entrega.`] },
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      description: `Cómo trata ${f.brand} tus datos personales.`,
      intro: ['Solo usamos tus datos personales para entregar tu pedido, para ayudarte cuando te pones en contacto con nosotros y, si lo aceptas, para enviarte nuestra newsletter.'],
      sections: [
        { title: 'Qué datos recogemos', paragraphs: ['Nombre, dirección, dirección de e-mail y número de teléfono de quien hace el pedido y, cuando sea necesario, de los destinatarios.'] },
        { title: 'Cuánto tiempo los conservamos', paragraphs: ['Conservamos los datos de los pedidos durante el tiempo que exige la ley para nuestra contabilidad. Puedes pedirnos que eliminemos tu cuenta en cualquier momento.'] },
        { title: 'Tus derechos', paragraphs: [`Puedes consultar, corregir o eliminar tus datos. Envía tu solicitud a ${f.email}.`] },
      ],
    },
    cookies: {
      title: 'Política de cookies',
      description: `Qué cookies usa ${f.brand} y por qué.`,
      intro: ['Usamos cookies para conservar tu carrito, recordar tu idioma y, con tu consentimiento, medir cómo se usa nuestra tienda.'],
      sections: [
        { title: 'Cookies necesarias', paragraphs: ['Estas cookies hacen que la tienda funcione: tu carrito, tu sesión y tu idioma. No se pueden desactivar.'] },
        { title: 'Cookies analíticas', paragraphs: ['Con tu consentimiento medimos las visitas de forma anónima para poder mejorar la tienda.'] },
      ],
    },
    contact: {
      title: 'Contacto',
      description: `¿Tienes preguntas sobre tu pedido? Contacta con el servicio de atención al cliente de ${f.brand} por teléfono o por e-mail.`,
      intro: [`Nuestro servicio de atención al cliente te ayuda encantado con tus dudas sobre pedidos, envíos y el saldo de tu ${tr}.`],
      sections: [],
      contactTitle: 'Atención al cliente',
      hours: ['De lunes a viernes, de 9:00 a 17:00'],
      callout: { title: '¿Buscas una respuesta rápida?', paragraphs: ['La mayoría de las preguntas tienen respuesta en nuestro centro de ayuda.'], linkLabel: 'Ir al centro de ayuda', route: 'helpdesk' },
    },
    cancelationPolicy: {
      title: 'Política de cancelación',
      description: `Cómo cancelar un pedido en ${f.brand}.`,
      intro: [`¿Has cambiado de opinión? Puedes cancelar un pedido siempre que la ${tr} no se haya usado.`],
      sections: [
        { title: 'Plazo de desistimiento', paragraphs: ['Tienes 14 días desde la recepción para cancelar. Ponte en contacto con atención al cliente indicando tu número de pedido.'] },
        { title: 'Reembolso', paragraphs: [`Te devolvemos el ${amount} en un plazo de 14 días con el mismo método de pago que usaste. Las ${trs} que se hayan usado (total o parcialmente) no se pueden reembolsar.`] },
      ],
    },
    delivery: {
      title: 'Envío',
      description: `Plazos de entrega y métodos de envío de las ${trs} digitales y físicas.`,
      intro: [`¿Has hecho tu pedido en un día ${lab} antes de las 17:00? Entonces lo enviamos ese mismo día.`],
      sections: [
        { title: `${Trs} digitales`, paragraphs: ['Las tarjetas digitales se envían por e-mail, normalmente en menos de 1 hora. También puedes elegir una fecha y una hora de entrega posteriores.'] },
        { title: 'Correo ordinario', paragraphs: [`El 98 % de nuestras cartas llega en 2 o 3 días ${labs}. ¿Tu tarjeta no ha llegado después de 5 días ${labs}? Ponte en contacto con atención al cliente.`] },
        { title: 'Correo certificado', paragraphs: [`Los pedidos de más de ${f.registeredMailThreshold} y los pedidos con vino se envían por correo certificado, para poder hacer su seguimiento.`] },
      ],
    },
    landing: [
      {
        slug: 'regalo-para-el', title: 'Regalo para él', description: `Ideas de ${trs} para tu pareja, tu padre, tu hermano o un amigo.`,
        intro: [`Tanto si le encanta cocinar como el deporte o una buena película: estas ${trs} siempre aciertan.`], sections: [], productsTitle: 'Nuestras ideas para él',
      },
      {
        slug: 'regalo-para-ella', title: 'Regalo para ella', description: `Ideas de ${trs} para tu pareja, tu madre, tu hermana o una amiga.`,
        intro: [`Mimarse, moda o una noche fuera: con estas ${trs}, ella elige su favorito.`], sections: [], productsTitle: 'Nuestras ideas para ella',
      },
    ],
  }
}
