/**
 * The options "I'm Taking Action" keeps (docs/product.md section 4, "Excitement"): blank ones
 * dropped, the rest trimmed, and the chosen index moved with them, so a blank option before
 * the chosen one never shifts the choice onto its neighbour. Read by the request's schema and
 * by a sealed journal's device, which makes the post itself.
 */
export function keepChosenOptions(
  choices: readonly string[],
  choiceSelected: number,
): { choices: string[]; choiceSelected: number } {
  const isKept = (choice: string) => choice.trim().length > 0;
  return {
    choices: choices.filter(isKept).map((choice) => choice.trim()),
    choiceSelected: choices.slice(0, choiceSelected).filter(isKept).length,
  };
}
