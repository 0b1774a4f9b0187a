"""Augmentation shared by both stages: photometric changes (light, colour, grey cameras, blur,
noise, JPEG) and the geometric samplers that cut detector patches and classifier crops.

Images are H x W x 3 uint8 RGB. Geometry is an affine map from source pixels to output pixels.
"""
from __future__ import annotations

import math

import cv2
import numpy as np


def photometric(img: np.ndarray, rng: np.random.Generator, strength: float = 1.0) -> np.ndarray:
    """Random light, colour, blur, noise and compression changes of an RGB uint8 image."""
    x = img.astype(np.float32) / 255.0
    if rng.random() < 0.8 * strength:
        gain = rng.uniform(0.85, 1.15, 3).astype(np.float32)  # white balance
        x = x * gain
    if rng.random() < 0.8 * strength:
        contrast = rng.uniform(0.6, 1.35)
        brightness = rng.uniform(-0.2, 0.2)
        mean = x.mean()
        x = (x - mean) * contrast + mean + brightness
    if rng.random() < 0.3 * strength:
        x = np.clip(x, 0, 1) ** rng.uniform(0.6, 1.6)
    if rng.random() < 0.3 * strength:
        grey = x.mean(axis=2, keepdims=True)
        x = grey + (x - grey) * rng.uniform(0.0, 1.6)  # saturation
    if rng.random() < 0.15 * strength:
        x = np.clip(x, 0, 1)
        hsv = cv2.cvtColor(x, cv2.COLOR_RGB2HSV)
        hsv[..., 0] = (hsv[..., 0] + rng.uniform(0, 360)) % 360
        x = cv2.cvtColor(hsv, cv2.COLOR_HSV2RGB)
    if rng.random() < 0.25 * strength:
        h, w = x.shape[:2]
        a = rng.uniform(0, 2 * math.pi)
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        ramp = ((xx / w - 0.5) * math.cos(a) + (yy / h - 0.5) * math.sin(a))
        x = x * (1 + rng.uniform(0.2, 0.8) * ramp)[..., None]
    if rng.random() < 0.15 * strength:
        x = np.repeat(x.mean(axis=2, keepdims=True), 3, axis=2)  # grey camera (yudai-d6-gray)
    x = np.clip(x * 255.0, 0, 255)
    if rng.random() < 0.3 * strength:
        sigma = rng.uniform(0.3, 1.4)
        x = cv2.GaussianBlur(x, (0, 0), sigma)
    elif rng.random() < 0.08 * strength:
        k = int(rng.integers(3, 8))
        kernel = np.zeros((k, k), np.float32)
        kernel[k // 2, :] = 1.0 / k
        rot = cv2.getRotationMatrix2D(((k - 1) / 2, (k - 1) / 2), rng.uniform(0, 180), 1.0)
        kernel = cv2.warpAffine(kernel, rot, (k, k))
        x = cv2.filter2D(x, -1, kernel / max(kernel.sum(), 1e-6))
    if rng.random() < 0.4 * strength:
        x = x + rng.standard_normal(x.shape, dtype=np.float32) * np.float32(rng.uniform(1, 8))
    out = np.clip(x + 0.5, 0, 255).astype(np.uint8)
    if rng.random() < 0.3 * strength:
        ok, buf = cv2.imencode('.jpg', out, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(35, 90))])
        if ok:
            out = cv2.imdecode(buf, cv2.IMREAD_UNCHANGED)
    return out


def cast_shadow(img: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Darkens a random soft-edged region of an RGB uint8 image (H x W x 3): the shadow a tray's
    wall, a hand or a lamp's arm casts over part of the arena (fudw-d6-tray's dark dice in the
    tray's shadow, which a detector never trained on that source missed). The region is a star-shaped
    polygon of 3-6 corners around a random point of the image (it covers from a sliver to about two
    thirds of it); inside it the light falls to 0.25-0.7 of its value (slightly bluer: the sky or
    room light that fills a shadow), with an edge blurred over 1-8 % of the image's side (the
    penumbra). After Albumentations' RandomShadow (Buslaev et al. 2020), with soft edges."""
    h, w = img.shape[:2]
    side = max(h, w)
    cx, cy = rng.uniform(0, w), rng.uniform(0, h)
    radius = rng.uniform(0.25, 0.6) * side
    corners = int(rng.integers(3, 7))
    angles = np.sort(rng.uniform(0, 2 * math.pi, corners))
    radii = radius * rng.uniform(0.6, 1.4, corners)
    pts = np.stack([cx + radii * np.cos(angles), cy + radii * np.sin(angles)], axis=1)
    mask = np.zeros((h, w), np.float32)
    cv2.fillPoly(mask, [np.round(pts * 4).astype(np.int32)], 1.0, cv2.LINE_AA, shift=2)
    mask = cv2.GaussianBlur(mask, (0, 0), rng.uniform(0.01, 0.08) * side)[..., None]
    light = rng.uniform(0.25, 0.7)
    tint = np.array([1.0, 1.0, rng.uniform(1.0, 1.15)], np.float32)  # RGB: the shadow's blue fill
    factor = 1 - mask * (1 - np.minimum(1.0, light * tint))
    return np.clip(img.astype(np.float32) * factor + 0.5, 0, 255).astype(np.uint8)


def glare_streak(img: np.ndarray, die_side: float, rng: np.random.Generator) -> np.ndarray:
    """Paints one or two soft, bright, bent streaks near the centre of an RGB uint8 crop: the
    specular highlights that run across translucent dice (byler-d6's purple and blue dice, where a
    streak through the pips made the reader miscount them). `die_side` is in crop pixels."""
    h, w = img.shape[:2]
    layer = np.zeros((h, w), np.float32)
    for _ in range(1 if rng.random() < 0.7 else 2):
        x, y = w / 2 + rng.uniform(-0.35, 0.35) * die_side, h / 2 + rng.uniform(-0.35, 0.35) * die_side
        a = rng.uniform(0, 2 * math.pi)
        step = rng.uniform(0.15, 0.35) * die_side
        points = [(x, y)]
        for _ in range(3):
            a += rng.uniform(-0.5, 0.5)
            x, y = x + step * math.cos(a), y + step * math.sin(a)
            points.append((x, y))
        thickness = max(1, int(round(rng.uniform(0.03, 0.1) * die_side)))
        pts = np.round(np.array(points) * 4).astype(np.int32)  # 2 fractional bits
        cv2.polylines(layer, [pts], False, 1.0, thickness, cv2.LINE_AA, shift=2)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    on_die = np.clip((0.6 * die_side - np.hypot(xx - w / 2, yy - h / 2)) / (0.1 * die_side), 0, 1)
    layer = (cv2.GaussianBlur(layer, (0, 0), rng.uniform(0.4, 1.2)) * on_die)[..., None]
    alpha = rng.uniform(0.5, 0.95)
    colour = rng.uniform(215, 255)
    out = img.astype(np.float32) * (1 - alpha * layer) + colour * alpha * layer
    return np.clip(out + 0.5, 0, 255).astype(np.uint8)


def low_resolution(img: np.ndarray, die_side: float, rng: np.random.Generator,
                   smallest: float = 10.0, largest: float = 24.0) -> np.ndarray:
    """Shrinks an RGB uint8 crop (area averaging) until the die is `smallest`–`largest` px across
    (log-uniform) and enlarges it back to its size bilinearly: a die far from the camera as the
    reader sees it, which enlarges every crop to its 48 px input (yudai-d6-gray's 9–20 px dice in
    160 × 120 frames; a reader that never saw them called a quarter of them unreadable). `die_side`
    is in crop pixels; a die already at most `smallest` px across is returned unchanged."""
    target = math.exp(rng.uniform(math.log(smallest), math.log(largest)))
    f = target / die_side
    if f >= 1.0:
        return img
    h, w = img.shape[:2]
    small = cv2.resize(img, (max(2, round(w * f)), max(2, round(h * f))), interpolation=cv2.INTER_AREA)
    return cv2.resize(small, (w, h), interpolation=cv2.INTER_LINEAR)


def side_pips(img: np.ndarray, die_side: float, rng: np.random.Generator) -> np.ndarray:
    """Draws a short row of 1-3 pip-like dots just outside the top face's pips, 0.6-0.8 x `die_side`
    from the centre of an RGB uint8 crop: the pips of a side face seen at an angle, or of a
    neighbouring die (matteo-d6's close, oblique photos, where a reader never trained on them
    counted side pips: a 2 read as 3, a 4 as 6). Dots are squeezed across the row, as a side face
    is foreshortened, in the crop's darkest or lightest colour (the pips' colour, whichever they
    are: the one farther from the colour around the dots). `die_side` is in crop pixels; the top face's pips lie within 0.45 x die_side of the centre."""
    h, w = img.shape[:2]
    grey = img.astype(np.float32).mean(axis=2)
    a = rng.uniform(0, 2 * math.pi)
    r = rng.uniform(0.6, 0.8) * die_side
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    ring = np.abs(np.hypot(xx - w / 2, yy - h / 2) - r) < 0.1 * die_side
    around = np.median(grey[ring]) if ring.any() else np.median(grey)
    dark, light = np.percentile(grey, 0.2), np.percentile(grey, 99.8)
    pick = dark if around - dark > light - around else light
    colour = img[np.unravel_index(np.argmin(np.abs(grey - pick)), grey.shape)].astype(np.float32)
    layer = np.zeros((h, w), np.float32)
    radius = rng.uniform(0.06, 0.1) * die_side
    gap = rng.uniform(2.2, 3.2) * radius
    count = int(rng.integers(1, 4))
    for k in range(count):
        t = (k - (count - 1) / 2) * gap
        x = w / 2 + r * math.cos(a) - t * math.sin(a)
        y = h / 2 + r * math.sin(a) + t * math.cos(a)
        axes = (max(1, int(round(radius * rng.uniform(0.35, 0.8) * 4))), max(1, int(round(radius * 4))))
        cv2.ellipse(layer, (int(round(x * 4)), int(round(y * 4))), axes, math.degrees(a), 0, 360, 1.0, -1, cv2.LINE_AA, shift=2)
    layer = cv2.GaussianBlur(layer, (0, 0), rng.uniform(0.3, 0.9))[..., None]
    out = img.astype(np.float32) * (1 - layer) + colour * layer
    return np.clip(out + 0.5, 0, 255).astype(np.uint8)


def affine(scale: float, angle_deg: float, src_centre: tuple[float, float], dst_centre: tuple[float, float], flip: bool) -> np.ndarray:
    """2 x 3 map taking src_centre to dst_centre, scaling, rotating and optionally mirroring."""
    a = math.radians(angle_deg)
    c, s = math.cos(a) * scale, math.sin(a) * scale
    m = np.array([[c, -s], [s, c]])
    if flip:
        m = m @ np.array([[-1.0, 0.0], [0.0, 1.0]])
    t = np.array(dst_centre) - m @ np.array(src_centre)
    return np.hstack([m, t[:, None]])


def warp(img: np.ndarray, m: np.ndarray, size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    """Applies the affine map; shrinking first with area averaging (as the reader's average pooling)."""
    scale = math.sqrt(abs(np.linalg.det(m[:, :2])))
    if scale < 0.7:
        f = scale * 1.25
        img = cv2.resize(img, None, fx=f, fy=f, interpolation=cv2.INTER_AREA)
        m = m.copy()
        m[:, :2] /= f
    # A constant border: a reflected border would mirror dice that have no label.
    value = tuple(int(v) for v in rng.integers(0, 256, 3))
    return cv2.warpAffine(img, m, size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT, borderValue=value)
