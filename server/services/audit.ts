import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { adminAudit, users } from '../db/schema.ts';
import type { AuditAction, AuditTargetKind } from '../../src/contract/admin.ts';

/** Who acted: an admin's account, or (actorId null) the command line or the admin's mailed link. */
export interface Actor {
  actorId: number | null;
  actor: string;
}

export interface AuditRecord extends Actor {
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: number;
  targetLabel: string;
  reason: string | null;
}

/** An admin's account as an actor in the log: by user name, which people recognise. */
export async function adminActor(db: Db, adminId: number): Promise<Actor> {
  const [u] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, adminId));
  return { actorId: adminId, actor: u?.userName ?? `#${adminId}` };
}

/**
 * Appends one entry to the admin audit log. Always called inside the transaction of the change it
 * records, so an action and its entry commit together or not at all. The table refuses UPDATE and
 * DELETE (migration 0013), so there is deliberately no other writer.
 */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.insert(adminAudit).values(entry);
}
