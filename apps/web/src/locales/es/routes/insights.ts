import type { Messages } from '../../en/index.ts';

export const insights: Messages['insights'] = {
  intro:
    'Los patrones de lo que escribes, sientes y haces: cómo se mueven tus estados de ánimo y tus emociones, qué hábitos se mantienen, qué viejas creencias vuelven una y otra vez, y las pruebas de que te estás convirtiendo en quien quieres ser.',
  blankTitle: 'Tu evolución crece contigo',
  blankText:
    'Escribe una publicación con un estado de ánimo, anota una emoción o marca un día de un hábito, y esta página empezará a mostrar tus patrones. Cada sección de abajo te dice qué necesita.',
  couldNotLoad: 'No pudimos cargar tu evolución',
  loading: 'Cargando tu evolución',
  wordCount: '{{word}} ({{times}})',
  quoted: '«{{text}}»',
  trends: {
    title: 'Ánimo y emociones a lo largo del tiempo',
    countBy: 'Contar por',
    byWeek: 'Por semana',
    byMonth: 'Por mes',
    couldNotLoad: 'No pudimos cargar tu ánimo y tus emociones',
    loading: 'Cargando tu ánimo y tus emociones',
    topWordsWeeks:
      'Las cinco palabras que más usaste en estas semanas, cada una con su color; el resto cuenta como «otras».',
    topWordsMonths:
      'Las cinco palabras que más usaste en estos meses, cada una con su color; el resto cuenta como «otras».',
    moods: {
      title: 'El ánimo de tus publicaciones',
      description:
        'El estado de ánimo que le diste a cada publicación, separado por comas, según la semana o el mes en que la escribiste.',
      empty:
        'Aún no hay publicaciones con estado de ánimo en este periodo. Ponle un estado de ánimo a tu próxima publicación y aparecerá aquí.',
      total_one: '{{formatted}} palabra de ánimo',
      total_other: '{{formatted}} palabras de ánimo',
      total_many: '{{formatted}} palabras de ánimo',
    },
    feelings: {
      title: 'Las emociones que anotaste',
      description: 'Las palabras que guardaste en la página Emociones, según cuándo las guardaste.',
      empty:
        'Aún no has anotado emociones en este periodo. Ponle nombre a una en la página Emociones y aparecerá aquí.',
      total_one: '{{formatted}} emoción',
      total_other: '{{formatted}} emociones',
      total_many: '{{formatted}} emociones',
    },
    feelingGroups: {
      title: 'Las emociones en el medidor del ánimo',
      description:
        'Las mismas palabras según lo agradables que son y la energía que llevan; las que no están en el vocabulario cuentan como otras palabras.',
      empty:
        'Aún no has anotado emociones en este periodo. Ponle nombre a una en la página Emociones y aparecerá aquí.',
      total_one: '{{formatted}} emoción',
      total_other: '{{formatted}} emociones',
      total_many: '{{formatted}} emociones',
    },
  },
  chart: {
    other: 'otras',
    summaryWeeks: '{{total}} en las últimas {{periods}} semanas. Las más frecuentes: {{top}}.',
    summaryMonths: '{{total}} en los últimos {{periods}} meses. Las más frecuentes: {{top}}.',
    captionWeek: '{{title}}, por semana',
    captionMonth: '{{title}}, por mes',
    week: 'Semana',
    month: 'Mes',
    weekOf: 'Semana del {{date}}',
  },
  newFeelings: {
    title: 'Emociones nuevas este mes',
    intro:
      'Palabras que anotaste este mes en la página <anchor>Emociones</anchor> y que nunca habías usado.',
    none: 'Aún no hay palabras nuevas este mes. Cada palabra nueva es una emoción que has aprendido a nombrar.',
    since_one: 'desde el {{date}}, {{formatted}} vez',
    since_other: 'desde el {{date}}, {{formatted}} veces',
    since_many: 'desde el {{date}}, {{formatted}} veces',
  },
  byCategory: {
    title: 'Las emociones de cada ejercicio',
    intro:
      'Las emociones que escribiste en el paso de emociones de tus publicaciones, contadas por tipo de publicación. Solo las emociones escritas dentro de una publicación se vinculan a su ejercicio; el registro de la página Emociones no.',
    none: 'Aún no hay ninguna. Ejercicios como «Calma una mente ansiosa» o «{{problem}}» te preguntan qué sientes; tus respuestas se reúnen aquí.',
    posts_one: '{{formatted}} publicación',
    posts_other: '{{formatted}} publicaciones',
    posts_many: '{{formatted}} publicaciones',
  },
  habits: {
    title: 'Tu año de hábitos',
    intro:
      'Los últimos 365 días de tus <anchor>seguimientos de hábitos</anchor>, desde el {{date}} hasta hoy. Cuanto más oscuro es un día, más hábitos marcaste.',
    none: 'Aún no tienes seguimientos de hábitos. Abre Seguimiento de hábitos para empezar tres y luego marca los días en que los cumples.',
    dayNone: '{{date}}: nada marcado',
    day_one: '{{date}}: {{formatted}} hábito marcado',
    day_other: '{{date}}: {{formatted}} hábitos marcados',
    day_many: '{{date}}: {{formatted}} hábitos marcados',
    caption: 'Cada seguimiento a lo largo del año',
    habit: 'Hábito',
    daysMarked: 'Días marcados',
    currentStreak: 'Racha actual',
    longestStreak: 'Racha más larga',
    strength: 'Fuerza',
    days_one: '{{formatted}} día',
    days_other: '{{formatted}} días',
    days_many: '{{formatted}} días',
    weeks_one: '{{formatted}} semana',
    weeks_other: '{{formatted}} semanas',
    weeks_many: '{{formatted}} semanas',
    faded: '{{streak}}, desvanecida',
    perMonth: 'Días marcados por mes',
    month: 'Mes',
  },
  beliefs: {
    title: 'Creencias que vuelven',
    intro:
      'Las creencias limitantes de tus publicaciones de «{{relabel}}» y «{{problem}}», de la más frecuente a la menos, y las creencias preferidas que escribiste a su lado. Dos creencias cuentan como la misma cuando solo cambian las mayúsculas, los espacios o la puntuación final. Una creencia preferida vuelve cuando la escribiste en más de una publicación, de cualquier tipo.',
    none: 'Aún no hay ninguna. Cuando una publicación de «{{relabel}}» o «{{problem}}» nombre una vieja etiqueta o un miedo, aparecerá aquí con las veces que vuelve.',
    seen_one: 'en {{formatted}} publicación, del {{from}} al {{to}}',
    seen_other: 'en {{formatted}} publicaciones, del {{from}} al {{to}}',
    seen_many: 'en {{formatted}} publicaciones, del {{from}} al {{to}}',
    notReplaced: 'Aún no has escrito una creencia preferida a su lado.',
    replacedNotBack: 'La cambiaste por primera vez el {{date}}; desde entonces no ha vuelto.',
    replacedCameBack_one:
      'La cambiaste por primera vez el {{date}}; desde entonces ha vuelto en {{formatted}} publicación.',
    replacedCameBack_other:
      'La cambiaste por primera vez el {{date}}; desde entonces ha vuelto en {{formatted}} publicaciones.',
    replacedCameBack_many:
      'La cambiaste por primera vez el {{date}}; desde entonces ha vuelto en {{formatted}} publicaciones.',
    preferred_one: ': en {{formatted}} publicación, la última el {{date}}',
    preferred_other: ': en {{formatted}} publicaciones, la última el {{date}}',
    preferred_many: ': en {{formatted}} publicaciones, la última el {{date}}',
    keepsReturning: 'sigue volviendo',
  },
  excitement: {
    title: 'Siguiendo tu ilusión',
    none: 'Aún no has pasado a la acción con ninguna opción. <anchor>Elige la opción que más te ilusiona</anchor> y anota lo que pasó.',
    record_one:
      'Pasaste a la acción con {{formatted}} opción y anotaste los resultados de {{recorded}}.',
    record_other:
      'Pasaste a la acción con {{formatted}} opciones y anotaste los resultados de {{recorded}}.',
    record_many:
      'Pasaste a la acción con {{formatted}} opciones y anotaste los resultados de {{recorded}}.',
    untitled: 'Sin título',
    chosenOver: '{{date}}, elegida frente a {{options}}',
    status: {
      recorded: 'Resultados anotados',
      open: 'Esperando resultados',
      setAside: 'Apartada',
    },
  },
  evidence: {
    title: 'Pruebas de la persona en la que te estás convirtiendo',
    none: '<anchor>Escribe quién quieres ser</anchor> y, a partir de entonces, las acciones que marques como hechas y los días de hábitos que marques se irán reuniendo aquí como pruebas.',
    since:
      'Desde la última vez que escribiste tu <anchor>identidad</anchor>, el {{date}}. Las acciones no guardan una fecha propia, así que se cuentan las marcadas como hechas en publicaciones escritas desde entonces.',
    itemsDone: 'Acciones hechas',
    postsFrom: 'Publicaciones de las que salieron',
    habitDays: 'Días de hábitos marcados',
    preferredYouList: 'La lista de tu mejor versión',
    ofDone: '{{complete}} de {{total}} hechas',
  },
  sealedTitle: 'Tu diario está sellado',
  sealedText:
    'Estas cifras vienen de nuestro servidor, que no puede leer dentro de tus entradas selladas: las cuenta por su tipo y su fecha, y deja fuera sus creencias, acciones, opciones y palabras. Tu registro de sentimientos y tus hábitos se cuentan como antes.',
};
