// Motifs drawn here, in OpenMoji's 72-unit box, where neither emoji set draws the subject so that it reads on
// paper. Same fields as the extracted ones: `f` closed areas (painted white with a black edge, later ones over
// earlier ones), `s` black lines, `d` solid dots. Ours, under the repository's licence (MIT).

const r2 = (n: number) => Math.round(n * 100) / 100;
const pt = (cx: number, cy: number, r: number, a: number) => `${r2(cx + r * Math.cos(a))} ${r2(cy + r * Math.sin(a))}`;

/** A circle whose edge is `bumps` little outward arcs: cooked rice seen in a cut roll. */
function bumpyCircle(cx: number, cy: number, r: number, bumps: number, bulge: number): string {
  const step = (2 * Math.PI) / bumps;
  const chord = 2 * r * Math.sin(step / 2);
  // an arc through both ends that rises `bulge` above the chord
  const radius = r2((chord * chord) / (8 * bulge) + bulge / 2);
  let d = `M${pt(cx, cy, r, 0)}`;
  for (let i = 1; i <= bumps; i++) d += `A${radius} ${radius} 0 0 0 ${pt(cx, cy, r, -i * step)}`;
  return `${d}Z`;
}
const grain = (x: number, y: number, turn: number) => {
  // a rice grain: a short arc 2.2 units long, turned by `turn` radians
  const dx = 1.1 * Math.cos(turn),
    dy = 1.1 * Math.sin(turn);
  const nx = -0.7 * Math.sin(turn),
    ny = 0.7 * Math.cos(turn);
  return `M${r2(x - dx)} ${r2(y - dy)}Q${r2(x + nx)} ${r2(y + ny)} ${r2(x + dx)} ${r2(y + dy)}`;
};
const path = (d: string) => `<path d="${d}"/>`;

/**
 * Sushi on a wooden board (geta): a nigiri (a rice block under a slice of fish with its fat lines, tied with a
 * band of nori) and a maki roll cut face on (a ring of nori, a ring of rice with grains and sesame, the filling
 * in two pieces). OpenMoji's sushi is a dome over a scalloped base and read as a burger bun.
 */
function sushi() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the board: two feet, then the slab over them
  f.push(path('M10 54H18V61.5H10Z'), path('M54 54H62V61.5H54Z'), path('M4.5 50H67.5Q69 50 69 51.5V54.5Q69 56 67.5 56H4.5Q3 56 3 54.5V51.5Q3 50 4.5 50Z'));
  s.push('M7 53H19', 'M45 53.2H63');
  // nigiri: the rice block, the fish draped over it, the nori band over both
  f.push(path('M8.4 50C6.4 50 6.2 46.4 6.8 43.6C7.6 40.4 12 39.4 22.4 39.4C32.8 39.4 37 40.4 37.8 43.6C38.4 46.4 38.2 50 36.2 50Z'));
  f.push(
    path(
      'M4.6 41.4C4.4 37 10 32.8 22.4 32.8C34.8 32.8 40 36.4 40.2 40.4C40.4 43 37.6 43.4 34.4 42.6C30.6 41.6 26.4 41.4 22.4 41.8C16.6 42.4 11.6 44.2 8 44.2C6 44.2 4.8 43.2 4.6 41.4Z',
    ),
  );
  f.push(path('M19.4 33.2Q22.4 32.2 25.4 33.2V50H19.4Z'));
  s.push('M10.4 35.6Q13.2 38.6 12.4 43.2', 'M15.4 33.8Q18 37 17.2 42.2', 'M29.6 33.6Q32 36.8 31.2 41.6', 'M34.6 35Q37 37.8 36.6 42');
  s.push(grain(10.4, 46, 0.9), grain(15.4, 48.2, -0.4), grain(16, 44.8, 2.6), grain(28.8, 47.6, 0.5), grain(33.8, 45.4, -2.4), grain(34, 48.4, 0.2));
  // maki: nori, rice, filling (two pieces, fish and cucumber)
  const [cx, cy] = [54, 37];
  f.push(path(`M${cx - 13} ${cy}a13 13 0 1 0 26 0a13 13 0 1 0 -26 0Z`));
  f.push(path(bumpyCircle(cx, cy, 10.8, 18, 0.7)));
  f.push(path(bumpyCircle(cx, cy, 5.6, 8, 0.6)));
  s.push(`M${cx} ${r2(cy - 5.6)}Q${cx - 3.4} ${cy} ${cx} ${r2(cy + 5.6)}`);
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 + 0.5;
    const [gx, gy] = pt(cx, cy, 8.3, a).split(' ').map(Number);
    s.push(grain(gx, gy, a + Math.PI / 2));
    const [sx, sy] = pt(cx, cy, 8.3, a + Math.PI / 6)
      .split(' ')
      .map(Number);
    dots.push(`M${r2(sx - 0.45)} ${sy}a0.45 0.45 0 1 0 0.9 0a0.45 0.45 0 1 0 -0.9 0z`);
  }
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>` };
}

type Pt = [number, number];
/** The point at `t` on the cubic Bézier from `a` to `d` with controls `b`, `c`. */
const cubic = (a: Pt, b: Pt, c: Pt, d: Pt, t: number): Pt => {
  const u = 1 - t;
  return [0, 1].map((i) => r2(u * u * u * a[i] + 3 * u * u * t * b[i] + 3 * u * t * t * c[i] + t * t * t * d[i])) as Pt;
};
const circle = (cx: number, cy: number, r: number) => `M${r2(cx - r)} ${cy}a${r} ${r} 0 1 0 ${r2(2 * r)} 0a${r} ${r} 0 1 0 ${r2(-2 * r)} 0Z`;

/**
 * A hull seen from the side: the sheer (deck edge) from the stern `stern` up to the bow `bow`, the stern's curve
 * down to the keel's flat run and the bow's longer curve up to the sheer. Inside it a rim under the sheer and
 * plank lines that run from the stern's edge to the bow's, so every strip is a closed area. OpenMoji's sailboat
 * and speedboat sat on a box of water as wide as the boat, which read as the hull itself: a plain rectangle.
 */
function hull(stern: Pt, bow: Pt, keel: [number, number, number], rim: number, planks: number[]) {
  const [k0, k1, ky] = keel;
  const sternCurve: [Pt, Pt, Pt, Pt] = [stern, [stern[0] + 1.5, ky - 5], [k0 - 7, ky], [k0, ky]];
  const bowCurve: [Pt, Pt, Pt, Pt] = [bow, [bow[0] - 2.5, ky - (ky - bow[1]) * 0.45], [k1 + 9, ky], [k1, ky]];
  const f: string[] = [
    path(
      `M${stern.join(' ')}L${bow.join(' ')}C${bowCurve[1].join(' ')} ${bowCurve[2].join(' ')} ${k1} ${ky}H${k0}C${sternCurve[2].join(' ')} ${sternCurve[1].join(' ')} ${stern.join(' ')}Z`,
    ),
  ];
  // the rim: a band under the sheer, closed by the hull's two ends
  const rs = cubic(...sternCurve, rim),
    rb = cubic(...bowCurve, rim * 0.8);
  f.push(path(`M${stern.join(' ')}L${bow.join(' ')}L${rb.join(' ')}L${rs.join(' ')}Z`));
  // planks: each a gentle curve from one end of the hull to the other, sagging like the keel
  const s = planks.map((t) => {
    const a = cubic(...sternCurve, t),
      b = cubic(...bowCurve, t);
    return `M${a.join(' ')}Q${r2((a[0] + b[0]) / 2)} ${r2(Math.max(a[1], b[1]) + 0.6)} ${b.join(' ')}`;
  });
  return { f, s, rimBottom: (x: number) => rs[1] + ((rb[1] - rs[1]) * (x - rs[0])) / (rb[0] - rs[0]) };
}

/** A sailboat: a hull with a rim, planks and three portholes, a mast with a flag, a mainsail and a jib with seams. */
function sailboat() {
  const f: string[] = [];
  const s: string[] = [];
  // flag and mast (the hull is painted over the mast's foot)
  f.push(path('M38.4 4.5L48 7.6L38.4 10.7Z'), path('M35.6 3.5H38.4V47H35.6Z'));
  // the mainsail: its luff on the mast, its foot on the boom, its leech a curve; seams from leech to mast
  const leech: [Pt, Pt, Pt, Pt] = [
    [34.6, 8],
    [28, 18],
    [17, 30],
    [8.5, 40.2],
  ];
  f.push(path(`M34.6 8C28 18 17 30 8.5 40.2H34.6Z`), path('M7 40.2H36.5V42.6H7Z'));
  for (const t of [0.3, 0.55, 0.78]) {
    const p = cubic(...leech, t);
    s.push(`M${p.join(' ')}L34.6 ${r2(p[1] + 1.2)}`);
  }
  // the jib: from the mast's top towards the bow, its foot above the deck
  const jib: [Pt, Pt, Pt, Pt] = [
    [39.4, 12],
    [46, 20],
    [53, 29],
    [61, 39.2],
  ];
  f.push(path(`M39.4 12C46 20 53 29 61 39.2H39.4Z`));
  for (const t of [0.4, 0.7]) {
    const p = cubic(...jib, t);
    s.push(`M39.4 ${r2(p[1] + 1)}L${p.join(' ')}`);
  }
  const h = hull([3.5, 43.5], [68.5, 40.6], [17, 55, 59.5], 0.13, [0.3]);
  f.push(...h.f);
  s.push(...h.s);
  // portholes under the plank line, kept clear of an adult page's zentangle fill like a face's eyes
  const portholes = [22, 34, 46].map((x) => path(circle(x, r2(h.rimBottom(x) + 7.8), 1.9)));
  f.push(...portholes);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '', c: portholes.join('') };
}

/** A speedboat: a long low hull with a rim and a stripe, a windscreen with its frame, a seat and an outboard motor. */
function speedboat() {
  const f: string[] = [];
  const s: string[] = [];
  // the outboard motor at the stern: its cowl and its leg
  f.push(path('M7.6 44H10.6V52H7.6Z'), path('M4.5 35.5Q4.5 33.5 6.5 33.5H10.5Q12 33.5 12 35.5V43.5Q12 45 10.5 45H6Q4.5 45 4.5 43.5Z'));
  s.push('M4.5 38.2H12');
  // windscreen over the deck, a seat behind it
  f.push(path('M17 39.8V33.6Q17 32 18.6 32H23.2Q25 32 25 33.6V39.8Z'));
  const glass = path('M39.4 37.3L42.9 32H47.6L51.2 37.3Z');
  f.push(path('M36 40L41.5 30.5H48.5L54.5 40Z'), glass);
  const h = hull([11, 40.8], [70, 38.4], [19, 60, 51], 0.2, [0.45]);
  f.push(...h.f);
  s.push(...h.s);
  // a round port light near the bow; it and the windscreen's glass stay clear of a zentangle fill
  const light = path(circle(58, r2(h.rimBottom(58) + 2.6), 1.5));
  f.push(light);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '', c: light + glass };
}

/** A four-pointed sparkle centred on (cx, cy), `r` to its points, its waist a third of that. */
function sparkle(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 8 }, (_, i) => pt(cx, cy, i % 2 ? r * 0.34 : r, (i * Math.PI) / 4 - Math.PI / 2));
  return `M${points.join('L')}Z`;
}

/** A five-pointed star centred on (cx, cy), `r` to its points, its inner corners at 0.45 r. */
function starPath(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => pt(cx, cy, i % 2 ? r * 0.45 : r, -Math.PI / 2 + (i * Math.PI) / 5));
  return `M${points.join('L')}Z`;
}

/**
 * A comet: a round rocky head low on the left with two craters, and a tail of three flames sweeping up to the
 * right, the middle one longest and drawn over the other two, the head over the roots of all three; two
 * sparkles beside it. OpenMoji's comet was a small ragged blob trailing loose parallel streaks, which on paper
 * read as scratches across the sky and gave no area to colour but the head.
 */
function comet() {
  const head: Pt = [21, 51];
  const angle = (-32 * Math.PI) / 180;
  const u: Pt = [Math.cos(angle), Math.sin(angle)];
  const n: Pt = [-u[1], u[0]];
  // a point `along` the tail's axis from the head's centre and `across` it (positive below the axis); the
  // axis bends upwards as it leaves the head, as a falling comet's tail trails behind its curved path
  const at = (along: number, across: number): string => {
    const bent = across - 0.0045 * along * along;
    return `${r2(head[0] + along * u[0] + bent * n[0])} ${r2(head[1] + along * u[1] + bent * n[1])}`;
  };
  // a flame: a long lens from under the head to its tip, widest a third of the way, its tip bent a little upwards
  const flame = (offset: number, length: number, half: number) =>
    path(
      `M${at(2, offset - half)}C${at(length * 0.35, offset - half * 1.25)} ${at(length * 0.72, offset - half * 0.55)} ${at(length, offset - half * 0.35)}` +
        `C${at(length * 0.72, offset + half * 0.35)} ${at(length * 0.35, offset + half * 1.2)} ${at(2, offset + half)}Z`,
    );
  const f = [
    flame(-7.5, 40, 5.5),
    flame(7.5, 47, 5.5),
    flame(0, 59, 7),
    path(circle(head[0], head[1], 12)),
    path(circle(17, 47.5, 3)),
    path(circle(25.5, 55, 2.2)),
    path(sparkle(57, 48, 5.5)),
    path(sparkle(33, 13, 4)),
  ];
  return { f: f.join(''), s: '', d: '' };
}

/**
 * A decorated egg, as painted at Easter: an egg's outline cut by three curved bands, a zigzag in the upper one,
 * a row of dots in the middle one, a wave in the lower one, three dots on the cap. OpenMoji's egg was a plain
 * oval with a crescent of shading: on paper, one big empty area.
 */
function decoratedEgg() {
  const outline: [Pt, Pt, Pt, Pt][] = [
    [
      [36, 6],
      [49, 6],
      [59, 24],
      [59, 42],
    ],
    [
      [59, 42],
      [59, 56],
      [49, 66],
      [36, 66],
    ],
  ];
  // the egg's right half as dense samples, to find where a band meets the outline at a given height
  const edge: Pt[] = outline.flatMap((c) => Array.from({ length: 400 }, (_, i) => cubic(...c, i / 399)));
  const halfWidth = (y: number) => {
    const i = edge.findIndex((p) => p[1] >= y);
    const [a, b] = [edge[Math.max(0, i - 1)], edge[i]];
    return (b[1] === a[1] ? a[0] : a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1])) - 36;
  };
  const sag = 2.2;
  // a band's edge across the egg at height y0, sagging in the middle as a ring round a round body does
  const band = (y0: number) => {
    const w = halfWidth(y0);
    return {
      d: `M${r2(36 - w)} ${y0}Q36 ${r2(y0 + 2 * sag)} ${r2(36 + w)} ${y0}`,
      at: (x: number) => y0 + 4 * sag * ((x - 36 + w) / (2 * w)) * (1 - (x - 36 + w) / (2 * w)),
    };
  };
  const levels = [20, 31, 43, 53];
  const edges = levels.map(band);
  const s: string[] = edges.map((e) => e.d);
  // the zigzag between the first two edges, its points on them, its ends on the outline halfway between
  const mid0 = (levels[0] + levels[1]) / 2,
    w0 = halfWidth(mid0);
  const zig: string[] = [`M${r2(36 - w0)} ${r2(mid0 + sag * 0.6)}`];
  const teeth = 7;
  for (let k = 1; k < teeth; k++) {
    const x = 36 - w0 + (2 * w0 * k) / teeth;
    zig.push(`L${r2(x)} ${r2(k % 2 ? edges[0].at(x) : edges[1].at(x))}`);
  }
  zig.push(`L${r2(36 + w0)} ${r2(mid0 + sag * 0.6)}`);
  s.push(zig.join(''));
  // the wave between the third and fourth edges, from outline to outline
  const mid2 = (levels[2] + levels[3]) / 2,
    w2 = halfWidth(mid2);
  let wave = `M${r2(36 - w2)} ${r2(mid2 + sag * 0.6)}`;
  const humps = 4;
  for (let k = 0; k < humps; k++) {
    const x0 = 36 - w2 + (2 * w2 * k) / humps,
      x1 = 36 - w2 + (2 * w2 * (k + 1)) / humps;
    const y = (x: number) => (edges[2].at(x) + edges[3].at(x)) / 2;
    wave += `Q${r2((x0 + x1) / 2)} ${r2(y((x0 + x1) / 2) + (k % 2 ? 3.2 : -3.2))} ${r2(x1)} ${r2(k === humps - 1 ? mid2 + sag * 0.6 : y(x1))}`;
  }
  s.push(wave);
  const f = [
    path(`M36 6C49 6 59 24 59 42C59 56 49 66 36 66C23 66 13 56 13 42C13 24 23 6 36 6Z`),
    // dots along the middle band, and three on the cap
    ...[-14, -7, 0, 7, 14].map((dx) => path(circle(36 + dx, r2((edges[1].at(36 + dx) + edges[2].at(36 + dx)) / 2), 2.2))),
    ...[
      [30, 14.5],
      [36, 11.5],
      [42, 14.5],
    ].map(([x, y]) => path(circle(x, y, 1.8))),
  ];
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}

/**
 * A bunch of three balloons on strings tied with a bow: each balloon a little wider above than below, with a
 * knot and a shine; the middle one higher and in front. OpenMoji's balloon was one round shape with a crescent
 * of shading, which filled the page as a plain disc.
 */
function balloonBunch() {
  const balloon = (cx: number, cy: number, rx: number, ry: number) => {
    const top = r2(cy - ry),
      bottom = r2(cy + ry);
    const body = `M${cx} ${top}C${r2(cx + rx * 1.1)} ${top} ${r2(cx + rx)} ${r2(cy + ry * 0.45)} ${cx} ${bottom}C${r2(cx - rx)} ${r2(cy + ry * 0.45)} ${r2(cx - rx * 1.1)} ${top} ${cx} ${top}Z`;
    const knot = `M${r2(cx - 1.8)} ${r2(bottom + 2.6)}L${cx} ${r2(bottom - 0.4)}L${r2(cx + 1.8)} ${r2(bottom + 2.6)}Z`;
    // the shine: a short thick crescent up on the left
    const sx = cx - rx * 0.5,
      sy = cy - ry * 0.45;
    const shine = `M${r2(sx - 1)} ${r2(sy + 4)}Q${r2(sx - 1.6)} ${r2(sy - 1)} ${r2(sx + 3.4)} ${r2(sy - 2.6)}Q${r2(sx + 0.4)} ${r2(sy + 0.4)} ${r2(sx - 1)} ${r2(sy + 4)}Z`;
    return { f: [path(knot), path(body), path(shine)], knot: [cx, bottom + 2.6] as Pt };
  };
  const left = balloon(19, 27, 12, 14),
    right = balloon(53, 29, 12, 14),
    middle = balloon(36, 19.5, 13, 15.5);
  const tie: Pt = [36, 60];
  const string = ([x, y]: Pt, bend: number) => `M${r2(x)} ${r2(y)}C${r2(x + bend)} ${r2(y + 8)} ${r2(tie[0] - bend)} ${r2(tie[1] - 10)} ${tie[0]} ${tie[1]}`;
  const s = [string(left.knot, 3), string(middle.knot, -2.5), string(right.knot, -3), 'M36 63.5C35 66 37.5 67.5 36 70'];
  // the bow: two loops either side of a knot where the strings meet
  const bow = [
    path('M36 61.8C31 57.5 26.5 59 27 62C27.5 65 31.5 65.5 36 61.8Z'),
    path('M36 61.8C41 57.5 45.5 59 45 62C44.5 65 40.5 65.5 36 61.8Z'),
    path(circle(36, 61.8, 1.8)),
  ];
  return { f: [...left.f, ...right.f, ...middle.f, ...bow].join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}

/** A rectangle from (x0, y0) to (x1, y1) with corners rounded by `r`. */
const roundRect = (x0: number, y0: number, x1: number, y1: number, r: number) =>
  `M${x0 + r} ${y0}H${x1 - r}Q${x1} ${y0} ${x1} ${y0 + r}V${y1 - r}Q${x1} ${y1} ${x1 - r} ${y1}H${x0 + r}Q${x0} ${y1} ${x0} ${y1 - r}V${y0 + r}Q${x0} ${y0} ${x0 + r} ${y0}Z`;

/**
 * An astronaut standing in a spacesuit, drawn whole as the children are: a round helmet with the face behind
 * its visor, a backpack, a chest panel with two buttons, a belt, gloves, knee pads and boots. The emoji's astronaut
 * (a person with a rocket) is a joined sequence the motif set had left out, so "astronaut" drew nothing.
 */
function astronaut() {
  const f: string[] = [];
  const s: string[] = [];
  // the backpack behind the shoulders, the legs with knee pads, the boots
  f.push(path(roundRect(21, 27, 51, 47, 3)));
  for (const x of [27, 37]) {
    f.push(path(roundRect(x, 44, x + 8, 61, 2.5)));
    f.push(path(roundRect(x + 1, 50.5, x + 7, 54.5, 1.5)));
  }
  f.push(path(roundRect(25.5, 59, 35.5, 66, 2.5)), path(roundRect(36.5, 59, 46.5, 66, 2.5)));
  s.push('M25.5 63.5H35.5M36.5 63.5H46.5');
  // arms down at the sides, cuffs, round gloves
  f.push(path('M26 30L18.5 44.5Q17.5 47 20 48L22.5 49Q25 49.8 25.8 47.2L30.5 34Z'));
  f.push(path('M46 30L53.5 44.5Q54.5 47 52 48L49.5 49Q47 49.8 46.2 47.2L41.5 34Z'));
  f.push(path(circle(21.3, 49.2, 3.2)), path(circle(50.7, 49.2, 3.2)));
  // the suit's body, its belt, the chest panel with two buttons
  f.push(path(roundRect(25, 28, 47, 49, 4)));
  f.push(path(roundRect(25, 43, 47, 47, 1)));
  f.push(path(roundRect(30.5, 32.5, 41.5, 40, 1.5)));
  f.push(path(circle(33.4, 36.2, 1.6)), path(circle(38.6, 36.2, 1.6)));
  // the collar ring, the helmet and its visor
  f.push(path(roundRect(28.5, 25.5, 43.5, 30, 2)));
  f.push(path(circle(36, 15.5, 12)));
  const visor = path(roundRect(27.5, 9, 44.5, 23.5, 6.5));
  f.push(visor);
  s.push('M30.6 12.2Q31.8 10.8 33.6 10.6');
  // the face behind the visor: two eyes and a smile
  s.push('M33.4 19.4Q36 21.4 38.6 19.4');
  const d = `<path d="${circle(33, 16, 1.1)}${circle(39, 16, 1.1)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: visor };
}

type Job = 'firefighter' | 'police' | 'doctor' | 'cook' | 'farmer';

/**
 * A grown-up at work, drawn whole like the children and the astronaut (the emoji are busts, and four of the five
 * are joined sequences the motif set left out): a round face with eyes and a smile, a body, arms with hands, legs
 * and shoes, and what the job wears — a firefighter's helmet and striped coat, a police officer's peaked cap, tie
 * and badge, a doctor's white coat and stethoscope, a cook's tall hat and buttoned jacket, a farmer's straw hat
 * and overalls.
 */
function worker(job: Job) {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  const coat = job === 'doctor';
  // legs and shoes (tall boots for the firefighter and the farmer)
  const boots = job === 'firefighter' || job === 'farmer';
  f.push(path(roundRect(27, 44, 35.5, 60, 2)), path(roundRect(36.5, 44, 45, 60, 2)));
  if (boots) f.push(path(roundRect(26, 53, 35.5, 65, 2.5)), path(roundRect(36.5, 53, 46, 65, 2.5)));
  else f.push(path(roundRect(25.5, 59, 35.5, 65, 2.5)), path(roundRect(36.5, 59, 46.5, 65, 2.5)));
  if (job === 'firefighter') s.push('M27 49.5H35.5M36.5 49.5H45');
  // arms and hands
  f.push(path('M27.5 27L20.8 42Q19.8 44.5 22.2 45.3L23.9 45.9Q26.2 46.6 27 44.2L31.5 31Z'));
  f.push(path('M44.5 27L51.2 42Q52.2 44.5 49.8 45.3L48.1 45.9Q45.8 46.6 45 44.2L40.5 31Z'));
  f.push(path(circle(22.6, 46.6, 2.7)), path(circle(49.4, 46.6, 2.7)));
  if (job === 'firefighter') s.push('M22.4 37.6L27.6 39.8M49.6 37.6L44.4 39.8');
  // the body: a coat to the thighs for the doctor, a jacket to the waist for the others
  f.push(path(roundRect(26, 24, 46, coat ? 52 : 46, 4)));
  // the neck and the head
  f.push(path(roundRect(33.5, 20, 38.5, 25.5, 1)));
  const face = path(circle(36, 14.5, 8));
  f.push(face);
  dots.push(circle(33.2, 15, 1), circle(38.8, 15, 1));
  s.push('M33.6 18.2Q36 20 38.4 18.2');
  if (job === 'firefighter') {
    // reflective stripes on the coat, the collar, the helmet with its brim and front badge
    f.push(path(roundRect(26, 34.5, 46, 37.5, 0.8)), path(roundRect(26, 40.5, 46, 43.5, 0.8)));
    s.push('M36 24V46');
    f.push(path('M26.5 12.5Q27 3.5 36 3.2Q45 3.5 45.5 12.5Z'), path(roundRect(24, 11.5, 48, 14, 1.2)));
    f.push(path('M33.5 4.6H38.5V8.6Q36 10.6 33.5 8.6Z'));
  } else if (job === 'police') {
    // collar and tie, the badge, the belt; the peaked cap with its badge
    f.push(path('M31 24L36 29.5L41 24Z'), path('M34.8 29L37.2 29L38 38.5L36 41L34 38.5Z'));
    f.push(path('M40.6 31.5L43.8 31.5L43.8 34.6Q42.2 36.4 40.6 34.6Z'));
    f.push(path(roundRect(26, 42.5, 46, 45.5, 0.8)), path(roundRect(34, 42, 38, 46, 0.8)));
    f.push(path('M27.2 9.8Q27 4.2 36 3.6Q45 4.2 44.8 9.8Z'), path('M27 9.6H45Q44.6 12.6 36 12.6Q27.4 12.6 27 9.6Z'));
    f.push(path(circle(36, 7, 1.6)));
  } else if (job === 'doctor') {
    // the coat's opening and lapels, a pocket with a pen, the stethoscope round the neck
    s.push('M36 28V52', 'M31.5 24.5L36 31L40.5 24.5');
    f.push(path(roundRect(39.5, 35, 44, 40, 0.8)));
    s.push('M41 35V32.5');
    s.push('M32.5 25Q31 33 34.5 35.5');
    f.push(path(circle(35.2, 36.4, 1.5)));
    f.push(path('M28.5 12Q28 5.5 36 5.2Q44 5.5 43.5 12Q40 8.5 36 8.8Q32 8.5 28.5 12Z'));
  } else if (job === 'cook') {
    // the jacket's two rows of buttons, the neckerchief; the tall puffed hat on its band
    f.push(path('M32 24L36 28.5L40 24Z'));
    for (const y of [31, 35.5, 40]) f.push(path(circle(33.5, y, 1.1)), path(circle(38.5, y, 1.1)));
    f.push(path('M28.5 6.5Q26 0.5 31 0.8Q33 -1.2 36 0.6Q39 -1.2 41 0.8Q46 0.5 43.5 6.5Z'), path(roundRect(28.5, 6.2, 43.5, 9.8, 0.8)));
  } else {
    // overalls: the bib with its straps and buttons over the shirt; the wide straw hat
    f.push(path(roundRect(30, 30, 42, 46, 1.5)), path(roundRect(33.5, 34, 38.5, 38, 0.8)));
    s.push('M30.6 30.5L28.4 24.6M41.4 30.5L43.6 24.6');
    f.push(path(circle(31.8, 31.5, 0.9)), path(circle(40.2, 31.5, 0.9)));
    f.push(path('M20 11Q22 8.5 28.5 8.2Q29 3 36 3Q43 3 43.5 8.2Q50 8.5 52 11Q46 12.8 36 12.8Q26 12.8 20 11Z'));
    s.push('M28.8 8.4Q36 10.2 43.2 8.4');
  }
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c: face };
}

/** A slim figure's arms down its sides from the shoulders, with round hands (the princess, the fairy, the witch). */
function slimArms(f: string[]) {
  f.push(path('M29 28.5L24.6 41.2Q24 43 25.8 43.4Q27.4 43.8 28 42L31.6 30.5Z'), path('M43 28.5L47.4 41.2Q48 43 46.2 43.4Q44.6 43.8 44 42L40.4 30.5Z'));
  f.push(path(circle(26, 43.4, 1.9)), path(circle(46, 43.4, 1.9)));
}

/** A slim figure's neck and face, two eyes and a smile; returns the face (kept clear of a fill) and the eyes. */
function slimHead(f: string[], s: string[]): { face: string; d: string } {
  f.push(path(roundRect(34.2, 20, 37.8, 25.5, 1)));
  const face = path(circle(36, 14.5, 7.6));
  f.push(face);
  s.push('M33.8 18.1Q36 19.8 38.2 18.1');
  return { face, d: `<path d="${circle(33.4, 15, 0.95)}${circle(38.6, 15, 0.95)}"/>` };
}

/**
 * A princess or a prince drawn whole: OpenMoji's are busts, which on a page were a big head and shoulders beside
 * a stamp-sized unicorn. The princess has long hair, a crown, a bodice with a bow, puffed sleeves and a wide gown
 * with a ruffled hem; the prince a crown, a cape, a tunic with a belt, trousers and boots.
 */
function royal(who: 'princess' | 'prince') {
  const f: string[] = [];
  const s: string[] = [];
  const crown = path('M31 7.4L31 2.4L33.5 4.8L36 1.4L38.5 4.8L41 2.4L41 7.4Z');
  if (who === 'princess') {
    // long hair behind, the gown and its ruffle, arms, puffed sleeves, bodice and bow
    f.push(path('M28.4 12Q26 24 25.4 34Q30 36.5 36 36.5Q42 36.5 46.6 34Q46 24 43.6 12Z'));
    f.push(path('M30.6 36H41.4C45 46 51 55 55.5 63H16.5C21 55 27 46 30.6 36Z'));
    f.push(
      path(
        'M16.5 63H55.5Q56.5 66 53.5 66.5Q51 64.5 48.5 66.5Q46 64.5 43.5 66.5Q41 64.5 38.5 66.5Q36 64.5 33.5 66.5Q31 64.5 28.5 66.5Q26 64.5 23.5 66.5Q21 64.5 18.5 66.5Q15.5 66 16.5 63Z',
      ),
    );
    s.push('M23.5 53Q36 56.5 48.5 53');
    slimArms(f);
    f.push(path(roundRect(30.5, 24.5, 41.5, 37.5, 2)));
    f.push(path(circle(29.6, 27.4, 3.3)), path(circle(42.4, 27.4, 3.3)));
    f.push(path('M36 36L32.6 34.2V38.6ZM36 36L39.4 34.2V38.6Z'), path(circle(36, 36.2, 1.1)));
  } else {
    // the cape behind, legs and boots, arms, the tunic with its belt and buttons
    f.push(path('M28.5 25Q22 42 21 60Q36 62.5 51 60Q50 42 43.5 25Z'));
    f.push(path(roundRect(30, 44, 35.5, 60, 1.8)), path(roundRect(36.5, 44, 42, 60, 1.8)));
    f.push(path(roundRect(29, 56, 35.5, 65, 2)), path(roundRect(36.5, 56, 43, 65, 2)));
    slimArms(f);
    f.push(path(roundRect(28.5, 24, 43.5, 47, 3)));
    f.push(path(roundRect(28.5, 39.5, 43.5, 42.5, 0.8)), path(roundRect(34.2, 39, 37.8, 43, 0.8)));
    for (const y of [29, 33, 36.5]) f.push(path(circle(36, y, 0.9)));
  }
  const { face, d } = slimHead(f, s);
  // hair over the forehead, then the crown with a jewel
  f.push(
    who === 'princess'
      ? path('M28.6 13.4Q28.8 6.6 36 6.6Q43.2 6.6 43.4 13.4Q40.2 9.6 36 10.4Q31.8 9.6 28.6 13.4Z')
      : path('M28.8 12.4Q29 6.6 36 6.6Q43 6.6 43.2 12.4Q39.5 10.4 36 10.6Q32.5 10.4 28.8 12.4Z'),
  );
  f.push(crown, path(circle(36, 5.6, 0.9)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: face };
}

/**
 * A fairy and a witch or wizard drawn whole, friendly as in a picture book (OpenMoji's are busts): the fairy with
 * two pairs of wings, a short dress with a pointed hem and a star wand; the mage with a pointed hat, long hair, a
 * long robe with stars and a staff topped with a star (the catalogue calls it a wizard, prompts a witch too).
 */
function storybook(who: 'fairy' | 'witch') {
  const f: string[] = [];
  const s: string[] = [];
  if (who === 'fairy') {
    // wings behind, legs and slippers under the dress, the dress with its pointed hem, the wand in the right hand
    for (const dir of [-1, 1]) {
      f.push(path(`M${36 + dir * 3} 30Q${36 + dir * 20} 14 ${36 + dir * 25} 24Q${36 + dir * 27} 34 ${36 + dir * 4} 34Z`));
      f.push(path(`M${36 + dir * 3} 35Q${36 + dir * 19} 36 ${36 + dir * 20} 45Q${36 + dir * 18} 52 ${36 + dir * 4} 39Z`));
    }
    f.push(path(roundRect(32, 48, 35.2, 62, 1.4)), path(roundRect(36.8, 48, 40, 62, 1.4)));
    f.push(path('M30 60.5H35.6Q35.6 64 32.8 64Q29.4 64 30 60.5Z'), path('M36.4 60.5H42Q42.6 64 39.2 64Q36.4 64 36.4 60.5Z'));
    f.push(path('M31 35H41L47 52L43 49.5L40 53L36 50L32 53L29 49.5L25 52Z'));
    s.push('M29.8 44H42.2');
    f.push(path('M47.8 42.5L54.4 27.4L55.6 28L49 43Z'));
    f.push(path(starPath(55, 26.2, 4)));
    slimArms(f);
    f.push(path(roundRect(31, 24.5, 41, 36, 2)));
  } else {
    // long hair behind, the long robe with stars, a staff topped with a star in the right hand, arms, bodice
    f.push(path('M28.6 12Q26 24 25.8 33Q30 35 36 35Q42 35 46.2 33Q46 24 43.4 12Z'));
    f.push(path('M30.6 35H41.4C44 46 47.5 56 50 65H22C24.5 56 28 46 30.6 35Z'));
    f.push(path(starPath(31.5, 52, 2.4)), path(starPath(40.5, 58, 2.4)), path(starPath(38, 44.5, 1.8)));
    f.push(path('M45.6 19.6H47.6V65H45.6Z'), path(starPath(46.6, 16.4, 3.4)));
    slimArms(f);
    f.push(path(roundRect(30.5, 24.5, 41.5, 36.5, 2)));
  }
  const { face, d } = slimHead(f, s);
  if (who === 'fairy') {
    // a short bob, a little star on it
    f.push(path('M28.4 15Q27.8 6.4 36 6.4Q44.2 6.4 43.6 15Q42.4 11 38.5 10.2Q35 12.2 31 10.6Q29 12 28.4 15Z'));
    f.push(path(starPath(36, 6.4, 3)));
  } else {
    // the hat: a bent point with a star, a band, a wide brim
    f.push(path('M30 10.5L34.2 3Q36 0.6 38.8 2L43.5 4.2Q40 3.6 39.2 5.6L42 10.5Z'), path(starPath(36.2, 6.2, 1.7)));
    f.push(path('M23 10.6Q36 7.4 49 10.6Q36 14.2 23 10.6Z'), path('M30.4 8.2H41.6V10.2H30.4Z'));
  }
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: face };
}

/** `c`: areas kept clear of an adult page's zentangle fill (as a child's skin is, `lib/studio/scene/motif-art.ts`). */
export const DRAWN_MOTIFS: Record<string, { f: string; s: string; d: string; c?: string }> = {
  '1F363': sushi(),
  '26F5': sailboat(),
  '1F6A4': speedboat(),
  '2604': comet(),
  '1F95A': decoratedEgg(),
  '1F388': balloonBunch(),
  '1F9D1-200D-1F680': astronaut(),
  '1F9D1-200D-1F692': worker('firefighter'),
  '1F46E': worker('police'),
  '1F9D1-200D-2695-FE0F': worker('doctor'),
  '1F9D1-200D-1F373': worker('cook'),
  '1F9D1-200D-1F33E': worker('farmer'),
  '1F478': royal('princess'),
  '1F934': royal('prince'),
  '1F9DA': storybook('fairy'),
  '1F9D9': storybook('witch'),
};
