/**
 * The house's import rules (docs/project-structure.md): arrows only point down the layers
 * machines/ <- src/api <- src/runtime <- src/features <- src/app, and no import circle anywhere.
 * `npm run lint` runs it; eslint.config.js keeps features apart from each other and the server apart
 * from the client.
 */
const layer = (name, path, mayNotImport) => ({
  name,
  severity: 'error',
  comment: `${path} sits below ${mayNotImport.join(', ')} and must not import it`,
  from: { path: `^${path}` },
  to: { path: mayNotImport.map((below) => `^${below}`) },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle ties files that should be read one after the other',
      from: {},
      to: { circular: true },
    },
    layer('machines-below-src', 'machines/', ['src/', 'server/']),
    layer('api-below-runtime', 'src/api/', ['src/runtime/', 'src/features/', 'src/app/']),
    layer('ui-below-features', 'src/ui/', ['src/runtime/', 'src/features/', 'src/app/']),
    layer('runtime-below-features', 'src/runtime/', ['src/features/', 'src/app/']),
    layer('features-below-app', 'src/features/', ['src/app/']),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
