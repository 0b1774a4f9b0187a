"""Tests of prefetch.py: /usr/bin/python3 -m unittest discover -s training-data -p 'test_*.py'"""
import os
import time
import unittest

import numpy as np

from prefetch import batch_rng, batches


def make(rng: np.random.Generator):
    return os.getpid(), rng.integers(0, 1_000_000, 4)


def make_slowly(rng: np.random.Generator):
    time.sleep(0.02)  # long enough that every worker gets some of the batches
    return make(rng)


def fail_at_three(rng: np.random.Generator):
    value = rng.integers(0, 10)
    if len(seen) == 3:
        raise ValueError('bad sample')
    seen.append(value)
    return value


seen: list = []


class PrefetchTest(unittest.TestCase):
    def test_batches_come_in_order_from_their_own_generators_in_another_process(self):
        got = list(batches(make, 0, 6, seed=7))
        self.assertEqual([step for step, _ in got], [0, 1, 2, 3, 4, 5])
        for step, (pid, values) in got:
            self.assertNotEqual(pid, os.getpid())
            np.testing.assert_array_equal(values, batch_rng(7, step).integers(0, 1_000_000, 4))
        self.assertEqual(len({tuple(v) for _, (_, v) in got}), 6)

    def test_a_resumed_run_makes_the_batches_an_unbroken_run_makes(self):
        whole = [v for _, (_, v) in batches(make, 0, 8, seed=3)]
        resumed = [v for _, (_, v) in batches(make, 5, 8, seed=3)]
        for a, b in zip(whole[5:], resumed):
            np.testing.assert_array_equal(a, b)
        other_seed = [v for _, (_, v) in batches(make, 5, 8, seed=4)]
        self.assertFalse(np.array_equal(whole[5], other_seed[0]))

    def test_closures_and_shared_memory_reach_the_worker(self):
        store = np.arange(1000).reshape(10, 100)
        got = [b for _, b in batches(lambda rng: int(store[rng.integers(10)].sum() % 100), 0, 4, seed=1)]
        self.assertEqual(got, [int(store[batch_rng(1, s).integers(10)].sum() % 100) for s in range(4)])

    def test_an_error_in_the_worker_is_raised_at_its_step(self):
        seen.clear()
        steps = []
        with self.assertRaisesRegex(ValueError, 'bad sample'):
            for step, _ in batches(fail_at_three, 0, 10, seed=1, depth=2):
                steps.append(step)
        self.assertEqual(steps, [0, 1, 2])

    def test_more_workers_make_the_same_batches_in_the_same_order(self):
        one = [(step, v) for step, (_, v) in batches(make, 2, 12, seed=5)]
        got = list(batches(make_slowly, 2, 12, seed=5, workers=3))
        self.assertEqual([step for step, _ in got], list(range(2, 12)))
        self.assertGreater(len({pid for _, (pid, _) in got}), 1)
        for (step, a), (_, (_, b)) in zip(one, got):
            np.testing.assert_array_equal(a, b)

    def test_an_empty_range_makes_nothing(self):
        self.assertEqual(list(batches(make, 4, 4, seed=1)), [])


if __name__ == '__main__':
    unittest.main()
