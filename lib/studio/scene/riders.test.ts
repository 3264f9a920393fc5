import { describe, expect, it } from 'vitest';
import { CHILD_MOTIFS } from './child-figure';
import { drawMotif, motifData } from './motif-art';
import { RIDEABLE, WHOLE_GROWN_UPS } from './people';
import { canRide, composeRide } from './riders';

const children = Object.keys(CHILD_MOTIFS);
const riders = [...children, ...[...WHOLE_GROWN_UPS].filter((id) => canRide(id, '1F40E'))];

describe('riders', () => {
  it('seats every child on every animal one rides, and the grown-ups in picture books', () => {
    for (const animal of RIDEABLE) for (const child of children) expect(canRide(child, animal), `${child} on ${animal}`).toBe(true);
    expect(riders.length).toBeGreaterThanOrEqual(children.length + 10);
  });

  it.each([...RIDEABLE])('sits each rider on the back of %s, head up, shoe on its flank', (animal) => {
    for (const figure of riders) {
      const ride = composeRide(figure, animal);
      const at = `${figure} on ${animal}`;
      const [bx0, by0, bx1, by1] = ride.box;
      const [ax0, ay0, ax1, ay1] = ride.animal;
      const [rx0, ry0, rx1, ry1] = ride.rider;
      // the box holds both, the animal standing on its bottom
      expect(bx0 <= ax0 && bx1 >= ax1 && by0 <= ay0 && by1 === ay1, at).toBe(true);
      expect(bx0 <= rx0 && bx1 >= rx1 && by0 <= ry0, at).toBe(true);
      // over the animal, its head in the animal's top half, its shoe above the hooves
      expect((rx0 + rx1) / 2, at).toBeGreaterThan(ax0);
      expect((rx0 + rx1) / 2, at).toBeLessThan(ax1);
      expect(ry0, at).toBeLessThan(ay0 + (ay1 - ay0) * 0.4);
      expect(ry1, at).toBeLessThan(ay1 - (ay1 - ay0) * 0.15);
      // the figure cut at its hips, its face kept clear of a fill, both drawn in one box
      const data = motifData(ride.riderId)!;
      expect(data.f, at).toContain('<svg ');
      expect(data.c, at).toBeTruthy();
      const box = { x: 0, y: 0, w: 100, h: 100 };
      expect(drawMotif(ride.animalId, box, { strokeMm: 1 }).box, at).toEqual(drawMotif(ride.riderId, box, { strokeMm: 1 }).box);
    }
  });
});
