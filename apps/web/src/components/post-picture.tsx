import { sealedPictureWidthFor } from '@app/domain/image-urls.ts';
import { Loader, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import {
  type ComponentPropsWithoutRef,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/api/client.ts';
import { fetchSealedPicture } from '@/api/sealed-picture-file.ts';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import { type OpenJournal, SealBrokenError } from '@/lib/seal/journal-crypto.ts';
import { getOpenJournal, subscribeToOpenJournal } from '@/lib/seal/open-journal.ts';
import classes from './post-picture.module.css';

type PostPictureProps = Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'srcSet' | 'width' | 'height'
> & {
  imageId: string;
  width: number | null;
  height: number | null;
  alt: string;
  /** How wide the picture shows at each window width (for a plain picture's srcset). */
  sizes: string;
  /** The widest it shows, in CSS pixels: a sealed picture's width is chosen for it. */
  widestCss: number;
  /** The person's own post: only theirs may be sealed (another's shared post is plain). */
  isOwn: boolean;
  /** Told when a sealed picture shows its own message instead (it did not open or load). */
  onUnavailable?: () => void;
};

/**
 * A post's picture. While the journal is open on this device (sealed, or being sealed or
 * unsealed) the picture may be sealed: its ciphertext is fetched at the width the place needs,
 * opened here and shown through a blob: URL that is revoked when it leaves the page. A picture
 * the server holds plain (one not sealed yet, mid-change) shows as any other.
 */
export function PostPicture(props: PostPictureProps) {
  const journal = useSyncExternalStore(subscribeToOpenJournal, getOpenJournal, () => null);
  const { widestCss, onUnavailable, isOwn, ...imageProps } = props;
  if (!journal || !isOwn || !props.width) return <ResponsiveImage {...imageProps} />;
  return <SealedPicture {...props} width={props.width} journal={journal} />;
}

type Shown =
  | { state: 'opening' }
  | { state: 'open'; url: string }
  | { state: 'plain' }
  | { state: 'broken' }
  | { state: 'failed' };

function SealedPicture({
  journal,
  imageId,
  width,
  height,
  widestCss,
  alt,
  sizes,
  className,
  onUnavailable,
  isOwn: _isOwn,
  loading: _loading,
  ...imgProps
}: PostPictureProps & { width: number; journal: OpenJournal }) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState<Shown>({ state: 'opening' });
  // Read when the answer comes, so a caller's new function each render does not fetch again.
  const tellUnavailable = useRef(onUnavailable);
  tellUnavailable.current = onUnavailable;

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setShown({ state: 'opening' });
    const fetched = sealedPictureWidthFor(width, widestCss, window.devicePixelRatio || 1);
    fetchSealedPicture(journal, imageId, fetched, controller.signal)
      .then((jpeg) => {
        url = URL.createObjectURL(jpeg);
        setShown({ state: 'open', url });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiRequestError(error) && error.status === 404) return setShown({ state: 'plain' });
        setShown({ state: error instanceof SealBrokenError ? 'broken' : 'failed' });
        tellUnavailable.current?.();
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [journal, imageId, width, widestCss]);

  if (shown.state === 'plain') {
    return (
      <ResponsiveImage
        {...imgProps}
        imageId={imageId}
        width={width}
        height={height}
        alt={alt}
        sizes={sizes}
        className={className}
      />
    );
  }
  if (shown.state === 'open') {
    return (
      <img
        {...imgProps}
        src={shown.url}
        alt={alt}
        width={width}
        height={height ?? undefined}
        className={className}
      />
    );
  }
  const ratio = height ? `${width} / ${height}` : undefined;
  // The caller's class gives the picture's place (its width, corners, height limits); the
  // message is centred within it.
  return (
    <div className={className} style={{ aspectRatio: ratio }}>
      <div className={classes.placeholder} role={shown.state === 'opening' ? 'status' : 'alert'}>
        {shown.state === 'opening' ? (
          <>
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('sealedPicture.opening')}</Text>
          </>
        ) : (
          <Stack gap={4} align="center" px="md">
            <IconPhotoOff size={28} aria-hidden />
            <Text size="sm" fw={600} ta="center">
              {shown.state === 'broken' ? t('sealedPicture.broken') : t('sealedPicture.failed')}
            </Text>
            {shown.state === 'broken' && (
              <Text size="xs" c="dimmed" ta="center">
                {t('sealedPicture.brokenText')}
              </Text>
            )}
          </Stack>
        )}
      </div>
    </div>
  );
}
