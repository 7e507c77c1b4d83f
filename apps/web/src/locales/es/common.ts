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
  sealedPicture: {
    opening: 'Abriendo la imagen...',
    broken: 'No se pudo abrir esta imagen',
    brokenText: 'Se modificó o se movió después de sellarla, así que no se muestra.',
    failed: 'No se pudo cargar esta imagen. Revisa tu conexión y vuelve a cargar la página.',
  },
};
