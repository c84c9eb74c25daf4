import { Create, Loading } from 'react-admin';
import { EnvioForm } from './EnvioForm';
import { useEnvioForm } from './useEnvioForm';

export function EnvioCreate() {
  const { data } = useEnvioForm();
  return (
    <Create redirect="list" record={data?.defaults}>
      {data ? <EnvioForm zonas={data.zonas} /> : <Loading />}
    </Create>
  );
}
