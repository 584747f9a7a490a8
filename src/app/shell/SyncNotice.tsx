import type { SyncError } from '../../contract';
import { useTranslation } from '../i18n/translation';

const messageKey: Record<SyncError, string> = {
  offline: 'sync.offline',
  timeout: 'sync.error',
  server: 'sync.error',
  invalidResponse: 'sync.invalidResponse',
};

/**
 * A quiet line saying the last refresh failed and saved data is shown. It is a polite status so a screen reader
 * mentions it without interrupting, and it stays mounted (empty) so the announcement is not lost.
 */
export function SyncNotice({ error }: { error: SyncError | null }) {
  const { t } = useTranslation();
  return (
    <p className={error ? 'sync-notice' : 'sync-notice is-empty'} role="status">
      {error ? t(messageKey[error]) : null}
    </p>
  );
}
