"""Training batches made in a second process while the network trains on the previous ones.

On this project's 2-core machines the classifier spent about 55 % of each step cutting and
augmenting crops in Python (1 ms a crop, 128 crops a batch) and the detector a similar share;
torch's own two threads waited meanwhile. A forked worker makes the next batches instead, so
augmentation and training overlap (training-data/README.md gives the measured times).

Each batch is made from its own random generator, `np.random.default_rng([seed, step])`, so a run
killed and resumed at step N makes exactly the batches an unbroken run would have made.
"""
from __future__ import annotations

import collections
import multiprocessing
from typing import Any, Callable, Iterator

import cv2
import numpy as np

#: The batch maker the forked worker calls; set by `batches` just before it forks.
_make_batch: Callable[[np.random.Generator], Any] | None = None
_seed = 0


def _worker_start() -> None:
    cv2.setNumThreads(1)


def batch_rng(seed: int, step: int) -> np.random.Generator:
    """The random generator of batch `step` of a run seeded `seed` (the same one the worker uses)."""
    return np.random.default_rng([seed, step])


def _batch_at(step: int) -> Any:
    assert _make_batch is not None
    return _make_batch(batch_rng(_seed, step))


def batches(make_batch: Callable[[np.random.Generator], Any], first: int, stop: int, seed: int,
            depth: int = 3, workers: int = 1) -> Iterator[tuple[int, Any]]:
    """Yields (step, make_batch(batch_rng(seed, step))) for step = first .. stop - 1, in order.

    `make_batch` runs in `workers` forked worker processes (they see this process's memory as it
    was at the fork: the crop store is shared, not copied) and may be any callable, closures
    included. At most max(`depth`, 2 x `workers`) batches wait ready, so memory stays bounded.
    The batches do not depend on `workers`: batch N always comes from batch_rng(seed, N). Raises
    whatever `make_batch` raised, at the step where it raised.
    """
    global _make_batch, _seed
    if first >= stop:
        return
    _make_batch, _seed = make_batch, seed
    depth = max(depth, 2 * workers)
    with multiprocessing.get_context('fork').Pool(workers, initializer=_worker_start) as pool:
        pending: collections.deque = collections.deque()
        next_step = first
        while next_step < stop and len(pending) < depth:
            pending.append((next_step, pool.apply_async(_batch_at, (next_step,))))
            next_step += 1
        while pending:
            step, result = pending.popleft()
            batch = result.get()
            if next_step < stop:
                pending.append((next_step, pool.apply_async(_batch_at, (next_step,))))
                next_step += 1
            yield step, batch
