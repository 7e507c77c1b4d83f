import type { Messages } from '../../en/index.ts';

export const passkeys: Messages['passkeys'] = {
  title: 'Llaves de acceso',
  intro:
    'Entra con tu huella, tu cara o el bloqueo de pantalla en lugar de un código. La llave de acceso se queda en tu dispositivo o en tu gestor de contraseñas; {{product}} guarda solo su parte pública.',
  loading: 'Cargando tus llaves de acceso...',
  loadFailed: 'No se pudieron cargar tus llaves de acceso',
  empty: 'Todavía no tienes llaves de acceso.',
  unsupported:
    'Este navegador no puede crear ni usar llaves de acceso. Para añadir una, abre {{product}} en un navegador actualizado.',
  listLabel: 'Tus llaves de acceso',
  added: 'Añadida el {{date}}',
  lastUsed: 'usada por última vez {{ago}}',
  neverUsed: 'aún no usada para entrar',
  thisSession: 'Entraste con esta',
  rename: 'Cambiar el nombre de {{name}}',
  nameLabel: 'Nombre de la llave de acceso',
  saveName: 'Guardar el nombre',
  renameFailed: 'El nombre no se guardó',
  remove: 'Quitar',
  removeLabel: 'Quitar {{name}}',
  removeTitle: '¿Quitar esta llave de acceso?',
  removeBody: '«{{name}}» ya no te dejará entrar, en ningún dispositivo.',
  removeBodyThisSession:
    'Entraste en este dispositivo con esta llave de acceso: al quitarla también se cierra la sesión aquí.',
  removeConfirm: 'Quitar la llave de acceso',
  removeAndSignOut: 'Quitar y cerrar la sesión',
  removed: 'Llave de acceso quitada.',
  removeFailed: 'La llave de acceso no se quitó',
  unsentWrites_one:
    'Hay un cambio guardado solo en este dispositivo. Conéctate a internet para que se sincronice y luego quita esta llave de acceso.',
  unsentWrites_other:
    'Hay {{count}} cambios guardados solo en este dispositivo. Conéctate a internet para que se sincronicen y luego quita esta llave de acceso.',
  unsentWrites_many:
    'Hay {{count}} cambios guardados solo en este dispositivo. Conéctate a internet para que se sincronicen y luego quita esta llave de acceso.',
  removedTitle: 'Llave de acceso quitada',
  removedSignedOut:
    'Habías entrado con ella en este dispositivo, así que la sesión aquí se ha cerrado. Entra con un código o con otra llave de acceso.',
  newName: 'Nombre de la nueva llave de acceso',
  newNameDescription: 'Para distinguir tus llaves de acceso.',
  add: 'Añadir una llave de acceso',
  adding: 'Esperando a tu dispositivo...',
  addedNotice: 'Llave de acceso añadida. La próxima vez, entra con ella.',
  notAdded: 'La llave de acceso no se añadió',
  alreadyOnDevice:
    'Este dispositivo o gestor de contraseñas ya tiene una llave de acceso de tu cuenta.',
  browserFailed:
    'Tu navegador no pudo crear la llave de acceso. Vuelve a intentarlo o usa otro dispositivo.',
  proofTitle: 'Primero confirma que eres tú',
  proofText:
    'Solo se puede añadir una llave de acceso en los {{minutes}} minutos siguientes a entrar. Vuelve a entrar y añádela.',
  proveWithPasskey: 'Confirmar con una llave de acceso',
  proveWithCode: 'Confirmar con un código',
  proving: 'Confirmando...',
  proved: 'Confirmado. Ya puedes añadir tu llave de acceso.',
  proofFailed: 'No se confirmó',
  defaultName: '{{browser}} en {{system}}',
  passkey: 'Llave de acceso',
};
