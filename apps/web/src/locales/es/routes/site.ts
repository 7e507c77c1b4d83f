import type { Messages } from '../../en/index.ts';

export const site: Messages['site'] = {
  notFound: {
    title: 'Página no encontrada',
    text: 'La buscamos por todas partes, pero esta página no está aquí. Puede que el enlace sea antiguo o que la dirección tenga una errata.',
    home: 'Ir a tu página de inicio',
  },
  test: {
    documentTitle: 'Página de prueba',
    title: 'Prueba',
    text: 'Esta es una página de prueba. Aún no hay nada que probar aquí.',
  },
  coffee: {
    title: 'Café',
    text: '¿Te gusta {{product}}? Lo construye un equipo pequeño, a base de café sobre todo. Si te ha ayudado, puedes <thanks>invitar al equipo a un café</thanks>. ¡Gracias!',
  },
  privacy: {
    title: 'Privacidad',
    intro:
      '{{product}} es un diario privado. Esta página explica, con palabras sencillas, qué guardamos, quién puede verlo y cómo lo eliminas.',
    storeTitle: 'Qué guardamos',
    store: {
      contact:
        'Tu contacto: el número de móvil o la dirección de correo electrónico con la que inicias sesión. Lo usamos para enviarte tus códigos de acceso y para escribirte sobre tu cuenta.',
      profile: 'Tu perfil: tu nombre, tu ciudad, tu avatar y tu imagen de fondo.',
      posts:
        'Tus publicaciones y todo lo que contienen: título, categoría, estado de ánimo, creencias, sentimientos, pensamientos, acciones, texto, fechas y las imágenes que adjuntas.',
      records:
        'Tu registro de identidad, los sentimientos que anotas, tus registros de hábitos y los días que marcas en ellos, y tus elecciones y resultados de ilusión.',
      ideas: 'Las ideas que nos envías a través del buzón de ideas.',
      billing:
        'Los datos de facturación: tu suscripción, tus facturas y tus métodos de pago. Los números de tarjeta los guarda nuestro proveedor de pagos con tarjeta, nunca nosotros; solo conservamos lo que nos devuelve, como la marca de la tarjeta y sus cuatro últimas cifras.',
    },
    images:
      'Las imágenes se vuelven a codificar al subirlas, lo que elimina datos ocultos como el lugar donde se hizo una foto.',
    sealedTitle: 'Un diario sellado',
    sealed:
      'Puedes sellar tu diario en tu perfil. Tus entradas y sus imágenes, tu identidad y su imagen, tus opciones de entusiasmo, tus intenciones diarias, los títulos de tus hábitos y los sentimientos que registras se cifran entonces en tu dispositivo antes de llegarnos, y solo las abren tus llaves de acceso y tu clave de recuperación: nosotros no podemos leerlas, ni nadie que se lleve nuestros datos. Seguimos viendo lo que necesitan las listas, los recordatorios y la facturación: los tipos de tus entradas, sus fechas, borradores y eliminaciones, los días de hábitos, recuentos y tamaños, y las entradas que compartes. Tu foto y tu fondo de perfil, que otras personas pueden ver, no se sellan. Si pierdes un dispositivo, cambia la clave de tu diario en tu perfil: lo que ese dispositivo guardó ya no abre nada nuevo.',
    neverTitle: 'Lo que nunca hacemos',
    never:
      'Nunca vendemos tus datos, nunca mostramos publicidad basada en ellos y nunca los compartimos con nadie, salvo con los servicios que hacen funcionar el producto por nosotros (alojamiento, envío de mensajes y el proveedor de pagos con tarjeta), que solo pueden usarlos para eso.',
    seeTitle: 'Quién puede ver qué',
    see: {
      private: 'Todo lo que escribes es privado, salvo que compartas una publicación.',
      feedback:
        'Una publicación que compartes de forma anónima para recibir opiniones la leen primero nuestros moderadores. Cuando la aprueban, otras personas con sesión iniciada pueden leerla bajo un seudónimo: nunca con tu nombre, tu contacto, tu imagen ni el identificador de tu cuenta.',
      research:
        'Una publicación que compartes en privado para investigación solo la ve el equipo de {{product}}.',
      suggestions:
        'Las sugerencias que otras personas dejan en tu publicación compartida solo las ves tú y los moderadores, y tus propias sugerencias en las publicaciones de otras personas son anónimas.',
    },
    cookiesTitle: 'Cookies',
    cookies:
      'Usamos solo dos cookies: la cookie de sesión que mantiene tu sesión iniciada, y una cookie de dispositivo que recuerda que este navegador ya inició sesión, para que nadie más pueda agotar los códigos de acceso que puedas pedir. Los scripts de la página no pueden leer ninguna de las dos, y no usamos cookies de seguimiento ni de publicidad.',
    deletingTitle: 'Eliminarlo todo',
    deleting:
      'La <deletion>página para eliminar tu cuenta</deletion> («{{footerLink}}» al pie de cada página) borra de una vez todo rastro de ti: tu perfil, publicaciones, imágenes, sentimientos, registros de hábitos, identidad y sesiones, y cancela tu suscripción. No hay periodo de espera ni nada que enviar por correo.',
    questionsTitle: 'Preguntas',
    questions: 'Escríbenos a <mail>{{email}}</mail>.',
  },
};
