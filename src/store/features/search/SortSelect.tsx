/**
 * The order of the results: a native select, light and accessible, that opens the device's own picker on
 * a phone. Its options' values are the indices that answer each order (the index and its replicas, as
 * InstantSearch's sortBy names them); a choice changes the URL (SearchPage), which the search follows.
 */
import SelectField from '../../components/SelectField';
import { ORDEN_ETIQUETA, ORDENES, type Orden, sortIndexName } from '../../../shared/search-sort';
import css from './search.module.css';
import type { SortIndices } from './url-state';

export default function SortSelect({ sorts: { indexName, key }, value, onChange }: { sorts: SortIndices; value: Orden; onChange: (orden: Orden) => void }) {
  const options = ORDENES.map((o) => ({ label: ORDEN_ETIQUETA[o], value: sortIndexName(indexName, o, key) }));
  return (
    <SelectField
      id="orden-resultados"
      label="Ordenar por"
      value={sortIndexName(indexName, value, key)}
      options={options}
      onChange={(chosen) => onChange(ORDENES.find((o) => sortIndexName(indexName, o, key) === chosen) ?? 'relevancia')}
      className={css.sort}
    />
  );
}
