import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import gridClasses from '../post-card/post-card-grid.module.css';
import classes from './page-skeleton.module.css';

type PageSkeletonVariant = 'list' | 'detail' | 'form';

interface PageSkeletonProps {
  /** The shape of what is coming: cards in a grid, a text to read, or a guided form's blocks. */
  variant: PageSkeletonVariant;
  /** What screen readers hear while it loads: "Loading your post"; "Loading" by default. */
  label?: string;
  /** Off where the page already shows its own heading above the part still loading. */
  withTitle?: boolean;
}

/**
 * What a page or a part of one shows while its data or code is on the way: grey blocks where
 * its content will be, so nothing jumps when it arrives. The region is busy and says what it
 * waits for; the blocks themselves are hidden from screen readers.
 */
export function PageSkeleton({ variant, label, withTitle = true }: PageSkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={classes.region}>
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
      <Stack gap="lg" aria-hidden data-variant={variant}>
        {withTitle && (
          <div>
            <Skeleton height={12} width="25%" mb="sm" />
            <Skeleton height={32} width="60%" />
          </div>
        )}
        {variant === 'list' && <CardsSkeleton />}
        {variant === 'detail' && <DetailSkeleton />}
        {variant === 'form' && <FormSkeleton />}
      </Stack>
    </div>
  );
}

function CardsSkeleton() {
  return (
    <div className={gridClasses.grid}>
      {[0, 1, 2].map((index) => (
        <Paper key={index} withBorder radius="lg" p="md">
          <Skeleton height={12} width="40%" mb="sm" />
          <Skeleton height={20} width="80%" mb="md" />
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} width="70%" />
        </Paper>
      ))}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
      <Skeleton height={12} width="30%" mb="lg" />
      {[0, 1].map((block) => (
        <div key={block} className={classes.block}>
          <Skeleton height={18} width="45%" mb="sm" />
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} width="60%" />
        </div>
      ))}
    </Paper>
  );
}

function FormSkeleton() {
  return (
    <>
      <Skeleton height={14} width="80%" />
      {[0, 1].map((block) => (
        <Paper key={block} withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
          <Skeleton height={18} width="50%" mb="md" />
          <Skeleton height={84} radius="sm" />
        </Paper>
      ))}
    </>
  );
}
