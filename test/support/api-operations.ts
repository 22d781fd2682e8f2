import type { App } from '../../src/server/app';

/** One route of the OpenAPI description: its method, path and the keys its body and query name. */
export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  bodyKeys: string[];
  queryKeys: string[];
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** The property names a body schema mentions, through unions and intersections. */
function keysOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.allOf ?? []), ...(schema.oneOf ?? [])];
  return [...new Set([...Object.keys(schema.properties ?? {}), ...nested.flatMap(keysOf)])];
}

/** The API's routes (the description also lists the page at /, which is not the API). */
const apiPrefixes = /^\/(api|quotation|catalog|policy|mail)\//;

function operationsOf(spec: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const apiPaths = Object.entries(spec.paths).filter(([path]) => apiPrefixes.test(path));
  return apiPaths.flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method === 'get' || method === 'post')
      .map(([method, operation]) => {
        const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
        const body = operation.requestBody as
          { content?: Record<string, { schema?: JsonSchema }> } | undefined;
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          bodyKeys: keysOf(body?.content?.['application/json']?.schema),
          queryKeys: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        };
      }),
  );
}

/** Every API route the app describes at /api/docs. */
export async function apiOperations(app: App): Promise<Operation[]> {
  const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
  return operationsOf(docs.json());
}
