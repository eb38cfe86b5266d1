import { useEffect, useState } from 'react';

const SECOND_MS = 1_000;

/** The time now, once a second, for countdowns on screen (display only: the machines and the server decide). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** '2d 04:05:06' or '04:05:06' left until `until`, never below zero. */
export function formatTimeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now) / SECOND_MS));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const two = (value: number) => String(value).padStart(2, '0');
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
