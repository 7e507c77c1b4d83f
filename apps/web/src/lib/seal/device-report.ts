import type { ReportQuery, SealedArchive } from '@app/domain/archive.schemas.ts';
import { type ReportPost, reportHtml, reportPeriod } from '@app/domain/archive-report.ts';
import { feelingsOverviewOf } from '@app/domain/feelings-overview.ts';
import { sealedPictureWidthFor } from '@app/domain/image-urls.ts';
import { API_BASE, apiRequest } from '@/api/client.ts';
import { fetchSealedPicture } from '@/api/sealed-picture-file.ts';
import { openArchivedFeelings, openPost } from './device-export.ts';
import type { OpenJournal } from './journal-crypto.ts';
import { SealBrokenError } from './journal-crypto.ts';

/*
 * "For my therapist or coach" for a sealed journal, written on the device (decision 0068): the
 * server hands over its envelopes (`GET /archive/sealed`), the posts and feelings of the period
 * are opened here, and the page is the domain's report, the one the server writes for an open
 * journal. Its pictures are opened here too and put in the page as data: URLs.
 */

/** The width a report's picture is shown at, as the server's report asks for it. */
const REPORT_PICTURE_WIDTH = 700;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** A post's picture as the report's page loads it; null when it has none or it does not open. */
async function pictureOf(
  journal: OpenJournal,
  imageId: string | null,
  images: SealedArchive['images'],
): Promise<ReportPost['picture']> {
  const image = imageId ? images.find((candidate) => candidate.id === imageId) : undefined;
  if (!image) return null;
  const width = Math.min(image.width, REPORT_PICTURE_WIDTH);
  if (!image.sealed) {
    return { src: `${location.origin}${API_BASE}/images/${image.id}-700.jpg`, width };
  }
  try {
    const fetched = sealedPictureWidthFor(image.width, REPORT_PICTURE_WIDTH, 1);
    return { src: await dataUrlOf(await fetchSealedPicture(journal, image.id, fetched)), width };
  } catch (error) {
    if (error instanceof SealBrokenError) return null;
    throw error;
  }
}

/** The report of the period and exercises asked for, as one HTML document. */
export async function sealedJournalReport(
  journal: OpenJournal,
  query: ReportQuery,
): Promise<string> {
  const { data } = await apiRequest('/archive/sealed', {
    schema: 'archive.sealedArchiveResponseSchema',
  });
  const { from, before } = reportPeriod(query);
  const isInPeriod = (created: string) => {
    const instant = Date.parse(created);
    return instant >= from.getTime() && instant < before.getTime();
  };
  const chosen = data.posts
    .filter((post) => isInPeriod(post.created))
    .filter((post) => !query.categories || query.categories.includes(post.category))
    .sort((a, b) => Date.parse(a.created) - Date.parse(b.created));
  const posts: ReportPost[] = [];
  for (const post of chosen) {
    const opened = await openPost(journal, post);
    if (!opened) continue;
    posts.push({
      ...opened,
      created: new Date(post.created),
      picture: await pictureOf(journal, post.image, data.images),
    });
  }
  const feelings = (await openArchivedFeelings(journal, data.feelings)).filter((feeling) =>
    isInPeriod(feeling.created),
  );
  const { trending, total, groups } = feelingsOverviewOf(feelings);
  return reportHtml({
    name: data.profile.name,
    query,
    posts,
    feelings: { trending, total, groups },
    backHref: `${location.origin}/profile`,
  });
}
