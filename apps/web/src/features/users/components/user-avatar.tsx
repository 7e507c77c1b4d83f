import { Avatar, type AvatarProps } from '@mantine/core';

interface UserAvatarProps extends Omit<AvatarProps, 'name' | 'src'> {
  displayName: string;
}

/**
 * Initials for now; the profile issue adds the person's own image, which needs the images
 * API to build its URL.
 */
export function UserAvatar({ displayName, ...props }: UserAvatarProps) {
  return <Avatar name={displayName} color="initials" alt="" {...props} />;
}
