/**
 * The smallest picture the die reader is given, for the web app and the CLI alike.
 */

/**
 * Least side, in pixels, of a photo read for dice: the reader drops dice under 9 pixels
 * (models/README.md, "Classifier"), so a smaller picture (a thumbnail, a 1 × 1 tracking pixel)
 * holds no die it could read and would only pass for an empty arena. yudai-d6-gray's 160 × 120
 * frames are the smallest real dice pictures in ../shared/data.
 */
export const MIN_PICTURE_SIDE = 32;
