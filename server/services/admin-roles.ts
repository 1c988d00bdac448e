import { eq, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { users } from '../db/schema.ts';
import { recordAudit } from './audit.ts';

export type RoleChange =
  | { outcome: 'changed' | 'unchanged'; userName: string; email: string }
  | { outcome: 'not-found' };

/**
 * Grants or revokes the admin role of the account with this user name or e-mail (any case). Only
 * `npm run admin` calls it: no request can make anyone an admin. A change is audit-logged with the
 * command line as its actor.
 */
export async function setAdminRole(database: Database, who: string, admin: boolean, actor: string): Promise<RoleChange> {
  const name = who.trim().toLowerCase();
  return database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [u] = await db.select({ id: users.id, userName: users.userName, email: users.email, isAdmin: users.isAdmin }).from(users)
      .where(or(eq(sql`lower(${users.userName})`, name), eq(sql`lower(${users.email})`, name))).for('update');
    if (!u) return { outcome: 'not-found' } as const;
    if (u.isAdmin === admin) return { outcome: 'unchanged', userName: u.userName, email: u.email } as const;
    await db.update(users).set({ isAdmin: admin, updatedAt: new Date() }).where(eq(users.id, u.id));
    await recordAudit(db, {
      actorId: null, actor, action: admin ? 'grant-admin' : 'revoke-admin', targetKind: 'user', targetId: u.id, targetLabel: u.userName, reason: null,
    });
    return { outcome: 'changed', userName: u.userName, email: u.email } as const;
  });
}
