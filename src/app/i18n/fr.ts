/** The pages' words in French (see uiText.ts). Game names follow the French rulebooks' usage. */
import { FR_EDITION_NAMES } from '../../referee/messages/editions.ts';
import type { DieKind } from '../../core/types.ts';
import { de, sentence } from '../../referee/messages/format.ts';
import { CHANGE_WORDS_FR, REFUSED_MARK } from '../../referee/messages/changes.ts';
import { keepThrowingRule } from '../../referee/messages/keepThrowing.ts';
import { LEAVING_WHY, MISSED_DIE_WHY, NOT_REFEREED_WHY, THROWN_WHY } from '../../referee/messages/notRuled.ts';
import { SAVE_RETRY_SECONDS } from '../savedGame.ts';
import { SLOW_START_S } from '../useStartProgress.ts';
import type { DemoGame } from '../frameSources.ts';
import { keepTogether } from './noBreak.ts';
import type { SourceProblem, UiText } from './uiText.ts';

const plural = (n: number, one: string, many: string): string => `${n}\u00a0${n <= 1 ? one : many}`;
/** "2,5" (French decimal comma, one decimal). */
const decimal = (value: number): string => value.toFixed(1).replace('.', ',');
/** "16,7 s". */
const seconds = (value: number): string => `${decimal(value)} s`;
const list = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`);

function sourceProblem(problem: SourceProblem): string {
  switch (problem.kind) {
    case 'insecure-context':
      return 'Ce navigateur ne donne pas accès à la caméra ici (la page doit être servie depuis localhost ou en https).';
    case 'camera-denied':
      return "L'accès à la caméra a été refusé. Autorisez la caméra dans les paramètres du site, ou ouvrez une photo ou une vidéo.";
    case 'no-camera':
      return 'Aucune caméra trouvée. Branchez-en une, ou ouvrez une photo ou une vidéo.';
    case 'camera-busy':
      return "La caméra est occupée ou n'a pas démarré (une autre application l'utilise-t-elle ?).";
    case 'camera-failed':
      return `La caméra n'a pas pu être ouverte${problem.detail ? ` : ${problem.detail}` : '.'}`;
    case 'empty-file':
      return `« ${problem.file} » est vide (0 octet).`;
    case 'not-a-picture':
      return `« ${problem.file} » n'est pas une image que ce navigateur sait lire (fichier abîmé, ou pas une image).`;
    case 'picture-format':
      return problem.format === 'TIFF'
        ? `« ${problem.file} » est une image TIFF, que ce navigateur ne sait pas ouvrir : enregistrez-la en JPEG ou PNG, ou lisez-la en ligne de commande (npx dice-referee read "${problem.file}").`
        : `« ${problem.file} » est une image HEIC, que ce navigateur ne sait pas ouvrir : enregistrez-la en JPEG (sur un iPhone : Réglages › Appareil photo › Formats › Le plus compatible).`;
    case 'picture-too-small':
      return `« ${problem.file} » ne fait que ${problem.width} × ${problem.height} pixels : trop petite pour montrer des dés (une image de l'arène en demande au moins ${problem.min} de côté).`;
    case 'not-a-video':
      return `« ${problem.file} » n'est pas une vidéo que ce navigateur sait lire (fichier abîmé, ou format qu'il n'a pas : les MP4 H.264 et les WebM se lisent partout).`;
    case 'transport-stream':
      return `« ${problem.file} » est un flux de transport MPEG (comme en enregistrent les caméscopes : .mts, .m2ts, .ts), que les navigateurs ne savent pas lire. Analysez-le en ligne de commande (npx dice-referee review "${problem.file}" --players 2, avec les --game, --players et --names de votre partie), ou convertissez-le d'abord en MP4 (ffmpeg -i "${problem.file}" partie.mp4).`;
    case 'still-image':
      return `« ${problem.file} » est une image fixe, pas une vidéo : ouvrez-la sur la page principale, qui lit les photos.`;
    case 'no-video-stream':
      return `« ${problem.file} » n'a pas d'images (seulement du son).`;
    case 'not-media':
      return `« ${problem.file} » n'est ni une photo ni une vidéo (${problem.type}).`;
    case 'demo-game-missing':
      return `La partie de démonstration (${problem.url}) manque ou ce navigateur ne sait pas la lire (WebM, VP8).`;
    case 'demo-missing':
      return `L'arène de démonstration manque (${problem.url} : HTTP ${problem.status}).`;
  }
}

/** What the dice of each kind show (in French), for the hint that the dice in view are others. */
const KIND_FACES: Record<DieKind, string> = {
  strike: 'les dés de cette édition montrent 1–5 et X',
  'strike-x2': 'les dés de cette édition montrent X et 2–6',
  d6: 'ce jeu se joue avec des dés ordinaires (1–6)',
};

/** The review form's choice of edition for each Strike kind of dice (its « Édition » menu). */
const DICE_CHOICE = { strike: 'classicEdition', 'strike-x2': 'classicX2Edition', d6: 'classicEdition' } as const;

/** Dice of a kind, in a sentence: "les dés « Strike (31 dés, X et 2–6) »", "les dés ordinaires (1–6)". */
const kindDice = (kind: DieKind): string => (kind === 'd6' ? 'les dés ordinaires (1–6)' : `les dés « ${keepTogether(fr.review.setup[DICE_CHOICE[kind]])} »`);

/** A game's name inside a sentence: its leading article in lower case ("le jeu de dés (Farkle)"). */
const inSentence = (name: string): string => name.replace(/^(Le|La|Les) /, (article) => article.toLowerCase());

/** A frame rate, French decimal comma: whole, or with up to 2 decimals (29,97). */
const rate = (fps: number): string => String(Math.round(fps * 100) / 100).replace('.', ',');

/** The review page's button that opens demo recording `demo` (a record of it names the video it opens). */
function demoButton(demo: DemoGame): string {
  return demo === 'dice-game' ? fr.review.demoDiceGame : fr.review.demoGame;
}

/** French. */
export const fr: UiText = {
  language: 'fr',
  toolbar: {
    newGame: 'Nouvelle partie',
    camera: 'Caméra',
    openFile: 'Photo ou vidéo…',
    demo: 'Démo',
    arena: 'Arène',
    doneWithArena: "Valider l'arène",
    findArenaAgain: "Retrouver l'arène",
    language: 'Langue',
    voiceOn: 'Voix activée',
    voiceOff: 'Voix coupée',
    diagnostics: 'Diagnostic',
    review: 'Revoir une partie',
  },
  players: (n) => plural(n, 'joueur', 'joueurs'),
  dice: (n) => plural(n, 'dé', 'dés'),
  points: (n) => (Math.abs(n) < 2 ? `${n} pt` : `${n} pts`), // French counts 0 and 1 in the singular (helper 160)
  notice: {
    showingDemoArena: (why) => `${why ? `${why} ` : ''}Voici l'arène de démonstration.`,
    showingDemoGame: (why, players, diceGame) =>
      `${why ? `${why} ` : ''}Voici la partie de démonstration : appuyez sur « Nouvelle partie », puis « Commencer » (${fr.players(players)}), pour voir l'arbitre la jouer`
      + (diceGame ? ` (le jeu de dés aussi : ${fr.players(diceGame.players)}, ${diceGame.targetScore} points).` : '.'),
    demoGameOver: "La démonstration est terminée, sa partie gagnée. Appuyez sur « Nouvelle partie », puis « Commencer », pour la revoir.",
    videoPlaying: (file) => `Lecture de la vidéo « ${file} » : appuyez sur « Nouvelle partie », puis « Commencer », et elle reprend depuis son début, pour que l'arbitre voie chaque lancer.`,
    videoEnded: (file, game, stoppedAtS) => (stoppedAtS === undefined ? `La vidéo « ${file} » est terminée` : `La vidéo « ${file} » s'est arrêtée à ${seconds(stoppedAtS)} : la suite du fichier ne peut pas être lue (coupée ou abîmée)`)
      + (game === 'on'
        ? '. La partie est gardée : ouvrez l\'enregistrement ou la photo suivante, ou appuyez sur « Caméra », pour continuer.'
        : game === 'over'
          ? ', la partie gagnée : appuyez sur « Nouvelle partie », puis « Commencer », pour l\'arbitrer à nouveau depuis son début.'
          : ' : appuyez sur « Nouvelle partie », puis « Commencer », pour la faire arbitrer depuis son début.'),
    heldForAnswer: (file) => `La vidéo « ${file} » est en pause jusqu'à votre réponse à l'arbitre, pour que son lancer suivant n'efface pas la question.`,
    playOn: 'Reprendre sans répondre',
    demoWaitsForVision: 'La partie de démonstration commence dès que le lecteur de dés est prêt…',
    cameraUnplugged: 'La caméra a été débranchée. La partie est gardée : rebranchez la caméra et appuyez sur « Caméra ».',
    stillShowing: (shown) => `Toujours affiché : ${shown}.`,
    photoWaits: (file, shown, waiting, forAnswer) => `« ${file} » s'affichera ${forAnswer ? `après votre réponse à l'arbitre sur « ${shown} »` : `une fois « ${shown} » lue`} : l'arbitre juge chaque photo à son tour${waiting > 1 ? ` (${waiting} photos en attente)` : ''}.`,
    answerDropped: (_game, overDemo) => `Le lancer qui attendait votre réponse n'a pas été arbitré : ${overDemo ? 'la partie attend votre caméra ou vos photos, qui seront regardées à neuf' : 'la nouvelle vue est regardée à neuf'}.`,
    photoNoChange: (file, _game, moved) => `« ${file} » montre les mêmes dés que l'arène d'avant${moved ? ', certains déplacés, sur les mêmes faces' : ', aux mêmes places'} : pas de lancer.`,
    photoUnread: (shown, error, next) => `« ${shown} » n'a pas pu être lue (${error}) : l'arbitre ne l'a pas jugée. Voici « ${next} », la photo suivante en attente.`,
    demoMismatch: (edition, players) =>
      `La démo est une partie enregistrée de ${keepTogether(edition)} à ${fr.players(players)}, hors tournoi : commencez-en une pareille pour voir l'arbitre la jouer. Cette partie n'est pas arbitrée sur la démo.`,
    diceGameDemoMismatch: (players, targetScore) =>
      `La démo du jeu de dés est une partie enregistrée à ${fr.players(players)} en ${targetScore} points : commencez-en une pareille pour voir l'arbitre la jouer. Cette partie n'est pas arbitrée sur la démo.`,
    notRefereedOnDemo: (players, sameGame, targetScore) =>
      `Cette partie attend : ${sameGame ? "la démo rejoue son enregistrement depuis le début, elle ne peut donc pas continuer une partie déjà commencée" : 'la démo montre une autre partie'}. Ouvrez la caméra, ou une photo ou une vidéo de votre arène, pour la continuer ; ou appuyez sur « Nouvelle partie », puis « Commencer » (${fr.players(players)}${targetScore === undefined ? '' : `, ${targetScore} points`}), pour voir la partie de la démo.`,
    editingArena: "Faites glisser les coins jaunes sur le bord de l'arène (ou allez sur l'un d'eux avec Tab et déplacez-le avec les flèches). Un dé dont le centre est dehors, ou sur le bord, est sorti.",
    arenaCorner: (n, count) => `Coin ${n} sur ${count} de l'arène : les flèches le déplacent (avec Maj, dix fois plus loin)`,
    picture: "L'arène telle que la caméra la voit, chaque dé trouvé entouré : le tableau des dés les décrit en mots.",
    otherGameKey: (key, game, keysShown) => (game === 'strike'
      ? `${key} sert à marquer au jeu de dés : Strike ne se marque pas. Un tour finit sur une paire, ou ${keysShown ? 'en passant (P)' : 'avec le bouton « Passer »'}.`
      : `${key} sert à passer à Strike : au jeu de dés on ne passe pas. Un tour finit ${keysShown ? 'en marquant (B)' : 'avec le bouton « Marquer »'}, ou sur un lancer qui ne rapporte rien.`),
    arenaRefused: (reason) => `Ce contour n'a pas été gardé (le précédent reste) : ${
      reason === 'crossed' ? "deux de ses bords se croisent. Gardez les coins dans leur ordre autour du bord."
        : reason === 'thin' ? "c'est une mince bande, pas une arène." : "il ne couvre presque rien de l'image."}`,
    idle: { before: 'Appuyez sur ', newGame: 'Nouvelle partie', after: " pour que l'arbitre mène une partie de Strike ou du jeu de dés depuis la caméra, des photos ou une vidéo." },
    somethingWentWrong: (detail) => `Quelque chose s'est mal passé : ${detail}`,
    workerFailed: (detail) => `Le module de vision a échoué : ${detail}`,
    gameNotSaved: (problem) => `La partie n'a pas pu être enregistrée sur cet appareil : ${problem.kind === 'storageFull' ? 'son stockage pour ce site est plein.' : `refus du navigateur (en anglais : ${problem.detail})`}`,
    gameNotSavedNow: (problem) => `La partie n'est pas enregistrée sur cet appareil (${problem.kind === 'storageFull' ? 'son stockage pour ce site est plein' : `refus du navigateur, en anglais : ${problem.detail.replace(/\.$/, '')}`}). Elle continue ici, et sera enregistrée dès que l'appareil le permettra (nouvel essai toutes les ${SAVE_RETRY_SECONDS} s) ; recharger la page avant reprendrait une partie plus ancienne. Libérez de la place pour ce site si vous le pouvez.`,
    gameSavedAgain: 'La partie est de nouveau enregistrée.',
    gameResumed: (savedAt) => (savedAt === null ? 'Reprise de la partie enregistrée.' : `Reprise de la partie enregistrée le ${savedAt}.`),
    playedElsewhere: "Cette partie est arbitrée dans un autre onglet ou une autre fenêtre, qui l'a enregistrée en dernier : cette page a cessé de l'arbitrer et de l'enregistrer, pour que les deux ne s'écrasent pas. Continuez là-bas ; ou fermez-le et rechargez cette page pour continuer ici ; ou appuyez sur « Nouvelle partie » pour commencer une autre partie ici (elle remplace celle enregistrée).",
    replacedElsewhere: "Un autre onglet ou une autre fenêtre a commencé une nouvelle partie, ou terminé celle-ci : cette partie n'est plus celle enregistrée, et cette page a cessé de l'arbitrer, pour que les deux ne s'écrasent pas. Recharger cette page continue la partie enregistrée là-bas, s'il y en a une ; appuyez sur « Nouvelle partie » pour commencer une autre partie ici (elle remplace celle enregistrée).",
    gameNotResumed: (reason) => {
      if (reason.kind === 'storageBlocked') {
        return "Le stockage du navigateur est bloqué pour cette page : une partie enregistrée ne peut pas être reprise, et les parties ne seront pas enregistrées. Autorisez les données de site pour cette page dans les réglages du navigateur, puis rechargez.";
      }
      const detail = reason.kind === 'otherGame' ? `c'est une partie de « ${reason.game} », que cette page n'arbitre pas`
        : reason.kind === 'damagedRecord' ? "l'enregistrement est abîmé : il n'a pas de jeu ou pas de journal d'événements"
        : `son journal d'événements est abîmé${reason.event === null ? '' : ` : l'événement ${reason.event} sur ${reason.events} ne peut pas être rejoué`}`;
      return `La partie enregistrée n'a pas pu être reprise (${detail}). Appuyez sur « Nouvelle partie » pour en commencer une autre : elle la remplace.`;
    },
    facesOutsideKind: (face, dice, kind, otherEdition, plainDice) =>
      `La caméra lit un ${face} sur ${fr.dice(dice)}, mais ${KIND_FACES[kind]}.`
      + (otherEdition ? ` Vous jouez avec d'autres dés ? Appuyez sur « Nouvelle partie » et choisissez « ${keepTogether(otherEdition)} ».` : '')
      + (plainDice ? " On dirait des dés ordinaires (1 à 6), qu'aucune édition de Strike n'a : le jeu de dés se joue avec eux." : ''),
  },
  sourceProblem,
  status: { noSource: 'Aucune source', demoGame: 'partie de démonstration', demoArena: 'arène de démonstration', startingVision: (stage, seconds) => {
      const step = stage === 'backend' ? ' : mesure des moteurs tfjs' : stage === 'models' ? " : chargement d'OpenCV.js et des modèles entraînés" : seconds > 0 ? ' : chargement de son code' : '';
      const slow = seconds >= SLOW_START_S ? ", bien plus long que d'habitude : rechargez la page" : '';
      return `démarrage de la vision${step}${seconds > 0 ? ` (${seconds} s${slow})` : ''}…`;
    },
    shrunkPhoto: (full, read) => `${full.width} × ${full.height} pixels, lue en ${read.width} × ${read.height}` },
  setup: {
    title: 'Nouvelle partie',
    game: 'Jeu',
    edition: 'Édition',
    players: 'Joueurs',
    player: (seat) => `Joueur ${seat + 1}`,
    nameLabel: (seat) => `Nom du joueur ${seat + 1}`,
    moveUp: (name) => `Monter ${name}`,
    moveDown: (name) => `Descendre ${name}`,
    nameMaxLength: (max) => `Un nom garde ses ${max} premiers caractères : la suite est coupée.`,
    firstStarts: (firstPlayer) => (firstPlayer === 'eldest'
      ? "Le joueur le plus âgé commence, comme le dit la règle : inscrivez-le en premier, puis les autres dans le sens des aiguilles d'une montre."
      : "Le premier joueur commence ; on joue dans l'ordre de la liste."),
    liveGames: 'Arbitrés par la caméra',
    notLiveGames: 'Pas encore arbitrés : la caméra ne lit pas leurs dés',
    notLive: (game, liveGames, why) =>
      `La caméra ne sait pas encore arbitrer ${inSentence(game)}${why ? ` : ${why}` : ''}. Elle arbitre ${list(liveGames.map(inSentence))}.`,
    notLiveWhy: NOT_REFEREED_WHY.fr,
    dicePerPlayer: 'Dés de chaque joueur au départ',
    noChart: (edition) => `${keepTogether(edition)} : aucune règle ici ne dit combien de dés chaque joueur reçoit ; comptez-les comme l'indique votre boîte.`,
    tournament: (rounds) => `Tournoi : ${rounds} manches, chaque joueur en commence une ; qui sort marque un point par joueur encore en jeu, le moins de points gagne`,
    targetScore: 'Points pour gagner',
    dicePerPlayerRange: (max) => `Dés de chaque joueur au départ : un nombre entier de 1 à ${max}.`,
    targetScoreRule: (min, max, step) => `Points pour gagner : un nombre entier de ${min} à ${max.toLocaleString('fr-FR')}, par pas de ${step}.`,
    start: 'Commencer',
    likeDemo: 'Régler comme la démo',
    replaces: (names) => `Une partie est en cours (${list(names)}) : Commencer la remplace par celle-ci. Pour la continuer, appuyez sur Annuler.`,
    cancel: 'Annuler',
    gameNames: { 'dice-game': 'Le jeu de dés (Farkle)' },
    editionNames: FR_EDITION_NAMES,
  },
  panel: {
    wins: (names) => `${list(names)} ${names.length > 1 ? 'gagnent' : 'gagne'}`,
    nobodyWins: 'Personne ne gagne',
    placeStartDie: (startDie) => (startDie === 'rolled' ? 'Lancez le dé de départ' : startDie === 'onePerPlayer' ? 'Chaque joueur place un de ses dés' : 'Placez le dé de départ'),
    roundStartDie: (round, rounds, startDie) => `Manche ${round} sur ${rounds} : ${fr.panel.placeStartDie(startDie).toLowerCase()}`,
    roundWonBy: (name, round) => `${name} a gagné la manche ${round}.`,
    fewestPointsWins: "En tournoi, le moins de points l'emporte.",
    othersLeftWin: 'Tous les autres joueurs ont quitté la partie\u00a0: le dernier en lice gagne, quels que soient les points.',
    turn: (name) => `Au tour ${de(name)}`,
    finalTurn: (name) => `Au tour ${de(name)} (dernier tour)`,
    // Said of any player, woman or man: "hors jeu", not "éliminé" (masculine).
    out: 'hors jeu',
    arena: (dice, toTakeOut, checking) => `Arène arbitrée : ${fr.dice(dice)}${checking ? ', avant le lancer à vérifier' : ''}`
      + (toTakeOut > 0 && !checking ? ` une fois ${toTakeOut === 1 ? 'le dé en bleu retiré' : `les ${toTakeOut} dés en bleu retirés`}` : ''),
    takeOut: (dice) => `à retirer : ${fr.dice(dice)} (en bleu)`,
    bigHit: 'grand lancer : lancez tous les dés',
    confirmThrow: 'Confirmer le lancer',
    ruleAsThrow: 'Compter comme un lancer',
    countMissingOut: (missing, stock) => `${missing} des ${stock} dés ${missing === 1 ? 'est sorti' : 'sont sortis'} : arbitrer le lancer`,
    confirmRoll: 'Confirmer le lancer',
    keepRoll: "Garder le lancer tel qu'arbitré",
    ruleAsRoll: "C'est le lancer : l'arbitrer",
    ruleAsRolled: "Des dés ont été mis de côté et ceux-ci lancés : arbitrer",
    setAside: (faces) => `${faces} mis de côté`,
    askedDie: (n, answer) => `Dé ${n} : ${answer}`,
    askedDieOut: (answer) => `Retiré : ${answer}`,
    unsureFace: (face) => `${face} ?`,
    unsureFaceTitle: (face) => `Lu ${face}, sans certitude : Confirmer garde ${face} ; cliquez pour choisir une autre face`,
    pass: 'Passer',
    dieMissed: 'Dé envolé hors de vue',
    dieMissedConfirm: (name) => `Le dé ${de(name)} n'est pas retombé en vue ? Il est compté hors de l'arène ; s'il réapparaît, «\u00a0${fr.panel.undoMissed}\u00a0» (U) le reprend.`,
    dieMissedYes: 'Le compter dehors',
    dieMissedNo: 'Annuler',
    missedDieFoundYes: "Oui, c'est ce dé",
    missedDieFoundNo: 'Non, un autre dé',
    missedDieFoundOf: (name) => `Le dé ${de(name)}`,
    missedDieFoundNone: 'Aucun\u00a0: un autre dé',
    retire: 'Quitte la partie',
    // "rentre chez soi" does not go with a named subject (chez lui, chez elle): "rentre à la maison" fits any player.
    retireTitle: (name) => `${name} quitte la partie (rentre à la maison)\u00a0: hors jeu comme un joueur éliminé`,
    retireConfirm: (name) => `${name} quitte la partie\u00a0? Ses dés sortent du jeu, le tour passe au suivant si c'était le sien, et le dernier joueur en lice gagne. «\u00a0${fr.panel.undoRetired(name)}\u00a0» (U) l'annule.`,
    retireYes: (name) => `${name} quitte la partie`,
    retireNo: 'Annuler',
    // The player, not the score, can no longer win: named again, which fits any player (no il / elle to choose).
    retireTitleDiceGame: (name) => `${name} quitte la partie (rentre à la maison)\u00a0: son score reste au tableau, mais ${name} ne peut plus gagner`,
    retireConfirmDiceGame: (name) => `${name} quitte la partie\u00a0? Son score reste au tableau, mais ${name} ne peut plus gagner\u00a0; si c'est son tour, les points du tour sont perdus, non marqués, et le joueur suivant joue. Le dernier joueur en lice gagne. «\u00a0${fr.panel.undoRetired(name)}\u00a0» (U) l'annule.`,
    retiredMark: 'a quitté',
    dieMissedTitle: "Le dé lancé n'est pas retombé en vue (hors de la table) : le compter hors de l'arène, comme le dit la règle, et continuer",
    bank: 'Marquer',
    undo: 'Annuler la correction',
    undoMissed: 'Annuler le dé hors de vue',
    undoMissedTitle: (name, key) => `Reprend le dé ${de(name)} dit envolé hors de vue, et ce qui a été arbitré après : la partie comme avant. Clavier : ${key}`,
    undoRetired: (name) => `Annuler le départ ${de(name)}`,
    undoRetiredTitle: (name, key) => `Ramène ${name} dans la partie, comme elle était avant son départ. Clavier : ${key}`,
    keyboard: (key) => `Clavier : ${key}`,
    keyHint: (key) => ` (${key})`,
    newGame: 'Nouvelle partie',
    thisTurn: 'Ce tour :',
    pointsUnit: (points) => (points < 2 ? 'pt' : 'pts'),
    rolled: (faces, points, canBank) => `lancer ${faces} (jusqu'à ${points} points) : mettez de côté des dés qui marquent, puis relancez${canBank ? ' ou marquez' : ''}`,
    rollOrBank: (dice) => `lancez ${fr.dice(dice)} ou marquez`,
    orSetAsideMore: (next) => `mettez de côté d'autres dés du lancer qui marquent, ou ${next}`,
    roll: (dice) => `lancez ${fr.dice(dice)}`,
    bankMinimums: (first, min) => `On marque à partir de ${first} points dans le tour la première fois, de ${min} ensuite.`,
    finalTurnBank: (target, points, holder) => `Dernier tour : le score à battre est celui ${de(holder)}, ${target} points. On marque une fois le total au-delà, avec ${points} ${points < 2 ? 'point' : 'points'} ou plus dans ce tour.`,
    finalRound: (target, name, score) => `derniers tours : ${name} a atteint ${target} (${score})`,
    log: "Annonces de l'arbitre",
  },
  facePicker: { label: 'Choisir la face du dé', shows: 'Ce dé montre :', dieShows: (n) => `Le dé ${n} montre\u00a0:`, leaning: 'penché', cancel: 'Annuler' },
  diceTable: {
    caption: "Dés dans l'arène",
    reading: 'Lecture…',
    moving: "Quelque chose bouge dans l'image : ce tableau montre les dés tels qu'ils étaient sur la dernière image immobile.",
    waitingForStill: "Quelque chose bouge dans l'image\u00a0: les dés seront lus quand elle sera immobile.",
    noDice: 'Aucun dé trouvé.',
    face: 'Face',
    confidence: 'Conf.',
    confidenceValue: (value) => value.toFixed(2).replace('.', ','),
    unsure: 'incertain',
    unsureTitle: (threshold) => `Lu avec une confiance sous ${threshold} : en partie, l'arbitre demande aux joueurs de vérifier ce dé avant d'arbitrer un lancer avec cette face.`,
    arena: 'Arène',
    box: 'Cadre (px)',
    in: 'dedans',
    out: 'dehors',
    readAs: (face) => `(lu ${face ?? '?'})`,
    referee: 'Arbitre',
    asked: 'à vérifier',
    inQuestion: 'en question',
    changed: 'changé',
    setFace: (n) => `Indiquer la face du dé ${n}`,
  },
  diagnostics: {
    milliseconds: (value) => `${value.toFixed(1).replace('.', ',')} ms`,
    frames: 'Images',
    perSecond: '/s',
    backend: 'Moteur',
    backendTest: 'Test des moteurs',
    off: 'indisponible',
    skipped: { 'software-renderer': 'WebGL logiciel, non mesuré', fallback: 'non mesuré' },
    starting: 'démarrage…',
    reader: 'Lecteur',
    motion: 'Mouvement',
    motionGate: 'Détection du mouvement',
    arena: 'Arène',
    read: 'Lecture',
    waitingToSettle: "en attente que l'arène se calme",
    voted: "vote fait\u00a0: relu quand l'arène bougera",
    workerTotal: 'Total du module',
    motionStates: { empty: 'vide', moving: 'en mouvement', settled: 'au repos' },
    arenaSources: { user: 'tracée', proposed: 'proposée', none: 'aucune' },
    readers: { classical: 'classique', model: 'modèle' },
  },
  takeOutMark: 'à retirer',
  legend: {
    summary: 'Signification des cadres',
    inArena: "un dé dans l'arène, avec sa face",
    outOfArena: "un dé hors de l'arène (en tirets)",
    unreadable: 'un dé dont la face est illisible (?)',
    arena: "le contour de l'arène",
    toRemove: 'un dé à retirer',
    asked: "un dé sur lequel l'arbitre pose une question, ou dont on donne la face",
    given: 'un dé arbitré avec la face donnée par les joueurs (✓)',
  },
  review: {
    title: 'Dice Referee · revoir une partie',
    openVideo: 'Ouvrir une vidéo…',
    demoGame: 'Partie de démonstration',
    demoDiceGame: 'Partie de dés de démonstration',
    analyseAgain: 'Analyser à nouveau',
    analyseAgainUnneeded: "Analysée avec le jeu, les dés, la cadence et le contour d'arène choisis maintenant : changez-en un pour analyser à nouveau (les noms et les règles relancent l'arbitre aussitôt).",
    stop: 'Arrêter',
    exportJson: 'Compte rendu de partie (JSON)',
    openRecord: 'Ouvrir un compte rendu…',
    reviewKept: (video, duration, corrections) => `Votre dernière revue, de «\u00a0${video}\u00a0» (${duration}, ${corrections === 0 ? 'aucune correction' : corrections === 1 ? '1\u00a0correction' : `${corrections}\u00a0corrections`}), a été gardée.`,
    reopenKept: 'La rouvrir',
    dismissKept: 'Oublier',
    recordRefused: (file, problem, detail) => `« ${file} » n'a pas été ouvert : ${{
      tooLarge: `avec ses ${detail}\u00a0Mo, il est trop grand pour être un compte rendu de partie (une vidéo\u00a0? Ouvrez-la avec «\u00a0${fr.review.openVideo}\u00a0»).`,
      notText: `ce n'est pas un compte rendu de partie, ni même du texte (une vidéo ou une image\u00a0? Ouvrez une vidéo avec «\u00a0${fr.review.openVideo}\u00a0»).`,
      notJson: `ce n'est pas un compte rendu de partie (pas du JSON : ${detail}).`,
      notRecord: "ce n'est pas un compte rendu de partie exporté par cette page (pas de format « dice-referee/game-record »).",
      newerFormat: `c'est un compte rendu d'un format plus récent (${detail}) que celui que cette version de Dice Referee ouvre.`,
      damaged: `le compte rendu est abîmé (${detail}).`,
    }[problem]} La revue affichée n'a pas changé.`,
    // The demo recording opens only with its button: said by name.
    recordWithoutVideo: (video, duration, demo) => (demo
      ? `Revue ouverte depuis son compte rendu. Appuyez sur « ${demoButton(demo)} » pour ouvrir sa vidéo, « ${video} » (${duration}), et voir l'image de chaque arène.`
      : `Revue ouverte depuis son compte rendu. Ouvrez sa vidéo, « ${video} » (${duration}), pour voir l'image de chaque arène.`),
    recordVideoNeeded: (video, duration, demo) => (demo
      ? `Pour voir l'image de cette arène, appuyez sur « ${demoButton(demo)} » pour ouvrir la vidéo « ${video} » (${duration}) : le compte rendu garde les dés lus, pas les images.`
      : `Pour voir l'image de cette arène, ouvrez la vidéo « ${video} » (${duration}) : le compte rendu garde les dés lus, pas les images.`),
    notRecordVideo: (opened, video, duration, anew, demo) => (anew
      ? `« ${opened} » n'est pas la vidéo du compte rendu ouvert (« ${video} », ${duration}) : elle est revue à neuf, sans le compte rendu.`
      : `« ${opened} » n'est pas la vidéo de ce compte rendu (« ${video} », ${duration}) : elle a été fermée, pour ne pas les mêler. ${demo ? `Appuyez sur « ${demoButton(demo)} » pour l'ouvrir et voir` : `Ouvrez « ${video} » pour voir`} l'image de chaque arène.`),
    exportReport: 'Rapport (Markdown)',
    liveReferee: 'Arbitre en direct',
    notAVideo: (file, type) => (type.startsWith('image/')
      ? `« ${file} » porte le nom d'une image (${type}), pas d'une vidéo : les photos s'arbitrent sur la page en direct (« Arbitre en direct »). Ici, choisissez une vidéo de la partie : MP4, WebM, MOV…`
      : type === 'application/json'
        ? `« ${file} » est du JSON, pas une vidéo : un compte rendu s'ouvre avec « ${fr.review.openRecord} ». Ici, choisissez une vidéo de la partie : MP4, WebM, MOV…`
        : `« ${file} » n'est pas une vidéo (${type}). Choisissez une vidéo de la partie : MP4, WebM, MOV…`),
    stillShowing: (file) => `La revue ci-dessous est toujours celle de « ${file} ».`,
    arenaNeedsAnalysis: "La chronologie a été lue avec un autre contour d'arène : appuyez sur « Analyser à nouveau » pour arbitrer avec celui tracé maintenant.",
    editingArena: "Faites glisser les coins jaunes sur le bord de l'arène, ou allez sur l'un d'eux avec Tab et déplacez-le avec les flèches (un dé dont le centre est dehors, ou sur le bord, est sorti), puis appuyez sur « Analyser à nouveau ».",
    setupNeedsAnalysis: "La chronologie a été lue avec le jeu, les dés et la cadence choisis avant : appuyez sur « Analyser à nouveau » pour lire la vidéo avec ceux choisis maintenant.",
    workerFailed: (detail) => `Le module de vision n'a pas démarré : ${detail}`,
    cannotRerun: (detail) => `L'arbitre ne peut pas rejouer la partie avec ces réglages : ${detail}`,
    cannotStart: (detail) => `L'analyse ne peut pas commencer : ${detail}`,
    analysisStopped: (detail) => `L'analyse s'est arrêtée : ${detail}`,
    cannotPlay: (detail) => `La vidéo ne peut pas être lue : ${detail}`,
    stoppedAt: (reviewedS, durationS) =>
      `Analyse arrêtée à ${seconds(reviewedS)} sur ${seconds(durationS)} : la chronologie s'arrête là (corrections et exports s'y appliquent). « Analyser à nouveau » recommence.`,
    endsEarly: (reviewedS, durationS) =>
      `La vidéo s'arrête trop tôt : les images cessent à ${seconds(reviewedS)} sur ${seconds(durationS)} — le fichier est peut-être tronqué. La chronologie s'arrête là.`,
    noDiceInArena: "Aucune arène immobile de cette vidéo ne montrait de dé (des dés ont pu être lus pendant qu'ils bougeaient). Le contour d'arène tracé couvre-t-il l'arène ? Seul ce contour est surveillé pour voir les dés s'immobiliser : « Arène » pour le retracer, ou « Retrouver l'arène ».",
    noDiceSeen: "Aucune arène immobile de cette vidéo ne montrait de dé (des dés ont pu être lus pendant qu'ils bougeaient). L'arène est-elle dans le champ et bien éclairée, et les dés restent-ils immobiles une demi-seconde après chaque lancer ?",
    noThrowRuled: (game, fewDice) => (game === 'dice-game'
      ? "Des dés ont été lus, mais les règles n'y ont vu aucun lancer du jeu de dés. "
        + (fewDice === null ? 'Est-ce un enregistrement de Strike ? Choisissez « Strike » sous « Jeu », puis « Analyser à nouveau ».'
          : `Le premier lancer d'un tour se fait avec 6 dés, et aucune arène stabilisée n'en a contenu plus de ${fewDice} : les six ont-ils été lancés, et dans le champ ?`)
      : `Des dés ont été lus, mais les règles n'y ont vu aucun lancer de Strike. Est-ce un enregistrement du jeu de dés ? Choisissez « ${fr.setup.gameNames['dice-game']} » sous « Jeu », puis « Analyser à nouveau ».`),
    coveredArena: (stretches) => `L'arène était immobile mais en partie couverte (une main, un bras ou une ombre portée) ${stretches.map((s) => `de ${s.from} à ${s.to} (${s.seconds.toFixed(1).replace('.', ',')} s)`).join(', ')} ; l'arbitre ne lit qu'une arène bien visible : les lancers faits pendant ce temps n'ont donc été lus qu'une fois l'arène dégagée, plusieurs à la fois (arbitrés comme un seul, ou refusés).`,
    demoSetup: (demo, replaced) => `La partie de démonstration est analysée avec ses propres joueurs, ${list(demo)}, au lieu de ${list(replaced)} : modifiez la configuration pour l'arbitrer autrement. Votre configuration revient pour la prochaine vidéo ouverte.`,
    settledAfterEnd: (settles, from, to, tournamentRounds, leftAt = null) => `${settles === 1 ? `Une arène s'est stabilisée après la fin de la partie (à ${from}) et n'a pas été arbitrée`
      : `${settles} arènes se sont stabilisées après la fin de la partie (de ${from} à ${to}) et n'ont pas été arbitrées`}. `
      + (leftAt !== null ? `La partie s'est terminée à ${leftAt}, là où vous avez dit qu'un joueur est parti : s'il est parti plus tard, annulez-y son départ et indiquez-le sous une arène suivante.`
        : (tournamentRounds === null ? '' : `Est-ce un tournoi ? Cochez « ${fr.setup.tournament(tournamentRounds)} ». `)
        + "Si une autre partie a été filmée ensuite, revoyez-la à part (coupez la vidéo là où elle commence). Si la partie a continué, vérifiez les joueurs (et, au jeu de dés, les points pour gagner)."),
    arenasBeforeStartDie: (settles, from, to) => `${settles === 1 ? `La première arène stabilisée (${from}) tenait` : `Les ${settles} premières arènes stabilisées (de ${from} à ${to}) tenaient`} plusieurs dés avant tout dé de départ seul. `
      + "L'enregistrement commence-t-il en cours de partie ? Une partie commence par son dé de départ seul dans l'arène : la chronologie arbitre à partir du premier dé seul, pas la partie jouée avant.",
    arenasOutsideKind: (settles, from, to, faces, kind, fit, plainDice, gameChoiceSaid) => `Des dés de ${settles === 1 ? `1 arène stabilisée (à ${from})` : `${settles} arènes stabilisées (de ${from} à ${to})`} montraient ${faces.join(' et ')}, `
      + `que ${kindDice(kind)} n'ont pas, si bien que les règles les ont pris pour des dés qui ne reposent pas à plat. `
      + (fit ? `Vous jouez avec d'autres dés ? Choisissez « ${keepTogether(fr.review.setup[DICE_CHOICE[fit]])} » sous « ${fr.review.setup.edition} », puis « Analyser à nouveau ».`
        : plainDice && gameChoiceSaid ? "Ils ressemblent à des dés ordinaires (1 à 6), qu'aucune édition de Strike n'a."
        : plainDice ? `Ils ressemblent à des dés ordinaires (1 à 6), qu'aucune édition de Strike n'a : une partie du jeu de dés ? Choisissez « ${fr.setup.gameNames['dice-game']} » sous « ${fr.review.setup.game} », puis « Analyser à nouveau ».` : 'Vérifiez les dés lus là.'),
    unansweredQuestions: (settles, from, to, game) => `L'arbitre a posé ${settles} questions (de ${from} à ${to}) auxquelles personne ne répond dans un enregistrement, et a pris chaque arène telle quelle, sans rien y arbitrer, si bien que la partie arbitrée à partir de la première peut ne pas être celle jouée. `
      + `Un dé y a peut-être été manqué ou mal lu (cliquez sur un dé de la chronologie pour le corriger), ou les joueurs ${game === 'dice-game' ? 'ou les points pour gagner ne sont peut-être pas ceux' : "ou l'édition ne sont peut-être pas ceux"} de la partie.`,
    refusedArenas: (settles, from, to) => `Les règles ont refusé ${settles === 1 ? `1 arène stabilisée (à ${from})` : `${settles} arènes stabilisées (de ${from} à ${to})`}, si bien que la partie arbitrée à partir de là peut ne pas être celle jouée. `
      + `Vérifiez les dés lus ${settles === 1 ? 'dans celle-ci' : 'dans celles-ci'} (cliquez sur un dé de la chronologie pour le corriger) et le contour de l'arène (« Arène » : un dé posé hors du contour y est compté), puis les joueurs et l'édition : un lancer de plus de dés qu'un joueur n'en a peut venir d'une mise en place autre que celle de la partie.`,
    tooShort: (durationS, minS) =>
      `Cette vidéo ne dure que ${seconds(durationS)} : une arène est lue une fois vue immobile environ ${minS} s, celle-ci risque de ne jamais l'être.`,
    tooFewFrames: (fps, minFps) =>
      `Cette vidéo n'a que ${rate(fps)} images/s : en dessous de ${minFps}, l'arène est vue au repos trop rarement et des lancers sont manqués. Filmez à ${minFps} images/s ou plus.`,
    rateLowered: (fps, wantedFps) => `La vidéo a ${rate(fps)} images/s, moins que les ${rate(wantedFps)} choisies : ce sont les siennes qui sont analysées.`,
    hint: (game) => (game === 'dice-game'
      ? "Ouvrez la vidéo d'une partie du jeu de dés : l'arbitre la parcourt et liste ici chaque arène au repos et ses décisions. « Partie de dés de démonstration » revoit l'enregistrement de l'application."
      : "Ouvrez la vidéo d'une partie de Strike : l'arbitre la parcourt et liste ici chaque arène au repos et ses décisions. « Partie de démonstration » revoit l'enregistrement de l'application."),
    analysed: (frames, reviewedS, elapsedS, speed) =>
      `${frames}\u00a0${frames <= 1 ? 'image analysée' : 'images analysées'} (${seconds(reviewedS)} de vidéo) en ${seconds(elapsedS)} : ${decimal(speed)} × le temps réel.`,
    analysisStarted: 'Analyse de la vidéo…',
    analysing: (done, frames, fps, speed) =>
      `Analyse de l'image ${done} sur ${frames} à ${fps} images/s${speed !== null ? ` · ${decimal(speed)} × le temps réel` : ''}…`,
    framesPerSecond: (fps) => `${fps} images/s`,
    recordedAt: (fps) => `filmée à ${fps} images/s`,
    reader: (backend, reader) => `tfjs ${backend}, lecteur ${fr.diagnostics.readers[reader]}`,
    correctionSaid: (at, read, face) => `Corrigé à ${at} : le ${read === null ? 'dé illisible' : `dé lu comme ${read}`} montre ${face}. Les décisions à partir de là sont arbitrées à nouveau.`,
    corrected: (n) => (n <= 1 ? `${n} correction` : `${n} corrections`),
    noVideo: 'Aucune vidéo',
    noTimeline: 'Pas encore de chronologie.',
    undoCorrections: 'Annuler toutes les corrections',
    correctMark: 'corriger ?',
    setup: {
      legend: 'La partie enregistrée',
      game: 'Jeu',
      players: 'Joueurs',
      nameLabel: (seat) => `Nom du joueur ${seat + 1}`,
      edition: 'Édition',
      // The editions' French names (src/referee/messages/editions.ts), as the live page's set-up lists them.
      classicEdition: FR_EDITION_NAMES['classic']!,
      classicX2Edition: FR_EDITION_NAMES['classic-x2']!,
      keepThrowing: keepThrowingRule('fr', true),
      language: 'Langue',
      analyse: 'Analyser',
      help: "Inscrivez les joueurs dans l'ordre où ils ont joué, celui qui a commencé en premier. Les noms, le choix de relance, les dés de chaque joueur au départ et la langue rejouent l'arbitre aussitôt, comme une édition aux mêmes dés ; le jeu, une édition aux autres dés et la cadence demandent une nouvelle analyse.",
      helpDiceGame: "Inscrivez les joueurs dans l'ordre où ils ont joué, celui qui a commencé en premier. Les noms, les points à atteindre et la langue rejouent l'arbitre aussitôt ; le jeu et la cadence demandent une nouvelle analyse. Personne n'appuie sur Marquer dans un enregistrement : six dés lancés après des dés mis de côté sont le tour marqué et le lancer du joueur suivant.",
    },
    player: {
      previousFrame: 'Image précédente (←)',
      nextFrame: 'Image suivante (→)',
      stepBack: '◀ image',
      stepForward: 'image ▶',
      play: 'Lecture',
      pause: 'Pause',
      position: 'Position dans la vidéo',
      progress: 'Analyse de la vidéo',
    },
    timeline: {
      heading: 'Chronologie',
      change: CHANGE_WORDS_FR,
      showFrame: 'Montrer cette image',
      seekLabel: (time, change) => `Montrer l'image à ${time} : ${change}`,
      refused: REFUSED_MARK.fr,
      diceInView: 'visibles :',
      dieTitle: (corrected, confidence, inArena, read) =>
        `${corrected ? `corrigé${read === undefined ? '' : ` (lu ${read ?? 'illisible'})`}` : `lu avec une confiance de ${Math.round(confidence * 100)} %`}${inArena ? '' : ", hors de l'arène"} : cliquez pour corriger`,
      dieLabel: (face, title) => `${face} : ${title}`,
      correctBefore: "Cette entrée découle d'une correction : corrigez ce dé dans l'entrée précédente, où il était aussi.",
      cannotExplain: (refusal) => `Les règles ne peuvent pas expliquer cette arène. ${sentence(refusal)}`,
      wouldAsk: (question) => `Un arbitre en direct aurait demandé : ${question}`,
      notTakenOut: (dice, time) => `${dice === 1 ? 'Un dé retiré' : `${dice} dés retirés`} du jeu à ${time} ${dice === 1 ? 'est' : 'sont'} encore dans l'arène : la partie filmée a continué autrement que celle arbitrée (une correction ou un dé mal lu ?). Aucun lancer n'est arbitré tant qu'${dice === 1 ? 'il y reste' : 'ils y restent'}.`,
      notTakenOutAgain: (dice, time, first) => `Non arbitré : ${dice === 1 ? 'un dé retiré' : `${dice} dés retirés`} à ${time} ${dice === 1 ? 'est' : 'sont'} encore dans l'arène (voir ${first}).`,
      ruleAsThrow: 'Compter comme un lancer',
      ruledAsThrow: "Compté comme un lancer, comme vous l'avez dit.",
      notAThrow: "Ce n'était pas un lancer",
      thrownRefused: (why, at) => `${at === null ? 'Cette arène' : `L'arène de ${at}`} ne pouvait plus être comptée comme un lancer (${THROWN_WHY.fr[why]}) : rien n'a été arbitré.`,
      thrownUndo: "Annuler l'arène comptée comme un lancer",
      dieMissed: 'Compter un dé perdu hors de vue après cette arène',
      dieMissedTitle: "Après cette arène un dé a été lancé qui n'est jamais retombé en vue (hors de la table) : le compter hors de l'arène, comme le dit la règle, et arbitrer la suite de la partie",
      missedRuled: "Puis un dé lancé s'est envolé hors de vue, comme vous l'avez dit : hors de l'arène, arbitré après les décisions de cette arène.",
      missedRefused: (why, at) => `Aucun dé seul ne pouvait être lancé après ${at === null ? 'cette arène' : `l'arène de ${at}`} (${MISSED_DIE_WHY.fr[why]}) : rien n'a été arbitré.`,
      missedUndo: 'Annuler le dé perdu de vue',
      playerLeft: 'Un joueur est parti après cette arène :',
      playerLeftNone: 'personne',
      playerLeftRule: 'Arbitrer son départ',
      playerLeftTitle: "Un joueur est rentré chez lui juste après cette arène : arbitrer la suite de la partie sans lui (ses dés quittent le jeu ; si c'était son tour, le joueur suivant joue)",
      leftRuled: (name) => `${name} a quitté la partie ici, comme vous l'avez dit : arbitré après les décisions de cette arène.`,
      leftUndo: (name) => fr.panel.undoRetired(name),
      leftForget: (name) => `Oublier le départ ${de(name)}`,
      leftRefused: (name, why, at) => `${name} ne pouvait pas partir ${at === null ? 'ici' : `à ${at}`} (${why === 'noArena' ? "aucune arène à ce moment-là" : LEAVING_WHY.fr[why]}) : rien n'a été arbitré.`,
      outsideKind: (face, count, hint) =>
        `${count === 1 ? 'Un dé montre' : `${count} dés montrent`} ${face}, une face que les dés choisis n'ont pas : les règles ${count === 1 ? 'le prennent pour un dé qui ne repose' : 'les prennent pour des dés qui ne reposent'} pas à plat.`
        + (hint === 'otherDice' ? " D'autres dés ? Choisissez leur édition sous « Édition » et appuyez sur « Analyser à nouveau »."
          : hint === 'plainDice' ? ` On dirait des dés ordinaires (1 à 6), qu'aucune édition de Strike n'a : une partie du jeu de dés ? Choisissez « ${fr.setup.gameNames['dice-game']} » sous « ${fr.review.setup.game} », puis « Analyser à nouveau ».` : ''),
    },
  },
};
