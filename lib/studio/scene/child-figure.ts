// A child drawn as a whole figure (head, body, arms, legs) in the motifs' 72-unit box. OpenMoji's and
// Fluent's "child" is a bust: on a page it was a big head and shoulders, and "a boy and his dog" a head beside
// a stamp-sized dog. Six outfits, three for a girl and three for a boy; a prompt that says only "child" or "kid"
// gets any of them. Same fields as the motifs of `motifs.json`: `f` closed areas painted white with a black
// edge, later over earlier; `s` black lines; `d` solid dots. Ours (MIT).

/** `c`: the skin (face, ears, hands), kept clear of an adult page's zentangle fill as the features are. */
export type ChildMotif = { n: string; k: 'being'; b: [number, number, number, number]; f: string; s: string; d: string; c: string };

type Hair = 'short' | 'spiky' | 'cap' | 'pigtails' | 'ponytail' | 'long';
type Top = 'stripes' | 'star' | 'overalls' | 'dress' | 'heart' | 'longStripes';
type Bottom = 'shorts' | 'trousers' | 'skirt' | 'none';
/** A pose by name, or 'held': no arms, drawn apart by `heldArm` to hold a ride's handlebar. */
type Pose = 'down' | 'wave' | 'reach' | 'held';
type Outfit = { hair: Hair; top: Top; bottom: Bottom; sleeves: 'short' | 'long' };

const GIRL_OUTFITS: Outfit[] = [
  { hair: 'pigtails', top: 'dress', bottom: 'none', sleeves: 'short' },
  { hair: 'ponytail', top: 'heart', bottom: 'skirt', sleeves: 'short' },
  { hair: 'long', top: 'longStripes', bottom: 'trousers', sleeves: 'long' },
];
const BOY_OUTFITS: Outfit[] = [
  { hair: 'short', top: 'stripes', bottom: 'shorts', sleeves: 'short' },
  { hair: 'spiky', top: 'overalls', bottom: 'trousers', sleeves: 'long' },
  { hair: 'cap', top: 'star', bottom: 'shorts', sleeves: 'short' },
];

const r2 = (n: number) => Math.round(n * 100) / 100;
const p = (d: string) => `<path d="${d}"/>`;

class Figure {
  f: string[] = [];
  c: string[] = [];
  s: string[] = [];
  d: string[] = [];
  x0 = Infinity;
  y0 = Infinity;
  x1 = -Infinity;
  y1 = -Infinity;
  see(x: number, y: number, r = 0) {
    this.x0 = Math.min(this.x0, x - r);
    this.x1 = Math.max(this.x1, x + r);
    this.y0 = Math.min(this.y0, y - r);
    this.y1 = Math.max(this.y1, y + r);
  }
  area(d: string, pts: [number, number][]) {
    this.f.push(p(d));
    for (const [x, y] of pts) this.see(x, y);
  }
  circle(cx: number, cy: number, r: number, skin = false) {
    if (skin) this.c.push(p(`M${r2(cx - r)} ${r2(cy)}a${r2(r)} ${r2(r)} 0 1 0 ${r2(2 * r)} 0a${r2(r)} ${r2(r)} 0 1 0 ${r2(-2 * r)} 0Z`));
    this.area(`M${r2(cx - r)} ${r2(cy)}a${r2(r)} ${r2(r)} 0 1 0 ${r2(2 * r)} 0a${r2(r)} ${r2(r)} 0 1 0 ${r2(-2 * r)} 0Z`, [
      [cx - r, cy - r],
      [cx + r, cy + r],
    ]);
  }
  /** A limb: a tube `w` wide with round ends from (ax, ay) to (bx, by). */
  limb(ax: number, ay: number, bx: number, by: number, w: number) {
    const len = Math.hypot(bx - ax, by - ay);
    const nx = (-(by - ay) / len) * (w / 2),
      ny = ((bx - ax) / len) * (w / 2);
    const r = r2(w / 2);
    this.area(
      `M${r2(ax + nx)} ${r2(ay + ny)}L${r2(bx + nx)} ${r2(by + ny)}A${r} ${r} 0 0 0 ${r2(bx - nx)} ${r2(by - ny)}L${r2(ax - nx)} ${r2(ay - ny)}A${r} ${r} 0 0 0 ${r2(ax + nx)} ${r2(ay + ny)}Z`,
      [
        [ax - w / 2, ay - w / 2],
        [ax + w / 2, ay + w / 2],
        [bx - w / 2, by - w / 2],
        [bx + w / 2, by + w / 2],
      ],
    );
  }
  line(d: string) {
    this.s.push(d);
  }
  dot(cx: number, cy: number, r: number) {
    this.d.push(`M${r2(cx - r)} ${r2(cy)}a${r2(r)} ${r2(r)} 0 1 0 ${r2(2 * r)} 0a${r2(r)} ${r2(r)} 0 1 0 ${r2(-2 * r)} 0z`);
  }
}

const CX = 36;
/** Head centre and radius, torso from the shoulders (y 29) to the waist (y 46), legs to the ankles (y 63). */
const HEAD = { y: 16, r: 9.5 };
const SHOULDER = 29,
  WAIST = 46,
  ANKLE = 63;

function star(cx: number, cy: number, r: number): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${r2(cx + rr * Math.cos(a))} ${r2(cy + rr * Math.sin(a))}`;
  }
  return `${d}Z`;
}
const heart = (cx: number, cy: number, s: number) =>
  `M${r2(cx)} ${r2(cy + s)}C${r2(cx - 1.6 * s)} ${r2(cy - 0.1 * s)} ${r2(cx - 1.1 * s)} ${r2(cy - 1.3 * s)} ${r2(cx)} ${r2(cy - 0.55 * s)}C${r2(cx + 1.1 * s)} ${r2(cy - 1.3 * s)} ${r2(cx + 1.6 * s)} ${r2(cy - 0.1 * s)} ${r2(cx)} ${r2(cy + s)}Z`;

/** A long sleeve's cuff near the hand of the arm from (sx, sy) to (hx, hy). */
function cuff(g: Figure, sx: number, sy: number, hx: number, hy: number) {
  const t = 0.8,
    cx = sx + (hx - sx) * t,
    cy = sy + (hy - sy) * t;
  const len = Math.hypot(hx - sx, hy - sy);
  const nx = (-(hy - sy) / len) * 2.7,
    ny = ((hx - sx) / len) * 2.7;
  g.line(`M${r2(cx + nx)} ${r2(cy + ny)}L${r2(cx - nx)} ${r2(cy - ny)}`);
}

function drawChild(o: Outfit, pose: Pose): Figure {
  const g = new Figure();
  const hy = HEAD.y,
    hr = HEAD.r;
  // hair behind the head and the shoulders
  if (o.hair === 'long')
    g.area(
      `M${CX - 10.5} ${hy}Q${CX - 12} ${hy + 14} ${CX - 13} ${SHOULDER + 6}Q${CX} ${SHOULDER + 9} ${CX + 13} ${SHOULDER + 6}Q${CX + 12} ${hy + 14} ${CX + 10.5} ${hy}Z`,
      [
        [CX - 13, hy],
        [CX + 13, SHOULDER + 8],
      ],
    );
  if (o.hair === 'ponytail')
    g.area(
      `M${CX + 6} ${hy - 8}Q${CX + 17} ${hy - 9} ${CX + 16} ${hy + 4}Q${CX + 15.5} ${hy + 11} ${CX + 19} ${hy + 15}Q${CX + 11} ${hy + 14} ${CX + 9} ${hy + 2}Z`,
      [
        [CX + 6, hy - 9],
        [CX + 19, hy + 15],
      ],
    );
  if (o.hair === 'pigtails')
    for (const dir of [-1, 1] as const) {
      g.area(
        `M${CX + dir * 8} ${hy - 3}Q${CX + dir * 17} ${hy - 2} ${CX + dir * 16.5} ${hy + 8}Q${CX + dir * 16} ${hy + 12} ${CX + dir * 18} ${hy + 14}Q${CX + dir * 11} ${hy + 14} ${CX + dir * 10} ${hy + 3}Z`,
        [
          [CX + dir * 18, hy - 3],
          [CX + dir * 8, hy + 14],
        ],
      );
    }
  // legs and shoes
  const legX = 4.2,
    legW = 6.6;
  for (const dir of [-1, 1] as const) g.limb(CX + dir * legX, WAIST - 2, CX + dir * (legX + 0.6), ANKLE, legW);
  for (const dir of [-1, 1] as const) {
    const x = CX + dir * (legX + 0.6);
    const toe = x + dir * 5.4,
      heel = x - dir * 3.4;
    g.area(
      `M${r2(heel)} ${ANKLE + 4.6}L${r2(heel)} ${ANKLE - 0.4}Q${r2(x)} ${ANKLE - 2.6} ${r2(x + dir * 2)} ${ANKLE + 0.2}Q${r2(toe)} ${ANKLE + 0.6} ${r2(toe)} ${ANKLE + 3.2}Q${r2(toe)} ${ANKLE + 4.6} ${r2(toe - dir * 1.4)} ${ANKLE + 4.6}Z`,
      [
        [heel, ANKLE - 2.6],
        [toe, ANKLE + 4.6],
      ],
    );
    g.line(`M${r2(heel)} ${ANKLE + 3}L${r2(toe)} ${ANKLE + 3}`);
  }
  // what covers the legs
  if (o.bottom === 'shorts') {
    g.area(
      `M${CX - 9} ${WAIST - 3}L${CX + 9} ${WAIST - 3}L${CX + 9.6} ${WAIST + 8}L${CX + 1} ${WAIST + 8}L${CX} ${WAIST + 3}L${CX - 1} ${WAIST + 8}L${CX - 9.6} ${WAIST + 8}Z`,
      [
        [CX - 9.6, WAIST - 3],
        [CX + 9.6, WAIST + 8],
      ],
    );
  } else if (o.bottom === 'trousers') {
    g.area(
      `M${CX - 9} ${WAIST - 3}L${CX + 9} ${WAIST - 3}L${CX + 8.8} ${ANKLE}L${CX + 0.9} ${ANKLE}L${CX} ${WAIST + 4}L${CX - 0.9} ${ANKLE}L${CX - 8.8} ${ANKLE}Z`,
      [
        [CX - 9, WAIST - 3],
        [CX + 9, ANKLE],
      ],
    );
    g.line(`M${CX - 8.9} ${ANKLE - 3}L${CX - 0.75} ${ANKLE - 3}M${CX + 0.75} ${ANKLE - 3}L${CX + 8.9} ${ANKLE - 3}`);
  } else if (o.bottom === 'skirt') {
    g.area(`M${CX - 8.6} ${WAIST - 3}L${CX + 8.6} ${WAIST - 3}L${CX + 13} ${WAIST + 9}Q${CX} ${WAIST + 11} ${CX - 13} ${WAIST + 9}Z`, [
      [CX - 13, WAIST - 3],
      [CX + 13, WAIST + 10.5],
    ]);
    g.line(`M${CX - 4} ${WAIST - 3}L${CX - 6} ${WAIST + 10.2}M${CX + 4} ${WAIST - 3}L${CX + 6} ${WAIST + 10.2}`);
  }
  // arms, behind the torso: from the shoulder to the hand
  const shoulderY = SHOULDER + 3;
  const hands: [number, number][] = [];
  for (const dir of pose === 'held' ? [] : ([-1, 1] as const)) {
    const sx = CX + dir * 7.5;
    const [hx, hy2] = handAt(pose, dir);
    g.limb(sx, shoulderY, hx, hy2, 5.4);
    hands.push([hx, hy2]);
    if (o.sleeves === 'short') {
      // a short sleeve over the top third of the arm
      const t = 0.38;
      g.limb(sx, shoulderY, sx + (hx - sx) * t, shoulderY + (hy2 - shoulderY) * t, 7);
    } else cuff(g, sx, shoulderY, hx, hy2);
  }
  // The neck: the chin (y 25.5) ends above the shoulders (y 29), and without it the background ran through the
  // gap between a boy's short hair or cap and his shirt. Its top runs along the head's outline and its foot
  // along the collar's curve (the part of that quadratic between the neck's sides), so an adult page, which
  // draws every area's edge again over its fill pattern, shows no extra line across the face or the shirt.
  const neckW = 3.2,
    dip = 4.5;
  const chin = r2(hy + Math.sqrt(hr * hr - neckW * neckW));
  const t0 = (5 - neckW) / 10,
    t1 = 1 - t0;
  const foot = r2(SHOULDER + 2 * dip * t0 * t1),
    footControl = r2(SHOULDER + dip * (t1 * t1 + t0 * t0));
  const neckPath = `M${CX - neckW} ${chin}A${hr} ${hr} 0 0 0 ${CX + neckW} ${chin}L${CX + neckW} ${foot}Q${CX} ${footControl} ${CX - neckW} ${foot}Z`;
  g.c.push(p(neckPath));
  g.area(neckPath, []);
  // the torso: a shirt, or a dress down to the knees
  const neck = `Q${CX} ${SHOULDER + dip}`;
  if (o.top === 'dress') {
    g.area(
      `M${CX - 5} ${SHOULDER}${neck} ${CX + 5} ${SHOULDER}L${CX + 7} ${SHOULDER}Q${CX + 10.5} ${SHOULDER} ${CX + 10.5} ${SHOULDER + 4}L${CX + 9} ${WAIST - 4}L${CX + 14} ${WAIST + 9}Q${CX} ${WAIST + 12} ${CX - 14} ${WAIST + 9}L${CX - 9} ${WAIST - 4}L${CX - 10.5} ${SHOULDER + 4}Q${CX - 10.5} ${SHOULDER} ${CX - 7} ${SHOULDER}Z`,
      [
        [CX - 14, SHOULDER],
        [CX + 14, WAIST + 11],
      ],
    );
    // a waist band, a hem band and two pockets
    g.line(`M${CX - 9} ${WAIST - 4}L${CX + 9} ${WAIST - 4}`);
    g.line(`M${CX - 13.1} ${WAIST + 6.8}Q${CX} ${WAIST + 9.6} ${CX + 13.1} ${WAIST + 6.8}`);
    g.area(`M${CX - 8.5} ${WAIST}H${CX - 3.5}V${WAIST + 4}Q${CX - 6} ${WAIST + 5.4} ${CX - 8.5} ${WAIST + 4}Z`, []);
    g.area(`M${CX + 3.5} ${WAIST}H${CX + 8.5}V${WAIST + 4}Q${CX + 6} ${WAIST + 5.4} ${CX + 3.5} ${WAIST + 4}Z`, []);
  } else {
    const bottomY = o.bottom === 'skirt' ? WAIST - 2 : WAIST;
    g.area(
      `M${CX - 5} ${SHOULDER}${neck} ${CX + 5} ${SHOULDER}L${CX + 7} ${SHOULDER}Q${CX + 10.5} ${SHOULDER} ${CX + 10.5} ${SHOULDER + 4}L${CX + 9} ${bottomY}L${CX - 9} ${bottomY}L${CX - 10.5} ${SHOULDER + 4}Q${CX - 10.5} ${SHOULDER} ${CX - 7} ${SHOULDER}Z`,
      [
        [CX - 10.5, SHOULDER],
        [CX + 10.5, bottomY],
      ],
    );
    const across = (y: number) => {
      const t = (y - SHOULDER - 4) / (bottomY - SHOULDER - 4);
      const half = 10.5 - t * 1.5;
      return `M${r2(CX - half)} ${r2(y)}L${r2(CX + half)} ${r2(y)}`;
    };
    if (o.top === 'stripes' || o.top === 'longStripes') for (const y of [SHOULDER + 7.5, SHOULDER + 12]) g.line(across(y));
    if (o.top === 'star') g.area(star(CX, SHOULDER + 9.5, 4.6), []);
    if (o.top === 'heart') g.area(heart(CX, SHOULDER + 8.8, 3.2), []);
    if (o.top === 'overalls') {
      // the bib of the overalls, its straps over the shoulders and two buttons
      g.area(`M${CX - 6} ${SHOULDER + 8}H${CX + 6}V${WAIST}H${CX - 6}Z`, []);
      g.line(`M${CX - 5} ${SHOULDER + 8}L${CX - 7.5} ${SHOULDER + 0.2}M${CX + 5} ${SHOULDER + 8}L${CX + 7.5} ${SHOULDER + 0.2}`);
      g.area(`M${CX - 3} ${SHOULDER + 12}H${CX + 3}V${SHOULDER + 15.5}H${CX - 3}Z`, []);
      g.dot(CX - 4.4, SHOULDER + 9.6, 0.8);
      g.dot(CX + 4.4, SHOULDER + 9.6, 0.8);
    }
  }
  if (o.sleeves === 'short' && hands.length) {
    // the sleeves again over the torso's edge, so each is one closed area
    for (const [i, dir] of ([-1, 1] as const).entries()) {
      const sx = CX + dir * 7.5;
      const [hx, hy2] = hands[i];
      const t = 0.38;
      g.limb(sx, shoulderY, sx + (hx - sx) * t, shoulderY + (hy2 - shoulderY) * t, 7);
    }
  }
  for (const [hx, hy2] of hands) g.circle(hx, hy2, 2.9, true);
  // ears, head, hair in front, face
  if (o.hair !== 'long') for (const dir of [-1, 1] as const) g.circle(CX + dir * hr, hy + 1, 2.3, true);
  g.circle(CX, hy, hr, true);
  if (o.hair === 'short')
    g.area(
      `M${CX - 9.6} ${hy + 1}Q${CX - 11} ${hy - 11} ${CX} ${hy - 11}Q${CX + 11} ${hy - 11} ${CX + 9.6} ${hy + 1}Q${CX + 8} ${hy - 4.5} ${CX + 3} ${hy - 5}Q${CX - 2} ${hy - 3} ${CX - 5} ${hy - 5.5}Q${CX - 8.5} ${hy - 4} ${CX - 9.6} ${hy + 1}Z`,
      [
        [CX - 10.4, hy - 11],
        [CX + 10.4, hy + 1],
      ],
    );
  if (o.hair === 'spiky') {
    let d = `M${CX - 9.8} ${hy + 1}L${CX - 12} ${hy - 6}`;
    const tips = 6;
    for (let i = 0; i < tips; i++) {
      const x = CX - 10 + (20 * (i + 0.5)) / tips;
      d += `L${r2(x - 1.3)} ${r2(hy - 8.5 - (i % 2) * 1.5)}L${r2(x)} ${r2(hy - 13 - (i % 2 ? 0 : 1))}`;
    }
    d += `L${CX + 12} ${hy - 6}L${CX + 9.8} ${hy + 1}Q${CX + 7} ${hy - 5} ${CX} ${hy - 4.5}Q${CX - 7} ${hy - 5} ${CX - 9.8} ${hy + 1}Z`;
    g.area(d, [
      [CX - 12, hy - 14],
      [CX + 12, hy + 1],
    ]);
  }
  if (o.hair === 'cap') {
    // a cap: the crown over the top of the head, the peak out to one side, a button on top
    g.area(`M${CX - 10} ${hy - 2.5}Q${CX - 10} ${hy - 13} ${CX} ${hy - 13}Q${CX + 10} ${hy - 13} ${CX + 10} ${hy - 2.5}Z`, [
      [CX - 10, hy - 13],
      [CX + 10, hy - 2.5],
    ]);
    g.area(`M${CX + 2} ${hy - 5}L${CX + 17} ${hy - 4}Q${CX + 18.5} ${hy - 2.3} ${CX + 16} ${hy - 1.5}L${CX + 2} ${hy - 1.5}Z`, [[CX + 18.5, hy - 1.5]]);
    g.line(`M${CX} ${hy - 13}L${CX} ${hy - 5}`);
    g.dot(CX, hy - 13.4, 1);
    g.see(CX, hy - 14.4);
  }
  if (o.hair === 'pigtails' || o.hair === 'ponytail' || o.hair === 'long') {
    // a fringe over the forehead; bows on the pigtails, a band on the ponytail, a headband on long hair
    g.area(
      `M${CX - 9.6} ${hy + 0.5}Q${CX - 10.5} ${hy - 10.5} ${CX} ${hy - 10.5}Q${CX + 10.5} ${hy - 10.5} ${CX + 9.6} ${hy + 0.5}Q${CX + 7} ${hy - 5} ${CX + 2} ${hy - 4}Q${CX - 4} ${hy - 6} ${CX - 9.6} ${hy + 0.5}Z`,
      [
        [CX - 10.5, hy - 10.5],
        [CX + 10.5, hy + 0.5],
      ],
    );
    if (o.hair === 'long') g.line(`M${CX - 8.8} ${hy - 5}Q${CX} ${hy - 11.5} ${CX + 8.8} ${hy - 5}`);
    if (o.hair === 'pigtails')
      for (const dir of [-1, 1] as const) {
        const bx = CX + dir * 10.5,
          by = hy - 4;
        g.area(`M${bx} ${by}L${bx + dir * 3.2} ${by - 3.2}L${bx + dir * 3.6} ${by + 2.6}Z`, [[bx + dir * 3.6, by - 3.2]]);
        g.area(`M${bx} ${by}L${bx - dir * 1.4} ${by - 4.2}L${bx + dir * 1.8} ${by - 3.4}Z`, [[bx - dir * 1.4, by - 4.2]]);
      }
  }
  // the face: eyes, a smile, two cheeks to colour, a small nose
  g.dot(CX - 3.6, hy + 1.2, 1.25);
  g.dot(CX + 3.6, hy + 1.2, 1.25);
  g.line(`M${CX - 3.2} ${hy + 5}Q${CX} ${hy + 7.6} ${CX + 3.2} ${hy + 5}`);
  g.line(`M${CX - 0.5} ${hy + 2.8}Q${CX} ${hy + 3.6} ${CX + 0.5} ${hy + 2.8}`);
  for (const dir of [-1, 1] as const) g.line(`M${CX + dir * 6.2 - 1.5} ${hy + 4.2}a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0z`);
  return g;
}

const POSES: Pose[] = ['down', 'reach', 'wave'];
/** The pose of the i-th girl's or boy's outfit: the boys' poses start one later, so outfit and pose vary apart. */
const poseOf = (kind: string, i: number): Pose => POSES[(i + (kind === 'girl' ? 0 : 1)) % 3]!;

function toMotif(name: string, o: Outfit, pose: Pose): ChildMotif {
  const g = drawChild(o, pose);
  const pad = 0.6;
  return {
    n: name,
    k: 'being',
    b: [r2(g.x0 - pad), r2(g.y0 - pad), r2(g.x1 + pad), r2(g.y1 + pad)],
    f: g.f.join(''),
    s: g.s.length ? `<path d="${g.s.join('')}"/>` : '',
    d: g.d.length ? `<path d="${g.d.join('')}"/>` : '',
    c: g.c.join(''),
  };
}

/** The six figures by id; each outfit has its own pose (arms down, one reaching out, one waving). */
export const CHILD_MOTIFS: Record<string, ChildMotif> = Object.fromEntries([
  ...GIRL_OUTFITS.map((o, i) => [`child:girl:${i}`, toMotif('girl', o, poseOf('girl', i))]),
  ...BOY_OUTFITS.map((o, i) => [`child:boy:${i}`, toMotif('boy', o, poseOf('boy', i))]),
]);

/** Where a pose's hand is (`dir` -1 the figure's left, 1 its right), in the figure's units: down at the hip, or raised. */
function handAt(pose: Pose, dir: -1 | 1): [number, number] {
  if (pose === 'wave' && dir === 1) return [CX + 19, SHOULDER - 11];
  if (pose === 'reach' && dir === 1) return [CX + 21.5, SHOULDER + 10];
  return [CX + dir * 15.5, WAIST + 1];
}

/**
 * The hands of the figure `id` (one of `CHILD_MOTIFS`), its left then its right, in its own units: where a balloon's
 * or a kite's string ends (tied-things.ts). Undefined for any other motif.
 */
export function childHands(id: string): [[number, number], [number, number]] | undefined {
  const [, kind, i] = id.split(':');
  if (!(id in CHILD_MOTIFS)) return undefined;
  const pose = poseOf(kind!, Number(i));
  return [handAt(pose, -1), handAt(pose, 1)];
}

/** One arm from its shoulder (`dir` -1 the figure's left, 1 its right) to `hand`, with its sleeve and the hand. */
function heldArm(o: Outfit, dir: -1 | 1, [hx, hy]: [number, number]): Figure {
  const g = new Figure();
  const sx = CX + dir * 7.5,
    sy = SHOULDER + 3;
  g.limb(sx, sy, hx, hy, 5.4);
  if (o.sleeves === 'short') g.limb(sx, sy, sx + (hx - sx) * 0.38, sy + (hy - sy) * 0.38, 7);
  else cuff(g, sx, sy, hx, hy);
  g.circle(hx, hy, 2.9, true);
  return g;
}

type Part = { f: string; s: string; c: string };
const part = (g: Figure): Part => ({ f: g.f.join(''), s: g.s.length ? `<path d="${g.s.join('')}"/>` : '', c: g.c.join('') });

/**
 * The figure `id` (one of `CHILD_MOTIFS`) without arms, and its arms apart, reaching to `hands` (its left hand,
 * then its right one, in its own units) as on a bicycle's handlebar or a scooter's: the composer draws the right
 * arm behind the body and the left one over it (wheel-riders.ts).
 */
export function childHolding(id: string, hands: [[number, number], [number, number]]): { body: ChildMotif; left: Part; right: Part } {
  const [, kind, i] = id.split(':');
  const o = (kind === 'girl' ? GIRL_OUTFITS : BOY_OUTFITS)[Number(i)]!;
  return { body: toMotif(kind!, o, 'held'), left: part(heldArm(o, -1, hands[0])), right: part(heldArm(o, 1, hands[1])) };
}
