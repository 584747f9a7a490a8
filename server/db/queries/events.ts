import type { Database } from '../database';
import { analyticsEvents } from '../schema';

export type NewEvent = typeof analyticsEvents.$inferInsert;

export async function insertEvent(db: Database, event: NewEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
