import { describe, expect, it } from 'vitest';
import { createEmbeddedIndex } from '../../../../src/server/search/embedded';
import { SearchEngine } from '../../../../src/server/search/engine/engine';
import { parseRequest } from '../../../../src/server/search/engine/params';
import { PRODUCT_INDEX_SETTINGS } from '../../../../src/server/search/records';
import { nameSortFields, nameSortValue, replicaNames, replicaRanking, shownPrice } from '../../../../src/server/search/replicas';
import { sortIndexName } from '../../../../src/shared/search-sort';

const docs = [
  { nombre: 'Arroz blanco', popularidad: 5, precioOrden: { zon1ust1: 2.5, zon1ust2: 1 } },
  { nombre: 'Arroz integral', popularidad: 9, precioOrden: { zon1ust1: 1.2 } },
  { nombre: 'Arroz parbolizado', popularidad: 1, precioOrden: { zon1ust1: 2.5 } },
  { nombre: 'Ñame arroz', popularidad: 3 },
  { nombre: 'arroz con leche', popularidad: 4, precioOrden: { zon1ust1: 0.9 } },
];

async function index() {
  const i = createEmbeddedIndex('productos', PRODUCT_INDEX_SETTINGS);
  await i.saveObjects(docs.map((d, n) => ({ objectID: String(n + 1), conOferta: 0, ...d, ...nameSortFields(d.nombre) })));
  return i;
}

async function names(indexName: string, query = 'arroz') {
  const i = await index();
  const { results } = await i.search([{ indexName, query, hitsPerPage: 10 }]);
  return (results[0] as unknown as { hits: { nombre: string }[] }).hits.map((h) => h.nombre);
}

describe('sort replicas of the embedded engine', () => {
  it('sorts by the price of the key, ties by popularity, records without a price last either way', async () => {
    expect(await names(sortIndexName('productos', 'precio_asc', 'zon1ust1'))).toEqual([
      'arroz con leche',
      'Arroz integral',
      'Arroz blanco',
      'Arroz parbolizado',
      'Ñame arroz',
    ]);
    expect(await names(sortIndexName('productos', 'precio_desc', 'zon1ust1'))).toEqual([
      'Arroz blanco',
      'Arroz parbolizado',
      'Arroz integral',
      'arroz con leche',
      'Ñame arroz',
    ]);
    // another plan's prices: only one record has one
    expect((await names('productos_precio_asc_zon1ust2'))[0]).toBe('Arroz blanco');
  });

  it('sorts by name A-Z with ñ after n, whatever the case', async () => {
    expect(await names('productos_nombre_asc')).toEqual(['Arroz blanco', 'arroz con leche', 'Arroz integral', 'Arroz parbolizado', 'Ñame arroz']);
    expect(nameSortValue('Nutella')).toBeLessThan(nameSortValue('ñame'));
    expect(nameSortValue('ñame')).toBeLessThan(nameSortValue('Oregano'));
    expect(nameSortValue('Café')).toBe(nameSortValue('cafe'));
    // the next ten characters break ties of the first ten
    expect(nameSortValue('Pasta corta pluma')).toBe(nameSortValue('Pasta corta tornillo'));
    expect(nameSortValue('Pasta corta pluma', 10)).toBeLessThan(nameSortValue('Pasta corta tornillo', 10));
  });

  it('keeps the relevance order on the primary and refuses unknown replicas', async () => {
    expect((await names('productos'))[0]).toBe('Arroz integral');
    const i = await index();
    await expect(i.search([{ indexName: 'productos_precio_asc_todos', query: 'arroz' }])).rejects.toMatchObject({ status: 404 });
    await expect(i.search([{ indexName: 'otro_nombre_asc', query: 'arroz' }])).rejects.toMatchObject({ status: 404 });
  });

  it('names the replicas of the keys and their customRanking', () => {
    expect(replicaNames('productos', ['zon1ust2'])).toEqual(['productos_precio_asc_zon1ust2', 'productos_precio_desc_zon1ust2', 'productos_nombre_asc']);
    expect(replicaRanking('productos', 'productos_nombre_asc')).toEqual(['asc(nombreOrden)', 'asc(nombreOrden2)', 'asc(nombreOrden3)', 'desc(conOferta)', 'desc(popularidad)']);
    expect(replicaRanking('productos', 'productos_precio_desc_zon1ust2')).toEqual(['desc(precioOrden.zon1ust2)', 'desc(conOferta)', 'desc(popularidad)']);
    expect(shownPrice({ precio: '10.00', oferta: '8.00' }, '16.00')).toBe(9.28);
    expect(shownPrice({ precio: '10.00', oferta: '0.00' }, '0.00')).toBe(10);
  });

  it('pages through a sorted replica', () => {
    const e = new SearchEngine(PRODUCT_INDEX_SETTINGS);
    e.save(Array.from({ length: 30 }, (_, n) => ({ objectID: String(n), nombre: `Arroz ${n}`, popularidad: n, precioOrden: { k: 30 - n } })));
    const page = e.search(parseRequest({ indexName: 'i', query: 'arroz', hitsPerPage: 10, page: 1 }), null, [{ path: 'precioOrden.k', desc: false }]);
    expect(page.hits.map((h) => h.objectID)).toEqual(['19', '18', '17', '16', '15', '14', '13', '12', '11', '10']);
  });
});
