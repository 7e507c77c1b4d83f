import { LANGUAGES, type Language } from './languages.ts';

/*
 * Words for feelings: a vocabulary written for Inner Compass, each word with a
 * one-line meaning and a place on the two axes of a mood meter, pleasant or unpleasant and
 * high or low energy. The feelings page suggests them as a person types; the feelings
 * overview, the insights and the therapist's report group logged words by where they sit.
 * Server and web read this one table. English words are adjectives ("calm"); Spanish words
 * are nouns ("calma"), which carry no grammatical gender, so they fit whoever logs them.
 */

export const FEELING_PLEASANTNESS = ['pleasant', 'unpleasant'] as const;
export type Pleasantness = (typeof FEELING_PLEASANTNESS)[number];
export const FEELING_ENERGY = ['high', 'low'] as const;
export type Energy = (typeof FEELING_ENERGY)[number];

/** The mood meter's four quarters, in the order every page and report shows them. */
export const FEELING_QUADRANTS = [
  'pleasant-high',
  'pleasant-low',
  'unpleasant-high',
  'unpleasant-low',
] as const satisfies readonly `${Pleasantness}-${Energy}`[];
export type FeelingQuadrant = (typeof FEELING_QUADRANTS)[number];

/** Where a logged word is counted: its quarter, or `unplaced` when it is not in the vocabulary. */
export const FEELING_GROUPS = [...FEELING_QUADRANTS, 'unplaced'] as const;
export type FeelingGroup = (typeof FEELING_GROUPS)[number];

export interface FeelingWording {
  /** Lower-case, as the feelings log stores words. */
  word: string;
  meaning: string;
}

/** One feeling: its id (the same in every language), its place, and its word in each language. */
export type FeelingWord = {
  id: string;
  pleasantness: Pleasantness;
  energy: Energy;
} & Record<Language, FeelingWording>;

export const FEELING_WORDS: readonly FeelingWord[] = [
  // Pleasant, high energy
  {
    id: 'excited',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'excited', meaning: 'Lively and eager about something that is coming.' },
    es: { word: 'ilusión', meaning: 'Alegría y ganas ante algo que está por llegar.' },
  },
  {
    id: 'joyful',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'joyful', meaning: 'Glad all through, with a lightness you can feel in the body.' },
    es: { word: 'alegría', meaning: 'Contento que se nota en todo el cuerpo y lo aligera.' },
  },
  {
    id: 'happy',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'happy', meaning: 'Pleased with how things are going right now.' },
    es: { word: 'felicidad', meaning: 'Bienestar con cómo van las cosas en este momento.' },
  },
  {
    id: 'elated',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'elated', meaning: 'Lifted very high by good news or a success.' },
    es: { word: 'euforia', meaning: 'Alegría desbordante tras una buena noticia o un logro.' },
  },
  {
    id: 'enthusiastic',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'enthusiastic', meaning: 'Keen to throw yourself into something.' },
    es: { word: 'entusiasmo', meaning: 'Ganas de entregarse de lleno a algo.' },
  },
  {
    id: 'inspired',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'inspired', meaning: 'Full of ideas, moved to create or to act.' },
    es: { word: 'inspiración', meaning: 'La cabeza llena de ideas y ganas de crear o de actuar.' },
  },
  {
    id: 'proud',
    pleasantness: 'pleasant',
    energy: 'high',
    en: {
      word: 'proud',
      meaning: 'Pleased with something you did, or with someone you care about.',
    },
    es: {
      word: 'orgullo',
      meaning: 'Satisfacción por algo que hiciste o por alguien a quien quieres.',
    },
  },
  {
    id: 'energized',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'energized', meaning: 'Charged up, with plenty of strength for the day.' },
    es: { word: 'vitalidad', meaning: 'El cuerpo con fuerza y energía de sobra para el día.' },
  },
  {
    id: 'motivated',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'motivated', meaning: 'Having a clear reason to get going, and wanting to.' },
    es: {
      word: 'motivación',
      meaning: 'Tener un motivo claro para ponerse en marcha, y querer hacerlo.',
    },
  },
  {
    id: 'optimistic',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'optimistic', meaning: 'Expecting things to turn out well.' },
    es: { word: 'optimismo', meaning: 'Confiar en que las cosas saldrán bien.' },
  },
  {
    id: 'amused',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'amused', meaning: 'Finding something funny; ready to laugh.' },
    es: { word: 'diversión', meaning: 'Encontrarle gracia a algo; tener la risa a punto.' },
  },
  {
    id: 'surprised',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'surprised', meaning: 'Caught off guard by something unexpected and welcome.' },
    es: { word: 'sorpresa', meaning: 'El impacto agradable de algo que no esperabas.' },
  },
  {
    id: 'curious',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'curious', meaning: 'Wanting to find out, explore or understand more.' },
    es: { word: 'curiosidad', meaning: 'Ganas de descubrir, explorar o entender más.' },
  },
  {
    id: 'confident',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'confident', meaning: 'Trusting your own ability to handle what comes.' },
    es: { word: 'autoconfianza', meaning: 'Fe en tu propia capacidad para afrontar lo que venga.' },
  },
  {
    id: 'determined',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'determined', meaning: 'Set on reaching a goal, whatever it takes.' },
    es: { word: 'determinación', meaning: 'Firmeza para llegar a una meta, cueste lo que cueste.' },
  },
  {
    id: 'eager',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'eager', meaning: 'Keen to start something or to have it, and soon.' },
    es: { word: 'ganas', meaning: 'Deseo vivo de empezar algo o de tenerlo, y pronto.' },
  },
  {
    id: 'delighted',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'delighted', meaning: 'Very pleased by something that went better than hoped.' },
    es: { word: 'deleite', meaning: 'Gusto intenso por algo que salió mejor de lo esperado.' },
  },
  {
    id: 'hopeful',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'hopeful', meaning: 'Believing something good can still happen.' },
    es: { word: 'esperanza', meaning: 'Creer que algo bueno todavía puede pasar.' },
  },
  {
    id: 'focused',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'focused', meaning: 'Absorbed in one thing, with your attention gathered.' },
    es: { word: 'concentración', meaning: 'La atención reunida en una sola cosa.' },
  },
  {
    id: 'passionate',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'passionate', meaning: 'Caring intensely about something or someone.' },
    es: { word: 'pasión', meaning: 'Interés intenso por algo o por alguien.' },
  },
  {
    id: 'amazed',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'amazed', meaning: 'Struck with wonder at something great or beautiful.' },
    es: { word: 'asombro', meaning: 'Maravilla ante algo grande o hermoso.' },
  },
  {
    id: 'triumphant',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'triumphant', meaning: 'Having won or succeeded after an effort.' },
    es: {
      word: 'triunfo',
      meaning: 'La sensación de haber ganado o logrado algo tras el esfuerzo.',
    },
  },
  {
    id: 'cheerful',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'cheerful', meaning: 'In good spirits, and easy to be around.' },
    es: { word: 'jovialidad', meaning: 'Buen humor que contagia a quien está cerca.' },
  },
  {
    id: 'bold',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'bold', meaning: 'Ready to take a risk or to speak up.' },
    es: { word: 'audacia', meaning: 'Disposición a arriesgarse o a alzar la voz.' },
  },
  {
    id: 'brave',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'brave', meaning: 'Acting in spite of fear.' },
    es: { word: 'valentía', meaning: 'Actuar a pesar del miedo.' },
  },
  {
    id: 'in-love',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'in love', meaning: 'Drawn to someone with warmth and excitement.' },
    es: { word: 'enamoramiento', meaning: 'Atracción hacia alguien, con calidez e ilusión.' },
  },
  {
    id: 'empowered',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'empowered', meaning: 'Sure you have the strength and the right to act.' },
    es: { word: 'empoderamiento', meaning: 'Saber que tienes la fuerza y el derecho de actuar.' },
  },
  {
    id: 'adventurous',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'adventurous', meaning: 'Wanting new places, people or experiences.' },
    es: {
      word: 'espíritu aventurero',
      meaning: 'Ganas de lugares, personas o experiencias nuevas.',
    },
  },
  {
    id: 'playful',
    pleasantness: 'pleasant',
    energy: 'high',
    en: { word: 'playful', meaning: 'In the mood to joke, tease or play.' },
    es: { word: 'ganas de jugar', meaning: 'Humor para bromear, jugar o hacer el tonto.' },
  },
  // Pleasant, low energy
  {
    id: 'calm',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'calm', meaning: 'Quiet inside; nothing is pulling at you.' },
    es: { word: 'calma', meaning: 'Quietud por dentro; nada tira de ti.' },
  },
  {
    id: 'relaxed',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'relaxed', meaning: 'Loose in body and mind, the tension gone.' },
    es: { word: 'relajación', meaning: 'Cuerpo y mente sueltos, sin tensión.' },
  },
  {
    id: 'content',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'content', meaning: 'Satisfied with what is, without wanting more.' },
    es: { word: 'contento', meaning: 'Satisfacción con lo que hay, sin pedir más.' },
  },
  {
    id: 'peaceful',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'peaceful', meaning: 'Free of conflict, within you and around you.' },
    es: { word: 'paz', meaning: 'Ausencia de conflicto, dentro y alrededor de ti.' },
  },
  {
    id: 'serene',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'serene', meaning: 'Clear and steady, even while things around you move.' },
    es: { word: 'serenidad', meaning: 'Claridad y firmeza aunque todo se mueva alrededor.' },
  },
  {
    id: 'grateful',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'grateful', meaning: 'Thankful for something or someone.' },
    es: { word: 'gratitud', meaning: 'Agradecimiento por algo o por alguien.' },
  },
  {
    id: 'relieved',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'relieved', meaning: 'Lighter because a worry or a danger has passed.' },
    es: { word: 'alivio', meaning: 'Ligereza porque una preocupación o un peligro ya pasó.' },
  },
  {
    id: 'safe',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'safe', meaning: 'Protected, with no need to be on guard.' },
    es: { word: 'seguridad', meaning: 'Estar a salvo, sin necesidad de ponerte en guardia.' },
  },
  {
    id: 'loved',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'loved', meaning: 'Cared for and wanted by someone.' },
    es: { word: 'amor', meaning: 'Sentir que alguien te quiere y te cuida.' },
  },
  {
    id: 'comfortable',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'comfortable', meaning: 'At ease in your body and your surroundings.' },
    es: { word: 'comodidad', meaning: 'Estar a gusto en tu cuerpo y en tu entorno.' },
  },
  {
    id: 'balanced',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'balanced', meaning: 'Steady, with the parts of your life in proportion.' },
    es: {
      word: 'equilibrio',
      meaning: 'Estabilidad, con cada parte de la vida en su justa medida.',
    },
  },
  {
    id: 'at-ease',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'at ease', meaning: 'Untroubled and natural, with nothing to prove.' },
    es: {
      word: 'tranquilidad',
      meaning: 'Sin inquietudes, con naturalidad, sin nada que demostrar.',
    },
  },
  {
    id: 'cozy',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'cozy', meaning: 'Warm and sheltered, like a blanket on a cold day.' },
    es: { word: 'calidez', meaning: 'Abrigo y cobijo, como una manta en un día frío.' },
  },
  {
    id: 'reflective',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'reflective', meaning: 'Quietly thinking things over.' },
    es: { word: 'introspección', meaning: 'Pensar las cosas con calma, mirando hacia dentro.' },
  },
  {
    id: 'fulfilled',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'fulfilled', meaning: 'Sure that your life or your work is meaningful and whole.' },
    es: {
      word: 'plenitud',
      meaning: 'Sentir que tu vida o tu trabajo tienen sentido y están completos.',
    },
  },
  {
    id: 'accepted',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'accepted', meaning: 'Welcomed as you are.' },
    es: { word: 'aceptación', meaning: 'Sentir que te acogen tal como eres.' },
  },
  {
    id: 'compassionate',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'compassionate', meaning: "Moved by someone's pain, and wishing them well." },
    es: { word: 'compasión', meaning: 'Conmoverte por el dolor de alguien y desearle el bien.' },
  },
  {
    id: 'tender',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'tender', meaning: 'Gentle and soft toward someone or something.' },
    es: { word: 'ternura', meaning: 'Suavidad y cariño hacia alguien o algo.' },
  },
  {
    id: 'trusting',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'trusting', meaning: 'Able to rely on someone without holding back.' },
    es: { word: 'confianza', meaning: 'Poder apoyarte en alguien sin reservas.' },
  },
  {
    id: 'patient',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'patient', meaning: 'Able to wait without fretting.' },
    es: { word: 'paciencia', meaning: 'Poder esperar sin agitarte.' },
  },
  {
    id: 'humble',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'humble', meaning: 'Aware of your limits, with no need to stand out.' },
    es: { word: 'humildad', meaning: 'Conocer tus límites sin necesidad de destacar.' },
  },
  {
    id: 'rested',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'rested', meaning: 'Restored after sleep or a pause.' },
    es: { word: 'descanso', meaning: 'Recuperar fuerzas tras dormir o hacer una pausa.' },
  },
  {
    id: 'carefree',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'carefree', meaning: 'Light, with no worries pressing on you.' },
    es: { word: 'despreocupación', meaning: 'Ligereza, sin preocupaciones que pesen.' },
  },
  {
    id: 'understood',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'understood', meaning: 'Seen and heard by someone as you really are.' },
    es: {
      word: 'comprensión',
      meaning: 'Sentir que alguien te ve y te escucha como eres de verdad.',
    },
  },
  {
    id: 'connected',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'connected', meaning: 'Close to others, part of something.' },
    es: { word: 'conexión', meaning: 'Cercanía con otras personas; formar parte de algo.' },
  },
  {
    id: 'free',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'free', meaning: 'Unburdened, able to choose your own way.' },
    es: { word: 'libertad', meaning: 'Sin cargas, con la posibilidad de elegir tu camino.' },
  },
  {
    id: 'mindful',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'mindful', meaning: 'Present in this moment, noticing it as it is.' },
    es: { word: 'presencia', meaning: 'Estar en este momento y notarlo tal como es.' },
  },
  {
    id: 'harmonious',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'harmonious', meaning: 'In tune with the people and things around you.' },
    es: { word: 'armonía', meaning: 'Sintonía con las personas y las cosas que te rodean.' },
  },
  {
    id: 'satisfied',
    pleasantness: 'pleasant',
    energy: 'low',
    en: { word: 'satisfied', meaning: 'Pleased that a need or a wish was met.' },
    es: { word: 'satisfacción', meaning: 'Gusto porque una necesidad o un deseo se cumplió.' },
  },
  // Unpleasant, high energy
  {
    id: 'angry',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'angry', meaning: 'Heated by something that seems wrong or unfair.' },
    es: { word: 'enfado', meaning: 'Calor por dentro ante algo que parece mal o injusto.' },
  },
  {
    id: 'furious',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'furious', meaning: 'Angry to the point of losing control.' },
    es: { word: 'furia', meaning: 'Enfado a punto de perder el control.' },
  },
  {
    id: 'anxious',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'anxious', meaning: 'Uneasy about what might happen, the body on alert.' },
    es: { word: 'ansiedad', meaning: 'Inquietud por lo que pueda pasar, con el cuerpo en alerta.' },
  },
  {
    id: 'stressed',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'stressed', meaning: 'Under more demands than you can meet right now.' },
    es: { word: 'estrés', meaning: 'Más exigencias de las que puedes atender ahora mismo.' },
  },
  {
    id: 'frustrated',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'frustrated', meaning: 'Blocked from something you want or are working toward.' },
    es: {
      word: 'frustración',
      meaning: 'Algo te impide lograr lo que quieres o lo que persigues.',
    },
  },
  {
    id: 'irritated',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'irritated', meaning: 'Easily bothered; small things grate.' },
    es: { word: 'irritación', meaning: 'Todo molesta; hasta lo pequeño roza.' },
  },
  {
    id: 'nervous',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'nervous', meaning: 'Jittery before something uncertain.' },
    es: { word: 'nerviosismo', meaning: 'Agitación antes de algo incierto.' },
  },
  {
    id: 'afraid',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'afraid', meaning: 'Sensing a danger or a threat.' },
    es: { word: 'miedo', meaning: 'Percibir un peligro o una amenaza.' },
  },
  {
    id: 'panicked',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'panicked', meaning: 'Gripped by a sudden fear that is hard to think through.' },
    es: { word: 'pánico', meaning: 'Un miedo repentino que no deja pensar.' },
  },
  {
    id: 'overwhelmed',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'overwhelmed', meaning: 'Swamped by too much at once.' },
    es: { word: 'agobio', meaning: 'Demasiado a la vez; no das abasto.' },
  },
  {
    id: 'worried',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'worried', meaning: 'Turning over a problem that might go badly.' },
    es: { word: 'preocupación', meaning: 'Darle vueltas a algo que podría salir mal.' },
  },
  {
    id: 'restless',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'restless', meaning: 'Unable to settle or to keep still.' },
    es: { word: 'inquietud', meaning: 'No poder asentarte ni estarte en paz.' },
  },
  {
    id: 'jealous',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'jealous', meaning: "Afraid of losing someone's attention or love to another." },
    es: {
      word: 'celos',
      meaning: 'Miedo a perder la atención o el amor de alguien por otra persona.',
    },
  },
  {
    id: 'envious',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'envious', meaning: 'Wanting what someone else has.' },
    es: { word: 'envidia', meaning: 'Desear lo que tiene otra persona.' },
  },
  {
    id: 'annoyed',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'annoyed', meaning: 'Mildly angry at something that keeps bothering you.' },
    es: { word: 'fastidio', meaning: 'Enfado leve por algo que no deja de molestar.' },
  },
  {
    id: 'tense',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'tense', meaning: 'Tight in body and mind, braced for something.' },
    es: { word: 'tensión', meaning: 'Cuerpo y mente tirantes, a la espera de algo.' },
  },
  {
    id: 'embarrassed',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'embarrassed', meaning: 'Awkward because others saw you slip.' },
    es: { word: 'bochorno', meaning: 'Apuro porque otros vieron un tropiezo tuyo.' },
  },
  {
    id: 'shocked',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'shocked', meaning: 'Shaken by something sudden and hard to take in.' },
    es: {
      word: 'consternación',
      meaning: 'Un golpe interior por algo repentino y difícil de asimilar.',
    },
  },
  {
    id: 'resentful',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'resentful', meaning: 'Holding on to anger about being treated unfairly.' },
    es: { word: 'resentimiento', meaning: 'Enfado que se guarda por un trato injusto.' },
  },
  {
    id: 'impatient',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'impatient', meaning: 'Unable to wait; wanting it now.' },
    es: { word: 'impaciencia', meaning: 'No poder esperar; quererlo ya.' },
  },
  {
    id: 'pressured',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'pressured', meaning: 'Pushed by others or by the clock to do more, or faster.' },
    es: {
      word: 'presión',
      meaning: 'El empuje de otros o del reloj para hacer más, o más rápido.',
    },
  },
  {
    id: 'disgusted',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'disgusted', meaning: 'Repelled by something that seems foul or wrong.' },
    es: { word: 'asco', meaning: 'Rechazo ante algo que parece repugnante o indigno.' },
  },
  {
    id: 'horrified',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'horrified', meaning: 'Appalled by something terrible.' },
    es: { word: 'horror', meaning: 'Espanto ante algo terrible.' },
  },
  {
    id: 'hostile',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'hostile', meaning: 'Ready for a fight; set against someone.' },
    es: { word: 'hostilidad', meaning: 'Disposición a pelear; estar en contra de alguien.' },
  },
  {
    id: 'insecure',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'insecure', meaning: 'Unsure of yourself and of your worth.' },
    es: { word: 'inseguridad', meaning: 'Dudas sobre ti y sobre lo que vales.' },
  },
  {
    id: 'confused',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'confused', meaning: 'Unable to make sense of what is happening.' },
    es: { word: 'confusión', meaning: 'No lograr entender lo que pasa.' },
  },
  {
    id: 'outraged',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'outraged', meaning: 'Angry at an injustice, often one done to others.' },
    es: { word: 'indignación', meaning: 'Enfado ante una injusticia, a menudo hacia otros.' },
  },
  {
    id: 'terrified',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'terrified', meaning: 'Frightened to the core.' },
    es: { word: 'terror', meaning: 'Un miedo que cala hasta los huesos.' },
  },
  {
    id: 'defensive',
    pleasantness: 'unpleasant',
    energy: 'high',
    en: { word: 'defensive', meaning: 'Ready to protect yourself from blame or attack.' },
    es: { word: 'actitud defensiva', meaning: 'Ponerte en guardia ante una crítica o un ataque.' },
  },
  // Unpleasant, low energy
  {
    id: 'sad',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'sad', meaning: 'Low and heavy after a loss or a disappointment.' },
    es: { word: 'tristeza', meaning: 'Pesadez y desánimo por una pérdida o un desengaño.' },
  },
  {
    id: 'lonely',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'lonely', meaning: 'Wanting a closeness that is not there.' },
    es: { word: 'soledad', meaning: 'Echar en falta una cercanía que no está.' },
  },
  {
    id: 'tired',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'tired', meaning: 'Short of energy; needing rest.' },
    es: { word: 'cansancio', meaning: 'Falta de energía; necesitar descanso.' },
  },
  {
    id: 'exhausted',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'exhausted', meaning: 'Completely drained, with nothing left to give.' },
    es: { word: 'agotamiento', meaning: 'Sin fuerzas, sin nada más que dar.' },
  },
  {
    id: 'bored',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'bored', meaning: 'Uninterested, while time drags.' },
    es: { word: 'aburrimiento', meaning: 'Falta de interés mientras el tiempo no pasa.' },
  },
  {
    id: 'disappointed',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'disappointed', meaning: 'Let down because something fell short of your hopes.' },
    es: {
      word: 'decepción',
      meaning: 'Desilusión porque algo no estuvo a la altura de lo esperado.',
    },
  },
  {
    id: 'discouraged',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'discouraged', meaning: 'Losing the will to keep trying.' },
    es: { word: 'desánimo', meaning: 'Perder las ganas de seguir intentándolo.' },
  },
  {
    id: 'hopeless',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'hopeless', meaning: 'Seeing no way for things to get better.' },
    es: { word: 'desesperanza', meaning: 'No ver manera de que las cosas mejoren.' },
  },
  {
    id: 'dejected',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'dejected', meaning: 'Brought low, head and shoulders down.' },
    es: { word: 'abatimiento', meaning: 'Decaimiento, con la cabeza y los hombros caídos.' },
  },
  {
    id: 'guilty',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'guilty', meaning: 'Weighed down by something you did or failed to do.' },
    es: { word: 'culpa', meaning: 'El peso de algo que hiciste o que dejaste de hacer.' },
  },
  {
    id: 'ashamed',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'ashamed', meaning: 'Bad about who you are, not only about what you did.' },
    es: { word: 'vergüenza', meaning: 'Malestar con quien eres, no solo con lo que hiciste.' },
  },
  {
    id: 'hurt',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'hurt', meaning: "Wounded by someone's words or actions." },
    es: { word: 'dolor', meaning: 'Una herida por las palabras o los actos de alguien.' },
  },
  {
    id: 'empty',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'empty', meaning: 'Hollow inside, as if something were missing.' },
    es: { word: 'vacío', meaning: 'Un hueco por dentro, como si faltara algo.' },
  },
  {
    id: 'numb',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'numb', meaning: 'Cut off, hardly feeling anything.' },
    es: { word: 'embotamiento', meaning: 'Desconexión; apenas sientes nada.' },
  },
  {
    id: 'apathetic',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'apathetic', meaning: 'Not caring either way.' },
    es: { word: 'apatía', meaning: 'Que todo dé igual.' },
  },
  {
    id: 'melancholy',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'melancholy', meaning: 'A soft sadness that lingers.' },
    es: { word: 'melancolía', meaning: 'Una tristeza suave que se queda.' },
  },
  {
    id: 'grieving',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'grieving', meaning: 'Mourning someone or something lost.' },
    es: { word: 'duelo', meaning: 'Llorar a alguien o algo que se perdió.' },
  },
  {
    id: 'longing',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'longing', meaning: 'Missing someone or something far away.' },
    es: { word: 'añoranza', meaning: 'Echar de menos a alguien o algo que está lejos.' },
  },
  {
    id: 'nostalgic',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'nostalgic', meaning: 'Wistful for a time that has passed.' },
    es: { word: 'nostalgia', meaning: 'Anhelo de un tiempo que ya pasó.' },
  },
  {
    id: 'heartbroken',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'heartbroken', meaning: 'Crushed by the loss of a love or a deep hope.' },
    es: { word: 'desconsuelo', meaning: 'Una pena honda por un amor o una esperanza perdidos.' },
  },
  {
    id: 'regretful',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'regretful', meaning: 'Wishing you had acted differently.' },
    es: { word: 'arrepentimiento', meaning: 'Desear haber actuado de otra manera.' },
  },
  {
    id: 'drained',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'drained', meaning: 'Worn down, as if something used up your energy.' },
    es: { word: 'desgaste', meaning: 'Sentir que algo ha ido consumiendo tu energía.' },
  },
  {
    id: 'left-out',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'left out', meaning: 'Not included when others are.' },
    es: { word: 'exclusión', meaning: 'Quedarte fuera cuando otros están dentro.' },
  },
  {
    id: 'rejected',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'rejected', meaning: 'Turned away by someone.' },
    es: { word: 'rechazo', meaning: 'Sentir que alguien te aparta.' },
  },
  {
    id: 'helpless',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'helpless', meaning: 'Unable to do anything about what is happening.' },
    es: { word: 'impotencia', meaning: 'No poder hacer nada ante lo que pasa.' },
  },
  {
    id: 'vulnerable',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'vulnerable', meaning: 'Exposed, and easily hurt.' },
    es: { word: 'vulnerabilidad', meaning: 'Exposición; cualquier cosa puede hacerte daño.' },
  },
  {
    id: 'pessimistic',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'pessimistic', meaning: 'Expecting things to turn out badly.' },
    es: { word: 'pesimismo', meaning: 'Esperar que las cosas salgan mal.' },
  },
  {
    id: 'misunderstood',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'misunderstood', meaning: 'Not seen for who you are or for what you meant.' },
    es: {
      word: 'incomprensión',
      meaning: 'Sentir que no te entienden ni ven lo que quisiste decir.',
    },
  },
  {
    id: 'fragile',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'fragile', meaning: 'Easily broken right now; needing care.' },
    es: {
      word: 'fragilidad',
      meaning: 'Poder romperte con facilidad ahora mismo; necesitar cuidado.',
    },
  },
  {
    id: 'fed-up',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'fed up', meaning: 'Worn out by something that has gone on too long.' },
    es: { word: 'hastío', meaning: 'Cansancio de algo que ha durado demasiado.' },
  },
  {
    id: 'listless',
    pleasantness: 'unpleasant',
    energy: 'low',
    en: { word: 'listless', meaning: 'Without the drive or interest to do anything.' },
    es: { word: 'desgana', meaning: 'Sin impulso ni interés para hacer nada.' },
  },
];

export function quadrantOf(entry: Pick<FeelingWord, 'pleasantness' | 'energy'>): FeelingQuadrant {
  return `${entry.pleasantness}-${entry.energy}`;
}

/** A word as it is compared: trimmed, lower-cased, without accents ("Alegría" and "alegria" agree). */
export function foldFeeling(text: string): string {
  return text.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

let entriesBySpelling: Map<string, FeelingWord> | undefined;

/** The vocabulary's entry for a word in any language, however it is accented or cased. */
export function findFeelingWord(text: string): FeelingWord | undefined {
  entriesBySpelling ??= new Map(
    FEELING_WORDS.flatMap((entry) =>
      LANGUAGES.map((language) => [foldFeeling(entry[language].word), entry]),
    ),
  );
  return entriesBySpelling.get(foldFeeling(text));
}

/** The group a logged word counts in: its quarter of the mood meter, or `unplaced`. */
export function feelingGroupOf(text: string): FeelingGroup {
  const entry = findFeelingWord(text);
  return entry ? quadrantOf(entry) : 'unplaced';
}

/**
 * Every spelling of the vocabulary's words the log may hold (it stores words trimmed and
 * lower-cased, not folded): each word as written and, when it has accents, without them. The
 * server stores each logged word's quarter beside its count from this list, so that a count
 * over a whole log leaves the database as five numbers.
 */
export function feelingWordSpellings(): Array<{ spelling: string; quadrant: FeelingQuadrant }> {
  const spellings = new Map<string, FeelingQuadrant>();
  for (const entry of FEELING_WORDS) {
    for (const language of LANGUAGES) {
      const { word } = entry[language];
      spellings.set(word, quadrantOf(entry));
      spellings.set(foldFeeling(word), quadrantOf(entry));
    }
  }
  return [...spellings].map(([spelling, quadrant]) => ({ spelling, quadrant }));
}

/**
 * Whether a word is what someone starts to type: the typed text begins the word, or one of its
 * words ("love" finds "in love"), accents and case aside. Empty text matches nothing.
 */
export function feelingMatches(word: string, typed: string): boolean {
  const start = foldFeeling(typed);
  if (start === '') return false;
  const folded = foldFeeling(word);
  return folded.startsWith(start) || folded.split(/\s+/).some((part) => part.startsWith(start));
}

let quadrantsBySpelling: Map<string, FeelingQuadrant> | undefined;

/**
 * The quarter of the mood meter a logged word (trimmed and lower-cased) counts in, or null when
 * it is not one of the vocabulary's spellings.
 */
export function quadrantOfLoggedWord(word: string): FeelingQuadrant | null {
  quadrantsBySpelling ??= new Map(feelingWordSpellings().map((s) => [s.spelling, s.quadrant]));
  return quadrantsBySpelling.get(word) ?? null;
}
