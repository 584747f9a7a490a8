import { loginMessageKey } from '../../domain';
import { useErrorText } from '../i18n/errorText';

/**
 * The login machine's message as text. A server text SPEC §8 lists is first named by its key, so it reads in the
 * shopper's language; then the shop's one rule for errors applies (errorText).
 */
export function useLoginMessage(): (message: string | null) => string {
  const text = useErrorText('login.messages');
  return (message) => text(message === null ? null : (loginMessageKey(message) ?? message));
}
