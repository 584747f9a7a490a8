// Invoice ids of the simulated provider are random and unguessable: the hosted page needs no login (the
// shopper arrives by redirect), so knowing the id is what entitles someone to pay or decline.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

export const newInvoiceId = () => randomBytes(12).toString('base64url');

export const invoiceIdParam = z.string().regex(/^[A-Za-z0-9_-]{16}$/);
