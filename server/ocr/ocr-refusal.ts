// How the auto-UTR call answers when its OCR job did not give a reading (docs/decisions/032).
import { HttpError } from '../http-error.ts';
import { OcrQueueError } from './ocr-queue.ts';

export const OCR_BUSY = 'The server is busy reading other images. Please try again in a moment.';

/**
 * A queue refusal (this user already has images being read, the queue is full, the turn did not
 * come in time) is a 429 with Retry-After; an image that took too long to read, or that tesseract
 * could not decode, is the call's "unreadable image" refusal (400).
 */
export function ocrRefusal(error: unknown, unreadableMessage: string): HttpError {
  if (error instanceof OcrQueueError && error.reason !== 'run-timeout') {
    return new HttpError(429, OCR_BUSY, { error: OCR_BUSY }, { 'retry-after': String(error.retryAfterSeconds) });
  }
  return new HttpError(400, unreadableMessage, { error: unreadableMessage });
}
