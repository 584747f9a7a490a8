import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { allTranslations } from '../locales/allTranslations';
import { chromiumForThisFile, PHONE, shopContext } from './browser';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

const { ar, en } = allTranslations;
type Texts = typeof en;

/** The shop's own text for a key, as the screens show it (so the test reads both languages the same way). */
function text(texts: Texts, key: string, values: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
  if (typeof found !== 'string') throw new Error(`no text for ${key}`);
  return found.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name]));
}

interface ServerAddress {
  id: number;
  full_name: string;
  city: string | null;
  country: string | null;
}

/** The customer's addresses as the server holds them, read by logging in again through the API (a second device). */
async function serverAddresses(phone: string): Promise<ServerAddress[]> {
  const post = (path: string, body: unknown) =>
    fetch(`${shopUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
  const sent = await post('/customer/send-otp', { phone, token: '' });
  const verified = await post('/customer/verify-otp', { phone, otp: sent.otp, token: '' });
  const { token, id } = verified.data as { token: string; id: number };
  const list = await fetch(`${shopUrl}/api/user/${id}/addresses`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await list.json()) as { data: ServerAddress[] }).data;
}

/** Logs in through the login screen, reading the demo code it shows in development mode (SPEC §2 Login). */
async function logIn(page: Page, t: Texts, returnTo: string): Promise<string> {
  const local = `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await page.goto(`${shopUrl}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(text(t, 'login.phone')).fill(local);
  await page.getByRole('button', { name: text(t, 'login.sendCode') }).click();
  const code = (await page.getByTestId('demo-code').textContent({ timeout: 20_000 })) ?? '';
  await page.getByRole('textbox', { name: text(t, 'login.digit', { number: 1, total: 4 }) }).click();
  await page.keyboard.type(code, { delay: 30 });
  await page.waitForURL((url) => url.pathname === returnTo, { timeout: 15_000 });
  return `+965${local}`;
}

/** Waits until MapLibre has drawn its first frame (WebGL through SwiftShader in headless Chromium). */
async function mapReady(page: Page, t: Texts) {
  const dialog = page.getByRole('dialog', { name: text(t, 'map.title') });
  await dialog.waitFor({ timeout: 30_000 });
  await page.locator('.maplibregl-canvas').waitFor({ timeout: 30_000 });
  await expect.poll(() => dialog.getByText(text(t, 'map.loading')).count(), { timeout: 30_000 }).toBe(0);
  return dialog;
}

const mapLine = (page: Page) => page.getByTestId('map-line').textContent();
const formLine = (page: Page) => page.getByTestId('address-line').textContent();

async function fill(page: Page, t: Texts, fields: Record<string, string>) {
  for (const [key, value] of Object.entries(fields)) {
    await page.getByLabel(new RegExp(`^${text(t, `addressForm.${key}`).replace('/', '\\/')}`)).fill(value);
  }
}

async function saveAndReturn(page: Page, t: Texts) {
  await page.getByRole('button', { name: text(t, 'addressForm.save') }).click();
  await page.getByText(text(t, 'addressForm.saved')).waitFor();
  // SPEC §8: back after 2 s.
  await page.waitForURL((url) => url.pathname === '/address-list', { timeout: 10_000 });
}

/** `cityLabel`: the city box's label, 'city' (SPEC's City) or, in Kuwait, 'area'. */
async function editCityAndSelect(
  page: Page,
  t: Texts,
  name: string,
  city: string,
  cityLabel: 'city' | 'area' = 'city',
) {
  await page.getByRole('link', { name: text(t, 'addresses.editLabel', { name }) }).click();
  await page.getByRole('heading', { level: 1, name: text(t, 'addressForm.titleEdit') }).waitFor();
  const cityField = page.getByLabel(new RegExp(`^${text(t, `addressForm.${cityLabel}`)}`));
  await expect.poll(() => cityField.inputValue()).not.toBe('');
  await cityField.fill(city);
  await saveAndReturn(page, t);
  await page.getByText(city, { exact: false }).first().waitFor();

  const radio = page.getByRole('radio', { name: new RegExp(name) });
  // The choice is an event folded into the projection, so the radio turns on a moment after the tap.
  await radio.click();
  await expect.poll(() => radio.isChecked()).toBe(true);
  await page.getByText(text(t, 'addresses.selected'), { exact: true }).waitFor();
}

async function deleteAddress(page: Page, t: Texts, name: string) {
  await page.getByRole('button', { name: text(t, 'addresses.deleteLabel', { name }) }).click();
  const dialog = page.getByRole('alertdialog', { name: text(t, 'addresses.confirmDelete', { name }) });
  await dialog.getByRole('button', { name: text(t, 'addresses.delete') }).click();
  await page.getByText(text(t, 'addresses.deleted')).waitFor();
  await page.getByRole('heading', { name: text(t, 'addresses.empty') }).waitFor();
}

/** The element's box once it has stopped moving (the map animates the marker with it). */
async function settled(page: Page, selector: string) {
  let last = '';
  for (let i = 0; i < 50; i++) {
    const box = await page.locator(selector).boundingBox();
    const now = JSON.stringify(box);
    if (box && now === last) return box;
    last = now;
    await page.waitForTimeout(200);
  }
  throw new Error(`${selector} never settled`);
}

async function drag(page: Page, selector: string, dx: number, dy: number) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height - 4;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 6 });
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
  return box;
}

describe('saved addresses with the map picker in Chromium (SPEC §2 Address list, Add/Edit address)', () => {
  it('in English: located automatically, moved on the map, saved, edited, selected and deleted', async () => {
    const t = en;
    const context: BrowserContext = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    await context.grantPermissions(['geolocation'], { origin: shopUrl });
    await context.setGeolocation({ latitude: 29.3339, longitude: 48.0761 });
    const page = await context.newPage();
    const maplibreRequests: string[] = [];
    page.on('request', (request) => {
      if (/maplibre|MapCanvas/i.test(request.url())) maplibreRequests.push(request.url());
    });
    const phone = await logIn(page, t, '/address-list');
    await page.getByRole('heading', { name: text(t, 'addresses.empty') }).waitFor({ timeout: 20_000 });
    expect(maplibreRequests).toEqual([]);

    // A new address asks for the device position at once (SPEC §2) and names it.
    await page.getByRole('link', { name: text(t, 'addresses.addNew') }).click();
    await expect.poll(() => formLine(page), { timeout: 20_000 }).toBe('Salmiya, Hawalli, Kuwait');
    expect(maplibreRequests).toEqual([]);

    // The picker: MapLibre loads now, in its own chunk.
    await page.getByRole('button', { name: text(t, 'addressForm.changeOnMap') }).click();
    const dialog = await mapReady(page, t);
    expect(maplibreRequests.some((url) => /MapCanvas-.*\.js$/.test(url))).toBe(true);
    await expect.poll(() => mapLine(page), { timeout: 20_000 }).toBe('Salmiya, Hawalli, Kuwait');

    // Re-centre on the current position, which has moved to Doha, then drag the marker a little.
    await context.setGeolocation({ latitude: 25.2854, longitude: 51.531 });
    await dialog.getByRole('button', { name: text(t, 'map.myLocation') }).click();
    await expect.poll(() => mapLine(page), { timeout: 20_000 }).toBe('Doha, Qatar');
    await settled(page, '.maplibregl-marker'); // the fly-to animation
    const before = await drag(page, '.maplibregl-marker', 40, -30);
    const after = await settled(page, '.maplibregl-marker');
    expect(Math.round(after.x - before.x)).toBe(40);
    expect(Math.round(after.y - before.y)).toBe(-30);
    await expect.poll(() => mapLine(page), { timeout: 20_000 }).toBe('Doha, Qatar');
    await dialog.getByRole('button', { name: text(t, 'map.confirm') }).click();

    // The geocoded line and the guessed country (Qatar, +974) are in the form.
    await expect.poll(() => formLine(page)).toBe('Doha, Qatar');
    expect(await page.getByLabel(/^Country/).inputValue()).toBe('Qatar');
    await page.getByText('+974', { exact: true }).waitFor();
    await fill(page, t, { fullName: 'Sara Doha', avenue: 'Corniche', apartment: 'Tower 2' });
    await saveAndReturn(page, t);
    await page.getByText('Sara Doha').waitFor();

    await editCityAndSelect(page, t, 'Sara Doha', 'Lusail');
    // Sent by the outbox: the badge goes and the server has the edit.
    await expect
      .poll(() => page.getByText(text(t, 'addresses.pending')).count(), { timeout: 30_000 })
      .toBe(0);
    await expect
      .poll(async () => (await serverAddresses(phone)).map((a) => [a.full_name, a.city, a.country]), {
        timeout: 30_000,
      })
      .toEqual([['Sara Doha', 'Lusail', 'Qatar']]);

    await deleteAddress(page, t, 'Sara Doha');
    await expect.poll(() => serverAddresses(phone), { timeout: 30_000 }).toEqual([]);
    await context.close();
  });

  it('in Arabic: location refused, placed by a tap on the map, saved, edited, selected and deleted', async () => {
    const t = ar as unknown as Texts;
    const context: BrowserContext = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE });
    const page = await context.newPage();
    const phone = await logIn(page, t, '/address-list');
    await page.getByRole('heading', { name: text(t, 'addresses.empty') }).waitFor({ timeout: 20_000 });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    // Checkout's Change button opens the list in add mode, with the map button.
    await page.goto(`${shopUrl}/address-list?mode=add`);
    await page.getByRole('link', { name: text(t, 'addresses.addOnMap') }).click();
    await page.getByText(text(t, 'map.locationDenied')).first().waitFor({ timeout: 20_000 });

    // The map opens on the default centre near Kuwait City (SPEC §9); a tap moves the marker.
    const dialog = await mapReady(page, t);
    await expect.poll(() => mapLine(page), { timeout: 20_000 }).toBe('مدينة الكويت، العاصمة، الكويت');
    const map = await page.locator('.maplibregl-canvas').boundingBox();
    if (!map) throw new Error('no map');
    await page.mouse.click(map.x + map.width / 2 - 10, map.y + map.height / 2 + 85);
    // The line says "searching" between the tap and the answer: wait for a Kuwaiti place other than the centre.
    await expect
      .poll(
        async () => {
          const shown = (await mapLine(page)) ?? '';
          return shown !== 'مدينة الكويت، العاصمة، الكويت' && /، الكويت$/.test(shown);
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // Without a tile style the map is the gazetteer's own: its areas named in the screen's language, drawn locally.
    const labels = page.locator('.map-label:not([hidden])');
    await expect.poll(() => labels.count(), { timeout: 20_000 }).toBeGreaterThan(5);
    const named = await labels.allTextContents();
    expect(named).toContain('الشويخ');
    // Each name over its own place, whatever the page's direction: Shuwaikh lies west of Hawalli, which is east.
    const centreX = async (name: string) => {
      const box = await labels.getByText(name, { exact: true }).boundingBox();
      return box ? box.x + box.width / 2 : Number.NaN;
    };
    expect(await centreX('الشويخ')).toBeLessThan(await centreX('حولي'));
    expect(named.every((name) => /^[\u0600-\u06FF\s-]+$/.test(name))).toBe(true);

    // Jumping to an area by name centres the map on it, moves the pin there and names it in Arabic.
    const pinBefore = await settled(page, '.maplibregl-marker');
    await dialog.getByLabel(text(t, 'map.goToArea')).selectOption({ label: 'السالمية' });
    await expect.poll(() => mapLine(page), { timeout: 20_000 }).toBe('السالمية، حولي، الكويت');
    const pin = await settled(page, '.maplibregl-marker');
    expect(Math.abs(pin.x - pinBefore.x) + Math.abs(pin.y - pinBefore.y)).toBeGreaterThan(20);
    expect(Math.abs(pin.x + pin.width / 2 - (map.x + map.width / 2))).toBeLessThan(3);
    expect(Math.abs(pin.y + pin.height - (map.y + map.height / 2))).toBeLessThan(12);
    await expect.poll(() => labels.allTextContents()).toContain('السالمية');

    const line = (await mapLine(page)) ?? '';
    await dialog.getByRole('button', { name: text(t, 'map.confirm') }).click();
    await expect.poll(() => formLine(page)).toBe(line);
    // Kuwait's form: SPEC's City is the area, and a Kuwaiti address needs its block, street and house.
    expect(await page.getByLabel(new RegExp(`^${text(t, 'addressForm.area')}`)).inputValue()).toBe(
      'السالمية',
    );

    await page.getByLabel(new RegExp(`^${text(t, 'addressForm.governorate')}`)).selectOption('Al Farwaniyah');
    await fill(page, t, { fullName: 'سارة', area: 'خيطان', block: '4', street: 'شارع ٥', house: 'مبنى ٣' });
    await saveAndReturn(page, t);
    await page.getByText('سارة', { exact: true }).waitFor();
    await page.getByText('خيطان، الفروانية').waitFor();
    // The card names the typed number as a block, in Arabic.
    await page.getByText('قطعة 4', { exact: false }).first().waitFor();

    await editCityAndSelect(page, t, 'سارة', 'الفروانية', 'area');
    await expect
      .poll(async () => (await serverAddresses(phone)).map((a) => [a.full_name, a.city, a.country]), {
        timeout: 30_000,
      })
      .toEqual([['سارة', 'الفروانية', 'Kuwait']]);

    await deleteAddress(page, t, 'سارة');
    await expect.poll(() => serverAddresses(phone), { timeout: 30_000 }).toEqual([]);
    await context.close();
  });

  it('in Arabic at 390 px: the pin dragged across the boundary from Hawalli into Salmiya moves Area with it', async () => {
    const t = ar as unknown as Texts;
    const context: BrowserContext = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE });
    // The device stands on Hawalli's point of the gazetteer (src/domain/geo/gazetteer.ts).
    await context.grantPermissions(['geolocation'], { origin: shopUrl });
    await context.setGeolocation({ latitude: 29.3328, longitude: 48.0286 });
    const page = await context.newPage();
    await logIn(page, t, '/address-list');
    await page.getByRole('heading', { name: text(t, 'addresses.empty') }).waitFor({ timeout: 20_000 });

    await page.getByRole('link', { name: text(t, 'addresses.addNew') }).click();
    await expect.poll(() => formLine(page), { timeout: 20_000 }).toBe('حولي، حولي، الكويت');
    const area = page.getByLabel(new RegExp(`^${text(t, 'addressForm.area')}`));
    const governorate = page.getByLabel(new RegExp(`^${text(t, 'addressForm.governorate')}`));
    expect(await area.inputValue()).toBe('حولي');
    expect(await governorate.inputValue()).toBe('Hawalli');
    await fill(page, t, { street: 'شارع ٥', house: 'مبنى ٣' });

    // The picker opens on the device's point, in the middle of the map, at street level: zoomed out with the
    // keyboard until Salmiya, 4.6 km east, is on screen too, with its name over its own point.
    await page.getByRole('button', { name: text(t, 'addressForm.changeOnMap') }).click();
    const dialog = await mapReady(page, t);
    await expect.poll(() => mapLine(page), { timeout: 20_000 }).toBe('حولي، حولي، الكويت');
    const canvas = page.locator('.maplibregl-canvas');
    await canvas.focus();
    // Two steps of two zoom levels each (MapLibre's keyboard zoom eases for 300 ms).
    await page.keyboard.press('Shift+Minus');
    await page.waitForTimeout(500);
    await page.keyboard.press('Shift+Minus');
    const salmiya = '.map-label--area:not([hidden]) >> text="السالمية"';
    await page.locator(salmiya).waitFor({ timeout: 10_000 });
    const label = await settled(page, salmiya);
    const map = await canvas.boundingBox();
    if (!map) throw new Error('no map');
    // A name hangs 4 px under its point (areaLabelLayer.ts); the pin stands on the map's centre.
    const from = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
    const to = { x: label.x + label.width / 2, y: label.y - 4 };
    expect(to.x - from.x).toBeGreaterThan(60);

    await settled(page, '.maplibregl-marker');
    await drag(page, '.maplibregl-marker', to.x - from.x, to.y - from.y);
    await expect.poll(() => mapLine(page), { timeout: 20_000 }).toBe('السالمية، حولي، الكويت');
    await dialog.getByRole('button', { name: text(t, 'map.confirm') }).click();

    // The form agrees with the map: Area is Salmiya now, the governorate still Hawalli, and what was typed stays.
    await expect.poll(() => formLine(page)).toBe('السالمية، حولي، الكويت');
    expect(await area.inputValue()).toBe('السالمية');
    expect(await governorate.inputValue()).toBe('Hawalli');
    expect(await page.getByLabel(new RegExp(`^${text(t, 'addressForm.street')}`)).inputValue()).toBe(
      'شارع ٥',
    );
    expect(await page.getByLabel(new RegExp(`^${text(t, 'addressForm.house')}`)).inputValue()).toBe('مبنى ٣');
    await context.close();
  });
});
