import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useTranslation } from '../i18n/translation';
import { useShopMachine } from '../machines/useShopMachine';
import { useToast } from '../toast/useToast';
import { addressFormServices } from './addressFormServices';

/**
 * The address form's machine for `editId` (null: a new address) and `?map=true`. The machine owns the flow; the
 * form renders its snapshot and sends what the shopper does.
 */
export function useAddressForm(editId: string | null, mapAtOnce: boolean) {
  const sync = useSync();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  const eventLog = useEventLog();
  const toast = useToast();
  const [machine] = useState(() =>
    addressFormServices({
      sync,
      eventLog,
      announceSaved: () => toast.show('success', i18n.t('addressForm.saved')),
      // Opened directly (no page of this shop to go back to): the address list.
      goBack: () => (key === 'default' ? navigate('/address-list', { replace: true }) : navigate(-1)),
    }),
  );
  const [snapshot, send] = useShopMachine(machine, { input: { editId, mapAtOnce } });
  return { snapshot, send };
}

export type AddressFormView = ReturnType<typeof useAddressForm>;
