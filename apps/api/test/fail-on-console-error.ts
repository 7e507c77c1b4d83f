import { afterEach, vi } from 'vitest';

// A test that logs console.error hides a failure; make it fail loudly instead.
const errors: unknown[][] = [];
/**
 * The browser's note that a ResizeObserver callback changed the layout it observes (Mantine's
 * dropdowns measure themselves as they open): the notifications are delivered in the next
 * frame, nothing is lost, and whether it shows depends on the machine's timing alone.
 */
const BENIGN = /^(Error: )?ResizeObserver loop completed with undelivered notifications\.?$/;

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (args.length === 1 && BENIGN.test(String(args[0]))) return;
  errors.push(args);
});

afterEach(() => {
  if (errors.length > 0) {
    const logged = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called:\n${logged.join('\n')}`);
  }
});
