import type { Messages } from '../../en/index.ts';

export const dailyIntention: Messages['dailyIntention'] = {
  documentTitle: 'Intención del día',
  editDocumentTitle: 'Editar la intención del día',
  loading: 'Cargando tu intención del día',
  couldNotLoad: 'No pudimos cargar tu intención del día',
  kickerNew: 'Nueva intención',
  kickerEdit: 'Edita tu intención',
  emptyName: 'una intención vacía',
  saved: 'Tu intención del día está guardada.',
  notSaved: 'Tu intención del día no se guardó',
  mood: {
    heading: 'Estado de ánimo',
    madeFrom:
      'Se forma con las primeras {{number}} emociones que imaginaste en el paso 2. Aparece en la tarjeta de la entrada.',
    empty: 'Añade una emoción en el paso 2 para fijar el estado de ánimo.',
    leftOut_one:
      '{{words}} se queda fuera: un estado de ánimo tiene como máximo {{max}} caracteres.',
    leftOut_other:
      '{{words}} se quedan fuera: un estado de ánimo tiene como máximo {{max}} caracteres.',
    leftOut_many:
      '{{words}} se quedan fuera: un estado de ánimo tiene como máximo {{max}} caracteres.',
    quoted: '«{{word}}»',
  },
};
