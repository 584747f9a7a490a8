import { useSearchParams } from 'react-router-dom';
import { AddressFormPage } from './AddressFormPage';
import './Addresses.css';

/**
 * SPEC §2 Add/Edit address: the fields, the map picker, and for a new address the device position asked for at
 * once with the country guessed from where it is. Saving appends AddressSaved (the outbox sends it when it can);
 * 'Address saved successfully!' then back after 2 s (SPEC §8). `?id=…&edit=true` edits a saved address;
 * `?map=true` (the list's add-on-map button) opens the map as soon as the position is known. The addressForm
 * machine owns the flow (src/machines/addressForm.machine.ts); each address opened here gets a fresh one.
 */
export function AddressFormScreen() {
  const [params] = useSearchParams();
  const editing = params.get('edit') === 'true' || params.get('edit') === '1';
  const editId = editing ? params.get('id') : null;
  const mapAtOnce = params.get('map') === 'true';
  return <AddressFormPage key={`${editId}:${mapAtOnce}`} editId={editId} mapAtOnce={mapAtOnce} />;
}
