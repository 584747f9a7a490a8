// Bearer tokens: 256 random bits, handed to the client once; the database keeps only their SHA-256, which is
// enough for a value that cannot be guessed (unlike the 4-digit codes).
import { createHash, randomBytes } from 'node:crypto';

export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;

export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
