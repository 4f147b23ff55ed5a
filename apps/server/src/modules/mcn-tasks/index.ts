// The star/MCN tasks module's public entry: the seed writes tasks only through this file.
export { mcnTasksService } from './service';
