import type { Messages } from '../../en/index.ts';

export const archive: Messages['archive'] = {
  title: 'Tus escritos, para conservar',
  export: {
    title: 'Exportarlo todo',
    text: 'Un ZIP con cada publicación (como un archivo Markdown legible junto a sus imágenes), tu identidad, tu historial de ilusiones, tus sentimientos, tus registros de hábitos y las sugerencias que recibiste, además de un archivo JSON que esta aplicación puede volver a importar.',
    button: 'Exportar mis escritos',
    progress: 'Progreso de la exportación',
  },
  import: {
    title: 'Importar tus escritos',
    text: 'Trae una exportación de esta aplicación o lo que escribiste en otra: la exportación JSON de Day One (ZIP), una copia de Daylio (.daylio), una exportación de Journiv, un ZIP de archivos Markdown o la exportación CSV de Loop Habit Tracker (ZIP o CSV). Antes de importar nada verás lo que contiene el archivo. Lo que ya está aquí se conserva y nunca se duplica, así que importar otra vez el mismo archivo no añade nada.',
    button: 'Elegir un archivo para importar',
    checking: 'Leyendo el archivo',
    confirm: 'Importar',
    cancel: 'Cancelar',
    progress: 'Progreso de la importación',
    failed: 'No se ha importado',
    unexpected: 'El servidor respondió a la importación de una forma que no esperábamos.',
  },
  format: {
    'inner-compass': 'Una exportación de Inner Compass',
    'day-one': 'Una exportación de Day One',
    daylio: 'Una copia de Daylio',
    journiv: 'Una exportación de Journiv',
    markdown: 'Un ZIP de archivos Markdown',
    loop: 'Una exportación de Loop Habit Tracker',
  },
  preview: {
    entries: 'Entradas',
    photos: 'Fotos',
    trackers: 'Registros de hábitos',
    feelings: 'Sentimientos',
    range: 'Escrito del {{from}} al {{to}}.',
    willAdd_one: 'Al importar se añade {{number}} publicación que aún no está aquí.',
    willAdd_other: 'Al importar se añaden {{number}} publicaciones que aún no están aquí.',
    willAdd_many: 'Al importar se añaden {{number}} publicaciones que aún no están aquí.',
    willAddTrackers_one:
      'Al importar se añade {{number}} registro de hábitos; los hábitos que ya registras reciben sus días.',
    willAddTrackers_other:
      'Al importar se añaden {{number}} registros de hábitos; los hábitos que ya registras reciben sus días.',
    willAddTrackers_many:
      'Al importar se añaden {{number}} registros de hábitos; los hábitos que ya registras reciben sus días.',
    allHere:
      'Todas las entradas de este archivo ya están aquí: importar no añade ninguna publicación.',
    leftOutTitle: 'Lo que se queda fuera',
  },
  leftOut: {
    more_photos_one:
      '{{number}} foto después de la primera de su entrada (una publicación guarda una imagen)',
    more_photos_other:
      '{{number}} fotos después de la primera de su entrada (una publicación guarda una imagen)',
    more_photos_many:
      '{{number}} fotos después de la primera de su entrada (una publicación guarda una imagen)',
    not_a_photo_one: '{{number}} vídeo, audio u otro adjunto',
    not_a_photo_other: '{{number}} vídeos, audios u otros adjuntos',
    not_a_photo_many: '{{number}} vídeos, audios u otros adjuntos',
    photo_missing_one: '{{number}} foto que el archivo nombra pero no contiene',
    photo_missing_other: '{{number}} fotos que el archivo nombra pero no contiene',
    photo_missing_many: '{{number}} fotos que el archivo nombra pero no contiene',
    photo_unreadable_one: '{{number}} foto que no podemos leer (como HEIC) o demasiado grande',
    photo_unreadable_other: '{{number}} fotos que no podemos leer (como HEIC) o demasiado grandes',
    photo_unreadable_many: '{{number}} fotos que no podemos leer (como HEIC) o demasiado grandes',
    empty_entry_one: '{{number}} entrada vacía',
    empty_entry_other: '{{number}} entradas vacías',
    empty_entry_many: '{{number}} entradas vacías',
    duplicate_entry_one: '{{number}} entrada que aparece dos veces',
    duplicate_entry_other: '{{number}} entradas que aparecen dos veces',
    duplicate_entry_many: '{{number}} entradas que aparecen dos veces',
    undated_entry_one: '{{number}} entrada sin una fecha que podamos leer',
    undated_entry_other: '{{number}} entradas sin una fecha que podamos leer',
    undated_entry_many: '{{number}} entradas sin una fecha que podamos leer',
    text_shortened_one:
      '{{number}} entrada recortada a lo que cabe en una publicación (50.000 caracteres de texto)',
    text_shortened_other:
      '{{number}} entradas recortadas a lo que cabe en una publicación (50.000 caracteres de texto)',
    text_shortened_many:
      '{{number}} entradas recortadas a lo que cabe en una publicación (50.000 caracteres de texto)',
    trackers_full_one: '{{number}} hábito: ya tienes tres registros de hábitos',
    trackers_full_other: '{{number}} hábitos: ya tienes tres registros de hábitos',
    trackers_full_many: '{{number}} hábitos: ya tienes tres registros de hábitos',
    tracker_days_cut_one:
      '{{number}} hábito con más días de los que guarda un registro: sus días más antiguos',
    tracker_days_cut_other:
      '{{number}} hábitos con más días de los que guarda un registro: sus días más antiguos',
    tracker_days_cut_many:
      '{{number}} hábitos con más días de los que guarda un registro: sus días más antiguos',
  },
  summary: {
    nothing: 'Todo lo que hay en este archivo ya está aquí: no se ha añadido nada.',
    imported: 'Importado: {{parts}}.',
    postsAdded_one: '{{count}} publicación añadida',
    postsAdded_other: '{{count}} publicaciones añadidas',
    postsAdded_many: '{{count}} publicaciones añadidas',
    postsRestored_one: '{{count}} publicación borrada recuperada',
    postsRestored_other: '{{count}} publicaciones borradas recuperadas',
    postsRestored_many: '{{count}} publicaciones borradas recuperadas',
    identityMerged: 'tu registro de identidad combinado',
    feelingsAdded_one: '{{count}} sentimiento añadido',
    feelingsAdded_other: '{{count}} sentimientos añadidos',
    feelingsAdded_many: '{{count}} sentimientos añadidos',
    trackersAdded_one: '{{count}} registro de hábitos añadido',
    trackersAdded_other: '{{count}} registros de hábitos añadidos',
    trackersAdded_many: '{{count}} registros de hábitos añadidos',
    trackersMerged_one: '{{count}} registro de hábitos con más días',
    trackersMerged_other: '{{count}} registros de hábitos con más días',
    trackersMerged_many: '{{count}} registros de hábitos con más días',
    imagesAdded_one: '{{count}} imagen añadida',
    imagesAdded_other: '{{count}} imágenes añadidas',
    imagesAdded_many: '{{count}} imágenes añadidas',
    profileFilled: 'los campos vacíos de tu perfil completados',
    trackersSkipped_one: '{{count}} registro de hábitos se ha quedado fuera: ya tienes tres.',
    trackersSkipped_other: '{{count}} registros de hábitos se han quedado fuera: ya tienes tres.',
    trackersSkipped_many: '{{count}} registros de hábitos se han quedado fuera: ya tienes tres.',
  },
  report: {
    title: 'Para mi terapeuta o coach',
    text: 'Una página imprimible con las publicaciones que escribiste en un periodo, con un resumen de tus estados de ánimo y los sentimientos que más registraste. Imprímela o guárdala como PDF desde el navegador.',
    from: 'Desde',
    to: 'Hasta',
    backwards: 'El periodo termina antes de empezar.',
    exercises: 'Ejercicios que incluir',
    open: 'Abrir el informe imprimible',
    chooseOne: 'Elige al menos un ejercicio.',
  },
  sealed:
    'Tu diario está sellado, así que nuestro servidor no puede leerlo para importar en él ni hacer un informe: desella tu diario en esta página para hacerlo. Su exportación se hace en este dispositivo.',
};
