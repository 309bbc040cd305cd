// What other parts of the server may use from the media area (ADR 046, docs/architecture.md).
export { makeSampleVideo, selectFfmpeg } from './ffmpeg.ts';
export { receiveImage } from './image-part.ts';
// The journal tells a chart picture's kind the same way (docs/product.md §23.1).
export { sniffImage } from './image-probe.ts';
export { storeImage } from './images.ts';
export { createMedia, mediaKeys, transcodeMedia } from './records.ts';
export { mediaLinkSigner } from './signed-url.ts';
export { createMediaStorage, type MediaStorage } from './storage.ts';
export { UploadRejected } from './upload.ts';
export { assembleMediaUpload, purgeAbandonedUploads } from './upload-sessions.ts';
