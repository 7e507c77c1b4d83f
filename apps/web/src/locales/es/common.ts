import type { Messages } from '../en/index.ts';

export const common: Messages['common'] = {
  save: 'Guardar',
  saving: 'Guardando...',
  send: 'Enviar',
  sending: 'Enviando...',
  add: 'Añadir',
  remove: 'Quitar',
  you: 'Tú',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  tryAgain: 'Reintentar',
  more: 'Más',
  less: 'Menos',
  loading: 'Cargando',
  somethingWentWrong: 'Algo ha fallado',
  closeDialog: 'Cerrar',
  closeMessage: 'Cerrar este mensaje',
  pageFailed: 'No se ha podido mostrar esta página. Volver a cargarla suele arreglarlo.',
  reloadPage: 'Volver a cargar la página',
  checkingSession: 'Comprobando tu sesión',
  sessionCheckFailed: 'No hemos podido comprobar tu sesión',
  sessionCheckFailedText:
    'Inner Compass no ha respondido. Revisa tu conexión y vuelve a intentarlo.',
  cannotWriteNow: 'Ahora no puedes escribir entradas nuevas',
  goToBilling: 'Ir a Facturación',
};
