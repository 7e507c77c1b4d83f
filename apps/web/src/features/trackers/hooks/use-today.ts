import { localDay } from '@app/domain/tracker-streaks.ts';
import { useEffect, useState } from 'react';

const CHECK_EVERY_MS = 60_000;

/**
 * Today as the person's local calendar day (YYYY-MM-DD), checked every minute so a page left
 * open past midnight counts streaks from the new day.
 */
export function useToday(): string {
  const [today, setToday] = useState(() => localDay());
  useEffect(() => {
    const timer = window.setInterval(() => setToday(localDay()), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
