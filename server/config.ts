// Settings read from the environment by main.ts. The database URL may hold a password: it is never logged.
import { z } from 'zod';
import type { AppMode } from './app';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  // Demo (development) mode is the default of `npm start` (DESIGN.md, the reference backend).
  SHOP_MODE: z.enum(['development', 'production']).optional(),
  // A configured SMS gateway means real shoppers: the login code must never be returned (docs/API.md).
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  OTP_SECRET: z.string().min(16).optional(),
  ADMIN_SECRET: z.string().min(8).optional(),
  // Development aid: orders move one status step on after this many milliseconds (off when unset).
  ORDER_AUTO_ADVANCE_MS: z.coerce.number().int().min(100).optional(),
});

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string | undefined;
  mode: AppMode;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  otpSecret: string | undefined;
  adminSecret: string | undefined;
  orderAutoAdvanceMs: number | undefined;
};

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid server settings: ${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  return {
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl: settings.DATABASE_URL,
    pgliteDir: settings.PGLITE_DIR,
    mode: settings.SMS_GATEWAY_URL ? 'production' : (settings.SHOP_MODE ?? 'development'),
    smsGatewayUrl: settings.SMS_GATEWAY_URL,
    smsGatewayToken: settings.SMS_GATEWAY_TOKEN,
    otpSecret: settings.OTP_SECRET,
    adminSecret: settings.ADMIN_SECRET,
    orderAutoAdvanceMs: settings.ORDER_AUTO_ADVANCE_MS,
  };
}
