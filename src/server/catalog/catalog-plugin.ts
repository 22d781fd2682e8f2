import fp from 'fastify-plugin';
import { createCatalogLookups } from './catalog-lookups';

/** Decorates the app with the catalogue lookups other areas read (see lookups.ts). */
export const catalogPlugin = fp(
  async (app) => {
    app.decorate('catalog', createCatalogLookups(app.db));
  },
  { name: 'catalog', dependencies: ['database'] },
);
