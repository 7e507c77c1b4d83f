import type { Messages } from '../en/index.ts';

export const categories: Messages['categories'] = {
  label: {
    align: 'Alinéate',
    anxiety: 'Ansiedad',
    dailyintention: 'Intención del día',
    didwrong: 'Hice algo mal',
    excitement: 'Ilusión',
    failure: 'Fracaso',
    identity: 'Identidad',
    journal: 'Diario',
    manifest: 'Manifestar',
    manifestthing: 'Manifestar: método de las emociones',
    manifestwall: 'Manifestar: método del muro',
    manifesttrait: 'Manifestar: una emoción',
    problem: 'Tengo un problema',
    question: 'Pregunta',
    recast: 'Reformular',
    relabel: 'Reetiquetar',
    relationship: 'Problemas de pareja',
    trust: 'Confianza',
  },
};
