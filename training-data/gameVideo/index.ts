/**
 * Scripted game videos for testing the referee end to end: scripts (script.ts), random legal
 * Strike scripts (scriptFromSeed.ts), their expected rulings (rulings.ts), frames and ground
 * truth (renderGame.ts), video files (writeVideo.ts), and all of it in one call
 * (makeGameVideo.ts). CLI: make.ts. Random dice games as arena scenes: diceGameFromSeed.ts.
 */
export { checkScript, replayTable, SCRIPT_FORMAT, type GameScript, type Knock, type Look, type ScriptStep, type StepKind, type TableDie } from './script.ts';
export { CHANCES, generateGame, lookOfSeed, randomLook, scriptFromSeed, type GeneratedGame, type ScriptOptions } from './scriptFromSeed.ts';
export { expectedRulings, type ExpectedRuling } from './rulings.ts';
export { scheduleGame, TIMING, type Schedule, type ScheduledStretch, type StepTiming } from './schedule.ts';
export { DEFAULT_RENDER, dieBoxPx, gameTimeline, renderGame, type RenderedGame, type RenderOptions, type Timeline, type TimelineDie, type TimelineStretch } from './renderGame.ts';
export { ffmpegBinary, videoFormat, VIDEO_FORMATS, writeVideo, type VideoFormat, type VideoOptions, type WrittenVideo } from './writeVideo.ts';
export { makeGameVideo, TRUTH_FORMAT, type GameTruth, type MadeGameVideo } from './makeGameVideo.ts';
export { BYLER_DIR, COLOUR_FAMILIES, loadPhotoDice, type ColourFamily, type DieCrop } from './photoDice.ts';
export { FAMILY_COLOURS, loadDieSet, type DiceSource, type DieSet, type Sprite } from './dieSprites.ts';
export { DICE_GAME_DEMO, diceGameDemoScenes, diceGameScenes, sceneFrame, refereeDemoScenes, sceneFrames, sceneSnapshots, type DiceGameScenes } from './sceneFrames.ts';
export { diceGameFromSeed, type DiceGameFromSeedOptions, type DiceGamePlay } from './diceGameFromSeed.ts';
