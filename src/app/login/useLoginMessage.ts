import { useTranslation } from 'react-i18next';
import { loginMessageKey } from '../../domain';

/**
 * The login machine's message as text: a translation key (or a server text SPEC §8 lists) is translated; any other
 * server message is shown as the server wrote it (the server already answers in the shopper's language).
 */
export function useLoginMessage(): (message: string | null) => string {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return '';
    const key = loginMessageKey(message);
    return key ? t(`login.messages.${key}`) : message;
  };
}
