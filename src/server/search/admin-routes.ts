/**
 * Search-index sync of the back office (spec section 7): re-reads one product from the database into
 * the index, whole (POST productobase), its base fields (PUT productobase) or its prices and stock
 * (PUT productodisponibilidad). Area producto (ROLE_PRODUCTO) in the admin guard.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { errorBodySchema, notFound } from '../errors';
import { reindexProducts, type SyncPart } from './sync';

const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const Reply = Type.Object({ mensaje: Type.String(), objectID: Type.String() });

export default async function searchAdminRoutes(app: FastifyInstance) {
  const route = (method: 'POST' | 'PUT', url: string, part: SyncPart, summary: string) =>
    app.route({
      method,
      url,
      schema: {
        tags: ['admin-algolia'],
        security: [{ bearerAuth: [] }],
        summary,
        params: Params,
        response: { 200: Reply, 404: errorBodySchema },
      },
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const [record] = await reindexProducts(app.db, [id], part);
        if (!record) throw notFound('Producto no encontrado');
        return { mensaje: 'Producto actualizado en el buscador', objectID: record.objectID };
      },
    });

  route('POST', '/admin/algolia/productobase/:id', 'full', 'Indexa el producto completo en el buscador');
  route('PUT', '/admin/algolia/productobase/:id', 'base', 'Actualiza los datos base del producto en el buscador');
  route('PUT', '/admin/algolia/productodisponibilidad/:id', 'disponibilidad', 'Actualiza precios y existencias del producto en el buscador');
}
