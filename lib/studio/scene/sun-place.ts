// Where the sky's sun goes once the subject is placed: the seed picks a spot anywhere along the sky, and a sun
// that lands behind the subject moves beside it or above it. Behind a cow's horns the rising sun read as a halo
// round its head, its rays running through the face.
import type { Box } from './paper';

export type Sun = { x: number; y: number; r: number; rising: boolean };

/** How far the sun's disc keeps from the subject's box and the frame, in sun radii. */
const CLEAR = 1.3;

/**
 * The sun moved clear of `subject` (its box, trimmed at the sides where most drawings leave the corners open):
 * to the middle of the wider strip of sky beside it if the disc fits there, else high above it, else where it
 * was (a subject as wide and tall as the sky leaves it nowhere, and there the subject hides it anyway).
 */
export function sunClearOf(sun: Sun, subject: Box, inner: Box): Sun {
  const core = { x: subject.x + subject.w * 0.08, y: subject.y, w: subject.w * 0.84, h: subject.h };
  const near = {
    x: Math.max(core.x, Math.min(sun.x, core.x + core.w)),
    y: Math.max(core.y, Math.min(sun.y, core.y + core.h)),
  };
  if (Math.hypot(sun.x - near.x, sun.y - near.y) > sun.r * CLEAR) return sun;
  const left = core.x - inner.x,
    right = inner.x + inner.w - (core.x + core.w);
  const room = Math.max(left, right);
  if (room >= 2 * CLEAR * sun.r) return { ...sun, x: left >= right ? inner.x + left / 2 : core.x + core.w + right / 2 };
  const above = core.y - inner.y;
  if (above >= 2 * CLEAR * sun.r) return { ...sun, y: inner.y + above / 2, rising: false };
  return sun;
}
