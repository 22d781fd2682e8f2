/**
 * The step `npm start` runs before the server, in its own short-lived process so Vite, which
 * it may load, never stays in the server's memory: builds the client when it needs building.
 */
import { prepareClient } from './prepare-client';

await prepareClient(process.env);
