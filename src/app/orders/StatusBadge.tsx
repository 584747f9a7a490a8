import { statusBadge } from '../../domain';
import { useTranslation } from '../i18n/translation';

/** SPEC §4 Order status: the status as a coloured badge; unknown values get a grey one. */
export function StatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation();
  const { color, labelKey } = statusBadge(status);
  return <span className={`status-badge status-badge--${color}`}>{t(`orders.status.${labelKey}`)}</span>;
}
