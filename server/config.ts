// Settings read from the environment by main.ts. The database URL may hold a password: it is never logged.
import { z } from 'zod';
import type { AppMode } from './app';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  // Demo (development) mode is the default of `npm start` (DESIGN.md, the reference backend).
  SHOP_MODE: z.enum(['development', 'production']).default('development'),
});

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string | undefined;
  mode: AppMode;
};

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid server settings: ${z.prettifyError(parsed.error)}`);
  const { PORT, HOST, DATABASE_URL, PGLITE_DIR, SHOP_MODE } = parsed.data;
  return { port: PORT, host: HOST, databaseUrl: DATABASE_URL, pgliteDir: PGLITE_DIR, mode: SHOP_MODE };
}
