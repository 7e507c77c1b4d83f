import type { Notice } from '@app/domain/notices.schemas.ts';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Popover,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkNoticesRead, useNotices } from '@/api/notices.ts';
import { CountBadge, countBadgeAnchorClass } from '@/components/count-badge.tsx';
import { useFormat } from '@/lib/i18n/format.ts';
import classes from './notices-menu.module.css';

/**
 * The top bar's bell (decision 0063): its badge counts unread notices, and it opens the newest
 * ones, each leading to the post it is about. A notice says what happened, never who did it.
 * Opening a notice marks it read; "Mark all read" marks the rest.
 */
export function NoticesMenu() {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const notices = useNotices();
  const markRead = useMarkNoticesRead();
  const [isOpen, setIsOpen] = useState(false);

  if (notices.isPending) return <Skeleton circle height={38} />;
  const unread = notices.data?.unread ?? 0;
  const items = notices.data?.items ?? [];

  function open(notice: Notice) {
    setIsOpen(false);
    if (!notice.read) markRead.mutate([notice._id]);
  }

  return (
    <Popover
      opened={isOpen}
      onChange={setIsOpen}
      position="bottom-end"
      width={340}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          radius="xl"
          className={countBadgeAnchorClass}
          aria-label={
            unread > 0 ? t('notices.buttonUnread', { count: unread }) : t('notices.button')
          }
          title={t('notices.title')}
          onClick={() => setIsOpen((current) => !current)}
        >
          <IconBell size={22} aria-hidden />
          {unread > 0 && <CountBadge count={unread} />}
        </ActionIcon>
      </Popover.Target>
      {/* Never wider than the window, on the narrowest phones too. */}
      <Popover.Dropdown maw="calc(100vw - 16px)" aria-labelledby={headingId} p="xs">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" px="xs" pt={4}>
            <Text component="h2" id={headingId} fw={700} size="md" m={0}>
              {t('notices.title')}
            </Text>
            {unread > 0 && (
              <Button variant="subtle" size="compact-sm" onClick={() => markRead.mutate(undefined)}>
                {t('notices.markAllRead')}
              </Button>
            )}
          </Group>
          {notices.isError && !notices.data ? (
            <Text size="sm" px="xs" pb="xs" role="alert">
              {t('notices.couldNotLoad')}
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed" px="xs" pb="xs">
              {t('notices.empty')}
            </Text>
          ) : (
            <ul className={classes.list}>
              {items.map((notice) => (
                <li key={notice._id}>
                  <NoticeItem notice={notice} onOpen={() => open(notice)} />
                </li>
              ))}
            </ul>
          )}
          {notices.isFetching && notices.data && (
            <Loader size="xs" aria-label={t('notices.loading')} mx="auto" />
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: () => void }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  return (
    <UnstyledButton
      component={Link}
      to={`/posts/${notice.postId}`}
      className={classes.item}
      data-unread={notice.read ? undefined : true}
      onClick={onOpen}
    >
      {!notice.read && (
        <>
          <span className={classes.dot} aria-hidden />
          <VisuallyHidden>{t('notices.unread')} </VisuallyHidden>
        </>
      )}
      <span className={classes.text}>
        <Text span size="sm" fw={notice.read ? 400 : 600} display="block">
          {t(`notices.${notice.kind}`)}
        </Text>
        <Text span size="xs" c="dimmed" display="block">
          <time dateTime={notice.created}>
            {format.ago(Date.parse(notice.created), Date.now())}
          </time>
        </Text>
      </span>
    </UnstyledButton>
  );
}
