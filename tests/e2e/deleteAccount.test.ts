/**
 * SPEC §2 Profile: Delete Account in Chromium. A customer whose orders, addresses and selected
 * address are stored on the device deletes the account: afterwards the browser's IndexedDB holds nothing of them
 * (every database, every store, every record), and the token no longer works on the server.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { rawIndexedDb } from '../db/rawIndexedDb';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { customerWithOrder, logInOnScreen } from './shopSetup';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

/** Every record of every object store of every IndexedDB database of the page's origin, as one text. */
const pageIndexedDb = (page: Page) => page.evaluate(rawIndexedDb, '');

describe('Delete Account (SPEC §2 Profile)', () => {
  it('leaves nothing personal in IndexedDB and revokes the token on the server', async () => {
    const customer = await customerWithOrder(shopUrl);
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/login?returnTo=%2Forders`);
    await logInOnScreen(page, 'en', customer.local);
    // The device stores the orders and the addresses, and the shopper selects one.
    await page.getByText(`#${customer.orderId}`).first().waitFor({ timeout: 20_000 });
    await page.goto(`${shopUrl}/address-list`);
    await page.getByRole('radio', { name: new RegExp(customer.fullName) }).click({ timeout: 20_000 });
    const before = await pageIndexedDb(page);
    expect(before).toContain(customer.phone.slice(4));
    expect(before).toContain(customer.fullName);
    const storedToken = /"token":"([A-Za-z0-9_-]{43})"/.exec(before)?.[1];
    expect(storedToken).toBeTruthy();

    await page.goto(`${shopUrl}/profile`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });

    await expect
      .poll(async () => (await pageIndexedDb(page)).includes(customer.fullName), { timeout: 10_000 })
      .toBe(false);
    const after = await pageIndexedDb(page);
    for (const value of [
      customer.fullName,
      customer.phone.slice(4),
      storedToken ?? '',
      'Street 12',
      'Building 4',
    ])
      expect(after, value).not.toContain(value);
    expect(after).not.toContain(`"userId":"`);

    // The token of the deleted account is refused by the server.
    const orders = await fetch(`${shopUrl}/api/user/1/orders`, {
      headers: { authorization: `Bearer ${storedToken}` },
    });
    expect(orders.status).toBe(401);
    await context.close();
  });
});
