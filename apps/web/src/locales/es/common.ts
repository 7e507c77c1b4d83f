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
  loading: 'Cargando',
};
