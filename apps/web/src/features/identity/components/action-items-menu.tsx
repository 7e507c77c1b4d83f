import type { ActionItem } from '@app/domain/posts.schemas.ts';
import { ActionIcon, Popover, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecklist } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentity, useSaveActionItems } from '@/api/identity.ts';
import { CountBadge, countBadgeAnchorClass } from '@/components/count-badge.tsx';
import { ActionItemsChecklist } from './action-items-checklist.tsx';

/* The dialog and its list editor arrive when someone first opens it. */
const ActionItemsDialog = lazy(async () => ({
  default: (await import('./action-items-dialog.tsx')).ActionItemsDialog,
}));

/** Action items not yet done: the number on the badge. */
function countUncheckedItems(items: readonly { complete: boolean }[]): number {
  return items.filter((item) => !item.complete).length;
}

function isSameList(a: readonly ActionItem[], b: readonly ActionItem[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The top bar's "Preferred You" (docs/product.md, "Top bar and footer"): a button whose badge counts the
 * unchecked action items, opening the list; the dialog offers the same list in an editor.
 *
 * Dropdown and dialog edit one unsaved copy of the list, so ticks made in one show in the
 * other and in the badge at once; Save sends it. Without changes the copy is the saved list.
 */
export function ActionItemsMenu() {
  const { t } = useTranslation('identity');
  const headingId = useId();
  const { data: identity, isPending } = useIdentity();
  const saveActionItems = useSaveActionItems();
  const [draft, setDraft] = useState<ActionItem[] | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);

  if (isPending) return <Skeleton circle height={38} />;
  // Unknown (the read failed): a Save from an empty list could wipe the saved one, so no list.
  if (identity === undefined) return null;

  // No identity yet: an empty list; the first Save creates the record with it.
  const saved = identity?.actionItems ?? [];
  const items = draft ?? saved;
  const isDirty = draft !== null && !isSameList(draft, saved);
  const unchecked = countUncheckedItems(items);

  function save(onSaved?: () => void) {
    saveActionItems.mutate(items, {
      onSuccess: () => {
        setDraft(null);
        notifications.show({ color: 'green', message: t('itemsSaved') });
        onSaved?.();
      },
    });
  }

  function openDialog() {
    setIsOpen(false);
    setHasOpenedDialog(true);
    setIsDialogOpen(true);
  }

  return (
    <>
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
            aria-label={t('menuName', { unchecked })}
            title={t('menuTitle')}
            onClick={() => setIsOpen((open) => !open)}
          >
            <IconChecklist size={22} aria-hidden />
            {unchecked > 0 && <CountBadge count={unchecked} />}
          </ActionIcon>
        </Popover.Target>
        {/* Never wider than the window, on the narrowest phones too. */}
        <Popover.Dropdown maw="calc(100vw - 16px)" aria-labelledby={headingId}>
          <ActionItemsChecklist
            headingId={headingId}
            items={items}
            onChange={setDraft}
            onSave={() => save()}
            onOpenDialog={openDialog}
            isSaving={saveActionItems.isPending}
            isDirty={isDirty}
          />
        </Popover.Dropdown>
      </Popover>
      {hasOpenedDialog && (
        <Suspense fallback={null}>
          <ActionItemsDialog
            opened={isDialogOpen}
            onClose={() => setIsDialogOpen(false)}
            items={items}
            onChange={setDraft}
            onSave={() => save(() => setIsDialogOpen(false))}
            isSaving={saveActionItems.isPending}
          />
        </Suspense>
      )}
    </>
  );
}
