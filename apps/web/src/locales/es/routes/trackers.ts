import type { Messages } from '../../en/index.ts';

export const trackers: Messages['trackers'] = {
  title: 'Seguimiento de hábitos',
  intro:
    'Pulsa un día para marcarlo cuando cumpliste el hábito, y vuelve a pulsarlo para quitar la marca. Pulsa un título para cambiarle el nombre a un hábito. Guardar conserva tus cambios.',
  defaultTitle: 'Mi hábito',
  offlineRefused: 'No se aceptó un guardado hecho sin conexión',
  discard: 'Descartarlo',
  couldNotLoad: 'No pudimos cargar tus hábitos',
  loadWhenOnline: 'Tus hábitos se cargarán cuando vuelvas a tener conexión.',
  adding: 'Añadiendo...',
  allSaved: 'Todos los cambios están guardados.',
  unsaved_one: 'Un hábito tiene cambios sin guardar.',
  unsaved_other: '{{count}} hábitos tienen cambios sin guardar.',
  unsaved_many: '{{count}} hábitos tienen cambios sin guardar.',
  saved: 'Tus hábitos están guardados.',
  added: 'Has añadido un hábito nuevo.',
  removed: 'Has quitado «{{title}}».',
  none: 'No tienes ningún hábito que seguir.',
  noneText:
    'Añade uno para empezar a marcar los días en que cumples un hábito. Puedes tener hasta {{max}}.',
  remove: {
    title: '¿Quitar «{{title}}»?',
    body: 'Se borran el hábito y todos los días marcados en él. No podrás deshacerlo.',
    bodyUnsaved:
      'Se borran el hábito y todos los días marcados en él, con sus cambios sin guardar. No podrás deshacerlo.',
    confirm: 'Quitar hábito',
    button: 'Quitar {{title}}',
  },
  unsavedChanges: 'Cambios sin guardar',
  titleField: 'Nombre del hábito',
  pressToRename: 'Pulsa para cambiar el nombre',
  titleRequired: 'Un hábito necesita un nombre.',
  titleTooLong: 'Un nombre tiene como máximo {{max}} caracteres.',
  titleRefused: '{{reason}} Conserva su nombre «{{title}}».',
  stats: {
    current: 'Racha actual',
    longest: 'Racha más larga',
    last30Days: 'Últimos 30 días',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
    days_many: '{{count}} días',
  },
  calendar: {
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    previousYear: 'Año anterior',
    nextYear: 'Año siguiente',
    previousDecade: 'Década anterior',
    nextDecade: 'Década siguiente',
    marked: '{{day}}, marcado',
  },
};
