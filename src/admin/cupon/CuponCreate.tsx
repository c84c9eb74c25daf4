import { Create, Loading } from 'react-admin';
import { CuponForm } from './CuponForm';
import { useCuponForm } from './useCuponForm';

/** The form opens with the server's defaults (first zone, 10 %, valid 30 days). */
export function CuponCreate() {
  const { data } = useCuponForm();
  return (
    <Create redirect="list">
      {data ? <CuponForm zonas={data.zona} defaults={{ ...data.defecto, valor: Number(data.defecto.valor), montoMinimo: Number(data.defecto.montoMinimo) }} /> : <Loading />}
    </Create>
  );
}
