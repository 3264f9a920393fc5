// Names of colours for screen readers and tooltips: a hue word and a shade, from HSL.
export const HUES = [
  'red',
  'orange',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'purple',
  'pink',
  'brown',
  'beige',
  'black',
  'grey',
  'white',
] as const;
export type Hue = (typeof HUES)[number];
export type Shade = 'light' | 'dark' | 'plain';

function hsl(hex: string): { h: number; s: number; l: number } {
  const n = parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

/** The hue word and shade of a colour, e.g. #1e88e5 → blue, #ffb3ba → light pink, #6d4c41 → brown. */
export function colorName(hex: string): { hue: Hue; shade: Shade } {
  const { h, s, l } = hsl(hex);
  if (l < 0.1) return { hue: 'black', shade: 'plain' };
  if (l > 0.94 && s < 0.9) return { hue: 'white', shade: 'plain' };
  if (s < 0.12) return { hue: 'grey', shade: l > 0.7 ? 'light' : l < 0.35 ? 'dark' : 'plain' };
  const shade: Shade = l > 0.75 ? 'light' : l < 0.33 ? 'dark' : 'plain';
  // Oranges and yellows that are dark or dull read as brown; pale ones as beige.
  if (h >= 10 && h < 50 && (l < 0.45 || s < 0.45)) return { hue: l > 0.7 ? 'beige' : 'brown', shade: l < 0.25 ? 'dark' : 'plain' };
  if (h >= 20 && h < 55 && l > 0.8 && s < 0.8) return { hue: 'beige', shade: 'plain' };
  const hue: Hue =
    h < 12 || h >= 345
      ? l > 0.7
        ? 'pink'
        : 'red'
      : h < 40
        ? 'orange'
        : h < 65
          ? 'yellow'
          : h < 90
            ? 'lime'
            : h < 160
              ? 'green'
              : h < 180
                ? 'teal'
                : h < 200
                  ? 'cyan'
                  : h < 228
                    ? 'blue'
                    : h < 260
                      ? 'indigo'
                      : h < 295
                        ? 'purple'
                        : 'pink';
  return { hue, shade: hue === 'pink' && shade === 'light' ? 'plain' : shade };
}
