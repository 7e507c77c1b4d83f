import type { Messages } from '../../en/index.ts';

export const identityPage: Messages['identityPage'] = {
  couldNotLoad: 'No pudimos cargar tu identidad',
  loading: 'Cargando tu identidad',
  imageDescription:
    'Opcional: una imagen de la persona en la que te estás convirtiendo. Aparece en tu panel.',
  moodDescription:
    'Cómo te sientes con la persona en la que te estás convirtiendo, en una o dos palabras.',
  saved: 'Tu identidad está guardada.',
  notSaved: 'Tu identidad no se guardó',
};
