import type { UserGoal } from '@app/domain/users.schemas.ts';
import type { Database } from '../../db/client.ts';
import { lockUserRow, type ProfileChanges, updateProfile } from './users.repository.ts';

type StoredImage = { id: string; width: number; height: number } | null;

export type ArchivedProfile = {
  name: string;
  city: string;
  image: StoredImage;
  backgroundImage: StoredImage;
  goal: UserGoal | null;
};

/**
 * An archive's profile fills only what the person's profile leaves empty (a name, a city, an
 * avatar, a background, what they came for): what they set here wins. The images are already theirs (stored by
 * the import). Answers whether anything was filled.
 */
export async function fillEmptyProfile(
  db: Database,
  userId: string,
  archived: ArchivedProfile,
): Promise<boolean> {
  const current = await lockUserRow(db, userId);
  if (!current) return false;
  const changes = {
    ...(current.name === '' && archived.name !== '' && { name: archived.name }),
    ...(current.city === '' && archived.city !== '' && { city: archived.city }),
    ...(current.goal === null && archived.goal !== null && { goal: archived.goal }),
    ...(current.image === null &&
      archived.image && {
        image: archived.image.id,
        imageWidth: archived.image.width,
        imageHeight: archived.image.height,
      }),
    ...(current.backgroundImage === null &&
      archived.backgroundImage && {
        backgroundImage: archived.backgroundImage.id,
        backgroundImageWidth: archived.backgroundImage.width,
        backgroundImageHeight: archived.backgroundImage.height,
      }),
  } satisfies ProfileChanges;
  if (Object.keys(changes).length === 0) return false;
  await updateProfile(db, userId, changes);
  return true;
}
