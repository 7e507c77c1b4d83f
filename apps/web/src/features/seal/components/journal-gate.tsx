import type { User } from '@app/domain/users.schemas.ts';
import { Group, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSeal } from '@/api/seal.ts';
import { resetUnopenedAnswers } from '@/api/sealed-posts.ts';
import { warmDeviceSearch } from '@/lib/seal/device-search.ts';
import {
  getOpenJournal,
  holdsKeysOf,
  noteJournalState,
  reopenJournalHere,
  retireKeptKey,
  subscribeToOpenJournal,
} from '@/lib/seal/open-journal.ts';
import { ChangeProgress } from './change-progress.tsx';
import { OpenJournalScreen } from './open-journal-screen.tsx';

/**
 * Between a signed-in person with a sealed journal and their pages (decision 0068): signing
 * in never opens the seal. This browser's key opens it at once if it keeps one; otherwise the
 * person opens it with a passkey or their recovery key. While the journal is being sealed,
 * unsealed or given a new key, the batches go on here, over whatever page is open.
 */
export function JournalGate({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation('seal');
  const journal = useSyncExternalStore(subscribeToOpenJournal, getOpenJournal, () => null);
  const queryClient = useQueryClient();
  // Declared before the reopening below, so it hears that opening too.
  useEffect(
    () =>
      subscribeToOpenJournal(() => {
        if (getOpenJournal()) resetUnopenedAnswers(queryClient);
      }),
    [queryClient],
  );
  // Before the pages below render and ask for anything: whether writes are sealed now.
  noteJournalState(user.journal);
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void reopenJournalHere(user._id)
      .then(async (reopened) => {
        if (!reopened) return;
        // A key kept here before another device changed the journal's key opens nothing new:
        // the journal is opened again with a way in, the key kept aside for waiting writes.
        const kept = getOpenJournal();
        const seal = await fetchSeal(queryClient);
        if (kept && !holdsKeysOf(kept, seal.keyId, seal.previousKeyId)) {
          await retireKeptKey(user._id);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) setCheckedFor(user._id);
      });
    return () => {
      isCurrent = false;
    };
  }, [user._id, queryClient]);

  // Once the page is idle, the search's worker opens its index kept on the device, so the
  // page's first search answers from it (decision 0068, Figures).
  useEffect(() => {
    if (journal?.userId !== user._id) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => warmDeviceSearch(journal), { timeout: 5000 });
    return () => cancel(id);
  }, [journal, user._id]);

  if (journal?.userId === user._id) {
    return (
      <>
        {user.journal === 'sealing' && <ChangeProgress journal={journal} change="seal" />}
        {user.journal === 'unsealing' && <ChangeProgress journal={journal} change="unseal" />}
        {user.journal === 'rekeying' && <ChangeProgress journal={journal} change="rekey" />}
        {children}
      </>
    );
  }
  if (checkedFor !== user._id) {
    return (
      <Group gap="xs" role="status" p="md">
        <Loader size="sm" />
        <Text>{t('checking')}</Text>
      </Group>
    );
  }
  return <OpenJournalScreen user={user} />;
}
