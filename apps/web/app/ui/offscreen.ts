/**
 * A part of a page that is mostly below the first screen: the browser skips its style, layout
 * and paint, and leaves its lazy pictures unfetched, until it comes near the viewport (issue 14:
 * a throttled phone spent about 300 ms laying out home's lower rows before it could respond).
 * Each use adds its block size as a first guess, `[contain-intrinsic-block-size:auto_…]`: it only
 * stands in until the part is drawn once (`auto` then keeps the real size), and since that happens
 * before it scrolls into view, a guess a little off moves nothing on screen.
 */
export const SKIP_OFFSCREEN = '[content-visibility:auto]';
