import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPickerProps } from './MapPicker';

// Its own chunk, with maplibre-gl and its stylesheet: fetched the first time a shopper opens the picker.
const MapPicker = lazy(() => import('./MapPicker'));

function Notice({ text, role, onClose }: { text: string; role: 'status' | 'alert'; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="map-picker-notice">
      <p role={role}>{text}</p>
      {onClose && (
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('map.close')}
        </button>
      )}
    </div>
  );
}

/** The chunk cannot be fetched (offline before the picker was ever opened): a way out instead of a blank page. */
class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The map picker, loaded on demand, with its loading and failure states. */
export function LazyMapPicker(props: MapPickerProps) {
  const { t } = useTranslation();
  return (
    <ChunkBoundary fallback={<Notice text={t('map.loadError')} role="alert" onClose={props.onClose} />}>
      <Suspense fallback={<Notice text={t('map.loading')} role="status" />}>
        <MapPicker {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
