/**
 * The order of the results (InstantSearch's sortBy over the index and its replicas): a native select,
 * light and accessible, that opens the device's own picker on a phone.
 */
import { useSortBy } from 'react-instantsearch';
import NativeSelectField from '../../components/NativeSelectField';
import { ORDEN_ETIQUETA, ORDENES, sortIndexName } from '../../../shared/search-sort';
import type { SortIndices } from './url-state';

export default function SortSelect({ sorts: { indexName, key: availability } }: { sorts: SortIndices }) {
  const items = ORDENES.map((o) => ({ label: ORDEN_ETIQUETA[o], value: sortIndexName(indexName, o, availability) }));
  const { currentRefinement, options, refine } = useSortBy({ items });
  return (
    <NativeSelectField
      id="orden-resultados"
      label="Ordenar por"
      value={currentRefinement}
      options={options}
      onChange={(value) => refine(value)}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
    />
  );
}
