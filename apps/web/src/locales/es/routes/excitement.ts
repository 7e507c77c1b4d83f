import type { Messages } from '../../en/index.ts';

export const excitement: Messages['excitement'] = {
  start: {
    title: 'Sigue tu ilusión',
    intro:
      'Tu ilusión es una brújula. Elige la opción que te enciende, actúa y luego anota lo que pasó.',
    onYourWay: 'Ya estás en camino',
    following:
      'Estás siguiendo «{{title}}». <record>Anota tus resultados</record> primero, o elige una acción nueva: ocupará su lugar, y la anterior se queda entre tus entradas.',
    optionHeading: 'Tu opción más ilusionante',
    optionText:
      'De todo lo que podrías hacer ahora mismo, ¿qué opción te ilusiona más? No el sueño más grande: lo más ilusionante que de verdad tienes delante. Actúa lo mejor que puedas, hasta donde puedas llevarlo, y suelta cómo tiene que salir. Cuando no puedas avanzar más, la siguiente opción más ilusionante estará ahí. Es la fórmula sencilla de Bashar: sigue tu ilusión, paso a paso, sin empeñarte en el resultado.',
    takeAction: 'Paso a la acción',
    takingAction: 'Pasando a la acción...',
    takingActionTitle: 'Pasas a la acción: {{title}}',
    takingActionText: 'Cuando termines, anota tus resultados desde el mapa de la barra superior.',
    nothingToActOn: 'Escribe aquí una opción primero y luego elige la que más te entusiasme.',
  },
  options: {
    none: 'Aún no hay opciones. Anota dos o tres cosas que podrías hacer ahora mismo, aunque sean pequeñas.',
    which: '¿Cuál te ilusiona más?',
    remove: 'Quitar «{{choice}}»',
    label: 'Opciones',
    placeholder: 'Dar un paseo',
  },
  end: {
    title: 'Anota tus resultados',
    intro: 'Seguiste tu ilusión. ¿Qué pasó, y qué no te esperabas?',
    loading: 'Cargando tu ilusión',
    couldNotLoad: 'No pudimos cargar tu ilusión',
    notFound: 'No encontramos esta ilusión',
    notFoundText: 'Esta ilusión no existe o no te corresponde verla.',
    nothing: 'Aún no hay nada que anotar',
    nothingText:
      'No tienes ninguna ilusión en marcha. Elige la opción más ilusionante que tengas delante y actúa; luego vuelve aquí para anotar lo que pasó.',
    follow: 'Sigue tu ilusión',
  },
  results: {
    date: 'Fecha: ',
    moodDescription: 'Cómo te sientes ahora que has actuado, en una o dos palabras.',
    shareForResearchDescription:
      'Permite que el equipo de Inner Compass lea esta entrada para mejorar los ejercicios. Nunca se muestra a otras personas.',
    notSaved: 'Tus resultados no se guardaron',
    saved: 'Tus resultados están guardados.',
    deleteTitle: '¿Borrar esta ilusión?',
    deleteBody:
      'Desaparece de tus entradas, con todo lo que escribiste sobre ella. No podrás deshacerlo.',
    deleted: 'La ilusión está borrada.',
  },
};
