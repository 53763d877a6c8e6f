import { useEffect, useState } from 'react';

/**
 * Cycles through `count` items every `intervalMs`, fading out for `fadeMs` before each change.
 * `visible` drives the opacity; `paused` stops the cycle (WCAG 2.2.2 asks for a way to stop it).
 */
export function useRotation(count: number, intervalMs: number, fadeMs: number, paused = false) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (paused || count < 2) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setVisible(false);
      fadeTimer = setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setVisible(true);
      }, fadeMs);
    }, intervalMs);
    return () => {
      clearInterval(interval);
      clearTimeout(fadeTimer);
      setVisible(true);
    };
  }, [count, intervalMs, fadeMs, paused]);

  return { index, visible };
}
