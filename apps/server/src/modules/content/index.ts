// The content module's public entry: the demo seed writes notices and articles only through this file.
export { contentService } from './service';
