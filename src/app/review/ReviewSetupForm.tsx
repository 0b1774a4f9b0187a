/**
 * The review's game setup: the game (Strike or the dice game), players and their names in seat
 * order, Strike's edition (every preset the live page's set-up offers, named as it names them;
 * the edition decides the dice read), the dice each player starts with where the edition has no
 * chart, and whether a thrower whose dice all differ throws again, or the dice game's points to
 * win, the rulings' language and the analysis rate. It only gathers choices; the rules engine
 * checks them.
 */
import { NAME_MAX_LENGTH } from '../../core/playerName.ts';
import type { Language } from '../../referee/render.ts';
import type { ReviewSetup } from '../../review/report.ts';
import { DEFAULT_RULES, isTargetScoreChoice, TARGET_SCORE_CHOICES } from '../../rules/dice-game/index.ts';
import { gameInfo } from '../../rules/games.ts';
import { CLASSIC, EDITIONS, maxDicePerPlayer } from '../../rules/strike/index.ts';
import { setupStock } from '../../review/report.ts';
import { useUiText } from '../i18n/language.ts';
import { SeatList } from '../SeatList.tsx';
import { useTypedNumber } from '../useTypedNumber.ts';
import { editionName } from '../i18n/uiText.ts';
import { ANALYSIS_RATES, playerCounts, REVIEW_GAMES, stockProblem, withEdition, withGame, withPlayerCount } from './reviewState.ts';

/** Props of {@link ReviewSetupForm}. */
export interface ReviewSetupFormProps {
  setup: ReviewSetup;
  onChange(setup: ReviewSetup): void;
  /** Called, besides {@link onChange}, when the players in seats `from` and `to` (0-based) swap places (their ↑ or ↓). */
  onSeatsSwapped?(from: number, to: number): void;
  /** The game, the edition (its dice) and the analysis rate are fixed (while analysing: changing them needs a new analysis). */
  locked: boolean;
}

/** The form. */
export function ReviewSetupForm({ setup, onChange, onSeatsSwapped, locked }: ReviewSetupFormProps) {
  const text = useUiText();
  const { review, setup: names } = text;
  const t = review.setup;
  const diceGame = setup.game === 'dice-game';
  // The points typed, kept as typed (a field being retyped may be empty for a moment), go to the
  // setup as a number; one the live setup would refuse (TARGET_SCORE_CHOICES) is said under the
  // field, and the review refuses to rule with it (reviewState.ts `startReview`).
  // A set-up with no points of its own (one restored after the demo's) shows the rules' default it is ruled with.
  const [targetText, setTargetText] = useTypedNumber(setup.targetScore ?? DEFAULT_RULES.targetScore);
  const targetAllowed = targetText.trim() !== '' && isTargetScoreChoice(Number(targetText));
  // The dice each player starts with, for an edition with no chart (as the live page's form asks
  // them): kept as typed, to the setup as a number (blank: NaN); one the rules refuse is said
  // under the field, in the live form's words, and the review refuses to rule with it
  // (reviewState.ts `startReview`). With none typed the field shows the first guess ruled with.
  const stock = setupStock(setup);
  // A set-up changed from outside (the demo's, a player count's first guess) shows its own count.
  const [stockText, setStockText] = useTypedNumber(stock);
  const stockRefused = stockProblem(setup, text);
  return (
    <fieldset className="setup review-setup" data-testid="review-setup">
      <legend>{t.legend}</legend>
      <label>
        {t.game}{' '}
        <select value={setup.game} disabled={locked} onChange={(e) => onChange(withGame(setup, e.target.value as ReviewSetup['game']))} data-testid="review-game">
          {REVIEW_GAMES.map((id) => <option key={id} value={id}>{names.gameNames[id] ?? gameInfo(id).name}</option>)}
        </select>
      </label>
      <label>
        {t.players}{' '}
        <select value={setup.players.length} onChange={(e) => onChange(withPlayerCount(setup, Number(e.target.value), names.player))} data-testid="review-count">
          {playerCounts(setup.game).map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      {/* As on the live page's form: ↑ and ↓ move a player one seat (the first starts), the focus kept on the arrow. */}
      <SeatList
        names={setup.players}
        onChange={(players) => onChange({ ...setup, players })}
        onMove={onSeatsSwapped}
        nameLabel={t.nameLabel}
        placeholder={names.player}
        nameTestId="review-name"
      />
      {/* As on the live page's form: a name typed or pasted to the field's length is cut there, said so (helper 168). */}
      {setup.players.some((name) => name.length >= NAME_MAX_LENGTH) && <p className="muted" data-testid="review-name-cut">{names.nameMaxLength(NAME_MAX_LENGTH)}</p>}
      {diceGame ? (
        <label>
          {names.targetScore}{' '}
          <input
            type="number"
            min={TARGET_SCORE_CHOICES.min}
            max={TARGET_SCORE_CHOICES.max}
            step={TARGET_SCORE_CHOICES.step}
            value={targetText}
            onChange={(e) => {
              setTargetText(e.target.value);
              onChange({ ...setup, targetScore: e.target.value.trim() === '' ? Number.NaN : Number(e.target.value) });
            }}
            aria-invalid={!targetAllowed}
            data-testid="review-target"
          />
        </label>
      ) : (
        <label>
          {t.edition}{' '}
          <select value={setup.edition} disabled={locked} onChange={(e) => onChange(withEdition(setup, e.target.value))} data-testid="review-edition">
            {(gameInfo('strike').editions ?? []).map(({ id }) => <option key={id} value={id}>{editionName(text, id)}</option>)}
          </select>
        </label>
      )}
      {stock !== null && (
        <>
          <label>
            {names.dicePerPlayer}{' '}
            <input
              type="number"
              min={1}
              max={maxDicePerPlayer(EDITIONS[setup.edition] ?? CLASSIC, setup.players.length)}
              step={1}
              value={stockText}
              onChange={(e) => {
                setStockText(e.target.value);
                onChange({ ...setup, dicePerPlayer: e.target.value.trim() === '' ? Number.NaN : Number(e.target.value) });
              }}
              aria-invalid={stockRefused !== null}
              data-testid="review-stock"
            />
          </label>
          <p className="muted" data-testid="review-stock-note">{names.noChart(editionName(text, setup.edition))}</p>
        </>
      )}
      {!diceGame && (
        <label className="check">
          <input type="checkbox" checked={setup.keepThrowing} onChange={(e) => onChange({ ...setup, keepThrowing: e.target.checked })} data-testid="review-keep-throwing" />
          {' '}{t.keepThrowing}
        </label>
      )}
      {!diceGame && (
        <label className="check">
          <input type="checkbox" checked={setup.tournament === true} onChange={(e) => onChange({ ...setup, tournament: e.target.checked })} data-testid="review-tournament" />
          {' '}{names.tournament(setup.players.length)}
        </label>
      )}
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
      {stockRefused !== null && <p className="error" role="alert" data-testid="review-stock-rule">{stockRefused}</p>}
      {diceGame && !targetAllowed && (
        <p className="error" role="alert" data-testid="review-target-rule">{names.targetScoreRule(TARGET_SCORE_CHOICES.min, TARGET_SCORE_CHOICES.max, TARGET_SCORE_CHOICES.step)}</p>
      )}
      <p className="muted">{diceGame ? t.helpDiceGame : t.help}</p>
    </fieldset>
  );
}
