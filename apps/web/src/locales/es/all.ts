import type { Messages } from '../en/index.ts';
import { es } from './index.ts';
import { account } from './routes/account.ts';
import { archive } from './routes/archive.ts';
import { billing } from './routes/billing.ts';
import { community } from './routes/community.ts';
import { dailyIntention } from './routes/daily-intention.ts';
import { errors } from './routes/errors.ts';
import { excitement } from './routes/excitement.ts';
import { exercises } from './routes/exercises.ts';
import { firstRun } from './routes/first-run.ts';
import { identityPage } from './routes/identity-page.ts';
import { imageInput } from './routes/image-input.ts';
import { insights } from './routes/insights.ts';
import { lock } from './routes/lock.ts';
import { passkeys } from './routes/passkeys.ts';
import { postPages } from './routes/post-pages.ts';
import { reminders } from './routes/reminders.ts';
import { seal } from './routes/seal.ts';
import { search } from './routes/search.ts';
import { site } from './routes/site.ts';
import { trackers } from './routes/trackers.ts';

/** Every Spanish namespace (see en/all.ts); the type checker names any that is missing. */
export const allEs: Messages = {
  ...es,
  errors,
  site,
  archive,
  reminders,
  lock,
  search,
  account,
  postPages,
  imageInput,
  exercises,
  firstRun,
  billing,
  community,
  trackers,
  dailyIntention,
  excitement,
  insights,
  identityPage,
  passkeys,
  seal,
};
