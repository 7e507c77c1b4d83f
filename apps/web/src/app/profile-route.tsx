import { useCurrentUser } from '@/api/session.ts';
import { ArchiveSection } from '@/features/archive/components/archive-section.tsx';
import { DeviceLockSection } from '@/features/auth/components/device-lock-section.tsx';
import { PasskeysSection } from '@/features/auth/components/passkeys-section.tsx';
import { RemindersSection } from '@/features/reminders/components/reminders-section.tsx';
import { SealSection } from '@/features/seal/components/seal-section.tsx';
import { ProfilePage } from '@/features/users/pages/profile.page.tsx';

/*
 * /profile holds the auth feature's passkeys and lock on this device, the seal feature's sealed
 * journal, the reminders feature's
 * settings and the archive feature's export, import and report under the users feature's
 * profile. Features may not import each other (docs/architecture.md), so the app puts them
 * together here, as post-detail-route.tsx does for a post and its suggestions.
 */
export function ProfileRoute() {
  const user = useCurrentUser().data;
  return (
    <ProfilePage
      sections={
        <>
          <PasskeysSection />
          {user && <SealSection user={user} />}
          <DeviceLockSection />
          <RemindersSection />
          <ArchiveSection />
        </>
      }
    />
  );
}
