import type { Messages } from '../../en/index.ts';

export const postPages: Messages['postPages'] = {
  list: {
    title: 'Tus entradas',
    intro: 'Todo lo que has escrito, de lo más reciente a lo más antiguo. Solo tú puedes verlo.',
    newPost: 'Nueva entrada',
    recentlyDeleted: 'Eliminadas recientemente',
  },
  deleted: {
    title: 'Eliminadas recientemente',
    intro:
      'Las entradas que eliminas se quedan aquí {{days}} días, con lo que escribiste y sus imágenes. Restaura una para devolverla a tus entradas. Después, desaparecen para siempre.',
    allPosts: 'Todas las entradas',
    list: 'Entradas eliminadas recientemente',
    empty:
      'No hay nada aquí. Las entradas que eliminas se quedan aquí {{days}} días, por si cambias de idea.',
    loading: 'Cargando tus entradas eliminadas recientemente',
    couldNotLoad: 'No pudimos cargar tus entradas eliminadas recientemente',
    deletedOn: 'Eliminada el {{date}}',
    daysLeft_one: 'Queda {{count}} día',
    daysLeft_other: 'Quedan {{count}} días',
    daysLeft_many: 'Quedan {{count}} días',
    restore: 'Restaurar',
    restoreLabel: 'Restaurar «{{title}}»',
    restored: '«{{title}}» vuelve a estar en tus entradas.',
    notRestored: 'No se pudo restaurar la entrada',
    more: 'Mostrar más',
  },
  form: {
    newTitle: 'Nueva entrada',
    editTitle: 'Editar entrada',
    loading: 'Cargando tu entrada',
    couldNotLoad: 'No pudimos cargar esta entrada',
    leaveBody:
      'Lo que escribiste desde la última vez que guardaste se perderá. Para conservarlo, quédate y pulsa Guardar.',
    saved: 'Tu entrada está guardada.',
    deleteTitle: '¿Eliminar esta entrada?',
    deleteBody:
      'Desaparece de tus entradas, y de la comunidad si la compartiste. Puedes restaurarla desde Eliminadas recientemente durante {{days}} días.',
    deleteConfirm: 'Eliminar entrada',
    deleted: 'Tu entrada se ha eliminado. Puedes restaurarla desde Eliminadas recientemente.',
    emptyName: 'una entrada vacía',
    notSaved: 'Tu entrada no se guardó',
    clear: 'Limpiar',
    clearing: 'Limpiando...',
    waitingForUpload: 'Para guardar, espera a que la imagen termine de subirse.',
    basics: 'Lo básico',
    defaultTitle: 'Si lo dejas vacío, se llamará «{{title}}».',
    titleCase: 'Mayúsculas de título',
    titleCaseHint: 'Mayúsculas de título: pon en mayúscula las palabras principales',
    image: 'Imagen',
    imageDescription:
      'Opcional: una imagen que acompañe a esta entrada. Solo tú la ves, a menos que compartas la entrada.',
    moodDescription:
      'Cómo te sientes ahora mismo, en una o dos palabras. Aparece en la tarjeta de la entrada.',
    sharing: 'Compartir',
    shareForResearch: 'Compartir en privado para investigación',
    shareForResearchDescription:
      'Permite que el equipo de Inner Compass lea esta entrada para mejorar los ejercicios guiados. Nunca se muestra a otras personas.',
    shareForFeedback: 'Compartir de forma anónima para recibir ideas',
    shareForFeedbackDescription:
      'Primero la revisa una persona moderadora. Después, otras personas pueden leerla y sugerirte ideas; la ven bajo un seudónimo, nunca con tu nombre.',
  },
  sealedShare: {
    title: '¿Compartir esta entrada para investigación?',
    research:
      'Tu diario está sellado, pero una entrada compartida no puede estarlo: esta se envía legible al guardarla y el equipo puede leerla. Si dejas de compartirla, vuelve a sellarse.',
    feedback:
      'Tu diario está sellado, pero una entrada compartida no puede estarlo: esta se envía legible al guardarla. Si dejas de compartirla, vuelve a sellarse.',
    confirm: 'Compartirla legible',
  },
  sharePreview: {
    title: '¿Compartir esta entrada para recibir ideas?',
    intro:
      'Así verán tu entrada otras personas en la comunidad: con el nombre {{name}}, nunca con tu nombre ni tu foto.',
    afterSave:
      'Se comparte al guardar la entrada. Primero la revisa una persona moderadora, y puedes dejar de compartirla cuando quieras.',
    confirm: 'Compartir para recibir ideas',
    cancel: 'Ahora no',
  },
  guidance: {
    show: 'Mostrar la guía',
    description: 'Consejos bajo cada paso. Recordamos lo que elijas.',
    optional: '(opcional)',
  },
  draft: {
    restored: 'Borrador recuperado',
    restoredText:
      'Hemos recuperado lo que escribiste ({{time}}) antes de guardarlo. Limpiar vuelve a {{clearTo}}.',
    savedVersion: 'la versión guardada',
    kept: 'Borrador guardado en esta pestaña ({{time}}).',
  },
  outboxNote: 'Guardado en este dispositivo, se sincronizará',
  queued: {
    heading: 'Pendientes de sincronizar',
    notSaved: 'No guardada',
    discard: 'Descartar',
  },
  detail: {
    loading: 'Cargando la entrada',
    couldNotLoad: 'No pudimos cargar esta entrada',
    allPosts: 'Todas las entradas',
    writtenBy: 'Escrita por <author></author>',
    writtenByYou: 'Autoría: <author></author>',
    lastUpdated: 'Última actualización: <date>{{date}}</date>',
    shared: 'Compartida de forma anónima para recibir ideas. Estado: {{status}}.',
    seenAs: 'Los demás la ven firmada por {{name}}.',
    imageAlt: 'La imagen añadida a esta entrada',
    importedFrom: 'Importada de {{journal}}.',
    /** The journals an import reads, by the name a post imported from one keeps. */
    journals: {
      'day-one': 'Day One',
      daylio: 'Daylio',
      journiv: 'Journiv',
      markdown: 'archivos Markdown',
      loop: 'Loop Habit Tracker',
      'another-journal': 'otro diario',
    },
    notCompleted: 'No completé esta parte.',
    nothingYet: 'Aún no hay nada escrito.',
    done: ' (hecho)',
    notDone: ' (aún sin hacer)',
    notConfident: 'Nada de confianza',
    years_one: '{{count}} año',
    years_other: '{{count}} años',
    years_many: '{{count}} de años',
    months_one: '{{count}} mes',
    months_other: '{{count}} meses',
    months_many: '{{count}} de meses',
  },
  status: {
    none: 'Aún sin revisar',
    needs_review: 'Esperando revisión',
    approved: 'Aprobada',
    rejected: 'No aprobada',
  },
  moderation: {
    title: 'Revisión',
    status: 'Estado: {{status}}',
    approve: 'Aprobar',
    approving: 'Aprobando...',
    reject: 'Rechazar',
    rejecting: 'Rechazando...',
    approvedNote: 'Aprobada: la entrada está en la lista de la comunidad.',
    rejectedNote: 'Rechazada: la entrada queda fuera de la lista de la comunidad.',
  },
  notFound: {
    title: 'Entrada no encontrada',
    text: 'Esta entrada no existe o no tienes permiso para verla.',
    goToPosts: 'Ir a tus entradas',
  },
  couldNotReload: 'No se pudo cargar la entrada.',
  actions: {
    delete: 'Eliminar',
    deleting: 'Eliminando...',
  },
  leave: {
    title: '¿Salir sin guardar?',
    body: 'Lo que cambiaste desde la última vez que guardaste se perderá. Para conservarlo, quédate y pulsa Guardar.',
    leave: 'Salir',
    stay: 'Quedarme',
  },
  mood: {
    label: 'Estado de ánimo',
    placeholder: 'con esperanza',
    tooLong: 'El estado de ánimo debe tener {{max}} caracteres o menos: ahora tiene {{length}}.',
  },
  listEditor: {
    item: 'Elemento {{number}}',
    itemDone: 'Elemento {{number}} hecho',
    moveUp: 'Subir el elemento {{number}}',
    moveDown: 'Bajar el elemento {{number}}',
    remove: 'Quitar el elemento {{number}}',
    newItem: 'Nuevo elemento',
  },
};
