import { useEffect, useState } from 'react';

/** Whole seconds left of `seconds`, counted down from each new `started` (a new code resets it). */
export function useCountdown(seconds: number, started: unknown) {
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `started` is the restart signal, read by no line.
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const end = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const rest = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, started]);
  return left;
}
