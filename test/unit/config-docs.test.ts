import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { configurationPage, renderConfigurationPage } from '../../scripts/config-docs';

const root = path.resolve(import.meta.dirname, '../..');

it('keeps the configuration page as the schema and its reference make it (npm run docs:config)', () => {
  const committed = readFileSync(path.join(root, configurationPage), 'utf8');
  expect(committed).toBe(renderConfigurationPage());
});
