import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { HomePlaceholder } from '@/features/home/components/home-placeholder.tsx';
import { usePrerenderedHero } from '@/features/home/hooks/use-prerendered-hero.ts';

/**
 * What a page shows while its code or the session check is on the way: a skeleton, or on /urnb
 * opened with the hero the server drew (decision 0025), that hero above the skeleton.
 */
export function PageLoader({ label }: { label?: string }) {
  const hero = usePrerenderedHero();
  return hero ? <HomePlaceholder hero={hero} /> : <PageSkeleton variant="detail" label={label} />;
}
