import { describeError, jsonLogger, type Log } from '../log.ts';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { sessions, userKeys, users } from '../db/schema.ts';
import type { Config } from '../config.ts';
import type { MailQueue } from '../mail/queue.ts';
import { ApiError } from '../errors.ts';
import { digest, hashPassword, newSecret, verifyPassword } from './crypto.ts';
import { RateLimiter } from './rate-limit.ts';
import { FieldMessages, Messages } from '../../src/contract/messages.ts';
import type { CurrentUser, Profile } from '../../src/contract/types.ts';
import type { ProfileInput, RegisterInput } from '../../src/contract/schemas.ts';
import { DEFAULT_AVATAR } from '../../src/contract/constants.ts';
import { storeImage } from '../images/uploads.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { ImageLinks } from '../images/links.ts';
import { confirmationMail, resetMail } from '../mail/templates.ts';
import { AdminMessages } from '../../src/contract/admin.ts';
import { asLocale, type Locale } from '../../src/contract/locale.ts';
import { isUniqueViolation, violatedConstraint } from './idempotency.ts';
import type { AreaPreferenceInput } from '../../src/contract/schemas.ts';
import {
  DEFAULT_AREA_PREFERENCE, isPreferredMarlaSize, isPreferredUnit, type AccountAreaPreference, type AreaPreference,
} from '../../src/contract/area.ts';

/** Stored columns as the account's preference: both set and known, or the default (not chosen). */
export function accountAreaPreference(unit: string | null, marla: number | null): AccountAreaPreference {
  return isPreferredUnit(unit) && isPreferredMarlaSize(marla)
    ? { Unit: unit, MarlaSize: marla, Chosen: true }
    : { Unit: DEFAULT_AREA_PREFERENCE.unit, MarlaSize: DEFAULT_AREA_PREFERENCE.marla, Chosen: false };
}

/** The same for a mail: the recipient's areas in their unit, or the default. */
export function mailAreaPreference(unit: string | null | undefined, marla: number | string | null | undefined): AreaPreference {
  const p = accountAreaPreference(unit ?? null, marla === null || marla === undefined ? null : Number(marla));
  return { unit: p.Unit, marla: p.MarlaSize };
}

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_DAYS = 30;
/** Forgot-password answers after this long whether or not the account exists. */
const FORGOT_ANSWER_MS = 300;
/** However often it is used, a session ends this long after the login that made it. */
export const SESSION_MAX_DAYS = 90;
const CONFIRM_HOURS = 48;
const RESET_MINUTES = 60;

/**
 * The wait after a trusted address's n-th recent failure on an account under attack: none after the
 * first (a typo), then 2, 4, 8... seconds, at most five minutes.
 */
export function trustedDelaySeconds(failures: number): number {
  return failures <= 1 ? 0 : Math.min(2 ** (failures - 1), 300);
}

const limits = {
  loginPerAddress: { max: 30, windowSeconds: 15 * 60 },
  /** Failed logins of one account, whatever name or address they came with. */
  loginFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginFailuresPerAddress: { max: 10, windowSeconds: 15 * 60 },
  /** How long a successful login makes its address trusted for the account (see `login`). */
  loginTrustedAddress: { max: 1, windowSeconds: 30 * 24 * 60 * 60 },
  registerPerAddress: { max: 10, windowSeconds: 60 * 60 },
  availabilityPerAddress: { max: 120, windowSeconds: 60 * 60 },
  confirmPerAddress: { max: 30, windowSeconds: 60 * 60 },
  forgotPerAddress: { max: 10, windowSeconds: 60 * 60 },
  /**
   * Reset mails of one account asked from one address. Counted per address too, so three requests
   * from someone else's address no longer refuse the owner's own for an hour (README, 'Login limits slow the guesser, not the owner').
   */
  forgotPerAccountAndAddress: { max: 3, windowSeconds: 60 * 60 },
  /** Reset mails of one account from all addresses together: what bounds a flood of its inbox. */
  forgotPerAccount: { max: 10, windowSeconds: 60 * 60 },
  // Only someone holding a session can try; ten wrong current passwords in 15 minutes is guessing.
  changePasswordPerAccount: { max: 10, windowSeconds: 15 * 60 },
  // Each save may re-encode a photo: plenty for a person editing, not for a script.
  saveProfilePerAccount: { max: 30, windowSeconds: 60 * 60 },
} as const;


type UserRow = typeof users.$inferSelect;

/** A new password ends every reset link still outstanding: one of them could be in someone else's hands. */
async function voidResetLinks(db: Db, userId: number): Promise<void> {
  await db.update(userKeys).set({ usedAt: new Date() })
    .where(and(eq(userKeys.userId, userId), eq(userKeys.purpose, 'reset-password'), isNull(userKeys.usedAt)));
}

function toCurrentUser(u: UserRow, links: ImageLinks, token?: string): CurrentUser {
  return {
    FirstName: u.firstName,
    LastName: u.lastName,
    UserName: u.userName,
    ImageUrl: links.url(u.image ?? DEFAULT_AVATAR),
    EmailAddress: u.email,
    PhoneNumber: u.phone,
    ...(token ? { AuthWebToken: token } : {}),
  };
}

function toProfile(u: UserRow, links: ImageLinks): Profile {
  return {
    FirstName: u.firstName, LastName: u.lastName, UserName: u.userName, EmailAddress: u.email,
    Phone: u.phone, Address: u.address, About: u.about, ImageUrl: links.url(u.image ?? DEFAULT_AVATAR),
  };
}


export class AccountService {
  constructor(
    private readonly database: Database,
    private readonly config: Config,
    /** Where avatars are stored (disk or the bucket). */
    private readonly uploads: BlobStore,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    private readonly links: ImageLinks,
    private readonly log: Log = jsonLogger(),
  ) {}

  private get db() { return this.database.db; }

  private async findByLogin(identifier: string): Promise<UserRow | undefined> {
    const lower = identifier.trim().toLowerCase();
    const [row] = await this.db.select().from(users)
      .where(or(eq(sql`lower(${users.userName})`, lower), eq(sql`lower(${users.email})`, lower))).limit(1);
    return row;
  }

  async isUserNameAvailable(userName: string, ip: string): Promise<boolean> {
    await this.limiter.hit(limits.availabilityPerAddress, `avail:ip:${ip}`);
    const [row] = await this.db.select({ id: users.id }).from(users)
      .where(eq(sql`lower(${users.userName})`, userName.trim().toLowerCase())).limit(1);
    return !row;
  }

  /** Spec: answers false when the address is already taken (the name reads the other way round). */
  async isEmailFree(email: string, ip: string): Promise<boolean> {
    await this.limiter.hit(limits.availabilityPerAddress, `avail:ip:${ip}`);
    const [row] = await this.db.select({ id: users.id }).from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
    return !row;
  }

  async register(input: RegisterInput, ip: string, language: Locale = 'en'): Promise<string> {
    await this.limiter.hit(limits.registerPerAddress, `register:ip:${ip}`);
    const email = input.Email.toLowerCase();
    if (!(await this.isUserNameAvailable(input.UserName, ip))) {
      throw new ApiError(400, FieldMessages.registration.userNameTaken, 'UserName');
    }
    if (!(await this.isEmailFree(email, ip))) {
      throw new ApiError(400, FieldMessages.registration.emailTaken, 'Email');
    }
    const passwordHash = await hashPassword(input.Password, this.config.passwordHashLogN);
    const key = newSecret();
    let mailId: number;
    try {
      mailId = await this.db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({
          firstName: input.FirstName, lastName: input.LastName, userName: input.UserName, email, passwordHash, language,
        }).returning({ id: users.id });
        await tx.insert(userKeys).values({
          userId: user!.id, purpose: 'confirm-email', keyHash: digest(key), expiresAt: new Date(Date.now() + CONFIRM_HOURS * 3600_000),
        });
        // The link commits with the account: without it the account could never be used.
        return this.mail.enqueue(tx as unknown as Db, confirmationMail(this.config, { to: email, firstName: input.FirstName, key, language, returnUrl: input.ReturnUrl }));
      });
    } catch (err) {
      // Two registrations racing for one name or address: the unique index decides, and says which.
      if (isUniqueViolation(err)) {
        if (violatedConstraint(err) === 'users_email_lower_idx') throw new ApiError(400, FieldMessages.registration.emailTaken, 'Email');
        throw new ApiError(400, FieldMessages.registration.userNameTaken, 'UserName');
      }
      throw err;
    }
    await this.mail.sendNow([mailId]);
    return 'Your account is created. Please check your e-mail and confirm your address to log in.';
  }

  private async useKey(purpose: 'confirm-email' | 'reset-password', key: string): Promise<UserRow | null> {
    const now = new Date();
    // Marking the key used in the same statement that finds it makes it single-use under races.
    const [used] = await this.db.update(userKeys).set({ usedAt: now })
      .where(and(eq(userKeys.keyHash, digest(key)), eq(userKeys.purpose, purpose), isNull(userKeys.usedAt), gt(userKeys.expiresAt, now)))
      .returning({ userId: userKeys.userId });
    if (!used) return null;
    const [user] = await this.db.select().from(users).where(eq(users.id, used.userId));
    return user ?? null;
  }

  async confirmEmail(key: string, ip: string): Promise<{ message: string; user: CurrentUser }> {
    await this.limiter.hit(limits.confirmPerAddress, `confirm:ip:${ip}`);
    const user = await this.useKey('confirm-email', key);
    if (!user) throw new ApiError(400, 'This confirmation link is not valid or has expired. Log in to get a new one.', 'key');
    if (user.suspendedAt) throw new ApiError(403, AdminMessages.accountSuspended(this.config.adminEmail));
    await this.db.update(users).set({ emailConfirmedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
    const token = await this.createSession(user.id);
    return { message: `Your e-mail address is confirmed. Welcome to Basera, ${user.firstName}!`, user: toCurrentUser(user, this.links, token) };
  }

  /**
   * Slows the guesser, not the owner: only failures count against an account (by user name and by
   * e-mail alike). Once an account is over its budget of failures:
   * - an address that has logged in to this account in the last 30 days is trusted: its wrong
   *   passwords are answered as wrong (and still counted), and only delay its next try, longer with
   *   each failure (`trustedDelaySeconds`), so the owner who mistypes under an attack still gets in;
   * - any other address that has failed recently is refused, while one with no recent failures gets
   *   one try with the right password. A guesser thus gets one try per fresh address.
   * Every address also has its own budget of failures, trusted or not.
   */
  async login(username: string, password: string, ip: string, language?: Locale): Promise<CurrentUser> {
    const account = username.trim().toLowerCase();
    await this.limiter.hit(limits.loginPerAddress, `login:ip:${ip}`);
    const user = await this.findByLogin(account);
    const accountBucket = `login:acct:${user ? `#${user.id}` : account}`;
    const addressBucket = `login:fail:ip:${ip}`;
    // Per account and address: where the owner logged in before, their failures, and the wait they bring.
    const mineOk = user ? `login:ok:#${user.id}:ip:${ip}` : null;
    const mineFailed = user ? `login:fail:#${user.id}:ip:${ip}` : null;
    const mineWait = user ? `login:wait:#${user.id}:ip:${ip}` : null;
    const failures = await this.limiter.peek(accountBucket);
    const over = failures.hits >= limits.loginFailuresPerAccount.max;
    const trusted = over && mineOk !== null && (await this.limiter.peek(mineOk)).hits > 0;
    if (trusted) {
      const wait = await this.limiter.peek(mineWait!);
      if (wait.hits > 0) throw RateLimiter.tooMany(wait.retry);
    } else if (over && (await this.limiter.peek(addressBucket)).hits > 0) {
      throw RateLimiter.tooMany(failures.retry);
    }
    // Always verify (against a dummy hash when there is no user) so timing does not reveal accounts.
    const valid = await verifyPassword(password, user?.passwordHash ?? null, this.config.passwordHashLogN);
    if (!user || !valid) {
      const counted = await this.limiter.record(limits.loginFailuresPerAccount, accountBucket);
      const mine = await this.limiter.record(limits.loginFailuresPerAddress, addressBucket);
      if (mineFailed && mineWait) {
        const failed = await this.limiter.record(limits.loginFailuresPerAddress, mineFailed);
        const delay = trustedDelaySeconds(failed.hits);
        if (delay > 0) {
          await this.limiter.reset(mineWait);
          await this.limiter.record({ max: 1, windowSeconds: delay }, mineWait);
        }
      }
      if ((over && !trusted) || mine.hits > limits.loginFailuresPerAddress.max) throw RateLimiter.tooMany(Math.max(counted.retry, mine.retry));
      throw new ApiError(400, 'The user name or password is incorrect.');
    }
    // Told only once the password proved the account is theirs, so a guesser learns nothing.
    if (user.suspendedAt) throw new ApiError(403, AdminMessages.accountSuspended(this.config.adminEmail));
    if (!user.emailConfirmedAt) {
      // Say what happened: a link is re-sent at most every five minutes.
      const sent = await this.resendConfirmation(language ? { ...user, language } : user);
      throw new ApiError(400, sent
        ? 'Please confirm your e-mail address first. We have sent you a new confirmation link.'
        : 'Please confirm your e-mail address first. We sent you a confirmation link a few minutes ago: please check your inbox and spam folder.');
    }
    await this.limiter.reset(accountBucket);
    await this.limiter.reset(mineFailed!);
    await this.limiter.record(limits.loginTrustedAddress, mineOk!);
    if (language) await this.rememberLanguage(user.id, language);
    const token = await this.createSession(user.id);
    return toCurrentUser(user, this.links, token);
  }

  /** Mails a new confirmation link unless one went out in the last five minutes; true when it did. */
  private async resendConfirmation(user: UserRow): Promise<boolean> {
    const [recent] = await this.db.select({ id: userKeys.id }).from(userKeys)
      .where(and(eq(userKeys.userId, user.id), eq(userKeys.purpose, 'confirm-email'), isNull(userKeys.usedAt),
        gt(userKeys.createdAt, new Date(Date.now() - 5 * 60_000)))).limit(1);
    if (recent) return false;
    const key = newSecret();
    const mailId = await this.db.transaction(async (tx) => {
      await tx.insert(userKeys).values({
        userId: user.id, purpose: 'confirm-email', keyHash: digest(key), expiresAt: new Date(Date.now() + CONFIRM_HOURS * 3600_000),
      });
      return this.mail.enqueue(tx as unknown as Db, confirmationMail(this.config, { to: user.email, firstName: user.firstName, key, language: asLocale(user.language) }));
    });
    await this.mail.sendNow([mailId]);
    return true;
  }

  async createSession(userId: number): Promise<string> {
    const token = newSecret();
    await this.db.insert(sessions).values({ userId, tokenHash: digest(token), expiresAt: new Date(Date.now() + SESSION_DAYS * DAY) });
    return token;
  }

  /** The user behind a bearer token, or null. Expiry slides, written at most once an hour. */
  async authenticate(token: string): Promise<{ userId: number; sessionId: number; language: Locale } | null> {
    if (!token || token.length > 200) return null;
    const now = new Date();
    const oldest = new Date(now.getTime() - SESSION_MAX_DAYS * DAY);
    // Suspending revokes every session; the join also shuts out one a login racing the suspension made.
    const [row] = await this.db.select({ s: sessions, language: users.language }).from(sessions).innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, digest(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.createdAt, oldest),
        isNull(users.suspendedAt))).limit(1);
    const s = row?.s;
    if (!s) return null;
    if (now.getTime() - s.lastUsedAt.getTime() > 3600_000) {
      // Sliding, but never past the absolute end.
      const end = Math.min(now.getTime() + SESSION_DAYS * DAY, s.createdAt.getTime() + SESSION_MAX_DAYS * DAY);
      await this.db.update(sessions).set({ lastUsedAt: now, expiresAt: new Date(end) }).where(eq(sessions.id, s.id));
    }
    return { userId: s.userId, sessionId: s.id, language: asLocale(row.language) };
  }

  /** The language the user now reads the site in, kept for their mails; written only when it changed. */
  async rememberLanguage(userId: number, language: Locale): Promise<void> {
    await this.db.update(users).set({ language }).where(and(eq(users.id, userId), ne(users.language, language)));
  }

  /** The account's area preference (src/contract/area.ts); the default, not chosen, until they pick one. */
  async areaPreference(userId: number): Promise<AccountAreaPreference> {
    const [row] = await this.db.select({ unit: users.areaUnit, marla: users.marlaSize }).from(users).where(eq(users.id, userId));
    return accountAreaPreference(row?.unit ?? null, row?.marla ?? null);
  }

  async saveAreaPreference(userId: number, input: AreaPreferenceInput): Promise<AccountAreaPreference> {
    await this.db.update(users).set({ areaUnit: input.Unit, marlaSize: input.MarlaSize }).where(eq(users.id, userId));
    return { Unit: input.Unit, MarlaSize: input.MarlaSize, Chosen: true };
  }

  async logout(sessionId: number): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  }

  async profile(userId: number): Promise<Profile> {
    const [u] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!u) throw new ApiError(401, Messages.sessionExpired);
    return toProfile(u, this.links);
  }

  async saveProfile(userId: number, input: ProfileInput, photo: string | null): Promise<{ profile: Profile; user: CurrentUser }> {
    await this.limiter.hit(limits.saveProfilePerAccount, `profile:acct:${userId}`);
    let image: string | undefined;
    if (photo) {
      const stored = await storeImage(this.uploads, 'avatars', photo, {
        maxSide: 512, field: 'file', message: Messages.onlyImages,
      });
      image = stored.upload;
    }
    const [u] = await this.db.update(users).set({
      firstName: input.FirstName, lastName: input.LastName, phone: input.Phone, address: input.Address, about: input.About,
      ...(image ? { image } : {}), updatedAt: new Date(),
    }).where(eq(users.id, userId)).returning();
    if (!u) throw new ApiError(401, Messages.sessionExpired);
    return { profile: toProfile(u, this.links), user: toCurrentUser(u, this.links) };
  }

  async changePassword(userId: number, sessionId: number, current: string, next: string): Promise<void> {
    const [u] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!u) throw new ApiError(401, Messages.sessionExpired);
    await this.limiter.hit(limits.changePasswordPerAccount, `chpw:acct:${userId}`);
    if (!(await verifyPassword(current, u.passwordHash, this.config.passwordHashLogN))) {
      throw new ApiError(400, 'The current password is incorrect.', 'currentPassword');
    }
    await this.limiter.reset(`chpw:acct:${userId}`);
    const passwordHash = await hashPassword(next, this.config.passwordHashLogN);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      // Whoever else knew the old password is logged out everywhere but here.
      await tx.update(sessions).set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
      await voidResetLinks(tx as unknown as Db, userId);
    });
  }

  /** The same answer whether or not the account exists, so the form cannot be used to find accounts. */
  async forgotPassword(identifier: string, ip: string): Promise<string> {
    const account = identifier.trim().toLowerCase();
    await this.limiter.hit(limits.forgotPerAddress, `forgot:ip:${ip}`);
    const user = await this.findByLogin(account);
    // Budgets per account, asked for by user name or by e-mail alike: first this address's share, so
    // requests refused there do not use up the account's, then the account's over all addresses.
    const who = user ? `#${user.id}` : account;
    await this.limiter.hit(limits.forgotPerAccountAndAddress, `forgot:acct:${who}:ip:${ip}`);
    await this.limiter.hit(limits.forgotPerAccount, `forgot:acct:${who}`);
    // Known or not, the answer comes at the same moment: the link is stored and mailed
    // within a fixed time, and what takes longer (a slow mail server) finishes after the answer.
    const settled = new Promise((resolve) => setTimeout(resolve, FORGOT_ANSWER_MS));
    if (user) {
      const work = (async () => {
        const key = newSecret();
        const mailId = await this.db.transaction(async (tx) => {
          await tx.insert(userKeys).values({
            userId: user.id, purpose: 'reset-password', keyHash: digest(key), expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
          });
          return this.mail.enqueue(tx as unknown as Db, resetMail(this.config, { to: user.email, firstName: user.firstName, key, language: asLocale(user.language) }));
        });
        await this.mail.sendNow([mailId]);
      })();
      work.catch((err: unknown) => this.log('reset mail failed', { level: 'error', userId: user.id, ...describeError(err) }));
      await Promise.race([work.then(() => settled, () => settled), settled]);
    }
    await settled;
    return 'If an account matches, we have sent an e-mail with a link to reset your password. Please check your inbox.';
  }

  /** Whether a reset link is still good, without using it: the page says so before the form. */
  async checkResetKey(key: string, ip: string): Promise<void> {
    await this.limiter.hit(limits.confirmPerAddress, `reset:ip:${ip}`);
    const [row] = await this.db.select({ id: userKeys.id }).from(userKeys)
      .where(and(eq(userKeys.keyHash, digest(key)), eq(userKeys.purpose, 'reset-password'), isNull(userKeys.usedAt), gt(userKeys.expiresAt, new Date())))
      .limit(1);
    if (!row) throw new ApiError(400, Messages.resetLinkInvalid, 'key');
  }

  async resetPassword(key: string, next: string, ip: string): Promise<string> {
    await this.limiter.hit(limits.confirmPerAddress, `reset:ip:${ip}`);
    const user = await this.useKey('reset-password', key);
    if (!user) throw new ApiError(400, Messages.resetLinkInvalid, 'key');
    const passwordHash = await hashPassword(next, this.config.passwordHashLogN);
    await this.db.transaction(async (tx) => {
      // A reset link also proves the address, so an unconfirmed account becomes confirmed.
      await tx.update(users).set({ passwordHash, updatedAt: new Date(), emailConfirmedAt: user.emailConfirmedAt ?? new Date() })
        .where(eq(users.id, user.id));
      await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      await voidResetLinks(tx as unknown as Db, user.id);
    });
    return 'Your password has been changed. Please log in with your new password.';
  }
}
