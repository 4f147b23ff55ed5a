// The works module's public entry: the start's warm-up (warm-up.ts) reads the catalogue only through this file.
export { worksService } from './service';
export { keywordGrams } from './search';
