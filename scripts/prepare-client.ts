import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  developmentPolicyContacts,
  developmentSecrets,
  loadConfig,
  type ServerConfig,
} from '../src/server/config';
import { builtClientSettings } from '../src/server/site/client-settings';
import { buildClient, clientSettingsFrom, reasonToBuildClient } from './client-build';

/**
 * What `npm start` does before the server starts: builds the client the server will serve
 * (CLIENT_DIST) when it is missing, was built with other settings or is older than its sources.
 */
export async function prepareClient(env: NodeJS.ProcessEnv): Promise<void> {
  const config = loadConfig(env);
  const buildEnv = clientEnvironment(env, config.bearerToken);
  const clientDist = path.resolve(config.clientDist);
  const reason = reasonToBuildClient(clientDist, await clientSettingsFrom(buildEnv));
  if (!reason) return;
  console.log(`Building the client into ${config.clientDist} (${reason})…`);
  buildClient(clientDist, buildEnv);
}

/**
 * The environment the client is built with. It must call the server with the bearer the
 * server accepts, so it gets the server's unless VITE_API_BEARER_TOKEN is set, and a
 * VITE_API_BEARER_TOKEN the server would refuse stops the start instead of serving a client
 * whose every call answers 401.
 */
export function clientEnvironment(env: NodeJS.ProcessEnv, serverBearer: string): NodeJS.ProcessEnv {
  const clientBearer = env.VITE_API_BEARER_TOKEN || serverBearer;
  if (clientBearer !== serverBearer)
    throw new Error(
      'VITE_API_BEARER_TOKEN differs from the bearer the server accepts (API_BEARER_TOKEN): ' +
        'every API call of the client would answer 401. Set one of them, or both to the same value.',
    );
  return { ...env, VITE_API_BEARER_TOKEN: clientBearer };
}

/**
 * What a production start (NODE_ENV=production) does instead: it never builds, so the client
 * `npm run build` left must be there, built with the server's settings.
 */
export function checkBuiltClient(env: NodeJS.ProcessEnv): void {
  const config = loadConfig(env);
  const problem = builtClientProblem(path.resolve(config.clientDist), config);
  if (problem)
    throw new Error(
      `NODE_ENV=production serves the client npm run build left in ${config.clientDist} and never builds it: ${problem}.`,
    );
}

/** Why the built client in `clientDist` cannot serve beside a server started with `config`. */
export function builtClientProblem(
  clientDist: string,
  config: Pick<ServerConfig, 'bearerToken' | 'policyDocument'>,
): string | undefined {
  if (!existsSync(path.join(clientDist, 'index.html')))
    return 'it is missing; run npm run build where the development dependencies are installed';
  // A build without these settings carries the development values (src/web/config.ts).
  const built = builtClientSettings(clientDist) ?? {};
  const bearer = built.VITE_API_BEARER_TOKEN ?? developmentSecrets.API_BEARER_TOKEN;
  if (bearer !== config.bearerToken)
    return (
      'it was built with another bearer than API_BEARER_TOKEN, so every API call would answer ' +
      '401; build it with VITE_API_BEARER_TOKEN set to the same value'
    );
  const registration = built.BROKER_REGISTRATION ?? developmentPolicyContacts.BROKER_REGISTRATION;
  if (registration !== config.policyDocument.brokerRegistration)
    return (
      "it was built with another BROKER_REGISTRATION than the server's, so its pages would cite " +
      'another broker than the policies print; build it with the same BROKER_REGISTRATION'
    );
  return undefined;
}
