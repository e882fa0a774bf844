import {
  authMessages,
  profileMessages,
  type ClearableProfileField,
  type CompetitionTeam,
  type ProfileUpdateBody,
  type User,
} from '@scoreline/contracts';
import type { Clock } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { picturesRepository } from './pictures.repository';
import { pictureKeyOf, toStoredPicture } from './picture-image';
import { usersRepository, type ProfileFields } from './users.repository';
import { toUserDto, type PlayerStatsSource } from './users.service';

/** The competition on show and its clubs (the matches service): a favourite team must be one of them. */
export interface FollowedCompetition {
  seasonOnShow(): Promise<{ key: { competitionId: number } | null }>;
  competitionTeams(competitionId: number): Promise<CompetitionTeam[]>;
}

export interface ProfileServiceDeps {
  db: Database;
  clock: Clock;
  playerStats: PlayerStatsSource;
  competition: FollowedCompetition;
}

/** Who is asking: a player may only ever change their own record (there is no user id in these calls). */
export interface Caller {
  id: number;
  isAdmin: boolean;
}

export interface SavedProfile {
  user: User;
  message: string;
}

const given = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

/** Each clearable field of the contract and its column. */
const columnOf: Record<ClearableProfileField, keyof ProfileFields> = {
  biography: 'biography',
  nationality: 'nationality',
  telegram_user_name: 'telegramUserName',
  x_profile_link: 'xProfileLink',
  wallet: 'wallet',
  profile_picture: 'profilePicture',
};

/**
 * spec §5: empty, null and undefined fields are ignored; identity fields never reach here (the contract refuses
 * them). Telegram names are stored without the '@' people often type. A field named in `clear` is emptied
 * (docs/decisions/040); naming a field that is also given a value is refused, nothing is saved.
 */
function fieldsToSave(body: ProfileUpdateBody, hasPicture: boolean): ProfileFields {
  const fields: ProfileFields = {};
  if (given(body.biography)) fields.biography = body.biography;
  if (given(body.nationality)) fields.nationality = body.nationality;
  if (given(body.telegram_user_name)) fields.telegramUserName = body.telegram_user_name.replace(/^@/, '');
  if (given(body.x_profile_link)) fields.xProfileLink = body.x_profile_link;
  if (given(body.wallet)) fields.wallet = body.wallet;
  const cleared = given(body.clear) ? (body.clear.split(',') as ClearableProfileField[]) : [];
  for (const field of cleared) {
    if (field === 'profile_picture' ? hasPicture : given(body[field])) {
      throw new AppError('VALIDATION', profileMessages.clearAndSet, { [field]: profileMessages.clearAndSet });
    }
    fields[columnOf[field]] = null;
  }
  return fields;
}

/** Issue #11: a player's own profile, favourite team and picture (docs/decisions/017). */
export function createProfileService({ db, clock, playerStats, competition }: ProfileServiceDeps) {
  async function savedUser(caller: Caller): Promise<User> {
    const user = await usersRepository.findById(db, caller.id);
    if (!user) throw new AppError('NOT_FOUND', authMessages.userNotFound);
    return toUserDto(user, { self: true, isAdmin: caller.isAdmin }, await playerStats(user.id));
  }

  return {
    /**
     * Saves the caller's profile fields and, when given, their new picture, in one transaction (PUT /users,
     * POST /upload, POST /profile/update). Nothing to save is not an error: the user comes back unchanged with
     * `profileMessages.nothingToUpdate`. The picture is checked and re-encoded before the transaction opens.
     */
    async update(caller: Caller, body: ProfileUpdateBody, picture?: Uint8Array): Promise<SavedProfile> {
      const fields = fieldsToSave(body, picture !== undefined);
      const stored = picture === undefined ? undefined : await toStoredPicture(picture);
      const hasFields = Object.keys(fields).length > 0;
      if (!hasFields && !stored) return { user: await savedUser(caller), message: profileMessages.nothingToUpdate };

      await db.transaction(async (tx) => {
        const current = await usersRepository.lockForUpdate(tx, caller.id);
        if (!current) throw new AppError('NOT_FOUND', authMessages.userNotFound);
        const now = clock.now();
        // A new picture, or the picture removed (`clear`, docs/decisions/040): the old one may have to go.
        if (!stored && fields.profilePicture !== null) {
          await usersRepository.updateProfile(tx, caller.id, fields, now);
          return;
        }
        const previous = current.profilePicture;
        const previousKey = previous ? pictureKeyOf(previous) : undefined;
        // The new picture and the old one are locked together, so a concurrent upload of the same bytes by another
        // player cannot lose its picture to this player's clean-up (docs/decisions/017).
        await picturesRepository.lock(tx, [...(stored ? [stored.sha256] : []), ...(previousKey ? [previousKey] : [])]);
        if (stored) await picturesRepository.insert(tx, { sha256: stored.sha256, bytes: stored.bytes, now });
        const profilePicture = stored ? stored.fileName : null;
        await usersRepository.updateProfile(tx, caller.id, { ...fields, profilePicture }, now);
        if (previous && previousKey && previousKey !== stored?.sha256) {
          await picturesRepository.deleteIfUnreferenced(tx, previousKey, previous);
        }
      });
      const message = hasFields ? profileMessages.updated : profileMessages.pictureUpdated;
      return { user: await savedUser(caller), message };
    },

    /** POST /user/favourite-team: a club of the competition on show (/match/api/leagues), else 404. */
    async setFavouriteTeam(caller: Caller, teamId: number): Promise<SavedProfile> {
      const { key } = await competition.seasonOnShow();
      const clubs = key ? await competition.competitionTeams(key.competitionId) : [];
      if (!clubs.some((club) => club.team.id === teamId)) {
        throw new AppError('NOT_FOUND', profileMessages.teamNotFound, {
          favouriteTeamId: profileMessages.teamNotFound,
        });
      }
      await usersRepository.updateProfile(db, caller.id, { favouriteTeamId: teamId }, clock.now());
      return { user: await savedUser(caller), message: profileMessages.favouriteTeamUpdated };
    },

    /** GET /uploads/{file}: the stored WebP; its key is the hash of its bytes, so it is also a strong ETag. */
    async picture(fileName: string): Promise<{ bytes: Uint8Array; etag: string }> {
      const key = pictureKeyOf(fileName);
      const bytes = key ? await picturesRepository.find(db, key) : undefined;
      if (!key || !bytes) throw new AppError('NOT_FOUND', profileMessages.pictureNotFound);
      return { bytes, etag: `"${key}"` };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
