import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ADDRESS_SAVED_BACK_MS,
  type AddressCard,
  type AddressForm,
  AddressFormSchema,
  type AddressProblem,
  cardSelection,
  DEFAULT_COUNTRY,
  formToAddress,
  isCardSelected,
  loginPath,
  placeIntoForm,
  splitInternational,
  validateAddressForm,
} from '../../domain';
import type { GeocodeAnswer } from '../../sync-worker';
import { AddressFields } from '../addresses/AddressFields';
import { invalidFields } from '../addresses/invalidFields';
import { LocationField } from '../addresses/LocationField';
import { useAddressBook } from '../addresses/useAddressBook';
import { usePlaceLine } from '../addresses/usePlaceLine';
import { EmptyState } from '../components/EmptyState';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { currentPosition, LocationError, type LocationProblem } from '../map/currentPosition';
import { LazyMapPicker } from '../map/LazyMapPicker';
import type { LatLng } from '../map/latLng';
import { useToast } from '../toast/useToast';
import '../addresses/Addresses.css';

/** The saved address a card edits, in the shape its AddressSaved carries (SPEC §3 Address, or a local one). */
function savedFrom(form: AddressForm, card: AddressCard | null) {
  if (card?.server) return formToAddress(form, card.server);
  // A new address is named by a client id until the server gives it one; never a number, so never a server id.
  return { ...form, clientId: card?.clientId ?? card?.key ?? `local-${crypto.randomUUID()}` };
}

const pointOf = (form: AddressForm): LatLng | null =>
  form.latitude === null || form.longitude === null ? null : { lat: form.latitude, lng: form.longitude };

/**
 * SPEC §2 Add/Edit address: the fields, the map picker, and for a new address the device position asked for at
 * once with the country guessed from where it is. Saving appends AddressSaved (the outbox sends it when it can);
 * 'Address saved successfully!' then back after 2 s (SPEC §8). `?id=…&edit=true` edits a saved address;
 * `?map=true` (the list's add-on-map button) opens the map as soon as the position is known.
 */
export function AddressFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const editing = params.get('edit') === 'true' || params.get('edit') === '1';
  const editId = editing ? params.get('id') : null;
  const isNew = editId === null;
  const mapAtOnce = params.get('map') === 'true';
  const sync = useSync();
  const eventLog = useEventLog();
  const toast = useToast();
  const book = useAddressBook();
  const card = editId ? (book.cards.find((c) => c.key === editId || c.clientId === editId) ?? null) : null;

  // SPEC §9: Kuwait is the default country (and +965 the default code of SPEC §3); the position may change it.
  const [form, setForm] = useState<AddressForm>(() =>
    AddressFormSchema.parse({ country: DEFAULT_COUNTRY.en }),
  );
  const [loaded, setLoaded] = useState(isNew);
  const [refetch, setRefetch] = useState<'no' | 'asked' | 'done'>('no');
  const [problem, setProblem] = useState<AddressProblem | null>(null);
  const [status, setStatus] = useState<'editing' | 'saving' | 'saved' | 'failed'>('editing');
  const [mapOpen, setMapOpen] = useState(false);
  const [locationProblem, setLocationProblem] = useState<LocationProblem | null>(null);
  const { line, setLine, track } = usePlaceLine();
  /** Set once the shopper picked a point, so a late device position never moves it. */
  const chosenOnMap = useRef(false);
  const located = useRef(false);

  const lookup = (point: LatLng) => sync.reverseGeocode(point.lat, point.lng);

  // Editing: the saved values, from the stored list or, on a cold start, after one refresh of it.
  useEffect(() => {
    if (loaded || isNew || !book.ready) return;
    if (card) {
      setForm(card.form);
      setLoaded(true);
      const point = pointOf(card.form);
      if (point) void track(lookup(point));
      return;
    }
    if (refetch === 'no' && book.loggedIn) {
      setRefetch('asked');
      void sync
        .refreshAddresses()
        .catch(() => undefined)
        .finally(() => setRefetch('done'));
    }
  });

  // A new address: the shopper's name and phone from the session, and the device position (SPEC §2).
  useEffect(() => {
    if (!isNew || located.current || !book.ready) return;
    located.current = true;
    const session = book.session;
    if (session?.mobile) {
      const phone = splitInternational(session.mobile);
      // Only into an empty phone of the same country: a number never lands behind another country's code.
      setForm((f) => (f.phone || f.countryCode !== phone.countryCode ? f : { ...f, phone: phone.phone }));
    }
    if (session?.userName) setForm((f) => ({ ...f, fullName: f.fullName || (session.userName ?? '') }));
    if (!book.loggedIn || chosenOnMap.current) return;
    setLine({ kind: 'locating' });
    currentPosition()
      .then(async (point) => {
        if (chosenOnMap.current) return;
        const answer = await track(lookup(point));
        if (!chosenOnMap.current) setForm((f) => placeIntoForm(f, point, answer?.place ?? null, true));
      })
      .catch((error: unknown) => {
        if (chosenOnMap.current) return;
        setLocationProblem(error instanceof LocationError ? error.problem : 'unavailable');
        setLine({ kind: 'none' });
      })
      .finally(() => {
        if (mapAtOnce && !chosenOnMap.current) setMapOpen(true);
      });
  });

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => {
      if (location.key === 'default') navigate('/address-list', { replace: true });
      else navigate(-1);
    }, ADDRESS_SAVED_BACK_MS);
    return () => clearTimeout(timer);
  }, [status, navigate, location.key]);

  const confirmPoint = async (point: LatLng, answer: GeocodeAnswer | null) => {
    chosenOnMap.current = true;
    setMapOpen(false);
    setLocationProblem(null);
    if (problem === 'selectLocationOnMap') setProblem(null);
    setForm((f) => placeIntoForm(f, point, answer?.place ?? null, isNew));
    if (answer) {
      setLine({ kind: 'answered', answer });
      return;
    }
    const late = await track(lookup(point));
    if (late?.place) setForm((f) => placeIntoForm(f, point, late.place, isNew));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'saving' || status === 'saved') return;
    const found = validateAddressForm(form);
    setProblem(found);
    if (found) return;
    setStatus('saving');
    try {
      await eventLog.append('AddressSaved', { address: savedFrom(form, card) });
      // The selection is a copy of the address (SPEC §3): an edit of the selected one must reach checkout.
      if (card && isCardSelected(card, book.selected)) {
        await eventLog.append('AddressSelected', { address: cardSelection({ ...card, form }) });
      }
      setStatus('saved');
      toast.show('success', t('addressForm.saved'));
    } catch {
      setStatus('failed');
    }
  };

  const title = isNew ? t('addressForm.titleAdd') : t('addressForm.titleEdit');

  if (book.ready && !book.loggedIn) {
    return (
      <div className="address-form-page">
        <h1 className="page-title">{title}</h1>
        <EmptyState icon="user" title={t('addressForm.loginRequired')}>
          <Link className="button" to={loginPath(`${location.pathname}${location.search}`)}>
            {t('addresses.login')}
          </Link>
        </EmptyState>
      </div>
    );
  }

  if (!loaded) {
    const missing = refetch === 'done' || (book.ready && !book.loggedIn);
    return (
      <div className="address-form-page">
        <h1 className="page-title">{title}</h1>
        {missing ? (
          <div className="addresses-page__error" role="alert">
            <p>{t('addressForm.detailsError')}</p>
            <Link className="button button--secondary" to="/address-list">
              {t('addresses.title')}
            </Link>
          </div>
        ) : (
          <p className="addresses-page__status" role="status">
            {t('common.loading')}
          </p>
        )}
      </div>
    );
  }

  const busy = status === 'saving' || status === 'saved';
  return (
    <div className="address-form-page">
      <h1 className="page-title">{title}</h1>
      <form className="address-form" onSubmit={save} noValidate aria-busy={status === 'saving'}>
        <LocationField
          line={line}
          located={pointOf(form) !== null}
          locationProblem={locationProblem}
          invalid={problem === 'selectLocationOnMap'}
          disabled={busy}
          onOpenMap={() => setMapOpen(true)}
        />
        <AddressFields
          form={form}
          invalid={invalidFields(problem, form)}
          disabled={busy}
          onChange={setForm}
        />
        <div className="address-form__footer">
          {problem && (
            <p className="address-form__error" role="alert">
              {t(`addressForm.${problem}`)}
            </p>
          )}
          {status === 'failed' && (
            <p className="address-form__error" role="alert">
              {t('addressForm.saveError')}
            </p>
          )}
          <button type="submit" className="button address-form__save" disabled={busy}>
            {status === 'saving' ? t('addressForm.saving') : t('addressForm.save')}
          </button>
        </div>
      </form>
      {mapOpen && (
        <LazyMapPicker
          initial={pointOf(form)}
          lookup={lookup}
          onConfirm={(point, answer) => void confirmPoint(point, answer)}
          onClose={() => setMapOpen(false)}
        />
      )}
    </div>
  );
}
