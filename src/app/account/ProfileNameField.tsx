import { useEffect, useRef, useState } from 'react';
import { NAME_MAX_LENGTH, nameToSave } from '../../domain';
import { useTranslation } from '../i18n/translation';

/**
 * SPEC §2 Profile: the name, edited inline and saved on blur, 'No Name' when there is none. Enter saves (by
 * leaving the field), Escape puts the saved name back. Saving appends NameChanged, which the outbox sends to the
 * server, later if the shopper is offline. A nameless customer is offered `suggestion` (a full name from their
 * addresses, useNameFromAddresses) as a button that saves it the same way; it is never saved unasked.
 */
export function ProfileNameField({
  name,
  suggestion = null,
  onSave,
}: {
  name: string | null;
  suggestion?: string | null;
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

  const save = (next: string) => {
    setDraft(next);
    onSave(next).then(
      () => setStatus('saved'),
      () => {
        setDraft(name ?? '');
        setStatus('failed');
      },
    );
  };

  const leave = () => {
    editing.current = false;
    const next = cancelled.current ? null : nameToSave(draft, name);
    cancelled.current = false;
    if (next === null) {
      setDraft(name ?? '');
      return;
    }
    save(next);
  };

  // The name sits inside the sentence isolated (<bdi>): an Arabic name in an English sentence, or the reverse,
  // keeps its own direction and leaves the quotation marks where they belong.
  const [before, after] = t('profile.useAddressName', { name: '\u0000' }).split('\u0000');

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
      {suggestion && draft.trim() === '' && (
        <button type="button" className="profile-name__suggestion" onClick={() => save(suggestion)}>
          {before}
          <bdi>{suggestion}</bdi>
          {after}
        </button>
      )}
      <p className="profile-name__hint" role="status">
        {status === 'saved' ? t('profile.nameSaved') : ''}
      </p>
      <p className="profile-name__error" role="alert">
        {status === 'failed' ? t('profile.nameNotSaved') : ''}
      </p>
    </div>
  );
}
