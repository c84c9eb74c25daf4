/** OpenAPI document generated from the route schemas, served at <apiBase>/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export default fp(
  async function docsPlugin(app) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Mercado en Zonas API', version: '1.0.0', description: 'API de la tienda y del back office' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: `${app.config.apiBase}/docs` });
  },
  { name: 'docs' },
);
