import { Create } from 'react-admin';
import { ZonaForm } from './ZonaForm';

/** A new zone opens on its page, where its branches, addresses and areas are counted. */
export function ZonaCreate() {
  return (
    <Create redirect="show">
      <ZonaForm />
    </Create>
  );
}
