/**
 * The review's game setup: players and their names in seat order, the dice, whether a
 * thrower whose dice all differ throws again, the rulings' language and the analysis rate.
 * It only gathers choices; the rules engine checks them.
 */
import type { DieKind } from '../../core/types.ts';
import type { Language } from '../../referee/render.ts';
import type { ReviewSetup } from '../../review/report.ts';
import { useUiText } from '../i18n/language.ts';
import { editionFor, PLAYER_COUNTS, withPlayerCount } from './reviewState.ts';

/** Analysis rates offered, frames per second (15 is the CLI's default). */
const ANALYSIS_RATES = [10, 15, 30];

/** Props of {@link ReviewSetupForm}. */
export interface ReviewSetupFormProps {
  setup: ReviewSetup;
  onChange(setup: ReviewSetup): void;
  /** The dice and the analysis rate are fixed (while analysing: changing them needs a new analysis). */
  locked: boolean;
}

/** The form. */
export function ReviewSetupForm({ setup, onChange, locked }: ReviewSetupFormProps) {
  const { review, setup: names } = useUiText();
  const t = review.setup;
  return (
    <fieldset className="setup review-setup" data-testid="review-setup">
      <legend>{t.legend}</legend>
      <label>
        {t.players}{' '}
        <select value={setup.players.length} onChange={(e) => onChange(withPlayerCount(setup, Number(e.target.value), names.player))} data-testid="review-count">
          {PLAYER_COUNTS.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      <ol className="seats">
        {setup.players.map((name, i) => (
          <li key={i}>
            <input
              value={name}
              placeholder={names.player(i)}
              aria-label={t.nameLabel(i)}
              onChange={(e) => onChange({ ...setup, players: setup.players.map((n, j) => (j === i ? e.target.value : n)) })}
              data-testid="review-name"
            />
          </li>
        ))}
      </ol>
      <label>
        {t.dice}{' '}
        <select
          value={setup.dieKind}
          disabled={locked}
          onChange={(e) => {
            const dieKind = e.target.value as DieKind;
            onChange({ ...setup, dieKind, edition: editionFor(dieKind) });
          }}
          data-testid="review-die-kind"
        >
          <option value="strike">{t.strikeDice}</option>
          <option value="strike-x2">{t.strikeX2Dice}</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={setup.keepThrowing} onChange={(e) => onChange({ ...setup, keepThrowing: e.target.checked })} data-testid="review-keep-throwing" />
        {' '}{t.keepThrowing}
      </label>
      <label>
        {t.language}{' '}
        <select value={setup.language} onChange={(e) => onChange({ ...setup, language: e.target.value as Language })} data-testid="review-language">
          <option value="en">English</option>
          <option value="fr">Français</option>
        </select>
      </label>
      <label>
        {t.analyse}{' '}
        <select value={setup.analysisFps} disabled={locked} onChange={(e) => onChange({ ...setup, analysisFps: Number(e.target.value) })} data-testid="review-fps">
          {ANALYSIS_RATES.map((fps) => <option key={fps} value={fps}>{review.framesPerSecond(String(fps))}</option>)}
        </select>
      </label>
      <p className="muted">{t.help}</p>
    </fieldset>
  );
}
