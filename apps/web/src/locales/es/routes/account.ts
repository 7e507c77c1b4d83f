import type { Messages } from '../../en/index.ts';

export const account: Messages['account'] = {
  title: 'Eliminar tu cuenta',
  intro: 'Esto te borra de {{product}} para siempre. No se puede deshacer.',
  removedTitle: 'Qué se elimina',
  removed: {
    posts:
      'Todas las publicaciones que escribiste, borradores incluidos: entradas del diario, intenciones diarias, tu identidad y tus ilusiones, con sus imágenes.',
    feelings: 'Tu registro de sentimientos y tus registros de hábitos.',
    suggestions: 'Las sugerencias que escribiste en las publicaciones de otras personas.',
    profile:
      'Tu perfil, tus contactos y tu inicio de sesión: se cierra tu sesión en todos tus dispositivos.',
    subscription:
      'Tu suscripción se cancela, así que no se te cobra nada más, y se eliminan tus tarjetas y facturas.',
  },
  later:
    'Si más adelante vuelves a iniciar sesión con la misma dirección, empezarás una cuenta nueva y vacía.',
  confirmLabel: 'Escribe el nombre de tu cuenta para confirmar',
  confirmDescription: 'El nombre de tu cuenta es <name>{{name}}</name>',
  notYet: 'Todavía no es el nombre de tu cuenta: escríbelo exactamente como aparece.',
  delete: 'Eliminar',
  notDeleted: 'Tu cuenta no se ha eliminado',
  deletedTitle: 'Tu cuenta se ha eliminado',
  deletedText: 'Todo lo que escribiste ha desaparecido y se ha cerrado tu sesión. Cuídate mucho.',
};
