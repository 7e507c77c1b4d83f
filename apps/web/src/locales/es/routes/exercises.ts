import type { Messages } from '../../en/index.ts';

export const exercises: Messages['exercises'] = {
  align: {
    title: 'Alinéate con quien eres',
    defaultTitle: 'De nuevo en sintonía',
    titleField: '¿Con qué quieres volver a estar en sintonía?',
    titlePlaceholder: 'Mi trabajo, mi casa, mi día...',
    purpose:
      'Para los momentos en que te sientes fuera de rumbo: fíjate en dónde te desviaste y elige la versión de ti que se siente como estar en casa.',
    steps: {
      currentSituation: {
        heading: '¿Dónde has perdido la sintonía?',
        helper:
          'Describe la situación con sencillez, como la contaría alguien que la viera desde fuera. ¿Qué está pasando y qué parte no se parece a ti?',
        placeholder: 'Dije que sí a algo que no quería hacer...',
      },
      feelingsList: {
        heading: '¿Qué sientes?',
        helper:
          'Nombra cada emoción con una o dos palabras: tensión, resentimiento, cansancio, inseguridad. Ponerle nombre a una emoción es el primer paso para dejar que te atraviese.',
        placeholder: 'inquietud',
      },
      preferredBeliefs: {
        heading: '¿Qué creería tu yo alineado?',
        helper:
          'Imagínate en un día en que te sientes plenamente tú. ¿Qué cree esa persona sobre esta situación? Escribe cada creencia como una frase sencilla, en presente.',
        placeholder: 'Puedo decir que no con amabilidad.',
      },
      identity: {
        heading: '¿Quién eres cuando estás en sintonía?',
        helper:
          'Descríbete en tu mejor versión, en presente, como si ya fuera verdad. Que sea lo bastante breve para recordarlo durante el día.',
        placeholder: 'Soy una persona tranquila, sincera y clara sobre lo que me importa.',
      },
      actionItems: {
        heading: 'Un paso para volver a alinearte',
        helper:
          'Elige pequeñas acciones que puedas hacer hoy y que haría tu yo alineado. Lo pequeño es la clave: una frase sincera, un paseo, un límite.',
        placeholder: 'Decirle a Sam que puedo ayudarle la semana que viene',
      },
    },
  },
  anxiety: {
    title: 'Calma una mente ansiosa',
    defaultTitle: 'Todo está perfecto',
    titleField: '¿Qué te preocupa?',
    titlePlaceholder: 'La presentación del viernes',
    purpose:
      'La ansiedad es una historia sobre un futuro que aún no ha ocurrido. Escribe esa historia, mírala a la luz del día y elige una en la que prefieras vivir.',
    steps: {
      currentSituation: {
        heading: '¿Qué está pasando ahora mismo?',
        helper:
          'Quédate con los hechos de este momento, no con los «¿y si...?». ¿Dónde estás, qué tienes realmente delante y qué ha desatado la preocupación?',
        placeholder:
          'Tengo una presentación el viernes y no dejo de imaginar todo lo que podría salir mal.',
      },
      feelingsList: {
        heading: 'Ponle nombre a lo que sientes',
        helper:
          'Una emoción por línea: miedo, inquietud, vergüenza, un nudo en el pecho. No tienes que arreglarlas, solo verlas.',
        placeholder: 'inquietud',
      },
      negativeBeliefs: {
        heading: '¿Qué temes que pase?',
        helper:
          'Escribe cada miedo como la creencia que hay debajo: «Si me trabo, pensarán que no valgo lo suficiente». Ver una creencia por escrito la convierte en algo que tienes, no en algo que eres.',
        placeholder: 'Si olvido una frase, todos pensarán que soy un fraude.',
      },
      preferredBeliefs: {
        heading: '¿Qué preferirías creer?',
        helper:
          'Para cada miedo, escribe una creencia que preferirías tener, que sea amable y también creíble. «Todo está pasando a mi favor» es un buen punto de partida.',
        placeholder: 'La gente quiere que me vaya bien, y conozco mi tema.',
      },
      preferredThoughts: {
        heading: '¿Qué te dirás cuando vuelva la preocupación?',
        helper:
          'Escribe las palabras que te dirás la próxima vez que tu mente se acelere. Que sean breves y verdaderas, como algo que te diría alguien sabio que te quiere.',
        placeholder: 'Me he preparado. Solo tengo que hacer bien el próximo minuto.',
      },
      actionItems: {
        heading: 'Un pequeño paso',
        helper:
          'La ansiedad se calma cuando actuamos sobre lo que nos toca. Apunta las cosas pequeñas y concretas que están en tu mano, y suelta el resto por ahora.',
        placeholder: 'Ensayar en voz alta los dos primeros minutos',
      },
    },
  },
  dailyintention: {
    title: 'Intención del día',
    defaultTitle: 'Intención del día',
    titleField: 'Título',
    titlePlaceholder: 'Intención del día',
    purpose:
      'Marca el tono de tu día en tres pasos: decide qué te propones, imagina cómo se siente y elige cómo vas a actuar.',
    steps: {
      intention: {
        heading: '1. Intención',
        helper:
          '¿Qué te propones para hoy? Escríbelo como si ya estuviera pasando: «Hoy avanzo en mi trabajo con soltura».',
        placeholder: 'Hoy escucho más de lo que hablo.',
      },
      feelingsList: {
        heading: '2. Imagina',
        helper:
          'Cierra los ojos un momento e imagina que el día va así. ¿Qué emociones aparecen? Apúntalas; las tres primeras serán el ánimo de esta intención.',
        placeholder: 'en paz',
      },
      actionItems: {
        heading: '3. Actúa',
        helper:
          '¿Qué haría hoy alguien que vive esta intención? Que la lista sea corta y factible, y ve marcando lo que hagas.',
        placeholder: 'Hacer una pregunta de verdad en la reunión del equipo',
      },
    },
  },
  didwrong: {
    title: 'Hice algo mal',
    defaultTitle: 'Estoy aprendiendo',
    titleField: '¿Qué pasó, en pocas palabras?',
    titlePlaceholder: 'Le hablé mal a mi hermano',
    purpose:
      'La culpa sirve durante un momento y hace daño durante toda una vida. Asume lo que pasó, mírate con compasión y repáralo donde puedas.',
    steps: {
      currentSituation: {
        heading: '¿Qué hiciste?',
        helper:
          'Cuéntalo con sinceridad y sin adornos, como se lo contarías a alguien de confianza. Incluye lo que hiciste tú, no solo lo que hizo la otra persona.',
        placeholder: 'Le levanté la voz cuando volvió a pedirme ayuda.',
      },
      feelingsList: {
        heading: '¿Qué sientes ahora al respecto?',
        helper: 'Apunta las emociones una a una: culpa, vergüenza, actitud defensiva, tristeza.',
        placeholder: 'vergüenza',
      },
      basicNegativeBeliefs: {
        heading: '¿Qué te estás diciendo sobre ti?',
        helper:
          'Fíjate en los veredictos: «Soy un mal hermano», «Siempre lo estropeo todo». Escríbelos para verlos como lo que son: creencias, no hechos.',
        placeholder: 'Siempre pierdo los nervios.',
      },
      preferredBeliefs: {
        heading: '¿Qué dice una mirada más amable y más verdadera?',
        helper:
          'Si alguien a quien quieres hubiera hecho esto, ¿qué le dirías? Escribe creencias que te hagan responsable sin dejar de merecer cariño.',
        placeholder: 'Me equivoqué, y puedo arreglarlo.',
      },
      actionItems: {
        heading: '¿Cómo vas a reparar el daño?',
        helper:
          'Apunta lo que puedes hacer para reparar el daño: una disculpa, una conversación, una ayuda práctica. Elige cosas que puedas hacer esta semana.',
        placeholder: 'Llamarle esta noche y pedirle perdón sin excusas',
      },
      actionItemsNot: {
        heading: '¿Qué harás distinto la próxima vez?',
        helper:
          'Nombra el hábito que estás dejando atrás y lo que harás en su lugar cuando vuelva a llegar el mismo momento.',
        placeholder: 'Respirar tres veces antes de contestar cuando me falta energía',
      },
    },
  },
  excitement: {
    title: 'Sigue tu ilusión',
    defaultTitle: 'Pasa a la acción',
    titleField: '¿Qué decidiste hacer?',
    titlePlaceholder: 'Salir a pasear',
    purpose:
      'Actuaste según tu opción más ilusionante. Apunta lo que pasó, sobre todo lo que no esperabas: ahí está la señal.',
    steps: {
      summary: {
        heading: '¿Qué pasó?',
        helper:
          'Cuenta lo que hiciste y cómo fue. Incluye cómo te sentías mientras lo hacías, no solo el resultado.',
        placeholder: 'Salí a pasear y acabé hablando con una vecina...',
      },
      unexpected: {
        heading: '¿Qué no esperabas?',
        helper:
          'Seguir tu ilusión suele llevarte a sitios que no habías planeado. Apunta las sorpresas, las casualidades y las puertas que se abrieron.',
        placeholder: 'Me habló de un taller de cerámica que llevo años queriendo probar.',
      },
    },
  },
  failure: {
    title: 'Aprende de un fracaso',
    defaultTitle: 'Lo que aprendí',
    titleField: '¿Qué no salió bien?',
    titlePlaceholder: 'La entrevista de trabajo',
    purpose:
      'Un fracaso es un experimento que te ha dado datos. Míralo con calma, quédate con la lección y decide tu siguiente paso.',
    steps: {
      currentSituation: {
        heading: '¿Qué no salió como querías?',
        helper: 'Describe lo que intentaste, lo que esperabas y lo que pasó en realidad.',
        placeholder: 'No me ofrecieron el puesto después de la última entrevista.',
      },
      feelingsList: {
        heading: '¿Cómo te sientes?',
        helper: 'Apunta tus emociones con sinceridad. La decepción es señal de que te importaba.',
        placeholder: 'decepción',
      },
      positiveBeliefs: {
        heading: '¿Qué aprendiste y qué salió bien?',
        helper:
          'Cada intento enseña algo. ¿Qué sabes ahora que antes no sabías? ¿Qué hiciste bien y quieres conservar?',
        placeholder:
          'Se me da bien explicar mi trabajo anterior; necesito practicar más los casos prácticos.',
      },
      nextActionItems: {
        heading: 'Tus próximos pasos',
        helper: 'Convierte la lección en acción. ¿Qué vas a intentar ahora, y cuándo?',
        placeholder: 'Practicar dos casos prácticos a la semana',
      },
    },
  },
  identity: {
    title: 'Tu yo preferido',
    defaultTitle: 'Cómo me defino',
    titleField: 'Título',
    titlePlaceholder: 'Cómo me defino',
    purpose: 'Define a la persona que eliges ser. Volverás aquí a menudo; deja que crezca contigo.',
    steps: {
      identity: {
        heading: 'Así soy yo',
        helper:
          'Escribe sobre ti en presente, como la persona en la que te estás convirtiendo: lo que valoras, cómo tratas a la gente, cómo afrontas los días difíciles. Escríbelo como algo que ya es verdad, porque la identidad va antes que la acción.',
        placeholder: 'Así soy yo...',
      },
      preferredThoughts: {
        heading: 'Pensamientos que elijo tener',
        helper:
          '¿Qué pensamientos tiene esta persona cada día? Escribe los que quieres practicar hasta que sean tuyos.',
        placeholder: 'Soy suficiente, y sigo creciendo.',
      },
      actionItems: {
        heading: 'Lo que hace mi yo preferido',
        helper:
          'Apunta las acciones que demuestran esta identidad, pequeñas y repetibles. Aparecen en la barra superior como tus tareas, para que puedas marcarlas cada día.',
        placeholder: 'Beber un vaso de agua al despertarme',
      },
    },
  },
  journal: {
    title: 'Diario',
    defaultTitle: 'Entrada del diario',
    titleField: 'Título',
    titlePlaceholder: 'Un domingo tranquilo',
    purpose: 'Escribe con libertad. Vaciar la mente en el papel deja sitio a lo que importa.',
    steps: {
      currentSituation: {
        heading: '¿Qué tienes en la cabeza?',
        helper:
          'Empieza por donde quieras: qué ha pasado hoy, en qué no dejas de pensar, qué agradeces. No hay una forma equivocada de hacerlo.',
        placeholder: 'Hoy he...',
      },
      feelingsList: {
        heading: '¿Cómo te sientes?',
        helper: 'Unas pocas palabras, una por línea. Con el tiempo te muestran tus patrones.',
        placeholder: 'gratitud',
      },
      preferredThoughts: {
        heading: '¿Con qué quieres quedarte de hoy?',
        helper: 'Un pensamiento, una lección o un recuerdo que valga la pena guardar.',
        placeholder: 'Las mañanas tranquilas hacen mejores días.',
      },
      actionItems: {
        heading: '¿Algo que hacer?',
        helper: 'Si al escribir ha surgido algo sobre lo que actuar, apúntalo aquí.',
        placeholder: 'Llamar a la abuela',
      },
    },
  },
  manifest: {
    title: 'Manifestar',
    defaultTitle: '',
    titleField: '¿Qué te propones manifestar?',
    titlePlaceholder: 'Una rutina de mañana tranquila y creativa',
    purpose: 'Decide lo que quieres, siéntelo como real y actúa como la persona que ya lo tiene.',
    steps: {
      intention: {
        heading: 'Tu intención',
        helper:
          'Describe lo que quieres con toda la claridad que puedas, en presente, como si ya estuviera aquí.',
        placeholder: 'Empiezo cada día con una hora que es solo mía.',
      },
      feelingsList: {
        heading: '¿Cómo se siente tenerlo?',
        helper:
          'Imagina que es real. ¿Qué emociones aparecen? Apúntalas; sentirlas ahora es cómo te sintonizas con ello.',
        placeholder: 'amplitud',
      },
      confidenceYears: {
        heading: '¿Cuándo crees que puede ocurrir?',
        helper:
          'Con sinceridad: tu respuesta muestra cuánto te lo crees. Si lo sientes lejos, las creencias son donde hay que trabajar.',
        placeholder: '',
      },
      actionItems: {
        heading: 'Actúa como si',
        helper: '¿Qué harías hoy si ya fuera verdad? Apunta esas acciones.',
        placeholder: 'Acostarme a las diez',
      },
      thisWillWorkBecause: {
        heading: 'Esto funcionará porque...',
        helper:
          'Da tus razones para confiar en esto. Lo que más cuenta son las pruebas de tu propia vida.',
        placeholder: 'Ya he cambiado mis hábitos otras veces cuando me importaba de verdad.',
      },
    },
  },
  manifestthing: {
    title: 'Manifestar: método de las emociones',
    defaultTitle: '',
    titleField: '¿Qué quieres manifestar?',
    titlePlaceholder: 'Una casa con jardín',
    purpose:
      'Queremos las cosas por las emociones que creemos que nos traerán. Encuentra esas emociones y empieza a vivirlas ya; la cosa suele venir después.',
    steps: {
      intention: {
        heading: '¿Qué quieres?',
        helper:
          'Descríbelo con detalle: cómo es, dónde está, quién está contigo. Permítete desearlo del todo.',
        placeholder: 'Una casa pequeña con jardín donde los amigos vienen a cenar.',
      },
      feelingsList: {
        heading: '¿Cómo te sentirás cuando lo tengas?',
        helper:
          'Apunta las emociones que esperas que te traiga: seguridad, orgullo, libertad, paz. Eso es lo que buscas de verdad.',
        placeholder: 'arraigo',
      },
      preferredBeliefs: {
        heading: '¿Qué cree alguien que ya lo tiene?',
        helper:
          'Escribe las creencias de la persona que vive esta vida. Reléelas despacio y fíjate en cuáles ya tienes.',
        placeholder: 'Merezco un hogar que se parezca a mí.',
      },
      confidenceYears: {
        heading: '¿Cuándo crees que puede ocurrir?',
        helper: 'Responde con sinceridad. Es una medida de lo que crees, no una fecha límite.',
        placeholder: '',
      },
      actionItems: {
        heading: 'Siéntelo ya',
        helper: '¿Qué acciones te dan esas emociones hoy, antes de que llegue? Hazlas a propósito.',
        placeholder: 'Plantar hierbas aromáticas en la ventana',
      },
      thisWillWorkBecause: {
        heading: 'Esto funcionará porque...',
        helper: 'Escribe por qué confías en el proceso. Recuerda las cosas que ya llegaron a ti.',
        placeholder: '',
      },
    },
  },
  manifesttrait: {
    title: 'Manifestar: una emoción',
    defaultTitle: 'Emoción',
    titleField: '¿Qué emoción eliges?',
    titlePlaceholder: 'Seguridad en mí',
    purpose:
      'Una emoción es un estado que puedes practicar. Elige la que quieres sentir más, encuentra lo que la bloquea y ensáyala hasta que te resulte familiar.',
    steps: {
      intention: {
        heading: 'La emoción en la que quieres vivir',
        helper:
          'Describe la emoción y cómo son tus días cuando está presente: cómo te plantas, cómo hablas, cómo decides.',
        placeholder: 'Me siento seguro: doy mi opinión y pido lo que necesito.',
      },
      currentSituation: {
        heading: '¿Dónde falta ahora?',
        helper: 'Nombra los lugares y los momentos en que esta emoción desaparece.',
        placeholder: 'En las reuniones con personas de más rango.',
      },
      basicNegativeBeliefs: {
        heading: '¿Qué la bloquea?',
        helper:
          'Apunta las creencias que se interponen entre tú y esta emoción. Suelen empezar por «No soy...» o «La gente va a...».',
        placeholder: 'No tengo experiencia suficiente para opinar.',
      },
      preferredBeliefs: {
        heading: 'Creencias que dejan entrar la emoción',
        helper: 'Para cada bloqueo, escribe una creencia que le haga sitio a la emoción.',
        placeholder: 'Mi punto de vista es útil precisamente porque es distinto.',
      },
      preferredThoughts: {
        heading: 'Tu pensamiento de práctica',
        helper: 'Una frase que repetir cuando quieras entrar en esa emoción.',
        placeholder: 'Mi sitio está en esta sala.',
      },
      actionItems: {
        heading: 'Ensáyala',
        helper: 'Pequeños actos que practican esta emoción. La repetición la hace tuya.',
        placeholder: 'Decir una cosa en la próxima reunión',
      },
    },
  },
  manifestwall: {
    title: 'Manifestar: método del muro',
    defaultTitle: '',
    titleField: '¿Qué quieres manifestar?',
    titlePlaceholder: 'Un trabajo que me encante',
    purpose:
      'Entre tú y lo que quieres se alza un muro de creencias limitantes. Nombra cada ladrillo y cámbialo por una creencia que te deje pasar.',
    steps: {
      intention: {
        heading: '¿Qué hay al otro lado del muro?',
        helper: 'Describe lo que quieres, con claridad y en presente.',
        placeholder: 'Hago un trabajo que me encanta con personas a las que respeto.',
      },
      wall: {
        heading: 'El muro: tus creencias limitantes',
        helper:
          'Escribe todas las razones que te da tu mente para no poder tenerlo. Un ladrillo por línea. No discutas con ellas todavía; solo sácalas todas.',
        placeholder: 'En mi sector no hay buenos trabajos.',
      },
      preferredBeliefs: {
        heading: 'Cambia cada ladrillo',
        helper:
          'Para cada creencia limitante, escribe una creencia preferida igual de creíble y mucho más útil.',
        placeholder: 'Los buenos trabajos existen, y la gente los encuentra cada día.',
      },
      confidenceYears: {
        heading: '¿Cuándo crees ahora que puede ocurrir?',
        helper: 'Con el muro desmontado, ¿cuánta confianza sientes?',
        placeholder: '',
      },
      actionItems: {
        heading: 'Cruza al otro lado',
        helper: '¿Qué vas a hacer ahora que el muro ha caído?',
        placeholder: 'Escribir a dos personas cuyo trabajo admiro',
      },
      thisWillWorkBecause: {
        heading: 'Esto funcionará porque...',
        helper: 'Tus razones, con tus palabras.',
        placeholder: '',
      },
    },
  },
  problem: {
    title: 'Tengo un problema',
    defaultTitle: 'Problema resuelto',
    titleField: '¿Cuál es el problema?',
    titlePlaceholder: 'Este mes voy justo de dinero',
    purpose:
      'Un problema parece más pequeño cuando está en el papel. Separa los hechos de los miedos, encuentra la creencia que hay debajo y decide qué vas a hacer.',
    steps: {
      currentSituation: {
        heading: 'Describe el problema',
        helper: 'Escribe solo los hechos: qué está pasando, desde cuándo y qué está en juego.',
        placeholder: 'El alquiler vence en diez días y me faltan 300.',
      },
      feelingsList: {
        heading: '¿Cómo te hace sentir?',
        helper: 'Una emoción por línea.',
        placeholder: 'preocupación',
      },
      basicNegativeBeliefs: {
        heading: '¿Qué dice de ti, en tu cabeza?',
        helper:
          'Los problemas suelen engancharse a una vieja creencia sobre nosotros: «Soy un desastre con el dinero», «Nunca tengo suerte». Escribe la tuya.',
        placeholder: 'Soy un desastre con el dinero.',
      },
      negativeBeliefs: {
        heading: '¿Qué temes que pase?',
        helper: 'Apunta lo que temes que ocurra. Verlo por escrito le quita parte de su fuerza.',
        placeholder: 'Perderé el piso.',
      },
      preferredBeliefs: {
        heading: '¿Qué preferirías creer?',
        helper:
          'Para cada creencia y cada miedo, escribe una creencia preferida que abra una puerta.',
        placeholder: 'Ya he resuelto problemas de dinero antes.',
      },
      positiveBeliefs: {
        heading: '¿Qué podría tener esto de bueno?',
        helper:
          'Busca el regalo que esconde el problema: lo que te está enseñando, lo que te empuja a cambiar, a quién te acerca.',
        placeholder: 'Por fin me está haciendo mirar en qué se me va el dinero.',
      },
      actionItems: {
        heading: '¿Qué vas a hacer?',
        helper:
          'Apunta pasos concretos, empezando por el más pequeño. La acción convierte un problema en un plan.',
        placeholder: 'Pedirle al casero una semana más',
      },
      actionItemsNot: {
        heading: '¿Qué vas a dejar de hacer?',
        helper: 'A veces la solución es dejar de hacer algo. Ponle nombre.',
        placeholder: 'Mirar el saldo diez veces al día',
      },
    },
  },
  question: {
    title: 'Haz una pregunta',
    defaultTitle: '',
    titleField: 'Tu pregunta',
    titlePlaceholder: '¿Debería mudarme a la costa?',
    purpose:
      'A menudo sabes más de lo que crees. Haz la pregunta con claridad y luego escucha la respuesta que llega cuando estás en calma.',
    steps: {
      currentSituation: {
        heading: '¿Qué hay detrás de la pregunta?',
        helper: 'Da el contexto: por qué lo preguntas ahora y qué depende de la respuesta.',
        placeholder: 'Me han ofrecido trabajar en remoto y echo de menos el mar.',
      },
      answer: {
        heading: 'La respuesta',
        helper:
          'Respira despacio durante un minuto, vuelve a leer tu pregunta y escribe lo que venga, sin corregir. Luego reléelo: ¿qué parte te quita peso de encima?',
        placeholder: 'Lo que me viene es...',
      },
      actionItems: {
        heading: '¿Qué harás con la respuesta?',
        helper: 'Una pregunta respondida merece un paso. ¿Cuál es el tuyo?',
        placeholder: 'Pasar allí un fin de semana en marzo',
      },
    },
  },
  recast: {
    title: 'Reescribe una historia',
    defaultTitle: 'Una nueva historia',
    titleField: '¿Qué historia quieres reescribir?',
    titlePlaceholder: 'El año en que perdí el trabajo',
    purpose:
      'Los hechos de tu vida no cambian; la historia que cuentas sobre ellos, sí. Reescribe una vieja historia para que le sirva a la persona que eres hoy.',
    steps: {
      currentSituation: {
        heading: 'La historia tal como sueles contarla',
        helper: 'Escríbela como la cuentas normalmente, con el final de siempre.',
        placeholder: 'Me despidieron, y eso demostró que nunca fui lo bastante bueno.',
      },
      negativeBeliefs: {
        heading: 'Lo que la vieja historia te hizo creer',
        helper: 'Apunta las creencias que te dejó esta historia.',
        placeholder: 'Me pueden quitar la seguridad en cualquier momento.',
      },
      positiveBeliefs: {
        heading: 'Los mismos hechos, reescritos',
        helper:
          'Vuelve a contar la historia siendo tú el protagonista: lo que superaste, lo que aprendiste, a qué te llevó que hoy valoras.',
        placeholder: 'Perder ese trabajo me llevó al trabajo que de verdad me encanta.',
      },
      preferredBeliefs: {
        heading: 'Lo que la nueva historia te deja creer',
        helper: 'Apunta las creencias que vienen con la historia reescrita.',
        placeholder: 'Siempre caigo de pie.',
      },
      nextActionItems: {
        heading: 'Vivir la nueva historia',
        helper: '¿Qué harás distinto ahora que la cuentas así?',
        placeholder: '',
      },
    },
  },
  relabel: {
    title: 'Reetiquetar',
    defaultTitle: '',
    titleField: '¿Qué quieres reetiquetar?',
    titlePlaceholder: 'Ser la persona callada',
    purpose:
      'Una etiqueta es una creencia en una sola palabra. Encuentra la etiqueta que le has puesto a algo y elige una más verdadera y más amable.',
    steps: {
      currentSituation: {
        heading: '¿Qué pasó, o qué es?',
        helper: 'Describe la cosa, el rasgo o el hecho que has estado etiquetando.',
        placeholder: 'Casi nunca hablo el primero en grupo.',
      },
      negativeBeliefs: {
        heading: 'La vieja etiqueta',
        helper: '¿Qué palabras has estado usando para ello? Escribe cada una.',
        placeholder: 'Tímido. Aburrido.',
      },
      preferredBeliefs: {
        heading: 'La nueva etiqueta',
        helper: 'Elige palabras que describan lo mismo de una forma más precisa y útil.',
        placeholder: 'Reflexivo. Sé escuchar.',
      },
      positiveBeliefs: {
        heading: 'Pruebas de la nueva etiqueta',
        helper: 'Apunta momentos de tu vida que demuestran que la nueva etiqueta es verdad.',
        placeholder: 'Mis amigos me llaman cuando necesitan que alguien les escuche de verdad.',
      },
      preferredThoughts: {
        heading: 'Cómo lo pensarás a partir de ahora',
        helper: 'Una frase para recordar la nueva etiqueta.',
        placeholder: '',
      },
      nextActionItems: {
        heading: 'Próximos pasos',
        helper: '¿Cómo vivirás la nueva etiqueta esta semana?',
        placeholder: '',
      },
    },
  },
  relationship: {
    title: 'Problemas de pareja',
    defaultTitle: 'Soy una persona cariñosa',
    titleField: '¿Qué relación?',
    titlePlaceholder: 'Mi pareja y yo',
    purpose:
      'No puedes cambiar a otra persona, pero sí cómo te presentas tú. Mira la situación, tu parte en ella y quién eliges ser.',
    steps: {
      currentSituation: {
        heading: '¿Qué está pasando entre vosotros?',
        helper:
          'Describe lo que pasó o lo que se repite, con la mayor justicia posible hacia los dos.',
        placeholder: 'Discutimos por las tareas de casa todas las noches.',
      },
      feelingsList: {
        heading: '¿Qué sientes?',
        helper: 'Una emoción por línea, también las que hay debajo del enfado.',
        placeholder: 'falta de reconocimiento',
      },
      negativeBeliefs: {
        heading: '¿Qué estás creyendo sobre la otra persona, o sobre ti?',
        helper:
          'Escribe las creencias que alimentan el conflicto: «No le importa», «Siempre me toca a mí...».',
        placeholder: 'No se da cuenta de nada de lo que hago.',
      },
      preferredBeliefs: {
        heading: '¿Qué creería una mirada cariñosa?',
        helper: 'Para cada creencia, escribe una que dé por hecha la buena fe de ambas partes.',
        placeholder:
          'Los dos queremos una casa tranquila; solo vemos el desorden de forma distinta.',
      },
      identity: {
        heading: '¿Quién eliges ser en esta relación?',
        helper: 'Descríbete como la pareja, el amigo o el familiar que quieres ser.',
        placeholder: 'Soy una persona cariñosa que pide con claridad lo que necesita.',
      },
      actionItems: {
        heading: '¿Qué vas a hacer?',
        helper: 'Elige acciones que nazcan de esa persona.',
        placeholder: 'Proponer el domingo un reparto semanal de tareas',
      },
      actionItemsNot: {
        heading: '¿Qué vas a dejar de hacer?',
        helper: 'Nombra los hábitos que mantienen vivo el conflicto.',
        placeholder: 'Llevar la cuenta',
      },
    },
  },
  trust: {
    title: 'Confianza',
    defaultTitle: '',
    titleField: '¿En qué estás aprendiendo a confiar?',
    titlePlaceholder: 'En que la mudanza saldrá bien',
    purpose:
      'Confiar es elegir hacer tu parte y soltar el resto. Separa lo que te toca hacer de lo que no, y deja lo demás a un lado.',
    steps: {
      currentSituation: {
        heading: '¿Qué intentas controlar?',
        helper: 'Describe la situación a la que no dejas de darle vueltas.',
        placeholder: 'La venta de nuestro piso, y si los compradores se echarán atrás.',
      },
      negativeBeliefs: {
        heading: '¿Qué temes si lo sueltas?',
        helper: 'Apunta los miedos que hacen que te aferres.',
        placeholder: 'Si dejo de comprobarlo, algo saldrá mal.',
      },
      preferredBeliefs: {
        heading: '¿Qué creerías si confiaras?',
        helper: 'Escribe creencias que te dejen descansar.',
        placeholder: 'Las cosas se están desarrollando en el orden adecuado.',
      },
      actionItems: {
        heading: 'Lo que te toca hacer',
        helper: 'Apunta lo que de verdad está en tu mano, y hazlo bien.',
        placeholder: 'Enviar los documentos antes del martes',
      },
      actionItemsNot: {
        heading: 'Lo que sueltas',
        helper: 'Apunta lo que no te toca cargar. Escríbelo y déjalo a un lado.',
        placeholder: 'Lo que decidan los compradores',
      },
      thisWillWorkBecause: {
        heading: 'Por qué puedes confiar',
        helper:
          'Recuerda las veces en que las cosas salieron bien sin que tú las controlaras. Escríbelas aquí.',
        placeholder: '',
      },
    },
  },
};
