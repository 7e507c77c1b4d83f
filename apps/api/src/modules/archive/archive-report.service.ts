import type { ReportQuery } from '@app/domain/archive.schemas.ts';
import { reportHtml, reportPeriod } from '@app/domain/archive-report.ts';
import type { Database } from '../../db/client.ts';
import { assertJournalReadable, getUser } from '../../policies/people.ts';
import { getTrendingFeelingsBetween } from '../feelings/feelings-archive.service.ts';
import { listOwnPostsForArchive } from '../posts/posts-archive.repository.ts';

/*
 * "For my therapist or coach" for an open journal: the posts and feelings of the period, read
 * here and written as the domain's report (a sealed journal's device writes the same one).
 */

/** The report as one HTML document (no scripts; its route sends a CSP that allows none). */
export async function buildReport(
  db: Database,
  userId: string,
  query: ReportQuery,
): Promise<string> {
  await assertJournalReadable(db, userId);
  const { from, before } = reportPeriod(query);
  const [user, posts, feelings] = await Promise.all([
    getUser(db, userId),
    listOwnPostsForArchive(db, userId, {
      from,
      before,
      ...(query.categories ? { categories: query.categories } : {}),
    }),
    getTrendingFeelingsBetween(db, userId, from, before),
  ]);
  return reportHtml({
    name: user.name,
    query,
    posts: posts.map((post) => ({
      ...post,
      created: post.createdAt,
      picture: post.image
        ? { src: `/api/v1/images/${post.image}-700.jpg`, width: post.imageWidth ?? 700 }
        : null,
    })),
    feelings,
    backHref: '/profile',
  });
}
