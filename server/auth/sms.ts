// Delivery of login codes. In development (demo) mode there is no gateway: the code is returned to the client,
// as SPEC §2 Login shows it. In production it goes out through an SMS gateway and is never returned.
export type SmsSender = (phone: string, text: string) => Promise<void>;

export const otpText = (code: string) => `Your verification code is ${code} / رمز التحقق: ${code}`;

/**
 * A gateway reached by a JSON webhook: POST `{ phone, message }` with an optional bearer token. Failures carry
 * only the HTTP status, never the message, so a code cannot reach a log through an error.
 */
export function webhookSmsSender(url: string, token: string | undefined, fetchImpl = fetch): SmsSender {
  return async (phone, text) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ phone, message: text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  };
}
