import { displayUserOf } from '@app/domain/display-users.ts';
import { Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AVATAR_URL } from '@/lib/default-images.ts';
import type { AllMessages } from '@/locales/en/index.ts';

/** The display users' avatars ship in apps/web/public/images: one small SVG each. */
function displayUserAvatarUrl(fakeUser: number | null): string {
  return `/images/${displayUserOf(fakeUser).avatar}`;
}

type PseudonymSlug = keyof AllMessages['community']['pseudonyms'];

/**
 * A display user's name in the active language. The slug finds it (the domain's English name
 * stays the fallback, for a pseudonym added later and not yet translated).
 */
export function usePseudonymName(): (fakeUser: number | null) => string {
  const { t } = useTranslation('community');
  return (fakeUser) => {
    const { slug, name } = displayUserOf(fakeUser);
    return t(`pseudonyms.${slug as PseudonymSlug}`, { defaultValue: name });
  };
}

const AVATAR_SIZES = { sm: 24, md: 32 } as const;

interface PseudonymProps {
  /** The display user the post or suggestion appears under (docs/product.md section 3, fakeUser). */
  fakeUser: number | null;
  /** The viewer wrote it: they read "You", not the pseudonym others see. */
  isYou?: boolean;
  size?: keyof typeof AVATAR_SIZES;
}

/**
 * Who wrote a shared post or a suggestion, as anyone but its writer may know it: a pseudonym
 * and its avatar, never a name, contact or picture of the person (docs/security.md). Shared
 * by the posts feature (cards, the detail page) and the community feature (suggestions).
 */
export function Pseudonym({ fakeUser, isYou = false, size = 'md' }: PseudonymProps) {
  const { t } = useTranslation('common');
  return (
    <Group component="span" gap={size === 'sm' ? 6 : 8} wrap="nowrap" display="inline-flex">
      {/* Decorative: the name beside it says who. */}
      <Avatar
        src={isYou ? DEFAULT_AVATAR_URL : displayUserAvatarUrl(fakeUser)}
        alt=""
        size={AVATAR_SIZES[size]}
        radius="xl"
      />
      <Text span fw={600} size={size === 'sm' ? 'sm' : 'md'}>
        {isYou ? t('you') : <PseudonymName fakeUser={fakeUser} />}
      </Text>
    </Group>
  );
}

/** Its own component: only others' posts fetch the community texts, so own cards never wait. */
function PseudonymName({ fakeUser }: { fakeUser: number | null }) {
  return usePseudonymName()(fakeUser);
}
