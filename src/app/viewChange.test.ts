import { describe, expect, it } from 'vitest';
import { DEMO_ARENA_LABEL, DEMO_GAME_LABEL } from './frameSources.ts';
import { changesView, continuesView, isDemoView, type ShownSource } from './viewChange.ts';

const photo = (label: string, width = 1280, height = 720): ShownSource => ({ kind: 'image', label, width, height });
const video = (label: string): ShownSource => ({ kind: 'video', label, width: 1280, height: 720 });
const camera: ShownSource = { kind: 'camera', label: 'USB camera', width: 1280, height: 720 };

describe('changesView', () => {
  it('is a new view for a video or a camera shown after anything', () => {
    expect(changesView(photo('throw-1.jpg'), video('game.webm'))).toBe(true);
    expect(changesView(video('game.webm'), video('other.webm'))).toBe(true);
    // The same recording opened again starts again from its beginning.
    expect(changesView(video('game.webm'), video('game.webm'))).toBe(true);
    expect(changesView(camera, video('game.webm'))).toBe(true);
    expect(changesView(video('game.webm'), camera)).toBe(true);
    // The camera opened again after it was unplugged: a new source object, a new view.
    expect(changesView(camera, { ...camera })).toBe(true);
  });

  it('follows on for a photo: the next look at the arena the camera, a video or a photo showed', () => {
    expect(changesView(photo('throw-1.jpg'), photo('throw-2.jpg'))).toBe(false);
    expect(changesView(camera, photo('throw-1.jpg'))).toBe(false);
    expect(changesView(video('game.webm'), photo('throw-1.jpg'))).toBe(false);
  });

  it('is a new view for a photo of another size than the picture before it: where its dice lie says nothing of that one\'s', () => {
    expect(changesView(photo('throw-1.jpg'), photo('phone.jpg', 4000, 3000))).toBe(true);
    expect(changesView(camera, photo('phone.jpg', 720, 1280))).toBe(true);
    expect(changesView(video('game.webm'), photo('throw-1.jpg', 640, 360))).toBe(true);
    // A video whose size is not known yet: the photo follows on.
    expect(changesView({ ...video('game.webm'), width: 0, height: 0 }, photo('throw-1.jpg', 640, 360))).toBe(false);
  });

  it('is a new view for a photo after a demo, which shows no arena of the players\'', () => {
    expect(changesView(photo(DEMO_ARENA_LABEL), photo('throw-1.jpg'))).toBe(true);
    expect(changesView(video(DEMO_GAME_LABEL), photo('throw-1.jpg'))).toBe(true);
  });

  it('is no new view before any source, for the same source shown again, nor for the demo game (refereed only for a game started on it)', () => {
    expect(changesView(null, camera)).toBe(false);
    expect(changesView(camera, camera)).toBe(false);
    expect(changesView(camera, video(DEMO_GAME_LABEL))).toBe(false);
  });
});

describe('continuesView (the first view shown after a reload)', () => {
  it('goes on in the same camera at the same size, and in a photo of that size: the page only looked away', () => {
    expect(continuesView(camera, { ...camera })).toBe(true);
    expect(continuesView(camera, photo('throw-1.jpg'))).toBe(true);
    expect(continuesView(photo('throw-1.jpg'), photo('throw-2.jpg'))).toBe(true);
    // A camera not yet sized is taken for the one saved.
    expect(continuesView(camera, { ...camera, width: 0, height: 0 })).toBe(true);
  });

  it('is a new view after a recording (helper 132: the camera took over a game played from a video that ended)', () => {
    expect(continuesView(video('game.webm'), camera)).toBe(false);
    expect(continuesView(video('game.webm'), video('game.webm'))).toBe(false);
    expect(continuesView(camera, video('game.webm'))).toBe(false);
  });

  it('is a new view in another camera, a camera of another size, a camera after photos, or a photo of another size', () => {
    expect(continuesView(camera, { ...camera, label: 'Laptop camera' })).toBe(false);
    expect(continuesView(camera, { ...camera, width: 640, height: 480 })).toBe(false);
    expect(continuesView(photo('throw-1.jpg'), camera)).toBe(false);
    expect(continuesView(photo('throw-1.jpg'), photo('throw-2.jpg', 640, 480))).toBe(false);
  });

  it('goes on for a save that names no view (saved before views were)', () => {
    expect(continuesView(undefined, camera)).toBe(true);
    expect(continuesView(undefined, video('game.webm'))).toBe(true);
  });

  it('tells the demos from the players\' own views', () => {
    expect([isDemoView(video(DEMO_GAME_LABEL)), isDemoView(photo(DEMO_ARENA_LABEL)), isDemoView(camera), isDemoView(video('game.webm'))]).toEqual([true, true, false, false]);
  });
});
