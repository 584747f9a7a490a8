import { useEffect, useRef, useState } from 'react';
import { NAME_MAX_LENGTH, nameToSave } from '../../domain';
import { useTranslation } from '../i18n/translation';

/**
 * SPEC §2 Profile: the name, edited inline and saved on blur, 'No Name' when there is none. Enter saves (by
 * leaving the field), Escape puts the saved name back. Saving appends NameChanged, which the outbox sends to the
 * server, later if the shopper is offline.
 */
export function ProfileNameField({
  name,
  onSave,
}: {
  name: string | null;
  onSave: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(name ?? '');
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const editing = useRef(false);
  const cancelled = useRef(false);

  // A name changed elsewhere (another tab, a later login) shows up unless the shopper is typing one.
  useEffect(() => {
    if (!editing.current) setDraft(name ?? '');
  }, [name]);

  const leave = () => {
    editing.current = false;
    const next = cancelled.current ? null : nameToSave(draft, name);
    cancelled.current = false;
    if (next === null) {
      setDraft(name ?? '');
      return;
    }
    setDraft(next);
    onSave(next).then(
      () => setStatus('saved'),
      () => {
        setDraft(name ?? '');
        setStatus('failed');
      },
    );
  };

  return (
    <div className="profile-name">
      <label className="visually-hidden" htmlFor="profile-name">
        {t('profile.nameLabel')}
      </label>
      <input
        id="profile-name"
        className="profile-name__input"
        type="text"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        placeholder={t('profile.noName')}
        value={draft}
        onFocus={() => {
          editing.current = true;
          setStatus('idle');
        }}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') {
            cancelled.current = true;
            event.currentTarget.blur();
          }
        }}
      />
      <p className="profile-name__hint" role="status">
        {status === 'saved' ? t('profile.nameSaved') : ''}
      </p>
      <p className="profile-name__error" role="alert">
        {status === 'failed' ? t('profile.nameNotSaved') : ''}
      </p>
    </div>
  );
}
