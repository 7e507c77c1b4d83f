import { type ImageWidth, imageUrl } from '@app/domain/image-urls.ts';
import { Avatar, type AvatarProps } from '@mantine/core';

interface UserAvatarProps extends Omit<AvatarProps, 'name' | 'src'> {
  displayName: string;
  /** The person's avatar image id (user.image); initials show when there is none. */
  imageId?: string | null;
}

/**
 * Enough for a 38 px avatar on a 3x phone screen, and a small file. An avatar narrower than
 * this is served as it is (the server never upscales), so the URL is always valid.
 */
const AVATAR_VARIANT_WIDTH: ImageWidth = 300;

/**
 * The person's own image when they set one, else their initials. Mantine's Avatar falls back
 * to the initials by itself when the image cannot load (deleted, offline), so there is never
 * a broken-image icon in the top bar.
 */
export function UserAvatar({ displayName, imageId, ...props }: UserAvatarProps) {
  const src = imageId ? imageUrl(imageId, AVATAR_VARIANT_WIDTH) : null;
  return <Avatar name={displayName} color="initials" alt="" src={src} {...props} />;
}
