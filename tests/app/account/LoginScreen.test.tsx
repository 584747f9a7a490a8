import { fireEvent as domEvent } from '@testing-library/dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from '../../../src/app/account/LoginScreen';
import type { ShopSync } from '../../../src/app/data/SyncContext';
import type { Session } from '../../../src/domain';
import { CurrentLocation, customer, eventsOfType, openShop } from '../accountFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

const verified = { token: 'tok-9', userId: '9', name: 'Noura', phone: '+96551234567' };

async function renderLogin(
  options: { route?: string; lang?: TestLanguage; sync?: Partial<ShopSync>; session?: Session } = {},
) {
  const sendOtp = vi.fn<ShopSync['sendOtp']>(async () => ({ success: true, otp: '4321', message: null }));
  const verifyOtp = vi.fn<ShopSync['verifyOtp']>(async (_phone, otp) =>
    otp === '4321'
      ? { success: true, session: verified, message: null }
      : { success: false, session: null, message: null },
  );
  const sync = fakeSync({ sendOtp, verifyOtp, ...options.sync });
  const shop = await openShop(options.session ? { session: options.session } : {});
  const result = await renderWithShop(
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { ...shop, sync, route: options.route ?? '/login', lang: options.lang ?? 'en' },
  );
  return { ...result, ...shop, sync };
}

const phoneInput = () => screen.getByLabelText('Phone number') as HTMLInputElement;
const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 4$/ }) as HTMLInputElement[];
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((node) => node.textContent)
    .join('');

async function requestCode(phone = '51234567') {
  fireEvent.change(phoneInput(), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('heading', { name: 'Enter the code' });
}

function typeCode(code: string) {
  for (const [index, digit] of [...code].entries()) {
    fireEvent.change(boxes()[index] as HTMLInputElement, { target: { value: digit } });
  }
}

describe('login step 1: country and phone (SPEC §2 Login, §5 Phone, Country choices)', () => {
  it('offers the six Gulf countries with their codes, Kuwait first', async () => {
    await renderLogin();
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect([...country.options].map((o) => [o.value, o.textContent?.replace(/[\u2066\u2069]/g, '')])).toEqual(
      [
        ['+965', 'Kuwait (+965)'],
        ['+966', 'Saudi Arabia (+966)'],
        ['+971', 'United Arab Emirates (+971)'],
        ['+973', 'Bahrain (+973)'],
        ['+974', 'Qatar (+974)'],
        ['+968', 'Oman (+968)'],
      ],
    );
    expect(country.value).toBe('+965');
    // Once on the screen: the country choice says it, the number field does not repeat it.
    expect(document.body.textContent?.split('+965')).toHaveLength(2);
  });

  it('asks for a numeric phone filled in as a national number', async () => {
    await renderLogin();
    expect(phoneInput().getAttribute('inputmode')).toBe('numeric');
    expect(phoneInput().getAttribute('autocomplete')).toBe('tel-national');
    expect(phoneInput().type).toBe('tel');
  });

  it('keeps digits only, at most 10', async () => {
    await renderLogin();
    fireEvent.change(phoneInput(), { target: { value: '5a1-2 3' } });
    expect(phoneInput().value).toBe('5123');
    fireEvent.change(phoneInput(), { target: { value: '123456789012' } });
    expect(phoneInput().value).toBe('1234567890');
  });

  it('says PleaseEnterno for an empty phone and enterCorrectPhoneNumber for a short one', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(alertText()).toBe('Please enter your phone number');
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(phoneInput(), { target: { value: '5123' } });
    expect(alertText()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(alertText()).toBe('Please enter a correct phone number');
  });

  it('sends the number with the chosen country code and without its leading 0', async () => {
    const { sync } = await renderLogin();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '+966' } });
    await requestCode('0551234567');
    expect(sync.sendOtp).toHaveBeenCalledWith('+966551234567');
    expect(screen.getByText('+966551234567')).toBeTruthy();
  });

  it('disables Send code while the code is being requested', async () => {
    let answer: (value: Awaited<ReturnType<ShopSync['sendOtp']>>) => void = () => {};
    await renderLogin({
      sync: { sendOtp: () => new Promise((resolve) => (answer = resolve)) },
    });
    fireEvent.change(phoneInput(), { target: { value: '51234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ success: true, otp: null, message: null }));
    await screen.findByRole('heading', { name: 'Enter the code' });
  });

  it.each([
    [{ success: false, otp: null, message: 'phoneNotCorrect' }, 'Phone number is not correct'],
    [{ success: false, otp: null, message: 'networkErrorOccurred' }, 'Network error occurred'],
    [{ success: false, otp: null, message: 'Phone number is not valid' }, 'Phone number is not valid'],
    [{ success: false, otp: null, message: 'Try again in a minute' }, 'Try again in a minute'],
  ])('shows why the code was not sent: %o', async (answer, text) => {
    await renderLogin({ sync: { sendOtp: async () => answer } });
    fireEvent.change(phoneInput(), { target: { value: '51234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(alertText()).toBe(text));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('says Network error occurred when the worker call itself fails', async () => {
    await renderLogin({ sync: { sendOtp: async () => Promise.reject(new TypeError('port closed')) } });
    fireEvent.change(phoneInput(), { target: { value: '51234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(alertText()).toBe('Network error occurred'));
  });

  it('translates SPEC texts a server sends into Arabic', async () => {
    await renderLogin({
      lang: 'ar',
      sync: { sendOtp: async () => ({ success: false, otp: null, message: 'Incorrect phone number' }) },
    });
    fireEvent.change(screen.getByLabelText('رقم الهاتف'), { target: { value: '51234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    await waitFor(() => expect(alertText()).toBe('رقم الهاتف خاطئ'));
  });
});

describe('login step 2: the code (SPEC §2 Login, §4 Login, §5 Code)', () => {
  it('shows the debug code the server returned, labelled as a demo code', async () => {
    await renderLogin();
    await requestCode();
    expect(screen.getByText('Demo code')).toBeTruthy();
    expect(screen.getByTestId('demo-code').textContent).toBe('4321');
  });

  it('shows no demo code when the server sent none', async () => {
    await renderLogin({ sync: { sendOtp: async () => ({ success: true, otp: null, message: null }) } });
    await requestCode();
    expect(screen.queryByText('Demo code')).toBeNull();
  });

  it('has four numeric single-digit boxes, the first focused, each open to one-time-code autofill', async () => {
    await renderLogin();
    await requestCode();
    expect(boxes()).toHaveLength(4);
    expect(boxes().every((box) => box.getAttribute('autocomplete') === 'one-time-code')).toBe(true);
    expect(boxes().every((box) => box.getAttribute('inputmode') === 'numeric')).toBe(true);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('names the code and each box in Arabic', async () => {
    await renderLogin({ lang: 'ar' });
    fireEvent.change(screen.getByLabelText('رقم الهاتف'), { target: { value: '51234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    const group = await screen.findByRole('group', { name: 'رمز التحقق' });
    const names = [...group.querySelectorAll('input')].map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual(['الرقم 1 من 4', 'الرقم 2 من 4', 'الرقم 3 من 4', 'الرقم 4 من 4']);
  });

  it('keeps both of two digits that arrive before the boxes render again', async () => {
    await renderLogin();
    await requestCode();
    const second = boxes()[1] as HTMLInputElement;
    // The next digit lands as soon as focus reaches the second box: inside the first digit's event, before React
    // has rendered the first digit.
    const typeTheSecondDigit = () => domEvent.input(second, { target: { value: '٢' } });
    second.addEventListener('focus', typeTheSecondDigit, { once: true });
    fireEvent.input(boxes()[0] as HTMLInputElement, { target: { value: '1' } });
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('takes a whole code the phone fills into a box that holds a digit, and sends it', async () => {
    const { sync } = await renderLogin();
    await requestCode();
    typeCode('1');
    // iOS inserts the code from above the keyboard at the caret, here after the box's own digit.
    fireEvent.input(boxes()[0] as HTMLInputElement, { target: { value: '14321' } });
    expect(boxes().map((box) => box.value)).toEqual(['4', '3', '2', '1']);
    await screen.findByText('You are logged in. Taking you on…');
    expect(sync.verifyOtp).toHaveBeenCalledExactlyOnceWith('+96551234567', '4321');
  });

  it("replaces a refused code with a whole code pasted into the last box from the keyboard's clipboard chip", async () => {
    const { sync } = await renderLogin();
    await requestCode();
    typeCode('1111');
    await waitFor(() => expect(alertText()).toBe('Wrong code. Please check it and try again.'));
    // A keyboard's clipboard suggestion is typed text, not a paste event: it lands beside the box's digit.
    fireEvent.input(boxes()[3] as HTMLInputElement, { target: { value: '14321' } });
    expect(boxes().map((box) => box.value)).toEqual(['4', '3', '2', '1']);
    expect(document.activeElement).toBe(boxes()[3]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sync.verifyOtp).toHaveBeenLastCalledWith('+96551234567', '4321'));
  });

  it('moves focus on as digits are typed and back on Backspace in an empty box', async () => {
    await renderLogin();
    await requestCode();
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: '1' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1] as HTMLInputElement, { target: { value: 'x' } });
    expect(boxes()[1]?.value).toBe('');
    fireEvent.change(boxes()[1] as HTMLInputElement, { target: { value: '2' } });
    expect(document.activeElement).toBe(boxes()[2]);
    fireEvent.keyDown(boxes()[2] as HTMLInputElement, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '', '']);
  });

  it('fills every box from a pasted code', async () => {
    await renderLogin();
    await requestCode();
    fireEvent.paste(boxes()[2] as HTMLInputElement, { clipboardData: { getData: () => '43 21' } });
    expect(boxes().map((box) => box.value)).toEqual(['4', '3', '2', '1']);
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('asks for all four digits (pleaseEnterCode)', async () => {
    const { sync } = await renderLogin();
    await requestCode();
    typeCode('12');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(alertText()).toBe('Please enter complete OTP');
    expect(sync.verifyOtp).not.toHaveBeenCalled();
  });

  it('says WrongOtp for a wrong code', async () => {
    await renderLogin();
    await requestCode();
    typeCode('1111');
    await waitFor(() => expect(alertText()).toBe('Wrong code. Please check it and try again.'));
    expect(boxes().every((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true);
  });

  it('sends the code on its fourth digit, and a corrected code from Verify', async () => {
    const { sync } = await renderLogin();
    await requestCode();
    typeCode('111');
    expect(sync.verifyOtp).not.toHaveBeenCalled();
    typeCode('1111');
    await waitFor(() => expect(alertText()).toBe('Wrong code. Please check it and try again.'));
    expect(sync.verifyOtp).toHaveBeenCalledTimes(1);
    expect(sync.verifyOtp).toHaveBeenLastCalledWith('+96551234567', '1111');
    // Correcting a digit of the refused code waits for Verify: the shopper may not be done.
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: '2' } });
    expect(sync.verifyOtp).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sync.verifyOtp).toHaveBeenLastCalledWith('+96551234567', '2111'));
    expect(sync.verifyOtp).toHaveBeenCalledTimes(2);
  });

  it('resends the code, shows Sent and holds the Resend button meanwhile', async () => {
    const { sync } = await renderLogin();
    await requestCode();
    typeCode('12');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('Sent');
    expect(sync.sendOtp).toHaveBeenCalledTimes(2);
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(true);
    // A new code empties the boxes (the 5 s of the notice are checked on the machine with a simulated clock).
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
  });

  it('goes back to step 1, keeping the number and dropping the code, demo code and error', async () => {
    await renderLogin();
    await requestCode();
    typeCode('12');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change phone number' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(phoneInput().value).toBe('51234567');
    expect(document.activeElement).toBe(phoneInput());
    expect(alertText()).toBe('');
    await requestCode();
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
  });
});

describe('after a successful login (SPEC §2 Login, §4 Login)', () => {
  async function logIn(route: string) {
    const result = await renderLogin({ route });
    await requestCode();
    typeCode('4321');
    return result;
  }

  it('stores token, name, mobile and user id as a LoggedIn event', async () => {
    const { database, eventLog } = await logIn('/login');
    await screen.findByText('You are logged in. Taking you on…');
    await waitFor(async () => expect(await eventsOfType(database, 'LoggedIn')).toHaveLength(1));
    const [event] = await eventsOfType(database, 'LoggedIn');
    expect(event?.payload).toEqual({
      session: { token: 'tok-9', userId: '9', userName: 'Noura', mobile: '+96551234567' },
    });
    // The projection is folded just after the append: wait for it rather than read it between the two writes.
    await waitFor(async () =>
      expect((await eventLog.state()).session).toMatchObject({ isLogin: true, token: 'tok-9', userId: '9' }),
    );
  });

  it('goes to the stored return path after about 300 ms', async () => {
    await logIn('/login?returnTo=%2Fcheckout');
    await screen.findByText('You are logged in. Taking you on…');
    expect(screen.queryByTestId('location')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
  });

  it('goes to /orders when it came from an order detail', async () => {
    await logIn('/login?returnTo=%2Forder%2F12');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/orders'));
  });

  it('goes home otherwise', async () => {
    await logIn('/login');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('sends a customer who is already logged in on to the return path', async () => {
    await renderLogin({ route: '/login?returnTo=%2Fprofile', session: customer() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
  });
});
