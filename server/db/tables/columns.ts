// Column shapes several tables share, so each table file spells them the same way as the SQL does.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** An amount in KD, exact to the fils: numeric(12, 3), read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
