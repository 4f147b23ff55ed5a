// The media module's public entry: generated pictures are stored only through this file.
export { storeMedia } from './store';
