/**
 * The review page's review kept through a reload (keptReview.ts): the page hands it its record
 * whenever the review changes, and, when it opens, is offered the one kept before, until the
 * user reopens it, dismisses it (forgotten) or moves on to a review of his own.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameRecord } from '../../review/report.ts';
import { forgetKeptReview, keepReview, loadKeptReview, serialKeeper, type KeptReview } from './keptReview.ts';

/** The review kept, as the page uses it. */
export interface KeptReviewKeeping {
  /** The review kept before the page opened, offered to reopen; `null` when none is (or once answered). */
  offered: KeptReview | null;
  /** Keeps `record`, the review shown now, in place of the one kept (and offers that one no more). */
  keep(record: GameRecord): void;
  /** Offers the kept review no more, leaving it kept (it is reopened, or the page has a review of its own). */
  withdraw(): void;
  /** Offers the kept review no more and forgets it. */
  dismiss(): void;
}

/** The review page's kept review: read once when the page opens. */
export function useKeptReview(): KeptReviewKeeping {
  const [offered, setOffered] = useState<KeptReview | null>(null);
  /** Set once the page has moved on (a review kept, the offer answered): a kept review read after that is not offered. */
  const movedOn = useRef(false);
  /** Warned once of a write refused: a page whose storage is blocked would warn at every correction. */
  const warned = useRef(false);
  const keeper = useMemo(() => serialKeeper(keepReview, (error) => {
    if (warned.current) return;
    warned.current = true;
    console.warn('The review could not be kept on this device (storage blocked or full): a reload will lose it.', error);
  }), []);

  useEffect(() => {
    let current = true;
    void loadKeptReview().then((kept) => {
      if (current && !movedOn.current) setOffered(kept);
    });
    return () => {
      current = false;
    };
  }, []);

  const withdraw = useCallback(() => {
    movedOn.current = true;
    setOffered(null);
  }, []);
  const keep = useCallback((record: GameRecord) => {
    withdraw();
    keeper(record);
  }, [keeper, withdraw]);
  const dismiss = useCallback(() => {
    withdraw();
    void forgetKeptReview();
  }, [withdraw]);
  return { offered, keep, withdraw, dismiss };
}
