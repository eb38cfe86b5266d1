/**
 * The payment screen's proof region: inspect the picked file, then upload it while the UTR is
 * detected (on-device OCR raced against OCR_TIMEOUT_MS, the server's auto UTR as fallback).
 */
import { depositSetup } from './deposit.setup.ts';
import { proofOf } from './deposit.context.ts';

export const proofRegion = depositSetup.createStateConfig({
  initial: 'empty',
  on: {
    'proof.selected': {
      target: '.inspecting',
      reenter: true,
      actions: { type: 'storeProof', params: ({ event }) => ({ file: event.file }) },
    },
  },
  states: {
    empty: {},
    inspecting: {
      tags: 'uploading',
      invoke: {
        id: 'inspectProof',
        src: 'inspectProof',
        input: ({ context }) => ({ file: proofOf(context) }),
        onDone: { target: 'loaded', actions: { type: 'storeInspection', params: ({ event }) => ({ inspected: event.output }) } },
        onError: { target: 'empty', actions: { type: 'rejectProof', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      type: 'parallel',
      states: {
        upload: {
          initial: 'uploading',
          states: {
            uploading: {
              tags: 'uploading',
              invoke: {
                id: 'uploadProof',
                src: 'uploadProof',
                input: ({ context }) => ({ file: proofOf(context) }),
                onDone: { target: 'attached', actions: { type: 'storeProofUrl', params: ({ event }) => ({ url: event.output }) } },
                onError: {
                  target: '#deposit.paying.proof.empty',
                  actions: { type: 'rejectProof', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            attached: {},
          },
        },
        detection: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'proofReadable', target: 'readingOnDevice' }, { target: 'finished' }],
            },
            readingOnDevice: {
              description: 'The OCR race (spec §4): on-device recognition against the 6 s timer.',
              tags: 'readingUtr',
              invoke: {
                id: 'readUtrOnDevice',
                src: 'readUtrOnDevice',
                input: ({ context }) => ({ file: proofOf(context) }),
                onDone: [
                  {
                    guard: { type: 'utrFound', params: ({ event }) => ({ utr: event.output }) },
                    target: 'finished',
                    actions: { type: 'fillDetectedUtr', params: ({ event }) => ({ utr: event.output }) },
                  },
                  { target: 'askingServer' },
                ],
                onError: { target: 'askingServer' },
              },
              after: { ocrTimeout: { target: 'askingServer' } },
            },
            askingServer: {
              tags: 'readingUtr',
              invoke: {
                id: 'fetchAutoUtr',
                src: 'fetchAutoUtr',
                input: ({ context }) => ({ file: proofOf(context) }),
                onDone: [
                  {
                    guard: { type: 'utrFound', params: ({ event }) => ({ utr: event.output }) },
                    target: 'finished',
                    actions: { type: 'fillDetectedUtr', params: ({ event }) => ({ utr: event.output }) },
                  },
                  { target: 'finished' },
                ],
                onError: { target: 'finished', actions: { type: 'announceError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            finished: {},
          },
        },
      },
    },
  },
});
