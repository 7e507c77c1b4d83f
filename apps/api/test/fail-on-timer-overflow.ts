import { afterEach } from 'vitest';

/*
 * A timer set past setTimeout's range (about 24.8 days) runs after 1 ms instead, and Node only
 * warns. One that far off is a clock gone wrong: a test's Date set back under PGlite's
 * PostgreSQL (its timeouts then fall due months away, and its timer fires every millisecond
 * until they do), or a delay worked out from the wrong clock. Either fails the test it ran in.
 */
const overflows: string[] = [];
const listening = Symbol.for('inner-compass.fail-on-timer-overflow');
const processState = process as NodeJS.Process & { [listening]?: boolean };
if (!processState[listening]) {
  processState[listening] = true;
  process.on('warning', (warning) => {
    if (warning.name === 'TimeoutOverflowWarning') overflows.push(warning.message);
  });
}

afterEach(() => {
  if (overflows.length === 0) return;
  const [first] = overflows;
  const count = overflows.splice(0).length;
  throw new Error(`${count} timers were set past setTimeout's range; the first: ${first}`);
});
