/** The interface's languages (issue 11): English, the source, and Spanish. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
