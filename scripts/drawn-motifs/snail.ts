// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The snail (1F40C). Fluent's shell was a plain circle in a box with no spiral, on a faceless body, which printed as
// two big empty rounds. Ours is a storybook snail gliding to the left: a big shell holding a spiral that winds two
// and a half times from the rim into the middle, its band cut into pieces to colour by curved growth ridges; a soft
// body with a round head, two eye stalks with the eyes on their tips, a smile and a cheek, and a foot whose bottom
// edge ripples as it glides.
import { smooth } from './dinosaurs';
import { circle, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * The shell: a disc of radius `R` round (cx, cy) holding a spiral line that winds `turns` times out from the
 * centre, `r0` from it at the start and growing evenly (`K` per radian); over its last `flareTurn` radians it sweeps
 * out by `flare` more, steepest at the end, to meet the rim at the angle `end` (low at the front, where the neck
 * comes out of the shell): so the band's tip at the rim is a short wedge, not a long sliver along it.
 */
const SHELL = { cx: 45, cy: 29.5, R: 24, r0: 1.4, turns: 2.5, flare: 4, flareTurn: 1.4, end: (125 * Math.PI) / 180 };
const U = SHELL.turns * 2 * Math.PI;
const K = (SHELL.R - SHELL.r0 - SHELL.flare) / U;

/** The angle on the page of the point `u` radians of winding out from the centre: the spiral grows anticlockwise. */
const angleAt = (u: number) => SHELL.end + (U - u);

/**
 * The outer edge of the spiral band at winding `u`: the spiral line up to its end at `U`, then the rim. The band
 * between `u` and the turn inside it (`u` - 2π) runs from the centre out to a point where it meets the rim.
 */
function edge(u: number): Pt {
  const { cx, cy, R, r0, flare, flareTurn } = SHELL;
  const t = Math.min(1, Math.max(0, (u - (U - flareTurn)) / flareTurn));
  const r = u >= U ? R : r0 + K * u + flare * t * t;
  const a = angleAt(u);
  return [r2(cx + r * Math.cos(a)), r2(cy + r * Math.sin(a))];
}

/** Points along the band's edge from `u0` to `u1`, about one every 5 degrees. */
function edgePts(u0: number, u1: number): Pt[] {
  const n = Math.max(2, Math.ceil(Math.abs(u1 - u0) / 0.09));
  return Array.from({ length: n + 1 }, (_, i) => edge(u0 + ((u1 - u0) * i) / n));
}

const poly = (pts: Pt[]) => `M${pts.map((p) => p.join(' ')).join('L')}Z`;

/**
 * The cut across the band at winding `u`, from its outer edge to the turn inside: bowed a little towards the
 * band's tip, as a shell's growth ridges are, so the shell reads as a shell and not a dartboard.
 */
function cut(u: number): Pt[] {
  const [a, b] = [edge(u), edge(u - 2 * Math.PI)];
  const { cx, cy } = SHELL;
  const r = (Math.hypot(a[0] - cx, a[1] - cy) + Math.hypot(b[0] - cx, b[1] - cy)) / 2;
  const mid: Pt = [cx + r * Math.cos(angleAt(u) - 0.1), cy + r * Math.sin(angleAt(u) - 0.1)];
  const ctl: Pt = [2 * mid[0] - (a[0] + b[0]) / 2, 2 * mid[1] - (a[1] + b[1]) / 2];
  return [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875].map((t) => [0, 1].map((i) => r2((1 - t) ** 2 * a[i] + 2 * t * (1 - t) * ctl[i] + t * t * b[i])) as Pt);
}

/**
 * The piece of the spiral band from winding `u0` to `u1` (a turn or more out): bounded by its outer edge there,
 * the turn inside it and the cuts at either end. The pieces tile the shell, so neighbours share their edges and
 * leave no sliver between them.
 */
const piece = (u0: number, u1: number) => poly([...edgePts(u0, u1), ...cut(u1), ...edgePts(u1 - 2 * Math.PI, u0 - 2 * Math.PI), ...cut(u0).reverse()]);

export function snail() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];

  // the eye stalks, behind the head (their feet reach into it), each a slim band widening to the head
  f.push(path('M9.4 25.5Q7.4 16 6.2 10.6L8.8 10.1Q10.4 16 13.2 25Z'));
  f.push(path('M16.4 25Q18.6 15.4 20.6 9.8L23.1 10.7Q21 16.8 20 25.8Z'));

  // the body: the neck rising at the front, the tail trailing behind; its bottom is the foot's rippled edge
  const ripple = `M5 62.6${Array.from({ length: 9 }, (_, i) => `Q${r2(5 + 7 * (i + 0.5))} 65 ${5 + 7 * (i + 1)} 62.6`).join('')}`;
  const top: Pt[] = [
    [68, 62.6],
    [70.8, 60.6],
    [66, 57],
    [52, 54],
    [34, 54],
    [25, 48],
    [22.5, 36],
    [20, 26],
    [12, 24.5],
    [6.5, 33],
    [7.4, 45],
    [4, 54.5],
    [3.2, 60],
    [5, 62.6],
  ];
  const round = smooth(top, false).split('C').slice(1);
  f.push(path(`${ripple}C${round.join('C')}Z`));
  // the foot: a strip along the bottom, from the front of the body round to the tip of the tail, its lower edge
  // the same ripple and its ends the body's own outline, so it lies on the body without a sliver
  f.push(path(`M4 54.5C${round.slice(-2).join('C')}${ripple.replace(/^M[^Q]+/, '')}C${round[0]}C52 59 20 59.6 4 54.5Z`));

  // the shell over the body's back: the spiral band cut into pieces, from its tip at the rim inwards, then its centre
  const T = 2 * Math.PI;
  // (the cuts in radians of winding back from the tip, so each piece is about as long as the band is wide)
  const cuts = [0, 1.4, 2.6, 3.7, 4.85, 6.1, 7.2, 8.3, 9.5, 10.6, 11.7, 13.2];
  const ends = cuts.map((c) => U + T - c);
  for (let i = 0; i + 1 < ends.length; i++) f.push(path(piece(ends[i + 1], ends[i])));
  // the band's last piece runs on into the centre, where the spiral line ends free: no cut closes the middle
  const last = ends[ends.length - 1];
  f.push(path(poly([...edgePts(0, last), ...cut(last), ...edgePts(last - T, 0)])));

  // the head over the neck, kept clear of an adult page's fill with the eyes
  const head = circle(13.5, 31, 8.6);
  f.push(path(head));
  // the cheek and the smile standing free of every other line
  f.push(path(ellipse(16.6, 34.6, 2.2, 1.5)));
  s.push('M7.6 34.6Q10.6 38.4 14.2 36.4');
  // the eyes on the stalks' tips: a white ball round a pupil with a shine
  const eyes: Pt[] = [
    [7.2, 8.2],
    [22.4, 7.6],
  ];
  for (const [x, y] of eyes) {
    f.push(path(circle(x, y, 4)));
    dots.push(circle(r2(x - 1), r2(y + 0.3), 1.9), `M${r2(x - 2.3)} ${r2(y - 0.4)}a0.6 0.6 0 1 1 1.2 0a0.6 0.6 0 1 1 -1.2 0Z`);
  }
  const c = `<path d="${head}${eyes.map(([x, y]) => circle(x, y, 4)).join('')}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c };
}
