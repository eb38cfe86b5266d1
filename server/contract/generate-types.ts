// Regenerates server/contract/openapi.gen.ts from api-spec/openapi.yaml, so handlers are typed by
// the contract (`npx tsx server/contract/generate-types.ts`). Routing does not need it: new
// operations are served (as 501) straight from the YAML; only a new handler needs fresh types.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { contractFile } from './contract.ts';

export const generatedTypesFile = fileURLToPath(new URL('./openapi.gen.ts', import.meta.url));

const HEADER = '// Generated from api-spec/openapi.yaml by server/contract/generate-types.ts. Do not edit.\n';

export async function renderContractTypes(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${contractFile}`));
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(generatedTypesFile, await renderContractTypes());
  console.log(`Wrote ${generatedTypesFile}`);
}
