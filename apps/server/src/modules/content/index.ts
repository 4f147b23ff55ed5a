// The content module's public entry: the demo seed writes notices and articles only through this file.
export { contentService } from './service';
// Star/MCN task requirements are operator HTML too, sanitised by the same allow-list.
export { sanitizeRichHtml } from './sanitize';
