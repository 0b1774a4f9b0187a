"""Repaints the top face of a real die crop: pips painted out, then a new face (1-6 or X) drawn in.

No real photo of an X face exists in ../shared/data, so X crops are made from real dice: the
pips are found as the pixels far from the face's median colour, inpainted (OpenCV Telea), and
new marks are drawn in the old pip colour, rotated like the old pattern. Every face 1-6 is made
the same way, so that "painted" never means "X" (issue 3).

Crops are square, H x W x 3 uint8, die centred, top-face side `side` pixels.
"""
from __future__ import annotations

import math

import cv2
import numpy as np

#: Pip centres of each face on a unit die (-0.5..0.5, y down): arenaScene.ts PIP_LAYOUT.
PIP_LAYOUT = {
    1: [(0, 0)],
    2: [(-0.26, -0.26), (0.26, 0.26)],
    3: [(-0.26, -0.26), (0, 0), (0.26, 0.26)],
    4: [(-0.26, -0.26), (0.26, -0.26), (-0.26, 0.26), (0.26, 0.26)],
    5: [(-0.26, -0.26), (0.26, -0.26), (0, 0), (-0.26, 0.26), (0.26, 0.26)],
    6: [(-0.26, -0.26), (0.26, -0.26), (-0.26, 0), (0.26, 0), (-0.26, 0.26), (0.26, 0.26)],
}
X_STYLES = ('cross', 'thin', 'tapered', 'circled', 'brush')
SUPER = 4  # supersampling factor when drawing marks


def find_face(crop: np.ndarray, size: float):
    """Finds the die's face around the crop centre: its pips, colours, centre, side and angle.

    size: the die's box size in crop pixels. The body colour is the median of a small central
    disc; the die is the body-coloured region connected to the centre, closed over its pips by
    its convex hull; pips are the non-body pixels inside it. Returns (pip mask uint8 0/255, body
    RGB, pip RGB, (cx, cy), side px, angle deg mod 90), or None when the face does not look like
    marks on a plain body (too few or too many contrasting pixels).
    """
    h, w = crop.shape[:2]
    cy, cx = (h - 1) / 2, (w - 1) / 2
    yy, xx = np.mgrid[0:h, 0:w]
    r = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
    centre = r <= max(2.0, 0.2 * size)
    body = np.median(crop[centre].astype(np.float32), axis=0)
    dist = np.sqrt(((crop.astype(np.float32) - body) ** 2).sum(axis=2))
    near = r <= 0.55 * size
    otsu, _ = cv2.threshold(np.clip(dist[near], 0, 255).astype(np.uint8).reshape(-1, 1), 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    threshold = float(np.clip(otsu, 30, 120))
    bodylike = ((dist < threshold) & near).astype(np.uint8)
    n, labels = cv2.connectedComponents(bodylike)
    if n < 2:
        return None
    counts = np.bincount(labels[centre], minlength=n)
    counts[0] = 0
    comp = (labels == int(np.argmax(counts))).astype(np.uint8)
    points = cv2.findNonZero(comp)
    if points is None or len(points) < 10:
        return None
    region = np.zeros_like(comp)
    cv2.fillConvexPoly(region, cv2.convexHull(points), 1)
    region = cv2.erode(region, np.ones((3, 3), np.uint8))
    mask = ((region > 0) & (bodylike == 0)).astype(np.uint8) * 255
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((2, 2), np.uint8))
    share = (mask > 0).sum() / max(1, region.sum())
    if share < 0.01 or share > 0.45:
        return None
    (rx, ry), (rw, rh), angle = cv2.minAreaRect(points)
    # The pip colour: the most distant half of the pip pixels (edges are blended with the body).
    pip_dist = dist[mask > 0]
    core = crop[mask > 0][pip_dist >= np.median(pip_dist)]
    pip = np.median(core.astype(np.float32), axis=0)
    return mask, body, pip, (rx, ry), float(math.sqrt(rw * rh)), angle % 90


def draw_marks(shape: tuple[int, int], side: float, face: str, angle: float, pip_r: float, spread: float,
               x_style: str, centre: tuple[float, float] | None = None) -> np.ndarray:
    """Coverage mask (float 0..1, H x W) of the marks of `face` ('1'..'6' or 'X') around `centre` (default: crop centre)."""
    h, w = shape
    big = np.zeros((h * SUPER, w * SUPER), np.uint8)
    cx, cy = centre if centre is not None else ((w - 1) / 2, (h - 1) / 2)
    c = np.array([cx, cy]) * SUPER + (SUPER - 1) / 2
    s = side * SUPER
    a = math.radians(angle)
    rot = np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]])

    def pt(u: float, v: float) -> tuple[int, int]:
        p = c + rot @ np.array([u * s, v * s])
        return int(round(p[0])), int(round(p[1]))

    if face == 'X':
        e = 0.28 * (spread / 0.26)
        if x_style == 'cross':
            cv2.line(big, pt(-e, -e), pt(e, e), 255, max(1, int(0.12 * s)), cv2.LINE_AA)
            cv2.line(big, pt(e, -e), pt(-e, e), 255, max(1, int(0.12 * s)), cv2.LINE_AA)
        elif x_style == 'thin':
            cv2.line(big, pt(-e, -e), pt(e, e), 255, max(1, int(0.06 * s)), cv2.LINE_AA)
            cv2.line(big, pt(e, -e), pt(-e, e), 255, max(1, int(0.06 * s)), cv2.LINE_AA)
        elif x_style == 'tapered':
            wv = 0.09
            for sign in (1, -1):
                poly = np.array([pt(-e, -sign * e), pt(-wv * 0.7, -sign * wv * 0.1), pt(e, sign * e), pt(wv * 0.7, sign * wv * 0.1)], np.int32)
                cv2.fillPoly(big, [poly], 255, cv2.LINE_AA)
                cv2.polylines(big, [poly], True, 255, max(1, int(0.035 * s)), cv2.LINE_AA)
        elif x_style == 'circled':
            cv2.circle(big, pt(0, 0), int(0.33 * s * spread / 0.26), 255, max(1, int(0.05 * s)), cv2.LINE_AA)
            cv2.line(big, pt(-e * 0.72, -e * 0.72), pt(e * 0.72, e * 0.72), 255, max(1, int(0.08 * s)), cv2.LINE_AA)
            cv2.line(big, pt(e * 0.72, -e * 0.72), pt(-e * 0.72, e * 0.72), 255, max(1, int(0.08 * s)), cv2.LINE_AA)
        else:  # brush: two slightly curved strokes
            for p0, p1, p2 in (((-e, -e), (-e * 0.1, e * 0.2), (e, e)), ((e, -e), (e * 0.2, -e * 0.1), (-e, e))):
                ts = np.linspace(0, 1, 12)
                curve = [pt((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t ** 2 * p2[0],
                            (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t ** 2 * p2[1]) for t in ts]
                cv2.polylines(big, [np.array(curve, np.int32)], False, 255, max(1, int(0.1 * s)), cv2.LINE_AA)
    else:
        k = spread / 0.26
        for u, v in PIP_LAYOUT[int(face)]:
            cv2.circle(big, pt(u * k, v * k), max(1, int(round(pip_r * SUPER))), 255, -1, cv2.LINE_AA)
    small = cv2.resize(big, (w, h), interpolation=cv2.INTER_AREA)
    return small.astype(np.float32) / 255.0


def repaint(crop: np.ndarray, size: float, new_face: str, rng: np.random.Generator) -> np.ndarray | None:
    """The crop with its pips painted out and `new_face` ('1'..'6' or 'X') drawn in.

    size: the die's box size in crop pixels (about the die's side, up to 1.4 x it when rotated).
    Returns None when the old face cannot be found reliably.
    """
    found = find_face(crop, size)
    if found is None:
        return None
    mask, body, pip, (fx, fy), side, angle = found
    n, _, stats, _ = cv2.connectedComponentsWithStats(mask)
    areas = stats[1:, cv2.CC_STAT_AREA]
    pip_r = float(np.clip(math.sqrt(np.median(areas) / math.pi) if len(areas) else 0.09 * side, 0.06 * side, 0.1 * side))
    dilated = cv2.dilate(mask, np.ones((3, 3), np.uint8), iterations=max(1, int(round(pip_r * 0.5))))
    clean = cv2.inpaint(crop, dilated, 3, cv2.INPAINT_TELEA)
    spread = float(rng.uniform(0.22, 0.28))
    h, w = crop.shape[:2]
    cover = draw_marks((h, w), side, new_face, angle + float(rng.choice([0, 90, 180, 270])), pip_r, spread,
                       str(rng.choice(X_STYLES)), (fx, fy))[..., None]
    out = clean.astype(np.float32) * (1 - cover) + pip.reshape(1, 1, 3) * cover
    return np.clip(out + 0.5, 0, 255).astype(np.uint8)
