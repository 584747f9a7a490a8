import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { EmptyState } from '../shared/EmptyState';

/**
 * A screen whose chunk could not be fetched (offline before the service worker cached it, a deploy that removed
 * it) says so in the shopper's language and offers another try, instead of taking the whole shop down with it.
 */
interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

export class ScreenLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ScreenLoadError
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

function ScreenLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon="globe" title={t('screenLoad.title')} body={t('screenLoad.body')}>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </EmptyState>
  );
}
