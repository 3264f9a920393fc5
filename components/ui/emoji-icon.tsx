/** The OpenMoji file name of an emoji: its code points in hex, without the emoji variation selector. */
export function openMojiCode(emoji: string): string {
  return [...emoji]
    .map((char) => char.codePointAt(0)!.toString(16).toUpperCase())
    .filter((code) => code !== 'FE0F')
    .join('-');
}

/**
 * A decorative emoji drawn from the OpenMoji artwork in public/openmoji, so it looks the same on every
 * device (system emoji fonts are missing on some). Always hidden from assistive technology.
 * `className` replaces the default 40 px size. Lazy: most of them sit below the fold,
 * and on a phone's bandwidth they would share it with the page's first image and scripts.
 * OpenMoji outlines everything in black, which vanishes on a dark surface (the mandalas' spiral is all
 * outline): in dark mode a faint light halo keeps the outline visible.
 */
const DARK_HALO = 'dark:[filter:drop-shadow(0_0_1px_rgb(255_255_255/0.75))]';

export function EmojiIcon({ emoji, className }: { emoji: string; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- tiny static SVGs; next/image adds nothing here
    <img
      src={`/openmoji/${openMojiCode(emoji)}.svg`}
      alt=""
      aria-hidden="true"
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      className={`${className ?? 'h-10 w-10'} ${DARK_HALO}`}
    />
  );
}
