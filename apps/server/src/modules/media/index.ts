// The media module's public entry: generated pictures are stored, and media URLs checked, only through this file.
export { storeMedia } from './store';
export { mediaExists, thumbOf } from './exists';
export { createMediaStorage } from './create-storage';
export { ownUploads, uploadsByIds } from './promoter-uploads';
