import { describe, expect, it } from 'vitest';
import { linearScale, pointsAxis } from './chart-scales';

describe('linearScale', () => {
  it('places a figure in proportion between the ends of its range', () => {
    const y = linearScale([0, 20], [200, 0]);
    expect([y(0), y(5), y(20)]).toEqual([200, 150, 0]);
  });

  it('places the one figure of an empty domain at the start of its range', () => {
    expect(linearScale([3, 3], [0, 100])(3)).toBe(0);
  });
});

describe('pointsAxis', () => {
  it('keeps a round best round as the top, with ticks every five points', () => {
    expect(pointsAxis(20)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
  });

  it('rounds an odd best round up to the next round figure', () => {
    expect(pointsAxis(23).top).toBe(24);
  });

  it('labels only whole points on a short axis', () => {
    expect(pointsAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
  });
});
