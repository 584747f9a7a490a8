import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginPath } from '../../domain';
import { useErrorText } from '../i18n/errorText';
import { useTranslation } from '../i18n/translation';
import { EmptyState } from '../shared/EmptyState';
import { AddressFields } from './AddressFields';
import { firstInvalidControl, formProblems, invalidFields } from './invalidFields';
import { LocationField, type PlaceLine } from './LocationField';
import { type MapLine, MapPicker } from './map/MapPicker';
import { type AddressFormView, useAddressForm } from './useAddressForm';

/** The location line of the form's state: locating, looking a place up, or the answer it has. */
function placeLine({ snapshot }: AddressFormView): PlaceLine {
  if (snapshot.matches({ open: { location: 'locating' } })) return { kind: 'locating' };
  const { answer } = snapshot.context;
  if (snapshot.matches({ open: { location: 'shown' } }))
    return answer ? { kind: 'answered', answer } : { kind: 'none' };
  return { kind: 'finding' };
}

/** The map marker's line: the machine's answer for the newest point, its failure, or still looking it up. */
function mapLine({ snapshot }: AddressFormView): MapLine {
  const { pinAnswer } = snapshot.context;
  const mapOpen = (state: 'named' | 'unnamed') =>
    snapshot.matches({ open: { form: { editing: { mapOpen: state } } } });
  if (mapOpen('named') && pinAnswer) return { kind: 'answered', answer: pinAnswer };
  if (mapOpen('unnamed')) return { kind: 'failed' };
  return { kind: 'finding' };
}

/** The form itself, with the map picker over it when open; every control is enabled when the machine can take it. */
function AddressFormBody(view: AddressFormView) {
  const { t } = useTranslation();
  const { snapshot, send } = view;
  const { form, problem, saveFailed, saveError, locationProblem } = snapshot.context;
  const reason = useErrorText('addressForm')(saveError);
  const point =
    form.latitude === null || form.longitude === null ? null : { lat: form.latitude, lng: form.longitude };
  const saving = snapshot.matches({ open: { form: 'saving' } });
  const editable = snapshot.can({ type: 'user.changed', form });
  // SPEC §5's messages for what the last Save found and is still wrong, and §8's when the save itself failed, with
  // the server's reason.
  const failure = saveFailed && (reason ? t('addressForm.refused', { reason }) : t('addressForm.saveError'));
  const problems = formProblems(problem, form);
  const errors = [...problems.map((found) => t(`addressForm.${found}`)), failure].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  );
  const save = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'user.save' });
    // Every wrong field is marked at once; focus goes to the first, so a keyboard or screen reader starts there.
    const first = firstInvalidControl(form);
    if (first !== null) document.getElementById(first)?.focus();
  };
  return (
    <>
      <form className="address-form" onSubmit={save} noValidate aria-busy={saving}>
        <LocationField
          line={placeLine(view)}
          located={point !== null}
          locationProblem={locationProblem}
          invalid={problems.includes('selectLocationOnMap')}
          // Not while the map is open: the button keeps focus for the map to hand back when it closes.
          disabled={!editable}
          onOpenMap={() => send({ type: 'user.openMap' })}
        />
        <AddressFields
          form={form}
          invalid={invalidFields(problem, form)}
          disabled={!editable}
          onChange={(next) => send({ type: 'user.changed', form: next })}
        />
        <div className="address-form__footer">
          {errors.map((text) => (
            <p key={text} className="address-form__error" role="alert">
              {text}
            </p>
          ))}
          <button
            type="submit"
            className="button address-form__save"
            disabled={!snapshot.can({ type: 'user.save' })}
          >
            {saving ? t('addressForm.saving') : t('addressForm.save')}
          </button>
        </div>
      </form>
      {snapshot.matches({ open: { form: { editing: 'mapOpen' } } }) && (
        <MapPicker
          initial={point}
          line={mapLine(view)}
          street={snapshot.context.pinStreet?.name ?? null}
          onMove={(at) => send({ type: 'map.pinMoved', point: at })}
          onStreet={(at, street) => send({ type: 'map.streetRead', point: at, street })}
          onConfirm={() => send({ type: 'user.confirmPin' })}
          onClose={() => send({ type: 'user.closeMap' })}
        />
      )}
    </>
  );
}

/**
 * SPEC §2 Add/Edit address for `editId` (null: a new address), driven by the addressForm machine: a guest is asked
 * to log in, an address that cannot be found says so (SPEC §8), and otherwise the form.
 */
export function AddressFormPage({ editId, mapAtOnce }: { editId: string | null; mapAtOnce: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const view = useAddressForm(editId, mapAtOnce);
  const { snapshot } = view;
  const title = editId === null ? t('addressForm.titleAdd') : t('addressForm.titleEdit');
  const body = snapshot.matches('loginRequired') ? (
    <EmptyState icon="user" title={t('addressForm.loginRequired')}>
      <Link className="button" to={loginPath(`${location.pathname}${location.search}`)}>
        {t('addresses.login')}
      </Link>
    </EmptyState>
  ) : snapshot.matches('missing') ? (
    <div className="addresses-page__error" role="alert">
      <p>{t('addressForm.detailsError')}</p>
      <Link className="button button--secondary" to="/address-list">
        {t('addresses.title')}
      </Link>
    </div>
  ) : snapshot.matches('open') || snapshot.matches('left') ? (
    <AddressFormBody {...view} />
  ) : (
    <p className="addresses-page__status" role="status">
      {t('common.loading')}
    </p>
  );
  return (
    <div className="address-form-page">
      <h1 className="page-title">{title}</h1>
      {body}
    </div>
  );
}
