import type { Messages } from '../../en/index.ts';

export const search: Messages['search'] = {
  documentTitle: 'Buscar',
  title: 'Busca en tus publicaciones',
  intro:
    'Solo se busca en tus propias publicaciones. Las palabras encuentran sus otras formas: «correr» encuentra «corriendo».',
  formLabel: 'Busca en tus publicaciones',
  typeAWord: 'Escribe una palabra para buscar.',
  words: 'Palabras',
  wordsPlaceholder: 'calma, "nuevo trabajo", correr -trabajo',
  search: 'Buscar',
  category: 'Categoría',
  allCategories: 'Todas las categorías',
  from: 'Escrito desde',
  until: 'Escrito hasta',
  backwards: 'Elige un día igual o posterior al primero.',
  typeAbove: 'Escribe una o dos palabras arriba para buscar en todo lo que has escrito.',
  searching: 'Buscando...',
  best: 'Las {{n}} mejores coincidencias con «{{words}}»',
  matches_one: '{{count}} publicación coincide con «{{words}}»',
  matches_other: '{{count}} publicaciones coinciden con «{{words}}»',
  matches_many: '{{count}} publicaciones coinciden con «{{words}}»',
  couldNotSearch: 'No pudimos buscar en tus publicaciones',
  noMatches: 'Ninguna publicación coincide con «{{words}}». Prueba con otra palabra.',
  noMatchesFiltered:
    'Ninguna publicación coincide con «{{words}}» con estos filtros. Prueba con otra palabra o con menos filtros.',
  results: 'Resultados de la búsqueda',
  couldNotLoadMore: 'No pudimos cargar más resultados',
  showMore: 'Mostrar más resultados',
};
