/**
 * The order of the results (InstantSearch's sortBy over the index and its replicas): a native select,
 * light and accessible, that opens the device's own picker on a phone.
 */
import { useSortBy } from 'react-instantsearch';
import SelectField from '../../components/SelectField';
import { ORDEN_ETIQUETA, ORDENES, sortIndexName } from '../../../shared/search-sort';
import css from './search.module.css';
import type { SortIndices } from './url-state';

export default function SortSelect({ sorts: { indexName, key: availability } }: { sorts: SortIndices }) {
  const items = ORDENES.map((o) => ({ label: ORDEN_ETIQUETA[o], value: sortIndexName(indexName, o, availability) }));
  const { currentRefinement, options, refine } = useSortBy({ items });
  return <SelectField id="orden-resultados" label="Ordenar por" value={currentRefinement} options={options} onChange={(value) => refine(value)} className={css.sort} />;
}
