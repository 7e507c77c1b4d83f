import { isKnownTimeZone } from './local-time.ts';
import { z } from './zod.ts';

/**
 * A person's time zone: an IANA name the platform knows ("Europe/Paris", "UTC"), so that their
 * days, weeks and "today" are theirs wherever the server runs.
 */
export const timeZoneSchema = z.string().max(64).refine(isKnownTimeZone, {
  message: 'Unknown time zone: use an IANA name, such as Europe/Paris or Pacific/Kiritimati.',
});
