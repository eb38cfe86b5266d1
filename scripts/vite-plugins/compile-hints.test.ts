import { describe, expect, it } from 'vitest';
import { firstLoadChunks, shiftSourceMap, type BundleChunk } from './compile-hints.ts';

describe('firstLoadChunks', () => {
  it('takes the entry and what it imports statically, through shared chunks, each once; not lazy chunks or assets', () => {
    const outputs: BundleChunk[] = [
      { type: 'chunk', fileName: 'assets/index.js', isEntry: true, imports: ['assets/runtime.js', 'assets/xstate.js'] },
      { type: 'chunk', fileName: 'assets/xstate.js', isEntry: false, imports: ['assets/runtime.js'] },
      { type: 'chunk', fileName: 'assets/runtime.js', isEntry: false, imports: [] },
      { type: 'chunk', fileName: 'assets/sports-screens.js', isEntry: false, imports: ['assets/xstate.js'] },
      { type: 'asset', fileName: 'assets/index.css' },
    ];
    expect(firstLoadChunks(outputs).sort()).toEqual(['assets/index.js', 'assets/runtime.js', 'assets/xstate.js']);
  });
});

describe('shiftSourceMap', () => {
  it('moves every mapping one line down and keeps the rest of the map', () => {
    const map = { version: 3, sources: ['src/app/main.tsx'], names: [], mappings: 'AAAA,CAAC;AACD' };
    expect(JSON.parse(shiftSourceMap(JSON.stringify(map)))).toEqual({ ...map, mappings: ';AAAA,CAAC;AACD' });
  });
});
