/** Splits a long list into chunks (an IN list per query stays well under the parameter limit). */
export function inChunks<T>(items: readonly T[], size = 1000): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
