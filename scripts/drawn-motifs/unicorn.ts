// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { unicornBuild } from './horse';

/**
 * A whole unicorn standing side-on, facing left: the horse's build (horse.ts), graceful with an arched neck and
 * a lifted foreleg, with a spiral horn, a long mane and tail of separate locks to colour one by one and a star on
 * its flank. OpenMoji's unicorn is a head: every unicorn page showed a big head cut off at the neck, where printed
 * unicorn pages show the whole animal. With `wings` a feathered wing rises from its back (the winged unicorn);
 * without its `horn` too it is Pegasus, the winged horse.
 */
export function unicorn({ horn = true, wings = false } = {}) {
  return unicornBuild({ horn, wings });
}
