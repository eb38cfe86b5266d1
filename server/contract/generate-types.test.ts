import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generatedTypesFile, renderContractTypes } from './generate-types.ts';

it('openapi.gen.ts matches api-spec/openapi.yaml (else: npx tsx server/contract/generate-types.ts)', async () => {
  expect(await readFile(generatedTypesFile, 'utf8')).toBe(await renderContractTypes());
});
