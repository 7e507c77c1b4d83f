import type { Messages } from '../../en/index.ts';

/** La primera visita en /welcome (features/users). */
export const firstRun: Messages['firstRun'] = {
  title: 'Te damos la bienvenida a {{product}}',
  intro: 'Tres preguntas rápidas para hacerlo tuyo. Todas son opcionales.',
  stepOf: 'Pregunta {{step}} de {{count}}',
  skip: 'Omitir',
  skipAll: 'Omitir la bienvenida',
  back: 'Atrás',
  next: 'Siguiente',
  finish: 'Terminar',
  notSaved: 'Tus respuestas no se han guardado',
  nameQuestion: '¿Cómo quieres que te llamemos?',
  nameLabel: 'Tu nombre',
  nameDescription: 'Se usa en tu saludo. Nunca se muestra a otras personas.',
  goalQuestion: '¿Qué te trae por aquí?',
  goal: {
    calmerDays: 'Días más tranquilos',
    betterHabits: 'Mejores hábitos',
    writingDaily: 'Escribir cada día',
  },
  goalDescription: {
    calmerDays: 'Fíjate en cómo te sientes y marca una intención para el día.',
    betterHabits: 'Sigue los hábitos que quieres mantener, día a día.',
    writingDaily: 'Unas líneas guiadas cada día para despejar la mente.',
  },
  reminderQuestion: '¿Cuándo te ayudaría un recordatorio diario?',
  reminderSwitch: {
    dailyIntention: 'Recuérdame cada día marcar mi intención',
    habitCheckIn: 'Recuérdame cada día revisar mis hábitos',
  },
  reminderTime: 'Hora del recordatorio',
  reminderWhere:
    'Se envía a {{contact}} a esta hora en {{timeZone}}. Puedes cambiarlo en tu perfil.',
  reminderNoContact:
    'Los recordatorios van a tu dirección de acceso. Puedes cambiarlos en tu perfil.',
  doneTitle: 'Te damos la bienvenida, {{name}}',
  doneTitleNoName: 'Te damos la bienvenida',
  exercise: {
    calmerDays:
      'Un día más tranquilo empieza por darse cuenta. Tómate un momento para anotar cómo te sientes ahora.',
    betterHabits: 'Pasos pequeños, cada día. Empieza tu primer registro de hábitos: con uno basta.',
    writingDaily: 'Empieza con unas líneas: una entrada de diario breve y guiada sobre hoy.',
    none: 'Tu diario está listo. Todo empieza en tu página de inicio.',
  },
  exerciseLink: {
    calmerDays: 'Anotar cómo me siento',
    betterHabits: 'Empezar un registro de hábitos',
    writingDaily: 'Escribir una entrada breve',
    none: 'Ir a mi página de inicio',
  },
  later: 'Quizá más tarde: ir a mi página de inicio',
  sealOffer:
    'Solo tus dispositivos pueden leer un diario sellado: ni nosotros ni quien se lleve nuestros datos.',
  sealOfferLink: 'Sellar mi diario',
};
