import { useEffect, useState } from 'react';

/** The options of "Follow Your Excitement" and the chosen one, by its place in the list. */
export interface ExcitementOptions {
  choices: string[];
  selected: number;
}

/** Kept per tab, so a reload (or a look at another page) keeps the options being weighed. */
const STORAGE_KEY = 'excitement:options';

const EMPTY: ExcitementOptions = { choices: [], selected: 0 };

function isExcitementOptions(value: unknown): value is ExcitementOptions {
  if (typeof value !== 'object' || value === null) return false;
  const { choices, selected } = value as Record<string, unknown>;
  return (
    Array.isArray(choices) &&
    choices.every((choice) => typeof choice === 'string') &&
    Number.isInteger(selected)
  );
}

function readStoredOptions(): ExcitementOptions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!isExcitementOptions(parsed)) return EMPTY;
    const selected =
      parsed.selected >= 0 && parsed.selected < parsed.choices.length ? parsed.selected : 0;
    return { choices: parsed.choices, selected };
  } catch {
    // Storage blocked or the value damaged: start with no options.
    return EMPTY;
  }
}

function writeStoredOptions(options: ExcitementOptions): void {
  try {
    if (options.choices.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(options));
  } catch {
    // Storage full or blocked: the options still work for this page.
  }
}

/** Adds an option; blank or whitespace-only text is ignored (docs/product.md section 5). */
export function addOption(options: ExcitementOptions, text: string): ExcitementOptions {
  const choice = text.trim();
  if (choice === '') return options;
  return { ...options, choices: [...options.choices, choice] };
}

/**
 * Removes an option. Removing the selected one selects the first (docs/product.md section 4); removing
 * one above it keeps the same option selected.
 */
function removeOption(options: ExcitementOptions, index: number): ExcitementOptions {
  const choices = options.choices.filter((_choice, i) => i !== index);
  const selected =
    index === options.selected
      ? 0
      : index < options.selected
        ? options.selected - 1
        : options.selected;
  return { choices, selected };
}

/** The options being weighed on /excitement-start, kept in session storage. */
export function useExcitementOptions() {
  const [options, setOptions] = useState(readStoredOptions);

  useEffect(() => writeStoredOptions(options), [options]);

  return {
    options,
    setOptions,
    select: (index: number) => setOptions((current) => ({ ...current, selected: index })),
    remove: (index: number) => setOptions((current) => removeOption(current, index)),
    /** After acting: the next visit starts afresh (written at once: the page is leaving). */
    reset: () => {
      writeStoredOptions(EMPTY);
      setOptions(EMPTY);
    },
  };
}
