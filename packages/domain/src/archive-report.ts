import type { ReportQuery } from './archive.schemas.ts';
import type { FeelingGroup } from './feeling-words.ts';
import type { FeelingGroupCount, TrendingFeeling } from './feelings.schemas.ts';
import { instantOfLocalTime, nextCalendarDay } from './local-time.ts';
import { type PostSection, postSections } from './post-sections.ts';
import { POST_TYPES } from './post-types.ts';

/*
 * "For my therapist or coach": a printable HTML page of the posts written in a period, of the
 * categories chosen, with a summary of the moods noted on them and the feelings logged most
 * in that period. The server writes it for an open journal, the person's device for a sealed
 * one (decision 0068), both here. Everything a person typed is escaped: it is shown as text,
 * never as markup.
 */

/** A post as the report shows it: its writing, when it was written, and its picture's source. */
export type ReportPost = Parameters<typeof postSections>[0] & {
  created: Date;
  picture: { src: string; width: number } | null;
};

/** The logged feelings of the period, counted as GET feelings counts them. */
export type ReportFeelings = {
  trending: TrendingFeeling[];
  total: number;
  groups: FeelingGroupCount[];
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * The instants the report's period covers: from the start of its first day to the start of the
 * day after its last, each on the clock of its time zone (summer time included).
 */
export function reportPeriod(query: ReportQuery): { from: Date; before: Date } {
  return {
    from: instantOfLocalTime(query.from, '00:00', query.timeZone),
    before: instantOfLocalTime(nextCalendarDay(query.to), '00:00', query.timeZone),
  };
}

type MoodCount = { mood: string; count: number };

/** The moods noted on the posts, most frequent first (the same word in any case counts once). */
export function summariseMoods(posts: ReadonlyArray<{ mood: string }>): {
  moods: MoodCount[];
  withoutMood: number;
} {
  const counts = new Map<string, MoodCount>();
  let withoutMood = 0;
  for (const { mood } of posts) {
    const text = mood.trim();
    if (text === '') {
      withoutMood += 1;
      continue;
    }
    const key = text.toLowerCase();
    const current = counts.get(key) ?? { mood: text, count: 0 };
    current.count += 1;
    counts.set(key, current);
  }
  const moods = [...counts.values()].sort(
    (a, b) => b.count - a.count || a.mood.localeCompare(b.mood),
  );
  return { moods, withoutMood };
}

const STYLE = `
  body { font: 16px/1.5 Georgia, 'Times New Roman', serif; color: #1a1b1e; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.8rem; margin-bottom: 0.2rem; }
  h2 { font-size: 1.3rem; border-bottom: 1px solid #ccc; padding-bottom: 0.2rem; margin-top: 2rem; }
  h3 { font-size: 1.15rem; margin-bottom: 0.2rem; }
  h4 { font-size: 1rem; margin: 1rem 0 0.2rem; }
  .meta, .note { color: #555; }
  table { border-collapse: collapse; margin: 0.5rem 0; }
  th, td { text-align: left; padding: 0.2rem 1rem 0.2rem 0; border-bottom: 1px solid #eee; }
  article { break-inside: avoid-page; border-top: 1px solid #ddd; padding-top: 0.5rem; margin-top: 1.5rem; }
  h2 + article { border-top: none; margin-top: 0; }
  p.text { white-space: pre-wrap; margin: 0; }
  img { max-width: 100%; height: auto; }
  nav { margin-bottom: 1rem; }
  nav a { color: #0b6e70; display: inline-block; padding: 0.6rem 0; }
  @media print { body { margin: 0; max-width: none; } .note, nav { display: none; } }
  @page { margin: 2cm; }
`;

function sectionHtml(section: PostSection): string {
  const heading = `<h4>${escapeHtml(section.heading)}</h4>`;
  if (section.kind === 'text') return `${heading}<p class="text">${escapeHtml(section.text)}</p>`;
  const items =
    section.kind === 'list'
      ? section.items.map((item) => `<li>${escapeHtml(item)}</li>`)
      : section.items.map(
          (item) => `<li>${item.complete ? '☑' : '☐'} ${escapeHtml(item.action)}</li>`,
        );
  return `${heading}<ul>${items.join('')}</ul>`;
}

function postHtml(post: ReportPost, dateOf: (instant: Date) => string): string {
  const meta = [POST_TYPES[post.category].title, dateOf(post.created)];
  if (post.mood) meta.push(`mood: ${post.mood}`);
  const picture = post.picture
    ? `<img src="${escapeHtml(post.picture.src)}" alt="The post's picture" width="${post.picture.width}">`
    : '';
  return [
    '<article>',
    `<h3>${escapeHtml(post.title)}</h3>`,
    `<p class="meta">${escapeHtml(meta.join(' · '))}</p>`,
    picture,
    ...postSections(post).map(sectionHtml),
    '</article>',
  ].join('\n');
}

function moodsHtml({ moods, withoutMood }: ReturnType<typeof summariseMoods>): string {
  if (moods.length === 0) return '<p>No moods were noted on these posts.</p>';
  const rows = moods.map((m) => `<tr><td>${escapeHtml(m.mood)}</td><td>${m.count}</td></tr>`);
  const without = withoutMood > 0 ? `<p class="meta">${withoutMood} without a mood.</p>` : '';
  return `<table><thead><tr><th>Mood</th><th>Posts</th></tr></thead><tbody>${rows.join('')}</tbody></table>${without}`;
}

function feelingsHtml(trending: TrendingFeeling[], total: number): string {
  if (trending.length === 0) return '<p>No feelings were logged in this period.</p>';
  const rows = trending.map(
    (f) => `<tr><td>${escapeHtml(f.feeling)}</td><td>${f.count}</td><td>${f.percent}%</td></tr>`,
  );
  return `<p class="meta">${total} feelings logged in the period; the most frequent:</p><table><thead><tr><th>Feeling</th><th>Times</th><th>Share</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The mood meter's quarters as the report names them (the report is written in English). */
const GROUP_NAMES: Record<FeelingGroup, string> = {
  'pleasant-high': 'Pleasant, high energy',
  'pleasant-low': 'Pleasant, low energy',
  'unpleasant-high': 'Unpleasant, high energy',
  'unpleasant-low': 'Unpleasant, low energy',
  unplaced: 'Words outside the vocabulary',
};

function feelingGroupsHtml(groups: FeelingGroupCount[], total: number): string {
  if (total === 0) return '';
  const rows = groups.map(
    (g) => `<tr><td>${GROUP_NAMES[g.group]}</td><td>${g.count}</td><td>${g.percent}%</td></tr>`,
  );
  return `<h3>On the mood meter</h3><p class="meta">The period's feelings by how pleasant they are and how much energy they carry.</p><table><thead><tr><th>Group</th><th>Times</th><th>Share</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * The report as one HTML document (no scripts: the server's route sends a CSP that allows none,
 * and the device's copy inherits the app's). `backHref` leads back to the profile.
 */
export function reportHtml({
  name,
  query,
  posts,
  feelings,
  backHref,
}: {
  name: string;
  query: ReportQuery;
  posts: readonly ReportPost[];
  feelings: ReportFeelings;
  backHref: string;
}): string {
  const { from } = reportPeriod(query);
  const dayFormat = new Intl.DateTimeFormat('en-CA', {
    timeZone: query.timeZone,
    dateStyle: 'medium',
  });
  const dateOf = (instant: Date) => dayFormat.format(instant);
  const periodFormat = new Intl.DateTimeFormat('en-CA', {
    timeZone: query.timeZone,
    dateStyle: 'long',
  });
  const whose = name ? ` of ${name}` : '';
  const categories = query.categories
    ? query.categories.map((c) => POST_TYPES[c].title).join(', ')
    : 'all exercises';
  const title = `Journal${whose}, ${periodFormat.format(from)} to ${periodFormat.format(instantOfLocalTime(query.to, '00:00', query.timeZone))}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<nav><a href="${escapeHtml(backHref)}">← Back to Inner Compass</a></nav>
<h1>${escapeHtml(title)}</h1>
<p class="meta">From Inner Compass. ${posts.length} ${posts.length === 1 ? 'post' : 'posts'}: ${escapeHtml(categories)}.</p>
<p class="note">To keep a copy or a PDF, use your browser's Print (Ctrl+P or ⌘P) and choose "Save as PDF".</p>
</header>
<section>
<h2>Moods</h2>
${moodsHtml(summariseMoods(posts))}
</section>
<section>
<h2>Trending feelings</h2>
${feelingsHtml(feelings.trending, feelings.total)}
${feelingGroupsHtml(feelings.groups, feelings.total)}
</section>
<section>
<h2>Posts</h2>
${posts.length === 0 ? '<p>No posts in this period.</p>' : posts.map((post) => postHtml(post, dateOf)).join('\n')}
</section>
</body>
</html>
`;
}
