"""OpenCV reference pipeline for `npm run bench:engine` (run with Debian's /usr/bin/python3).

The same job as the engine's coloring page, done the classic way: decode the photo, shrink it to the
same ~2 MP working size, edge-preserving smoothing, difference of Gaussians, hysteresis, removal of
small components, then render the A4 page at 300 dpi and encode it as PNG.
Prints one JSON line: median and all timings in ms, and peak RSS in MB.
"""
import json
import resource
import sys
import time

import cv2
import numpy as np

WORKING_PIXELS = 2_000_000
A4 = (3508, 2480)  # landscape, 300 dpi
MARGIN = 142  # 12 mm


def run(path):
    img = cv2.imread(path, cv2.IMREAD_COLOR)
    h, w = img.shape[:2]
    k = min(1.0, (WORKING_PIXELS / (w * h)) ** 0.5)
    small = cv2.resize(img, (round(w * k), round(h * k)), interpolation=cv2.INTER_AREA)
    smooth = cv2.bilateralFilter(small, 7, 40, 7)
    grey = cv2.cvtColor(smooth, cv2.COLOR_BGR2GRAY).astype(np.float32)
    dog = cv2.GaussianBlur(grey, (0, 0), 2.6) - cv2.GaussianBlur(grey, (0, 0), 1.6)
    dog = np.maximum(dog, 0)
    high = np.percentile(dog, 96)
    low = 0.5 * high
    weak = (dog > low).astype(np.uint8)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(weak, connectivity=8)
    strong = np.zeros(n, bool)
    strong[np.unique(labels[dog > high])] = True
    strong[0] = False
    strong &= stats[:, cv2.CC_STAT_AREA] >= 30
    lines = strong[labels].astype(np.uint8) * 255
    page = np.full((A4[1], A4[0]), 255, np.uint8)
    s = min((A4[0] - 2 * MARGIN) / lines.shape[1], (A4[1] - 2 * MARGIN) / lines.shape[0])
    cw, ch = round(lines.shape[1] * s), round(lines.shape[0] * s)
    big = cv2.resize(lines, (cw, ch), interpolation=cv2.INTER_LINEAR)
    x, y = (A4[0] - cw) // 2, (A4[1] - ch) // 2
    page[y:y + ch, x:x + cw] = np.where(big > 127, 0, 255).astype(np.uint8)
    ok, png = cv2.imencode('.png', page)
    return len(png)


def main():
    path, runs = sys.argv[1], int(sys.argv[2])
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        run(path)
        times.append((time.perf_counter() - t) * 1000)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({'medianMs': sorted(times)[len(times) // 2], 'timesMs': times, 'peakRssMb': rss}))


if __name__ == '__main__':
    main()
