import { Create, Loading } from 'react-admin';
import { SegmentoForm } from './SegmentoForm';
import { useSegmentoForm } from './useSegmentoForm';

/** registrar: a new segment; after saving, its page opens to send it messages. */
export function SegmentoCreate() {
  const { data } = useSegmentoForm();
  return <Create redirect="edit" record={{ estatus: 1, filtros: {} }}>{data ? <SegmentoForm form={data} /> : <Loading />}</Create>;
}
