/**
 * How the review page opens a game record it exported (*Open a record…*): the file read and
 * checked (src/review/recordFile.ts), its review rebuilt (reopenedReview.ts) and handed to the
 * page; a file that is not a record this version opens is said, the review shown left as it was.
 * While the record's review is shown, the page knows which video it was made from, to show its
 * frames once that video is open.
 */
import { useCallback, useRef, useState } from 'react';
import { checkRecordSize, parseGameRecord, RecordFileError } from '../../review/recordFile.ts';
import type { RecordedVideo } from '../../review/report.ts';
import type { UiText } from '../i18n/uiText.ts';
import { reopenedReview, type ReopenedReview } from './reopenedReview.ts';
import type { Message } from './reviewMessage.ts';

/** Options of {@link useRecordOpening}. */
export interface RecordOpeningOptions {
  /** Says why a file was not opened (`null`: clears the last problem). */
  onError(message: Message | null): void;
  /** The record of file `name` was opened: the page shows `review` in place of its own. */
  onReopened(review: ReopenedReview, name: string): void;
}

/** The record opened again, and the ways to open one and to leave it. */
export interface RecordOpening {
  /** The video of the record whose review is shown (opened again, not analysed since), else `null`. */
  recordVideo: RecordedVideo | null;
  /** Reads `file` as a game record and, if it is one, hands its review to the page. */
  openRecordFile(file: File): Promise<void>;
  /**
   * Hands `review`, rebuilt from a record read elsewhere (the review kept on this device,
   * keptReview.ts), to the page as a record file of `name` would be; a record file still being
   * read is dropped.
   */
  reopen(review: ReopenedReview, name: string): void;
  /** The review shown is no longer the record's (another video analysed); a record still being read is dropped, not shown over it. */
  forget(): void;
}

/** Why a file is not a record, as the page says it. */
function refusal(name: string, error: unknown): Message {
  return (t: UiText) => {
    if (error instanceof RecordFileError) return t.review.recordRefused(name, error.problem, error.detail);
    return t.review.recordRefused(name, 'damaged', error instanceof Error ? error.message : String(error));
  };
}

/** The review page's record opening. */
export function useRecordOpening({ onError, onReopened }: RecordOpeningOptions): RecordOpening {
  const [recordVideo, setRecordVideo] = useState<RecordedVideo | null>(null);
  /** Counts the records opened and the analyses started since, so that either supersedes a record still being read. */
  const generation = useRef(0);

  const show = (review: ReopenedReview, name: string) => {
    onError(null);
    setRecordVideo(review.video);
    onReopened(review, name);
  };

  const openRecordFile = async (file: File) => {
    const mine = ++generation.current;
    let review: ReopenedReview;
    try {
      checkRecordSize(file.size);
      review = reopenedReview(parseGameRecord(await file.text()));
    } catch (e) {
      if (mine === generation.current) onError(refusal(file.name, e));
      return;
    }
    if (mine !== generation.current) return;
    show(review, file.name);
  };

  const reopen = (review: ReopenedReview, name: string) => {
    generation.current += 1;
    show(review, name);
  };

  const forget = useCallback(() => {
    // A record still being read (its file.text() not back yet) would replace the analysis that has just started.
    generation.current += 1;
    setRecordVideo(null);
  }, []);
  return { recordVideo, openRecordFile, reopen, forget };
}
