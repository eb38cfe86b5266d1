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

/** 'hh:mm:ss' (or 'mm:ss') left until `until`, never below zero. */
export function formatTimeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now) / SECOND_MS));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
