import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{machines,src,server,tests/contract,tests/security,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
