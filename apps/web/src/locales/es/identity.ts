import type { Messages } from '../en/index.ts';

export const identity: Messages['identity'] = {
  itemsSaved: 'Tus acciones están guardadas.',
  menuName: 'Tu mejor versión: {{unchecked}} sin marcar',
  menuTitle: 'Tu mejor versión: tus acciones',
  preferredYou: 'Tu mejor versión',
  thePreferredYou: 'Tu mejor versión',
  openInDialog: 'Abrir en una ventana',
  noItems: 'Aún no hay nada. Añade las pequeñas cosas que hace cada día la persona que eliges ser.',
  removeItem: 'Quitar «{{action}}»',
  newItem: 'Nueva acción',
  thingToDo: 'Algo que hacer',
  uncheckAll: 'Desmarcar todo',
  notSavedYet: 'Aún sin guardar: pulsa Guardar para conservar estos cambios.',
  dialogHelp:
    'Marca lo que ya has hecho. Borrar desmarca todo para empezar de cero; Guardar conserva la lista.',
  clear: 'Borrar',
};
