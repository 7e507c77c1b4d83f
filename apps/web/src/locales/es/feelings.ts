import type { Messages } from '../en/index.ts';

export const feelings: Messages['feelings'] = {
  title: 'Emociones',
  intro:
    'Ponerle nombre a una emoción crea un poco de espacio entre tú y ella: con una palabra es más fácil convivir con ella, y con las semanas tus palabras muestran qué emociones llenan tus días.',
  cleared: 'Tu registro de emociones está vacío.',
  couldNotLoad: 'No pudimos cargar tus emociones',
  loading: 'Cargando tus emociones',
  nothingYet: 'Aún no hay nada',
  nothingYetText:
    '¿Cómo te sientes ahora mismo? Escribe la primera palabra arriba y pulsa Guardar. Aquí verás tus diez últimas emociones y las que más nombras.',
  clear: 'Vaciar',
  clearTitle: '¿Vaciar tus emociones?',
  clearBody:
    'Se borran todas las emociones que registraste y la lista de tendencias vuelve a empezar de cero. No se puede deshacer.',
  clearConfirm: 'Vaciar emociones',
  writeFirst: 'Escribe primero una emoción.',
  howDoYouFeel: '¿Cómo te sientes?',
  howDescription: 'Basta una palabra: en calma, inquieto, esperanzado...',
  placeholder: 'en calma',
  saved: 'Guardado «{{word}}».',
  recent: 'Recientes',
  trending: 'Tendencias',
  outOf_one: 'De {{count}} emoción registrada.',
  outOf_other: 'De {{count}} emociones registradas.',
  outOf_many: 'De {{count}} de emociones registradas.',
};
