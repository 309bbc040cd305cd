// hls.js ships no types for its light build (the same API without subtitles, alternate audio,
// DRM, CMCD or interstitials, none of which our single-rendition HLS uses): it has the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
